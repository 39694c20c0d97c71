// Vehicles (9) and barrage / counterbattery fire (8.3, 8.4) with scripted dice.

#include <doctest/doctest.h>

#include "rules/orel/combat/barrage.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/orel/combat/vehicles.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::ScriptedDice;

namespace {

CombatUnit train(std::string code, bool heavy) {
    auto unit = infantry(std::move(code), 4, 3, heavy ? 2 : 1);
    unit.kind = UnitKind::ArmouredTrain;
    unit.heavyTrain = heavy;
    return unit;
}

BarrageReport fire(BarrageFire gun, const CombatUnit& target, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    auto report = barrage(gun, target, "clear", shippedCombatTables(), scripted);
    CHECK_MESSAGE(scripted.remaining() == 0, "dice left unused");
    return report;
}

const BarrageFire field{"Art", UnitKind::Artillery, 3, 5, false, false, false};

}  // namespace

TEST_CASE("9.1.1: a higher roll removes the other train, +2 for an undamaged heavy train") {
    ScriptedDice dice({4, 1});
    const auto duel = armouredTrainDuel(train("Lég", false), train("Lo", true), dice);
    CHECK(duel.defenderRoll == 3);
    CHECK(duel.loser == "defender");
    CHECK_FALSE(duel.stepLoss);
    CHECK(duel.attackerAdvances);
}

TEST_CASE("9.1.1: double the other's roll: a step loss, a light train is destroyed") {
    ScriptedDice dice({6, 3});
    const auto duel = armouredTrainDuel(train("A", false), train("B", false), dice);
    CHECK(duel.stepLoss);
    CHECK(duel.loserDestroyed);
    ScriptedDice heavy({6, 1});
    const auto damaged = armouredTrainDuel(train("A", false), train("Lo", true), heavy);
    CHECK(damaged.defenderRoll == 3);
    CHECK(damaged.loserDamaged);
}

TEST_CASE("9.1.1: a tie does nothing, and a losing attacker does not advance") {
    ScriptedDice tie({3, 3});
    CHECK(armouredTrainDuel(train("A", false), train("B", false), tie).loser.empty());
    ScriptedDice lost({2, 5});
    const auto duel = armouredTrainDuel(train("A", false), train("B", false), lost);
    CHECK(duel.loser == "attacker");
    CHECK_FALSE(duel.attackerAdvances);
}

TEST_CASE("9.2.1: a tank breaks down on 1 or 2 and stays within 2 hexes of a railroad") {
    ScriptedDice dice({1, 2, 3});
    CHECK(tankBreakdownCheck(dice, "breakdown: Tank").brokenDown);
    CHECK(tankBreakdownCheck(dice, "breakdown: Tank").brokenDown);
    const auto runs = tankBreakdownCheck(dice, "breakdown: Tank");
    CHECK(runs.roll == 3);
    CHECK_FALSE(runs.brokenDown);
    CHECK(tankMayEnter(2));
    CHECK_FALSE(tankMayEnter(3));
}

TEST_CASE("9.2.1: a broken-down tank provides nothing and is eliminated if it must retreat") {
    CombatDeclaration combat;
    combat.assault = false;
    combat.attackers = {infantry("A", 5, 6, 3, "h")};
    auto tank = infantry("Tank", 5, 2, 1);
    tank.kind = UnitKind::Tank;
    tank.brokenDown = true;
    combat.defenders = {infantry("D", 3, 6, 3), tank};
    ScriptedDice dice({2, 6});  // D: 6 - 3 = 3, Retreat
    const auto report = resolveCombat(combat, shippedCombatTables(), dice);
    CHECK(report.defenderStrength == 6);
    CHECK(fateOf(report, "D").retreatHexes == 1);
    CHECK(fateOf(report, "Tank").eliminated);
}

TEST_CASE("9.2.1: a tank attacking with its first MP of the turn rolls first, 1 or 2 breaks down") {
    // "when a tank is about to expend its first MP of the turn (for movement or attack), the
    // owning player rolls a d6: if the result is 1 or 2, the tank has broken down"
    CombatDeclaration combat;
    combat.assault = false;
    auto tank = infantry("Tank", 5, 2, 1, "h");
    tank.kind = UnitKind::Tank;
    tank.checksBreakdown = true;
    combat.attackers = {infantry("A", 5, 6, 3, "h"), tank};
    combat.defenders = {infantry("D", 3, 6, 3)};
    ScriptedDice brokeDown({2, 1, 6});  // the breakdown roll, then A's and D's cohesion
    tachanka::rules::RecordingDice recording(brokeDown);
    const auto report = resolveCombat(combat, shippedCombatTables(), recording);
    CHECK(brokeDown.remaining() == 0);
    CHECK(fateOf(report, "Tank").unit.brokenDown);
    // "a broken-down tank provides nothing": the attack is A's 6 alone
    CHECK(report.attackerStrength == 6);
    const auto events = combatEvents(report, recording.rolls());
    REQUIRE_FALSE(events.empty());
    CHECK(events.front().purpose == "breakdown: Tank");
    CHECK(events.front().tableCell == "Tank: 2 (1–2 breaks down) → broken down");

    ScriptedDice runs({3, 1, 6});
    const auto running = resolveCombat(combat, shippedCombatTables(), runs);
    CHECK_FALSE(fateOf(running, "Tank").unit.brokenDown);
    CHECK(running.attackerStrength == 8);

    tank.checksBreakdown = false;  // it moved this turn: its roll is behind it
    combat.attackers = {infantry("A", 5, 6, 3, "h"), tank};
    ScriptedDice moved({1, 6});
    const auto afterMoving = resolveCombat(combat, shippedCombatTables(), moved);
    CHECK(moved.remaining() == 0);
    CHECK(afterMoving.attackerStrength == 8);
}

