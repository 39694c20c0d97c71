// Support coordination, cavalry charges, every cohesion modifier and supply (8.2 - 8.7.1)
// with scripted dice: what the text says happens, happens.

#include <doctest/doctest.h>

#include "rules/orel/combat/combat_sequence.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::ScriptedDice;

TEST_CASE("8.6.2: a failed coordination check adds half the fire strength, rounded down") {
    auto combat = duel();
    combat.attackerSupport = {Support{"Art", UnitKind::Artillery, 3, 5, 2, false}};
    const auto report = resolve(combat, {6, 2, 2});
    CHECK(check(report, "Art", "coordination").result == "failed");
    CHECK(report.attackerStrength == 6 + 1);
}

TEST_CASE("8.6.2 with 1.2: failed supports are summed before halving") {
    auto combat = duel();
    combat.attackerSupport = {Support{"Art1", UnitKind::Artillery, 3, 5, 2, false},
                              Support{"Art2", UnitKind::Artillery, 3, 5, 2, false}};
    const auto report = resolve(combat, {6, 6, 2, 2});
    CHECK(report.attackerStrength == 6 + 3);
}

TEST_CASE("8.6.2: armoured trains check coordination at TQ 4") {
    auto combat = duel();
    combat.attackerSupport = {Support{"Train", UnitKind::ArmouredTrain, 4, 6, 2, false}};
    const auto report = resolve(combat, {5, 2, 2});
    CHECK(check(report, "Train", "coordination").target == 4);
    CHECK(report.attackerStrength == 6 + 2);
}

TEST_CASE("optional single-die coordination: one roll against the supports' predominant TQ") {
    auto combat = duel();
    combat.options.singleDieCoordination = true;
    combat.attackerSupport = {Support{"Art1", UnitKind::Artillery, 3, 5, 2, false},
                              Support{"Art2", UnitKind::Artillery, 2, 3, 1, false}};
    const auto report = resolve(combat, {5, 2, 2});
    CHECK(check(report, "all attacker support", "coordination").target == 5);
    CHECK(report.attackerStrength == 6 + 5);
}

TEST_CASE("8.7.1: cavalry below TQ 5 charges only weakened or auxiliary defenders") {
    auto combat = duel();
    combat.attackers = {cavalry("C", 4, 2, 5, 2, "h")};
    CHECK(resolve(combat, {2, 2}).attackerStrength == 2);
    combat.defenders[0].mode = UnitMode::March;
    CHECK(resolve(combat, {2, 2}).attackerStrength == 5);
}

TEST_CASE("8.7.1: no charge into a town, nor against a hex all entrenched") {
    auto combat = duel();
    combat.attackers = {cavalry("C", 5, 2, 5, 2, "h")};
    CHECK(resolve(combat, {2, 2}).attackerStrength == 5);
    combat.terrain = "town";
    CHECK(resolve(combat, {2, 2}).attackerStrength == 2);
    combat.terrain = "clear";
    combat.defenders[0].entrenched = true;
    CHECK(resolve(combat, {2, 2}).attackerStrength == 2);
}

TEST_CASE("8.7.1: defending cavalry in March mode cannot charge, the owner may decline") {
    auto combat = duel();
    combat.defenders = {cavalry("Z", 6, 1, 4, 2)};
    CHECK(resolve(combat, {2, 2}).defenderStrength == 4);
    combat.defenders[0].charges = false;
    CHECK(resolve(combat, {2, 2}).defenderStrength == 1);
    combat.defenders[0].charges = true;
    combat.defenders[0].mode = UnitMode::March;
    CHECK(resolve(combat, {2, 2}).defenderStrength == 1);  // 4 halved... dismounted 1 / 2 -> 1
}

TEST_CASE("8.7.1: a 2:1 ratio gives -1 to the attacker and +1 to the defender") {
    auto combat = duel();
    combat.attackers[0].strength = 12;
    const auto report = resolve(combat, {3, 3});
    CHECK(check(report, "A", "cohesion").modifier == -1);
    CHECK(check(report, "D", "cohesion").modifier == 1);
}

TEST_CASE("8.7.1: below 1:1 gives +1 to the attacker and -1 to the defender") {
    auto combat = duel();
    combat.attackers[0].strength = 5;
    const auto report = resolve(combat, {3, 3});
    CHECK(check(report, "A", "cohesion").modifier == 1);
    CHECK(check(report, "D", "cohesion").modifier == -1);
}

TEST_CASE("8.7.1: cavalry alone charging infantry in Combat mode: +2 to the cavalry") {
    auto combat = duel();
    combat.attackers = {cavalry("C", 5, 2, 6, 2, "h")};
    const auto report = resolve(combat, {1, 3});
    CHECK(check(report, "C", "cohesion").modifier == 2);
    CHECK(check(report, "C", "cohesion").result == "passed");  // a natural 1 always passes
}

TEST_CASE("8.7.1: 2+ steps of charging cavalry without friendly cavalry to countercharge: +1") {
    auto combat = duel();
    combat.attackers = {infantry("A", 5, 6, 3, "h"), cavalry("C", 5, 2, 3, 2, "h")};
    combat.attackers[0].strength = 3;  // 6 against 6: no ratio modifier
    const auto report = resolve(combat, {3, 3});
    CHECK(check(report, "D", "cohesion").modifier == 1);
}

