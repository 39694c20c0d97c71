// The Battle console and a hidden set-up in the real window (issue 47): the umpire's console
// names the Reds' ambush and markers; the Whites' own file, opened in the window, shows the
// console as the Whites see it: markers only, no ambusher among the units.

#include <doctest/doctest.h>

#include "app/core/battles/tactical_battles.hpp"
#include "app/core/redactions/hidden_table.hpp"
#include "app/core/seats/seats.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/table_view.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::battlesPage;
using testing::planFirstAttack;
using testing::reachWhiteCombat;
using testing::screenshot;

namespace {

gui::BattleConsolePage& openConsole(CampaignWindowTest& window, std::int64_t id) {
    REQUIRE(window.frame().selectPage("battles"));
    REQUIRE(battlesPage(window).selectBattle(id));
    window.click(battlesPage(window).fightButton());  // fought already: its console opens
    REQUIRE(window.takeErrors().empty());
    return *window.frame().actions().battles().console();
}

bool consoleLists(gui::BattleConsolePage& console, const std::string& code) {
    for (std::size_t row = 0; row < console.units().rowCount(); ++row) {
        if (console.units().row(row).cells[1].text.utf8_string() == code) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("the console shows the umpire the whole hidden set-up, and a side's file its own view") {
    CampaignWindowTest window(true, [](const std::filesystem::path& file) {
        core::addSeat(file, "Whites", "Anton");
    });
    reachWhiteCombat(window);
    const auto id = planFirstAttack(window);
    const auto fought = core::fightBattle(window.file(), id, core::redActionsSystem);
    std::string ambusher;
    for (const auto& unit : fought.units) {
        if (unit.side == "Reds") ambusher = unit.code;
    }
    REQUIRE_FALSE(ambusher.empty());
    core::setUpBattle(window.file(), id, {"Reds", {ambusher + "@the ravine"}, {}, 2});
    window.frame().campaignChanged();
    auto& umpire = openConsole(window, id);
    const auto line = umpire.markersLine().GetLabel().utf8_string();
    CHECK(umpire.markersLine().IsShown());
    CHECK(line == "Markers: M1: dummy (Reds), M2: dummy (Reds); in ambush: " + ambusher +
                      " at the ravine (Reds)");
    CHECK(consoleLists(umpire, ambusher));

    const auto whites = window.folder() / "whites.tachanka";
    window.frame().exportSideFile("Whites", whites);
    window.frame().openCampaign(whites);
    window.settle();
    auto& theirs = openConsole(window, id);
    CHECK(theirs.markersLine().GetLabel().utf8_string() ==
          "As Whites see it. Markers: M1 (Reds), M2 (Reds)");
    CHECK_FALSE(consoleLists(theirs, ambusher));
    CHECK(screenshot(window.frame(), "console-hidden-setup-whites") > 16);
    CHECK(window.takeErrors().empty());
}
