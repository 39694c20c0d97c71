// A campaign day played through the club server's pages (issue 48), in headless Chromium: the
// Whites' player on a 360-pixel phone, the Reds' and the umpire's at a desktop's width. The
// Whites advance their phases, move one stack by tapping it and a hex and another by dragging
// it, plan an attack from the contacts the page offers and read its exact odds; the umpire
// resolves it with the server's dice; the Whites answer the question it asks them, seeing each
// answer's odds, and the Reds where their unit retreats; the umpire applies it; the Reds raise
// a battalion of recruits and end the day. The umpire seats a player from his page first.
// Screenshots at both widths, looked at by a person.

#include <doctest/doctest.h>

#include <set>

#include "tests/cli/cli_json.hpp"
#include "tests/server/club.hpp"
#include "tests/server/running_server.hpp"
#include "tests/server/web_driver.hpp"

using namespace tachanka::testing;

namespace {

const std::filesystem::path shots = std::filesystem::path(TACHANKA_SCREENSHOT_DIR);

struct Seat {
    WebDriver& browser;
    std::string window;

    void logIn(const RunningServer& server, const std::string& side, const std::string& name,
               const std::string& password) const {
        browser.go(window, "https://127.0.0.1:" + std::to_string(server.port()) + "/");
        browser.type(window, "#side", side);
        browser.type(window, "#name", name);
        browser.type(window, "#password", password);
        browser.click(window, "#login");
        REQUIRE(browser.waitForText(window, "#turn", "15 October 1919"));
    }
    void advanceTo(const std::string& phase) const {
        browser.click(window, "#tab-orders");
        browser.click(window, "#advance");
        REQUIRE(browser.waitForText(window, "#turn", phase));
    }
    bool shows(const std::string& css, const std::string& part) const {
        return browser.waitForText(window, css, part);
    }
};

JsonValue unitLine(const std::string& file, const std::string& code) {
    const auto units = cliJson({"units", file, "--json"});
    for (const auto& line : units.array()) {
        if (line["code"].string() == code) return line;
    }
    FAIL("no unit " << code);
    return {};
}

std::string hexOf(const std::string& file, const std::string& code) {
    return unitLine(file, code)["hex"].string();
}



}  // namespace

