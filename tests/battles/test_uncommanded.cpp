// An uncommanded unit of the umpired table handed to the Actions Table (issues 16 and 17): its
// risk factor from its state in the battle, a d6 on the order table, and the order's effect,
// with the shipped actions-table.xml (its "Troops armed with firearms" rows) and scripted dice.

#include <doctest/doctest.h>

#include <memory>

#include "rules/actions/table_file.hpp"
#include "rules/redactions/battle/turn_sequence.hpp"
#include "tests/battles/linked_battle_fixtures.hpp"

using namespace tachanka::testing::linked;

namespace {

TacticalBattle withActionsTable() {
    auto battle = facing(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                         unitOf("afsr", "volunteers", "2/1K", false, 4));
    battle.actionsTable = std::make_shared<const actions::ActionsTables>(
        actions::loadActionsTables(source / "templates/rules/actions-table.xml"));
    return battle;
}

// 1/9D began with 6 bases and has lost 2, with a terror marker: 3 of its 6 bases are the
// group's wounded or killed, 5 tenths (+5), and an enemy is in range (+1): RF 6.
TacticalBattle shaken() {
    auto battle = withActionsTable();
    auto& unit = battle.unit("1/9D");
    unit.state.bases = 4;
    unit.basesLost = 2;
    unit.state.terror = 1;
    return battle;
}

ActionRequest handedOver(bool enemyInRange) {
    auto request = requested(TacticalAction::Handover, "1/9D");
    request.situation.enemyInRange = enemyInRange;
    return request;
}

ActionResult actWith(TacticalBattle& battle, const ActionRequest& request, int roll) {
    ScriptedDice scripted({roll});
    auto result = act(tables(), battle, request, scripted);
    CHECK(scripted.remaining() == 0);
    return result;
}

}  // namespace

TEST_CASE("RF6-8, a 1: run from nearest enemy, and the unit routs") {
    auto battle = shaken();
    const auto result = actWith(battle, handedOver(true), 1);
    CHECK(result.cells == std::vector<std::string>{
                              "Actions Table firearms RF6-8, d6 1: Run from nearest enemy"});
    CHECK(result.effects.front() ==
          "1/9D: uncommanded, risk factor 6, Run from nearest enemy (provisional reading)");
    CHECK(battle.unit("1/9D").state.routing);
    CHECK(result.forced == std::vector<std::string>{"1/9D"});
}

TEST_CASE("RF6-8, a 2: withdraw towards cover, and the unit must retire") {
    auto battle = shaken();
    const auto result = actWith(battle, handedOver(true), 2);
    CHECK(result.cells.front() ==
          "Actions Table firearms RF6-8, d6 2: Withdraw towards cover further from enemy");
    CHECK(result.effects.back() == "1/9D must retire, away from the enemy");
    CHECK(result.forced == std::vector<std::string>{"1/9D"});
    CHECK_FALSE(battle.unit("1/9D").state.routing);
    // A retire move, as a shot's "Ret" is: the unit evades, and the log's summary says so.
    CHECK(battle.unit("1/9D").state.evading);
    CHECK(result.summary == "1/9D retires (evading)");
}

TEST_CASE("RF6-8, a 5: halt in position (italic, and an uncommanded unit obeys it): pinned") {
    auto battle = shaken();
    actWith(battle, handedOver(true), 5);
    CHECK(battle.unit("1/9D").state.pinned);
}

TEST_CASE("without the enemy in range the same unit is at RF 5: a 1 withdraws, no rout") {
    auto battle = shaken();
    const auto result = actWith(battle, handedOver(false), 1);
    CHECK(result.cells.front() ==
          "Actions Table firearms RF3-5, d6 1: Withdraw towards cover further from enemy");
    CHECK_FALSE(battle.unit("1/9D").state.routing);
}

TEST_CASE("a fresh unit is at RF 0: it continues, and only a 6 moves it towards the enemy") {
    auto battle = withActionsTable();
    const auto result = actWith(battle, handedOver(false), 3);
    CHECK(result.effects.front().find("risk factor 0") != std::string::npos);
    CHECK(result.cells.front().find("Actions Table firearms Up to RF0, d6 3") == 0);
    CHECK(battle.unit("1/9D").state.terror == 0);
    CHECK_FALSE(battle.unit("1/9D").state.pinned);
}

TEST_CASE("the melee table is read when the players choose it") {
    auto battle = shaken();
    auto request = handedOver(true);
    request.orderTable = actions::OrderTableKind::Melee;
    // Close-range table, RF 6 is in its RF3-6 row: a 1 is "move to take cover".
    const auto result = actWith(battle, request, 1);
    CHECK(result.cells.front().find("Actions Table melee RF3-6, d6 1: Move to take cover") == 0);
}

TEST_CASE("handing over takes the unit's action segment, and is refused without a table") {
    auto battle = shaken();
    CHECK(usesSegment(battle, handedOver(true)));
    battle.actionsTable.reset();
    CHECK(actionRefusal(battle, TacticalAction::Handover, "1/9D") ==
          "this battle has no Actions Table to hand units to");
    CHECK_THROWS_AS(actWith(battle, handedOver(true), 1), std::invalid_argument);
}

TEST_CASE("the handover's exact odds equal its d6 counted over every face") {
    checkOddsAgainstEnumeration(shaken(), handedOver(true));
    const auto odds = actionOdds(tables(), shaken(), handedOver(true));
    // A 1 runs, a 2 withdraws (a retire move), a 5 halts; taking cover and continuing are
    // moves the players make.
    CHECK(odds.of("1/9D routs") == Probability{1, 6});
    CHECK(odds.of("1/9D retires (evading)") == Probability{1, 6});
    CHECK(odds.of("1/9D pinned") == Probability{1, 6});
    CHECK(odds.of("no change") == Probability{1, 2});
}
