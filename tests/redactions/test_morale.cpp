// Morale tests: 2d6 at most the success number plus bonuses, 12 fails, results of failure.

#include <doctest/doctest.h>

#include "rules/redactions/morale.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

MoraleResult test(const MoraleInputs& inputs, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    return takeMoraleTest(shippedTables().morale, inputs, scripted);
}

MoraleInputs fear(int successNumber) {
    MoraleInputs inputs;
    inputs.test = MoraleTest::Fear;
    inputs.successNumber = successNumber;
    inputs.unit.bases = 4;
    return inputs;
}

}  // namespace

TEST_CASE("a roll equal to the modified success number passes, one more fails") {
    CHECK(test(fear(7), {3, 4}).passed);
    CHECK_FALSE(test(fear(7), {4, 4}).passed);
}

TEST_CASE("a 12 always fails, whatever the success number") {
    CHECK_FALSE(test(fear(14), {6, 6}).passed);
    CHECK(test(fear(14), {5, 6}).passed);
}

TEST_CASE("bonuses: officers, -2 enemy behind the flank, +2 earthworks, -3 ambushed") {
    const auto& rules = shippedTables().morale;
    auto inputs = fear(7);
    inputs.officerBonus = 1;
    CHECK(moraleTarget(rules, inputs) == 8);
    inputs.enemyBehindFlank = true;
    CHECK(moraleTarget(rules, inputs) == 6);
    inputs.earthworks = true;
    CHECK(moraleTarget(rules, inputs) == 8);
    inputs.nightOrFog = true;  // on the roll, not the success number: see the next test
    CHECK(moraleTarget(rules, inputs) == 8);
    inputs.ambushedWhileMarching = true;
    CHECK(moraleTarget(rules, inputs) == 5);
    inputs.test = MoraleTest::Serious;  // -3 is for the fear test only
    CHECK(moraleTarget(rules, inputs) == 8);
}

TEST_CASE("Weather: \"At night or fog: All units add +1 to morale rolls\" - a harder test") {
    auto inputs = fear(7);
    inputs.nightOrFog = true;
    CHECK(moraleRollModifier(shippedTables().morale, inputs) == 1);
    const auto seven = test(inputs, {3, 4});  // passes by day: 7 against 7
    CHECK(seven.roll == 7);
    CHECK(seven.score == 8);
    CHECK(seven.target == 7);
    CHECK_FALSE(seven.passed);
    CHECK(seven.after.routing);
    CHECK(test(inputs, {2, 4}).passed);  // 6 + 1 against 7
    inputs.nightOrFog = false;
    CHECK(test(inputs, {3, 4}).passed);
}

TEST_CASE("night or fog counts against the standard rule's \"more than 2 over\" on a rally") {
    auto rally = fear(6);
    rally.test = MoraleTest::Rally;
    rally.unit.routing = true;
    rally.routRule = RoutRule::Standard;
    const std::vector<int> eight{4, 4};  // 2 over 6: another rout move by day
    CHECK(test(rally, eight).effects == std::vector<std::string>{"another rout move"});
    rally.nightOrFog = true;  // 9 is 3 over
    CHECK(test(rally, eight).effects ==
          std::vector<std::string>{"removed from the game permanently"});
}

TEST_CASE("failing: charge may not charge, fear routs, serious retires") {
    auto charge = fear(5);
    charge.test = MoraleTest::Charge;
    auto result = test(charge, {4, 4});
    CHECK(result.effects == std::vector<std::string>{"may not charge this turn"});
    charge.commissarOption = true;  // optional rule: examples are made
    CHECK(test(charge, {4, 4}).after.terror == 1);
    result = test(fear(5), {4, 4});
    CHECK(result.after.routing);
    auto serious = fear(5);
    serious.test = MoraleTest::Serious;
    CHECK(test(serious, {4, 4}).effects == std::vector<std::string>{"retires immediately"});
}

TEST_CASE(
    "rally from rout (Pygmy Wars): pass removes terror not humiliated, fail adds humiliated") {
    auto rally = fear(7);
    rally.test = MoraleTest::Rally;
    rally.unit.routing = true;
    rally.unit.terror = 2;
    rally.unit.humiliated = 1;
    auto result = test(rally, {3, 3});
    CHECK(result.passed);
    CHECK_FALSE(result.after.routing);
    CHECK(result.after.terror == 0);
    CHECK(result.after.humiliated == 1);
    result = test(rally, {4, 4});
    CHECK(result.after.humiliated == 2);
    CHECK(result.effects.front() == "humiliated marker and another rout move");
    rally.machineGunOrMortarTeam = true;
    CHECK(test(rally, {4, 4}).effects.back() == "weapons abandoned when they fled");
}