TEST_CASE("two players and the umpire play a campaign day through the server's pages") {
    Club club;
    RunningServer server({club.file});
    WebDriver browser;
    const Seat whites{browser, browser.open(360, 740)};
    const Seat reds{browser, browser.open(1280, 800)};
    const Seat umpire{browser, browser.open(1280, 800)};
    whites.logIn(server, "Whites", "Anton", whitePassword);
    reds.logIn(server, "Reds", "Ivan", redPassword);
    umpire.logIn(server, "umpire", "Sasha", umpirePassword);
    CHECK(browser.text(umpire.window, "#seat") == "Umpire Sasha");
    // The umpire seats a second Whites player from his page and gives him a password.
    REQUIRE(umpire.shows("#seats", "Anton"));
    browser.type(umpire.window, "#seat-side", "Whites");
    browser.type(umpire.window, "#seat-name", "Борис");
    browser.click(umpire.window, "#seat-add-go");
    CHECK(umpire.shows("#seats", "Борис"));
    browser.type(umpire.window, "#password-side", "Whites");
    browser.type(umpire.window, "#password-name", "Борис");
    browser.type(umpire.window, "#password-word", "Борис-1919-пароль");
    browser.click(umpire.window, "#password-go");
    CHECK(umpire.shows("#result", "seat 'Борис' of the Whites has a new password"));
    CHECK(browser.run(umpire.window, "return document.getElementById('password-word').value;") ==
          "{\"value\":\"\"}");
    browser.screenshot(umpire.window, shots / "server-day-umpire-players-desktop.png");

    for (const auto* phase : {"Recruitment", "command status", "random events", "Movement"}) {
        whites.advanceTo(phase);
    }
    CHECK(reds.shows("#turn", "Movement"));

    {
        // Tap the stack, then the hex: the Whites' 2/2K from 2506 to 2405.
        browser.click(whites.window, "#tab-map");
        REQUIRE(whites.shows("#map", "2506"));
        browser.run(whites.window, "document.querySelector('.stack[data-hex=\"2506\"]')"
                                   ".scrollIntoView({block: 'center', inline: 'center'});");
        browser.click(whites.window, ".stack[data-hex=\"2506\"] rect.counter");
        CHECK(whites.shows("#map-chosen", "2/2K in 2506"));
        browser.click(whites.window, ".hex[data-hex=\"2405\"] polygon");
        CHECK(whites.shows("#result", "2405"));
        CHECK(whites.shows("#map", "2/2K"));
        // Drag the stack of 1/2K and AC/2K from 2406: its top counter goes to 2407.
        REQUIRE(browser.waitForText(whites.window, "#map-chosen", "Tap one of your stacks"));
        browser.drag(whites.window, ".stack[data-hex=\"2406\"] rect.counter",
                     ".hex[data-hex=\"2407\"] polygon");
        CHECK(whites.shows("#result", "2407"));
        browser.screenshot(whites.window, shots / "server-day-whites-map-phone.png");
    }
    CHECK(hexOf(club.file, "2/2K") == "2405");
    CHECK(hexOf(club.file, "1/2K") == "2407");
    CHECK(hexOf(club.file, "AC/2K") == "2406");

    whites.advanceTo("Combat");
    browser.click(whites.window, "#tab-battles");
    REQUIRE(whites.shows("#contacts", "Hex 0614: 2/41S"));
    browser.click(whites.window, "form.contact[data-hex=\"0614\"] button.plan");
    REQUIRE(whites.shows("#result", "Battle 1"));
    browser.click(whites.window, "#battle-1 button.odds");
    // The plan's exact odds, as `battle odds` counts them.
    const auto odds = cliJson({"battle", "odds", club.file, "1", "--json"});
    CHECK(whites.shows("#battle-1 .odds-box", odds["outcomes"][0]["fraction"].string()));
    CHECK(whites.shows("#battle-1 .odds-box", "PROVISIONAL"));

    browser.click(umpire.window, "#tab-battles");
    REQUIRE(umpire.shows("#battle-1", "planned"));
    browser.click(umpire.window, "#battle-1 button.resolve");
    // The server's dice stop wherever the rules hand a side a choice: the Whites whether to
    // assault, the Reds where their unit retreats, the Whites who enters the hex. The side
    // asked answers on its own page, seeing each answer's exact odds; the other side sees the
    // question and cannot answer it.
    browser.click(reds.window, "#tab-battles");
    std::set<std::string> asked;
    for (int question = 0; question < 5; ++question) {
        const auto shown = cliJson({"battle", "show", club.file, "1", "--json"});
        if (!shown.object().contains("question") || shown["question"].isNull()) break;
        const auto side = shown["question"]["side"].string();
        asked.insert(side);
        const auto& answering = side == "Whites" ? whites : reds;
        const auto& other = side == "Whites" ? reds : whites;
        REQUIRE(answering.shows("#battle-1 .question", shown["question"]["text"].string()));
        CHECK(answering.shows(
            "#battle-1", shown["question"]["answers"][0]["outcomes"][0]["fraction"].string()));
        REQUIRE(other.shows("#battle-1 .question", shown["question"]["text"].string()));
        CHECK(browser.run(other.window, "return document.querySelectorAll("
                                        "'#battle-1 button.answer').length;") == "{\"value\":0}");
        if (question == 0) {
            browser.run(whites.window, "document.getElementById('battle-1').scrollIntoView();");
            browser.screenshot(whites.window, shots / "server-day-whites-question-phone.png");
        }
        browser.click(answering.window, "#battle-1 button.answer");
        CHECK(answering.shows("#result", "battle 1: the " + side + " answered"));
    }
    CHECK(asked == std::set<std::string>{"Reds", "Whites"});
    REQUIRE(umpire.shows("#battle-1", "resolved"));
    browser.click(umpire.window, "#battle-1 button.apply");
    CHECK(umpire.shows("#battle-1", "applied"));
    CHECK(reds.shows("#battle-1", "applied"));
    browser.screenshot(umpire.window, shots / "server-day-umpire-battles-desktop.png");
    CHECK(cliJson({"battle", "show", club.file, "1", "--json"})["state"].string() == "applied");

    whites.advanceTo("Remove Barrage");
    whites.advanceTo("Reds turn");
    CHECK(reds.shows("#turn", "your turn"));
    reds.advanceTo("Recruitment");
    // The Reds raise a battalion of recruits at a station with the 2 RP the day gave them.
    REQUIRE(reds.shows("#sides", "Reds: 2 RP"));
    browser.type(reds.window, "#battalion-hex", "1305");
    browser.click(reds.window, "#battalion-go");
    CHECK(reds.shows("#result", "battalion Rec/1 raised"));
    CHECK(hexOf(club.file, "Rec/1") == "1305");
    browser.click(reds.window, "#tab-units");
    CHECK(reds.shows("#units", "Rec/1"));
    browser.screenshot(reds.window, shots / "server-day-reds-units-desktop.png");

    for (const auto* phase : {"command status", "random events", "Movement", "Combat",
                              "Remove Barrage"}) {
        reds.advanceTo(phase);
    }
    reds.advanceTo("16 October 1919");
    CHECK(whites.shows("#turn", "16 October 1919 · Whites turn"));
    CHECK(umpire.shows("#turn", "16 October 1919"));
    CHECK(cliJson({"verify", club.file, "--json"})["ok"].boolean());
}