TEST_CASE("8.7.1: TQ 6 infantry attacking: +1 to the defender, except TQ 6 infantry itself") {
    auto combat = duel();
    combat.attackers = {infantry("Elite", 6, 6, 3, "h")};
    combat.defenders = {infantry("D", 5, 3, 2), infantry("Guard", 6, 3, 1)};
    const auto report = resolve(combat, {2, 3});
    CHECK(check(report, "D", "cohesion").modifier == 1);
    CHECK(check(report, "Guard", "cohesion").modifier == 0);
}

TEST_CASE("8.7.1: terrain and river add for the defender, entrenchment only for its units") {
    auto combat = duel();
    combat.terrain = "town";
    combat.river = true;
    combat.defenders = {infantry("D", 5, 3, 2), infantry("E", 5, 3, 1)};
    combat.defenders[1].entrenched = true;
    const auto report = resolve(combat, {2, 3});
    CHECK(check(report, "D", "cohesion").modifier == -2);  // town -1, river -1
    CHECK(check(report, "E", "cohesion").modifier == -2);  // entrenched -2, not cumulative
}

TEST_CASE("8.7.1 and 9: vehicles give -1 to their stack and +1 to the other side") {
    auto combat = duel();
    auto car = infantry("Car", 6, 0, 1, "h");
    car.kind = UnitKind::ArmouredCar;
    combat.attackers.push_back(car);
    const auto report = resolve(combat, {3, 3});
    CHECK(check(report, "A", "cohesion").modifier == -1);
    CHECK(check(report, "D", "cohesion").modifier == 1);
}

TEST_CASE("8.7.1: artillery defending alone fires its strength if it passes coordination") {
    auto combat = duel();
    auto gun = infantry("Gun", 4, 3, 2);
    gun.kind = UnitKind::Artillery;
    combat.defenders = {gun};
    auto report = resolve(combat, {4, 1, 1});
    CHECK(report.defenderStrength == 3);
    report = resolve(combat, {5, 1, 1});
    CHECK(report.defenderStrength == 1);
}

TEST_CASE("optional new cohesion rules: one check against the predominant TQ for all units") {
    auto combat = duel();
    combat.options.newCohesionRules = true;
    combat.defenders = {infantry("Q2", 2, 2, 3), infantry("Q5", 5, 2, 1)};
    combat.attackers[0].strength = 5;  // stronger: 5 against 4
    const auto report = resolve(combat, {2, 5});
    const auto& line = check(report, "all defender", "cohesion");
    CHECK(line.target == 3);    // TQ 2 predominant, +1 as the best unit is three above
    CHECK(line.modifier == 1);  // the weaker side
    // 5 + 1 - 3 = 3: Retreat for every unit, the TQ 5 one too.
    CHECK(fateOf(report, "Q5").retreatHexes == 1);
    CHECK(fateOf(report, "Q2").retreatHexes == 1);
}

TEST_CASE("8.2.1: an attack without munitions makes the attackers Unsupplied afterwards") {
    auto combat = duel();
    combat.munitionsFromDepot = false;
    combat.defenders[0].inSupplyRange = false;
    const auto report = resolve(combat, {2, 2});
    CHECK(report.attackerStrength == 6);  // no penalty during the attack
    CHECK(fateOf(report, "A").unit.unsupplied);
    CHECK(fateOf(report, "D").unit.unsupplied);
}

TEST_CASE("8.2.1: \"a Prepared Attack costs 2 Munitions Points (regardless of the number of units "
          "involved, including artillery support)\": without them the supporting guns end "
          "Unsupplied too") {
    auto combat = duel();
    combat.munitionsFromDepot = false;
    combat.attackerSupport = {Support{"Art", UnitKind::Artillery, 3, 5, 2, false},
                              Support{"Train", UnitKind::ArmouredTrain, 4, 6, 2, false}};
    const auto report = resolve(combat, {2, 2, 2, 2});
    CHECK(report.unsuppliedSupport == std::vector<std::string>{"Art"});
    combat.munitionsFromDepot = true;
    CHECK(resolve(combat, {2, 2, 2, 2}).unsuppliedSupport.empty());
}

TEST_CASE("8.2.3: Unsupplied units fight at half strength") {
    auto combat = duel();
    combat.attackers[0].unsupplied = true;
    combat.attackers[0].strength = 5;
    CHECK(resolve(combat, {2, 2}).attackerStrength == 3);
}

TEST_CASE("bad declarations are refused with a reason") {
    auto combat = duel();
    combat.defenders.clear();
    ScriptedDice dice({});
    CHECK_THROWS_WITH_AS(resolveCombat(combat, shippedCombatTables(), dice),
                         "a combat needs defending units", std::invalid_argument);
    combat = duel();
    combat.terrain = "swamp";
    CHECK_THROWS_AS(resolveCombat(combat, shippedCombatTables(), dice), std::invalid_argument);
    combat = duel();
    combat.attackers[0].kind = UnitKind::Tank;
    CHECK_THROWS_AS(resolveCombat(combat, shippedCombatTables(), dice), std::invalid_argument);
    combat = duel();
    combat.defenderLossOrder = {"X"};
    CHECK_THROWS_WITH_AS(resolveCombat(combat, shippedCombatTables(), dice),
                         "defender loss order names 'X', which is not one of its units",
                         std::invalid_argument);
    combat = duel();
    combat.type = AttackType::Hasty;
    combat.attackers.push_back(infantry("B", 5, 3, 2, "other"));
    CHECK_THROWS_AS(resolveCombat(combat, shippedCombatTables(), dice), std::invalid_argument);
}
