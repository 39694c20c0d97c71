// The club server's pages in a real browser (issue 48): headless Chromium through WebDriver,
// the Whites' player on a 360-pixel phone and the Reds' at a desktop's width. Both log in from
// the form; the Whites advance their phase with the page's button; the Reds' page shows the
// new phase by itself, from the server's event. Screenshots of both, looked at by a person.

#include <doctest/doctest.h>

#include "tests/server/club.hpp"
#include "tests/server/running_server.hpp"
#include "tests/server/web_driver.hpp"

using namespace tachanka::testing;

namespace {

const std::filesystem::path shots = std::filesystem::path(TACHANKA_SCREENSHOT_DIR);

void logIn(WebDriver& browser, const std::string& window, const RunningServer& server,
           const std::string& side, const std::string& name, const std::string& password) {
    browser.go(window, "https://127.0.0.1:" + std::to_string(server.port()) + "/");
    browser.type(window, "#side", side);
    browser.type(window, "#name", name);
    browser.type(window, "#password", password);
    browser.click(window, "#login");
    REQUIRE(browser.waitForText(window, "#turn", "15 October 1919"));
}

}  // namespace

TEST_CASE("two players in their browsers: the Whites advance on a phone, the Reds see it at once") {
    Club club;
    RunningServer server({club.file});
    WebDriver browser;
    const auto phone = browser.open(360, 740);
    const auto desktop = browser.open(1280, 800);

    // A wrong password says so on the form.
    browser.go(phone, "https://127.0.0.1:" + std::to_string(server.port()) + "/");
    browser.type(phone, "#side", "Whites");
    browser.type(phone, "#name", "Anton");
    browser.type(phone, "#password", "not it");
    browser.click(phone, "#login");
    CHECK(browser.waitForText(phone, "#error", "Wrong side, name or password."));
    CHECK(browser.text(phone, "#error") == "Wrong side, name or password.");

    logIn(browser, phone, server, "Whites", "Anton", whitePassword);
    logIn(browser, desktop, server, "Reds", "Ivan", redPassword);
    CHECK(browser.text(phone, "#seat") == "Whites · Anton");
    CHECK(browser.text(phone, "#turn").ends_with("· your turn"));
    CHECK(browser.text(desktop, "#turn").find("your turn") == std::string::npos);
    // Nothing wider than the phone: no sideways scrolling but inside the units' table.
    CHECK(browser.run(phone, "return document.documentElement.scrollWidth <= window.innerWidth;")
              .find("\"value\":true") != std::string::npos);
    CHECK(browser.run(phone, "return window.innerWidth;") == "{\"value\":360}");

    browser.click(phone, "#advance");
    CHECK(browser.waitForText(phone, "#result", "advance to 15 October 1919 · Whites turn"));
    // The Reds' page hears of it from the server, no reload.
    CHECK(browser.waitForText(desktop, "#turn", "Recruitment"));
    CHECK(browser.waitForText(phone, "#turn", "Recruitment"));

    // The Reds try to move in the Whites' turn: refused in one line on their page.
    browser.click(desktop, "#tab-map");
    browser.click(desktop, "#move-go");
    CHECK(browser.waitForText(desktop, "#result", "Whites' turn"));

    browser.screenshot(phone, shots / "server-whites-phone.png");
    browser.screenshot(desktop, shots / "server-reds-desktop.png");
    CHECK(std::filesystem::file_size(shots / "server-whites-phone.png") > 10'000);
    CHECK(std::filesystem::file_size(shots / "server-reds-desktop.png") > 10'000);
    browser.close(phone);
    browser.close(desktop);
}
