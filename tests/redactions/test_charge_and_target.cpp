// Declaring charges, and the target's side of the shooting modifiers.

#include <doctest/doctest.h>

#include "rules/redactions/charge.hpp"
#include "rules/redactions/shooting_target.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

ChargeDeclaration sabresCharge() {
    ChargeDeclaration charge;
    charge.chargeTest.successNumber = 8;
    charge.fearTest.successNumber = 7;
    charge.fearTest.unit.bases = 4;
    return charge;
}

ChargeDeclarationResult declare(const ChargeDeclaration& charge, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    auto result = declareCharge(shippedTables(), charge, scripted);
    CHECK(scripted.remaining() == 0);
    return result;
}

}  // namespace

TEST_CASE("a charge: charge test, then the target's fear test, then hand-to-hand") {
    auto result = declare(sabresCharge(), {4, 4, 3, 4});  // 8 <= 8, 7 <= 7
    CHECK(result.chargeGoesIn);
    CHECK(result.handToHand);
    CHECK_FALSE(result.targetRouts);
    result = declare(sabresCharge(), {4, 5});  // 9 > 8: no charge, no fear test
    CHECK_FALSE(result.chargeGoesIn);
    CHECK_FALSE(result.fearTest);
    result = declare(sabresCharge(), {4, 4, 4, 4});  // the target fails: routs
    CHECK(result.targetRouts);
    CHECK(result.target.routing);
    CHECK_FALSE(result.handToHand);
}

TEST_CASE("a charge that is not allowed takes no test") {
    auto charge = sabresCharge();
    charge.charger = Arm::Riflemen;
    charge.target = Arm::Sabres;
    const auto result = declare(charge, {});
    CHECK(result.refused);
    CHECK_FALSE(result.chargeTest);
}

TEST_CASE("ambushers need no charge test and put a terror marker on the target") {
    auto charge = sabresCharge();
    charge.ambush = true;
    const auto result = declare(charge, {3, 3});
    CHECK_FALSE(result.chargeTest);
    CHECK(result.target.terror == 1);
    CHECK(result.handToHand);
}

TEST_CASE("fleeing voluntarily from a frontal charge: a humiliated marker, no fear test") {
    auto charge = sabresCharge();
    charge.targetFleesVoluntarily = true;
    const auto result = declare(charge, {2, 2});
    CHECK(result.targetRouts);
    CHECK(result.target.humiliated == 1);
    CHECK_FALSE(result.fearTest);
}

TEST_CASE("mortar crews rout and are removed, gun crews surrender") {
    auto charge = sabresCharge();
    charge.target = Arm::Mortars;
    auto result = declare(charge, {2, 2});
    CHECK(result.targetRemoved);
    charge.target = Arm::FieldGuns;
    result = declare(charge, {2, 2, 2, 2});
    CHECK(result.gunCrewSurrenders);
    CHECK_FALSE(result.handToHand);
}

TEST_CASE("troops standing against a charging tank rout on contact, and may immobilise it") {
    auto charge = sabresCharge();
    charge.charger = Arm::Tank;
    auto result = declare(charge, {2, 2, 2, 2, 6});
    CHECK(result.targetRouts);
    CHECK(result.vehicleImmobilised);
    charge.targetGrenadiers = true;
    result = declare(charge, {2, 2, 2, 2, 4});  // 4 + 2
    CHECK(result.vehicleImmobilised);
    result = declare(charge, {2, 2, 2, 2, 3});
    CHECK_FALSE(result.vehicleImmobilised);
}

TEST_CASE("\"If it stands then it may be entitled to shoot ... which will cause the charge to be "
          "cancelled if a retire or rout result is achieved on the chargers\"") {
    auto charge = sabresCharge();
    charge.fireOnChargers = FireOnChargers::Retire;
    auto result = declare(charge, {4, 4, 3, 4});  // both tests passed: the target stands
    CHECK(result.cancelledByFire);
    CHECK_FALSE(result.chargeGoesIn);
    CHECK_FALSE(result.handToHand);
    charge.fireOnChargers = FireOnChargers::Rout;
    CHECK(declare(charge, {4, 4, 3, 4}).cancelledByFire);
    charge.fireOnChargers = FireOnChargers::NoRetireOrRout;  // "Ter" and the like: it goes in
    result = declare(charge, {4, 4, 3, 4});
    CHECK_FALSE(result.cancelledByFire);
    CHECK(result.handToHand);
}

TEST_CASE("only a target that stands and \"has not already acted this turn\" shoots at chargers") {
    auto charge = sabresCharge();
    charge.fireOnChargers = FireOnChargers::Retire;
    charge.targetHasActed = true;
    ScriptedDice dice({4, 4, 3, 4});
    CHECK_THROWS_AS(declareCharge(shippedTables(), charge, dice), std::invalid_argument);
    charge.targetHasActed = false;
    ScriptedDice routs({4, 4, 4, 4});  // the target fails its fear test
    CHECK_THROWS_AS(declareCharge(shippedTables(), charge, routs), std::invalid_argument);
}