TEST_CASE("8.7.2: vehicles retreat 2 hexes with a stack that routs, with no other effect") {
    CombatDeclaration combat;
    combat.assault = false;
    combat.attackers = {infantry("A", 5, 6, 3, "h")};
    auto car = infantry("Car", 6, 1, 1);
    car.kind = UnitKind::ArmouredCar;
    combat.defenders = {infantry("D", 2, 2, 3), car};
    ScriptedDice dice({2, 6});  // D: 6 - 1 (friendly vehicle) + 1 (6 against 3) - TQ 2 = 4
    const auto report = resolveCombat(combat, shippedCombatTables(), dice);
    CHECK(fateOf(report, "D").unit.mode == UnitMode::Routed);
    CHECK(fateOf(report, "Car").retreatHexes == 2);
}

TEST_CASE("9: a vehicle checks for destruction after a lost step with enemy artillery there") {
    CombatDeclaration combat;
    combat.attackers = {infantry("A", 5, 6, 5, "h")};
    auto car = infantry("Car", 6, 2, 1, "h");
    car.kind = UnitKind::ArmouredCar;
    combat.attackers.push_back(car);
    auto defender = infantry("D", 5, 6, 3);
    defender.integratedArtillery = true;
    combat.defenders = {defender};
    // Cohesion 1, 1; assault 1 + 1 - 1 (integrated artillery): 3/0, the attacker loses (m+2);
    // morale 1 (a natural 1 passes): A retreats and the car with it; car check 1: lost.
    ScriptedDice dice({1, 1, 1, 1, 1, 1});
    const auto report = resolveCombat(combat, shippedCombatTables(), dice);
    CHECK(dice.remaining() == 0);
    CHECK(fateOf(report, "Car").eliminated);
}

TEST_CASE("8.3.2: a barrage never eliminates the last step of a combat unit") {
    const auto report = fire(field, infantry("D", 5, 2, 1), {6, 6, 2});  // 15: 1 loss + check
    CHECK(report.total == 15);
    CHECK(report.stepsLost == 0);
    CHECK(report.lastStepSpared);
    CHECK(report.target.steps == 1);
}

TEST_CASE("8.3.2: the barrage cohesion check ignores Disorganized") {
    const auto report = fire(field, infantry("D", 5, 6, 3), {3, 3, 6});  // 9: check only
    REQUIRE(report.cohesion);
    CHECK(report.cohesion->result == "passed");  // 6 against TQ 5 would be Disorganized
    CHECK(report.stepsLost == 0);
}

TEST_CASE("8.3.2: losses destroy a light train, damage a heavy one") {
    auto light = fire(field, train("Lég", false), {5, 5});  // 13: 1 loss
    CHECK(light.targetEliminated);
    auto heavy = fire(field, train("Lo", true), {5, 5});
    CHECK(heavy.trainDamaged);
    CHECK_FALSE(heavy.targetEliminated);
}

TEST_CASE("8.4: counterbattery needs a TQ check first (trains at TQ 4)") {
    auto gun = field;
    gun.counterbattery = true;
    gun.kind = UnitKind::ArmouredTrain;
    gun.troopQuality = 6;
    const auto missed = fire(gun, infantry("D", 5, 6, 3), {5});
    CHECK_FALSE(missed.fired);
    CHECK(missed.counterbatteryCheck->target == 4);
    const auto hit = fire(gun, infantry("D", 5, 6, 3), {4, 1, 1});
    CHECK(hit.fired);
}

TEST_CASE("8.7.3 and 8.2.3: routed artillery may not fire, unsupplied fires at half") {
    auto gun = field;
    gun.routed = true;
    CHECK_FALSE(fire(gun, infantry("D", 5, 6, 3), {}).fired);
    gun.routed = false;
    gun.unsupplied = true;
    CHECK(fire(gun, infantry("D", 5, 6, 3), {1, 1}).fireStrength == 2);  // 3 / 2 = 1.5 -> 2
}

TEST_CASE("8.3.1: tanks and armoured cars cannot be barraged") {
    auto tank = infantry("Tank", 5, 2, 1);
    tank.kind = UnitKind::Tank;
    ScriptedDice dice({});
    CHECK_THROWS_AS(barrage(field, tank, "clear", shippedCombatTables(), dice),
                    std::invalid_argument);
}

TEST_CASE("9, optional: only as many vehicles check as the losses suffered") {
    CombatDeclaration combat;
    combat.options.vehicleChecksPerLoss = true;
    combat.attackers = {infantry("A", 5, 6, 5, "h")};
    for (const auto* code : {"Car 1", "Car 2", "Car 3"}) {
        auto car = infantry(code, 6, 0, 1, "h");
        car.kind = UnitKind::ArmouredCar;
        combat.attackers.push_back(car);
    }
    auto defender = infantry("D", 5, 6, 3);
    defender.integratedArtillery = true;
    combat.defenders = {defender};
    // Cohesion 1, 1; assault 4 + 1 = 5, -1 integrated artillery, -0 ratio: 4 -> 2/0 (m+0),
    // the attacker loses 2 steps; morale 1; two of the three cars check (2 losses): 3 and 1.
    tachanka::rules::ScriptedDice dice({1, 1, 4, 1, 1, 3, 1});
    const auto report = resolveCombat(combat, shippedCombatTables(), dice);
    CHECK(dice.remaining() == 0);
    CHECK_FALSE(fateOf(report, "Car 1").eliminated);
    CHECK(fateOf(report, "Car 2").eliminated);
    CHECK_FALSE(fateOf(report, "Car 3").eliminated);
}