TEST_CASE("rally from rout (standard RA!): over by more than 2 or a 12 removes the unit") {
    auto rally = fear(7);
    rally.test = MoraleTest::Rally;
    rally.routRule = RoutRule::Standard;
    rally.unit.routing = true;
    CHECK(test(rally, {4, 5}).effects == std::vector<std::string>{"another rout move"});  // 9: by 2
    auto removed = test(rally, {5, 5});  // 10: by 3
    CHECK(removed.after.bases == 0);
    rally.successNumber = 12;
    CHECK(test(rally, {6, 6}).after.bases == 0);  // a natural 12
    rally.machineGunOrMortarTeam = true;          // cannot rally at all: no roll
    const auto mg = test(rally, {});
    CHECK_FALSE(mg.passed);
    CHECK(mg.roll == 0);
}

TEST_CASE("rally from pinned: pass removes the marker, fail keeps it") {
    auto rally = fear(7);
    rally.test = MoraleTest::Rally;
    rally.rallyFromRout = false;
    rally.unit.pinned = true;
    CHECK_FALSE(test(rally, {3, 3}).after.pinned);
    const auto failed = test(rally, {4, 4});
    CHECK(failed.after.pinned);
    CHECK(failed.effects == std::vector<std::string>{"stays pinned: may only retire or fire"});
}

TEST_CASE("every trigger in the text's list calls for its test") {
    CHECK(testFor(MoraleTrigger::ChargingEnemy) == MoraleTest::Charge);
    CHECK(testFor(MoraleTrigger::BeingCharged) == MoraleTest::Fear);
    CHECK(testFor(MoraleTrigger::AmbushedOrGassed) == MoraleTest::Fear);
    CHECK(testFor(MoraleTrigger::LosingBase) == MoraleTest::Fear);
    CHECK(testFor(MoraleTrigger::InterpenetratedByRouters) == MoraleTest::Fear);
    CHECK(testFor(MoraleTrigger::HumiliatedInCombat) == MoraleTest::Fear);
    CHECK(testFor(MoraleTrigger::SeriousShootingResult) == MoraleTest::Serious);
    CHECK(testFor(MoraleTrigger::AllOfficersLost) == MoraleTest::Serious);
    CHECK(testFor(MoraleTrigger::RoutersPassNearby) == MoraleTest::Serious);
    CHECK(testFor(MoraleTrigger::RallyFromRout) == MoraleTest::Rally);
    CHECK(testFor(MoraleTrigger::RemovePinned) == MoraleTest::Rally);
}

TEST_CASE("rallying from rout needs the pursuers more than a full move away") {
    CHECK(mayAttemptRallyFromRout(std::nullopt, 12));
    CHECK(mayAttemptRallyFromRout(13, 12));
    CHECK_FALSE(mayAttemptRallyFromRout(12, 12));
}

TEST_CASE("optional rule: two turns without advancing for each turn in rout") {
    CHECK(shippedTables().morale.turnsBarredPerRoutTurn == 2);
    CHECK(turnsBarredFromAdvancing(shippedTables().morale, 3) == 6);
}

TEST_CASE("rout moves: enemy in the path takes them prisoner, impassable ground destroys them") {
    UnitState unit;
    unit.bases = 3;
    auto move = routMove(unit, RoutPath::Clear);
    CHECK(unit.routing);
    CHECK(unit.bases == 3);
    move = routMove(unit, RoutPath::FriendsInPath);
    CHECK(move.friendsTakeFearTest);
    move = routMove(unit, RoutPath::EnemyInPath);
    CHECK(move.prisoners == 3);
    CHECK(unit.bases == 0);
    UnitState blocked;
    blocked.bases = 2;
    CHECK(routMove(blocked, RoutPath::Impassable).destroyed);
    CHECK(blocked.bases == 0);
}

TEST_CASE("an MG team rallying near threatened abandoned weapons retires without them") {
    auto rally = fear(7);
    rally.test = MoraleTest::Rally;
    rally.unit.routing = true;
    rally.machineGunOrMortarTeam = true;
    rally.weaponsAbandoned = true;
    CHECK(test(rally, {3, 3}).effects.size() == 1);
    rally.weaponsThreatened = true;
    const auto result = test(rally, {3, 3});
    CHECK(result.passed);
    CHECK(result.effects.back() ==
          "its abandoned weapons are threatened: it retires to the rear without them");
}

TEST_CASE("a unit known only by its test: routing or pinned for a rally, in good order otherwise") {
    CHECK(unitTaking(MoraleTest::Rally, true).routing);
    CHECK_FALSE(unitTaking(MoraleTest::Rally, true).pinned);
    CHECK(unitTaking(MoraleTest::Rally, false).pinned);
    CHECK_FALSE(unitTaking(MoraleTest::Rally, false).routing);
    for (const auto test : {MoraleTest::Charge, MoraleTest::Fear, MoraleTest::Serious}) {
        CHECK_FALSE(unitTaking(test, true).routing);
        CHECK_FALSE(unitTaking(test, true).pinned);
    }
}
