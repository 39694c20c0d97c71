// File → Seats in the desktop app (issue 47): the umpire writes the Whites' file, the window
// opened on it says whose it is wherever it names the campaign, the Whites' play there is
// written as signed orders, and the umpire's window merges them and shows where the campaign
// now stands.

#include <doctest/doctest.h>

#include "app/core/campaign/turn_actions.hpp"
#include "app/core/seats/seats.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::screenshot;

TEST_CASE("the umpire's window writes the Whites' file, theirs writes orders, his merges them") {
    CampaignWindowTest window(true, [](const std::filesystem::path& file) {
        core::addSeat(file, "Whites", "Anton");
        core::addSeat(file, "Reds", "Иван");
    });
    auto& frame = window.frame();
    const auto umpire = window.file();
    // Whether the menu offers the command now, as the menu shows it when opened.
    const auto offered = [&](const char* menu, const char* item) {
        auto& found = window.menuItem(menu, item);
        found.GetMenu()->UpdateUI(&frame);
        return found.IsEnabled();
    };
    CHECK(offered("Turn", "Roll random event…"));
    CHECK(offered("Officers", "Casualty…"));
    const auto whites = window.folder() / "whites.tachanka";
    const auto exported = frame.exportSideFile("Whites", whites);
    CHECK(exported.side == "Whites");
    CHECK(frame.GetStatusBar()->GetStatusText(1).utf8_string().find("whites.tachanka") !=
          std::string::npos);
    CHECK(frame.GetTitle().utf8_string().find("file") == std::string::npos);

    frame.openCampaign(whites);
    window.settle();
    CHECK(frame.GetTitle().utf8_string().find("— the Whites' file —") != std::string::npos);
    CHECK(frame.GetStatusBar()->GetStatusText(0).utf8_string().starts_with("The Whites' file"));
    // The umpire's commands are not offered there; the side's are.
    for (const auto& [menu, item] : {std::pair{"Turn", "Roll random event…"},
                                     {"Turn", "GM override…"}, {"Turn", "Take prisoners…"},
                                     {"Officers", "Draw tokens…"}, {"Officers", "Casualty…"},
                                     {"Officers", "Replace…"}}) {
        CAPTURE(item);
        CHECK_FALSE(offered(menu, item));
    }
    CHECK(offered("Turn", "Advance phase"));
    CHECK(offered("Turn", "Build battalion…"));
    CHECK(offered("Battle", "Plan from the selected units…"));
    core::advanceTurn(whites);
    frame.campaignChanged();
    window.settle();
    CHECK(screenshot(frame, "whites-file-window") > 16);
    const auto orders = frame.writeOrders(std::nullopt, window.folder() / "whites.orders");
    CHECK(orders.orders.number == 1);
    CHECK(orders.orders.orders.size() == 1);
    CHECK(orders.orders.seat == "Anton");

    frame.openCampaign(umpire);
    window.settle();
    const auto merged = frame.mergeOrders(window.folder() / "whites.orders");
    CHECK(merged.merged());
    CHECK(merged.applied.size() == 1);
    CHECK(frame.GetStatusBar()->GetStatusText(0).utf8_string().find("Recruitment") !=
          std::string::npos);
    CHECK(window.takeErrors().empty());
}