TEST_CASE("\"Cavalry charge frontally by other cavalry may counter-charge, in which case they meet "
          "the chargers half-way\"") {
    auto charge = sabresCharge();
    charge.target = Arm::Sabres;
    charge.targetCounterCharges = true;
    const auto result = declare(charge, {4, 4, 3, 4});  // charge 8 of 8, fear 7 of 7: it stands
    CHECK(result.counterCharged);
    CHECK(result.chargeGoesIn);
    CHECK(result.handToHand);
    CHECK(result.effects.front() ==
          "the target counter-charges: they meet half-way, both sides charging");
}

TEST_CASE("only cavalry charged frontally by cavalry counter-charge, if they stand, and not "
          "while fleeing or shooting") {
    auto charge = sabresCharge();
    charge.targetCounterCharges = true;
    ScriptedDice riflemen({4, 4, 3, 4});  // the target is riflemen
    CHECK_THROWS_AS(declareCharge(shippedTables(), charge, riflemen), std::invalid_argument);
    charge.target = Arm::Sabres;
    charge.targetFront = false;
    ScriptedDice flank({4, 4, 3, 4});
    CHECK_THROWS_AS(declareCharge(shippedTables(), charge, flank), std::invalid_argument);
    charge.targetFront = true;
    const auto routs = declare(charge, {4, 4, 4, 4});  // fear 8 of 7: the target routs
    CHECK(routs.targetRouts);
    CHECK_FALSE(routs.counterCharged);
    CHECK_FALSE(routs.handToHand);
    charge.fireOnChargers = FireOnChargers::NoRetireOrRout;
    ScriptedDice shot({4, 4, 3, 4});
    CHECK_THROWS_AS(declareCharge(shippedTables(), charge, shot), std::invalid_argument);
    charge.fireOnChargers = FireOnChargers::NotShot;
    charge.targetFleesVoluntarily = true;
    ScriptedDice flees({4, 4});
    CHECK_THROWS_AS(declareCharge(shippedTables(), charge, flees), std::invalid_argument);
}

TEST_CASE("target cover: evading improves open and soft cover, buildings and woods are hard") {
    TargetSituation target;
    CHECK(targetCover(target) == Cover::None);
    target.unit.evading = true;
    CHECK(targetCover(target) == Cover::EvadingOpen);
    target.terrain = Terrain::SoftCover;
    CHECK(targetCover(target) == Cover::EvadingSoft);
    target.unit.evading = false;
    CHECK(targetCover(target) == Cover::Soft);
    target.terrain = Terrain::Woods;
    CHECK(targetCover(target) == Cover::Wooden);
    target.terrain = Terrain::StoneBuildings;
    CHECK(targetCover(target) == Cover::Stone);
    target.terrain = Terrain::SuperHard;
    CHECK(targetCover(target) == Cover::SuperHard);
}

TEST_CASE("target cover: moving through a town is soft cover, unless infantry evade") {
    TargetSituation target;
    target.terrain = Terrain::StoneBuildings;
    target.movingThroughBuildings = true;
    target.stationary = false;
    CHECK(targetCover(target) == Cover::Soft);
    target.unit.evading = true;
    CHECK(targetCover(target) == Cover::Stone);
    target.arm = Arm::Sabres;
    CHECK(targetCover(target) == Cover::EvadingSoft);
}

TEST_CASE("stationary pinned infantry count as evading") {
    TargetSituation target;
    target.unit.pinned = true;
    CHECK(isEvading(target));
    target.stationary = false;
    CHECK_FALSE(isEvading(target));
    target.stationary = true;
    target.arm = Arm::Sabres;
    CHECK_FALSE(isEvading(target));
}

TEST_CASE("skirmish bonus: skirmishers (not formed cavalry), partisans only in cover") {
    TargetSituation target;
    ShootingInputs inputs;
    target.characteristics = {Characteristic::Skirmisher};
    applyTargetModifiers(target, inputs);
    CHECK(inputs.skirmishTarget);
    target.arm = Arm::Sabres;
    target.unit.formed = true;
    applyTargetModifiers(target, inputs);
    CHECK_FALSE(inputs.skirmishTarget);
    CHECK(inputs.formedOrColumn);
    target = {};
    target.characteristics = {Characteristic::Partisan};
    applyTargetModifiers(target, inputs);
    CHECK_FALSE(inputs.skirmishTarget);
    target.terrain = Terrain::SoftCover;
    applyTargetModifiers(target, inputs);
    CHECK(inputs.skirmishTarget);
    CHECK(inputs.cover == Cover::Soft);
    target = {};
    target.unit.column = true;
    applyTargetModifiers(target, inputs);
    CHECK_FALSE(inputs.formedOrColumn);
    target.onRoad = true;
    applyTargetModifiers(target, inputs);
    CHECK(inputs.formedOrColumn);
}
