// A planned battle fought in Bullets & Bolsheviks from the Battles page (issue 17): the fight
// dialog's system chosen by name, the console offering B&B's actions and circumstances, a
// small-arms fire and an artillery refusal resolved from it, and a picture of the console.

#include <doctest/doctest.h>

#include <wx/notebook.h>

#include "app/core/battles/battles.hpp"
#include "app/core/battles/tactical_battles.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/console_action_panel.hpp"
#include "app/gui/table_view.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::press;
using testing::fightFirstAttackIn;
using testing::screenshot;

TEST_CASE("a battle fought in Bullets & Bolsheviks from the console") {
    CampaignWindowTest window;
    const auto& file = window.file();
    const auto id = fightFirstAttackIn(window, "bullets-and-bolsheviks");
    auto battle = core::tacticalBattle(file, id);
    CHECK(battle.system == "bullets-and-bolsheviks");
    auto& console = *window.frame().actions().battles().console();
    REQUIRE(console.view() != nullptr);
    auto& panel = console.actions();
    // B&B's own circumstances, not Red Actions!'s; no auto-resolve.
    CHECK(panel.bnbCircumstances().IsShown());
    CHECK_FALSE(panel.circumstances().IsShown());
    CHECK_FALSE(console.autoResolveButton().IsEnabled());
    // The units' state in B&B's words.
    for (std::size_t row = 0; row < console.units().rowCount(); ++row) {
        CHECK(console.units().row(row).cells[7].text.StartsWith("level "));
    }

    const auto shooter = battle.units.front();
    REQUIRE(console.selectUnit(shooter.code));
    CHECK(panel.actionButton("fire").IsEnabled());
    CHECK(panel.actionButton("assault").IsEnabled());
    CHECK_THROWS_AS(panel.actionButton("shoot"), std::out_of_range);  // Red Actions!'s only
    press(window, panel.actionButton("fire"));
    REQUIRE(panel.chosen() == "fire");
    CHECK(panel.bnbCircumstances().range().IsEnabled());
    CHECK_FALSE(panel.bnbCircumstances().occasion().IsEnabled());
    panel.bnbCircumstances().range().SetValue("2");
    const auto request = panel.request();
    CHECK(request.distance == 2);
    CHECK(request.cover == "open");
    CHECK(panel.odds().GetCount() > 1);  // every way it may end, counted
    panel.seed().SetValue("1919");
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    battle = core::tacticalBattle(file, id);
    REQUIRE(battle.log.size() == 1);
    CHECK(battle.log[0].action == "fire");
    CHECK(battle.log[0].tableCell.starts_with("small arms:"));
    CHECK(console.log().rowCount() == 1);
    testing::checkConsoleFitsSmallScreen(window, console);
    CHECK(screenshot(window.frame(), "bnb-console") >= 64);

    // A morale check: its occasion and modifiers come from B&B's table.
    press(window, panel.actionButton("morale"));
    CHECK(panel.bnbCircumstances().occasion().IsEnabled());
    const auto& modifiers = panel.bnbCircumstances().modifiers();
    REQUIRE(modifiers.GetCount() == 3);  // Taking Losses's, the leader's boost rolled apart
    CHECK(modifiers.GetString(0) == "entrenched-or-town");
    CHECK(screenshot(window.frame(), "bnb-console-morale") >= 64);
}
