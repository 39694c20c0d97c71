// Tanks and armoured cars with scripted dice ("Tanks", "Armoured Cars").

#include <doctest/doctest.h>

#include "rules/odds.hpp"
#include "rules/redactions/field/vehicles.hpp"
#include "tests/armies/field_tables.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedFieldTables;

namespace {

const VehicleNumbers& numbers() { return shippedFieldTables().vehicles; }

}  // namespace

TEST_CASE("a tank tests after moving over half speed, anywhere") {
    CHECK(breakdownTestNeeded(Vehicle::Tank, {2, 3, false, false}));
    CHECK_FALSE(breakdownTestNeeded(Vehicle::Tank, {1.5, 3, false, false}));
    CHECK(breakdownTestNeeded(Vehicle::Tank, {1, 3, false, true}));  // a "*" terrain cell
}

TEST_CASE("an armoured car tests after moving over half its move off open ground only") {
    CHECK_FALSE(breakdownTestNeeded(Vehicle::ArmouredCar, {14, 14, false, false}));
    CHECK(breakdownTestNeeded(Vehicle::ArmouredCar, {8, 14, true, false}));
    CHECK_FALSE(breakdownTestNeeded(Vehicle::ArmouredCar, {7, 14, true, false}));
    CHECK(breakdownTestNeeded(Vehicle::ArmouredCar, {3, 14, true, true}));
}

TEST_CASE("breakdown test: a 1 breaks the vehicle down, anything else is fine") {
    ScriptedDice dice({1, 2});
    const auto broken = breakdownTest(numbers(), Vehicle::Tank, dice);
    CHECK(broken.roll == 1);
    CHECK(broken.condition == VehicleCondition::BrokenDown);
    CHECK(breakdownTest(numbers(), Vehicle::ArmouredCar, dice).condition ==
          VehicleCondition::Running);
}

TEST_CASE("obstacle: 1 stuck for good, 2 stuck for now, 3 or more across") {
    ScriptedDice dice({1, 2, 3});
    CHECK(obstacleTest(numbers(), Vehicle::Tank, dice).condition == VehicleCondition::StuckForGood);
    CHECK(obstacleTest(numbers(), Vehicle::ArmouredCar, dice).condition == VehicleCondition::Stuck);
    CHECK(obstacleTest(numbers(), Vehicle::Tank, dice).condition == VehicleCondition::Running);
}

TEST_CASE("crushing wire: a 1 is a temporary problem") {
    ScriptedDice dice({1, 2});
    CHECK(wireTest(numbers(), dice).condition == VehicleCondition::Stuck);
    CHECK(wireTest(numbers(), dice).condition == VehicleCondition::Running);
}

TEST_CASE("a broken-down or stuck vehicle moves again on a later 4+") {
    ScriptedDice dice({3, 4});
    CHECK(freeVehicle(numbers(), VehicleCondition::BrokenDown, dice).condition ==
          VehicleCondition::BrokenDown);
    CHECK(freeVehicle(numbers(), VehicleCondition::Stuck, dice).condition ==
          VehicleCondition::Running);
    CHECK_THROWS_AS(freeVehicle(numbers(), VehicleCondition::StuckForGood, dice),
                    std::invalid_argument);
    CHECK_THROWS_AS(freeVehicle(numbers(), VehicleCondition::Running, dice), std::invalid_argument);
}

TEST_CASE("a wire-removing tank crushes each 4-inch strip on a 4+") {
    ScriptedDice dice({3, 4, 6});
    const auto strips = crushWireStrips(numbers(), 3, dice);
    REQUIRE(strips.size() == 3);
    CHECK_FALSE(strips[0].crushed);
    CHECK(strips[1].crushed);
    CHECK(strips[2].crushed);
}

TEST_CASE("troops contacted by a vehicle immobilise it on a six - grenadiers add 2") {
    ScriptedDice dice({5, 4, 3});
    CHECK_FALSE(vehicleContactDamage(numbers(), false, dice).immobilised);
    const auto grenadiers = vehicleContactDamage(numbers(), true, dice);
    CHECK(grenadiers.roll == 4);
    CHECK(grenadiers.total == 6);
    CHECK(grenadiers.immobilised);
    CHECK_FALSE(vehicleContactDamage(numbers(), true, dice).immobilised);
}

TEST_CASE("exact odds of an obstacle crossing: 1/6 stuck for good, 1/6 for now, 4/6 across") {
    const auto odds = enumerateOutcomes([](Dice& dice) {
        return std::string(
            nameOf(vehicleConditionNames, obstacleTest(numbers(), Vehicle::Tank, dice).condition));
    });
    CHECK(odds.of("stuck-for-good") == Probability{1, 6});
    CHECK(odds.of("stuck") == Probability{1, 6});
    CHECK(odds.of("running") == Probability{2, 3});
    CHECK(odds.total() == Probability{1, 1});
}

TEST_CASE("\"Vehicles may fire 360° if they have a turret weapon, 180° if they have a sponson or "
          "similar weapon, 45° to either side of the direction of the weapon in other cases\"") {
    CHECK(vehicleFire(numbers(), VehicleWeapon::Turret, std::nullopt, std::nullopt).arcDegrees ==
          360);
    CHECK(vehicleFire(numbers(), VehicleWeapon::Sponson, VehicleSide::Left, std::nullopt)
              .arcDegrees == 180);
    CHECK(vehicleFire(numbers(), VehicleWeapon::Other, std::nullopt, std::nullopt).arcDegrees ==
          90);
    CHECK_THROWS_AS(vehicleFire(numbers(), VehicleWeapon::Turret, VehicleSide::Left, std::nullopt),
                    std::invalid_argument);
}

TEST_CASE("\"Tanks with sponson guns on both sides may only fire one per turn\"") {
    const auto other = vehicleFire(numbers(), VehicleWeapon::Sponson, VehicleSide::Right,
                                   VehicleSide::Left);
    CHECK_FALSE(other.allowed);
    CHECK(other.reason == "tanks with sponson guns on both sides may only fire one per turn: "
                          "the left sponson has fired");
    CHECK(vehicleFire(numbers(), VehicleWeapon::Sponson, VehicleSide::Left, VehicleSide::Left)
              .allowed);
    CHECK(vehicleFire(numbers(), VehicleWeapon::Sponson, VehicleSide::Right, std::nullopt).allowed);
}
