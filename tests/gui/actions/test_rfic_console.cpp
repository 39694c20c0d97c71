// A planned battle fought in Red Flags & Iron Crosses from the Battles page (issue 18: "the
// battle console handles cards, typed or dealt"): the turn dealt from the cards the players
// typed, a fire resolved with the pack Tachanka shuffles refused in a typed turn, then with a
// cover card typed, a Commander joining a unit and offered as a target, and a picture of the
// console.

#include <doctest/doctest.h>

#include <algorithm>

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

TEST_CASE("a battle fought in Red Flags & Iron Crosses from the console, cards typed") {
    CampaignWindowTest window;
    const auto& file = window.file();
    const auto id = fightFirstAttackIn(window, "red-flags-iron-crosses");
    auto battle = core::tacticalBattle(file, id);
    REQUIRE(battle.system == "red-flags-iron-crosses");
    auto& console = *window.frame().actions().battles().console();
    auto& panel = console.actions();
    CHECK(panel.rficCircumstances().IsShown());
    CHECK_FALSE(panel.bnbCircumstances().IsShown());

    // The deal: a card a unit, typed as the players dealt them.
    std::string cards;
    const char* pack[] = {"9H", "2C", "KS", "5D", "7C", "JH", "3S", "10D"};
    for (std::size_t unit = 0; unit < battle.units.size() && unit < 8; ++unit) {
        cards += (cards.empty() ? "" : ",") + std::string(pack[unit]);
    }
    press(window, panel.actionButton("deal"));
    REQUIRE(panel.chosen() == "deal");
    panel.rficCircumstances().cards().SetValue(wxString::FromUTF8(cards));
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    battle = core::tacticalBattle(file, id);
    CHECK(battle.turn.number == 1);
    REQUIRE(battle.log.size() == 1);
    CHECK(battle.log[0].actor.empty());  // the deal is the battle's, not a unit's
    CHECK(battle.turn.cards.size() == battle.units.size());
    CHECK(console.turnLine().GetLabel().utf8_string() == core::turnSummary(battle.turn));

    // A fire at a target in cover: the cover card typed, its odds counted over the pile left.
    const auto shooter = battle.units.front();
    REQUIRE(console.selectUnit(shooter.code));
    press(window, panel.actionButton("fire"));
    REQUIRE(panel.chosen() == "fire");
    panel.rficCircumstances().cover().SetValue(true);
    panel.rficCircumstances().cards().SetValue("AH,AD,AC,AS");
    CHECK(panel.request().cover != "none");
    CHECK(panel.odds().GetCount() >= 1);
    panel.seed().SetValue("1919");
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    battle = core::tacticalBattle(file, id);
    REQUIRE(battle.log.size() == 2);
    CHECK(battle.log[1].action == "fire");

    // Each side's Commander is a row of his own: he joins a unit, and the enemy may fire at him.
    REQUIRE(console.selectUnit("Commander-A"));
    CHECK_FALSE(panel.actionButton("fire").IsEnabled());
    press(window, panel.actionButton("join"));
    REQUIRE(panel.chosen() == "join");
    REQUIRE(panel.target().GetCount() >= 1);
    const auto joined = panel.target().GetStringSelection().utf8_string();
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    battle = core::tacticalBattle(file, id);
    const auto commander = std::find_if(battle.units.begin(), battle.units.end(),
                                        [](const auto& unit) { return unit.code == "Commander-A"; });
    REQUIRE(commander != battle.units.end());
    CHECK(commander->state == "good, with " + joined);
    CHECK(console.seniorsLine().GetLabel().utf8_string().starts_with("Commanders: "));
    const auto enemy = std::find_if(battle.units.begin(), battle.units.end(), [&](const auto& unit) {
        return unit.side != commander->side && unit.troopType != "leader";
    });
    REQUIRE(enemy != battle.units.end());
    REQUIRE(console.selectUnit(enemy->code));
    press(window, panel.actionButton("fire"));
    CHECK(panel.target().FindString("Commander-A") != wxNOT_FOUND);
    testing::checkConsoleFitsSmallScreen(window, console);
    CHECK(screenshot(window.frame(), "rfic-console") >= 64);
}
