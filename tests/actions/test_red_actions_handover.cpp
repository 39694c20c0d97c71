// A Red Actions! unit handed to the Actions Table (provisional, actions-table.xml): its risk
// factor from its state, its order and the order's effect, with scripted dice.

#include <doctest/doctest.h>

#include <stdexcept>

#include "rules/actions/red_actions_handover.hpp"
#include "rules/dice.hpp"
#include "tests/actions/tables_fixture.hpp"

using namespace tachanka::rules::actions;
using tachanka::rules::ScriptedDice;
using tachanka::testing::shippedActionsTables;

TEST_CASE("hand-over table: provisional, run routs, withdraw retires, halt pins") {
    const auto& handover = shippedActionsTables().handover;
    CHECK(handover.provisional);
    CHECK_FALSE(handover.note.empty());
    CHECK(handover.effectOf("run") == UnitEffect::Routing);
    CHECK(handover.effectOf("withdraw") == UnitEffect::Retires);
    CHECK(handover.effectOf("halt") == UnitEffect::Pinned);
    CHECK(handover.effectOf("take-cover") == UnitEffect::None);
    CHECK(handover.effectOf("advance-charge") == UnitEffect::None);
}

TEST_CASE(
    "hand-over: lost bases and terror markers are the wounded or killed, routing is "
    "running") {
    RedActionsUnit unit;
    unit.startingBases = 10;
    unit.state.bases = 8;
    unit.state.terror = 1;
    unit.state.humiliated = 1;
    unit.state.routing = true;
    const auto circumstances = circumstancesOf(unit, Circumstances{});
    CHECK(circumstances.figures == 10);
    CHECK(circumstances.casualties == 4);
    CHECK(circumstances.running);
    RedActionsUnit grown;
    grown.startingBases = 2;
    grown.state.bases = 3;
    CHECK_THROWS_AS(circumstancesOf(grown, Circumstances{}), std::invalid_argument);
}

TEST_CASE("hand-over: a shaken unit at RF6 runs on a 1 and routs, halts on a 5 and is pinned") {
    RedActionsUnit unit;
    unit.startingBases = 6;
    unit.state.bases = 4;
    unit.state.terror = 1;  // 3 of 6 lost or hit: five tenths, +5
    Circumstances situation;
    situation.enemyInRange = true;  // +1
    ScriptedDice dice({1, 5, 4});
    const auto& tables = shippedActionsTables();
    const auto runs = handOver(tables, OrderTableKind::Firearms, unit, situation, dice);
    CHECK(runs.risk.risk == 6);
    CHECK(runs.order.band == "RF6-8");
    CHECK(runs.order.cell.orderId == "run");
    CHECK(runs.effect == UnitEffect::Routing);
    CHECK(runs.after.routing);
    CHECK(runs.after.bases == 4);
    const auto halts = handOver(tables, OrderTableKind::Firearms, unit, situation, dice);
    CHECK(halts.order.cell.orderId == "halt");
    CHECK(halts.after.pinned);
    CHECK_FALSE(halts.after.routing);
    const auto covers = handOver(tables, OrderTableKind::Firearms, unit, situation, dice);
    CHECK(covers.order.cell.orderId == "take-cover");
    CHECK(covers.effect == UnitEffect::None);
    CHECK_FALSE(covers.after.pinned);
}
