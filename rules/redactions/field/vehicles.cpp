#include "rules/redactions/field/vehicles.hpp"

#include <stdexcept>
#include <string>

namespace tachanka::rules::redactions {
namespace {

std::string vehicleName(Vehicle vehicle) { return std::string(nameOf(vehicleNames, vehicle)); }

}  // namespace

std::optional<Vehicle> vehicleOf(Arm arm) {
    if (arm == Arm::Tank) return Vehicle::Tank;
    if (arm == Arm::ArmouredCar) return Vehicle::ArmouredCar;
    return std::nullopt;
}

bool breakdownTestNeeded(Vehicle vehicle, const VehicleMove& move) {
    if (move.terrainAskedForTest) return true;
    const bool overHalf = move.inches * 2 > move.move;
    if (vehicle == Vehicle::Tank) return overHalf;
    return overHalf && move.offOpenGround;
}

VehicleTest breakdownTest(const VehicleNumbers& numbers, Vehicle vehicle, Dice& dice) {
    VehicleTest test;
    test.roll = dice.roll(6, vehicleName(vehicle) + " breakdown test");
    if (test.roll <= numbers.breaksDownOn) test.condition = VehicleCondition::BrokenDown;
    return test;
}

VehicleTest obstacleTest(const VehicleNumbers& numbers, Vehicle vehicle, Dice& dice) {
    VehicleTest test;
    test.roll = dice.roll(6, vehicleName(vehicle) + " crossing an obstacle");
    if (test.roll <= numbers.stuckForGoodOn) {
        test.condition = VehicleCondition::StuckForGood;
    } else if (test.roll <= numbers.stuckForNowOn) {
        test.condition = VehicleCondition::Stuck;
    }
    return test;
}

VehicleTest wireTest(const VehicleNumbers& numbers, Dice& dice) {
    VehicleTest test;
    test.roll = dice.roll(6, "tank crushing or clearing wire");
    if (test.roll <= numbers.wireProblemOn) test.condition = VehicleCondition::Stuck;
    return test;
}

VehicleTest freeVehicle(const VehicleNumbers& numbers, VehicleCondition condition, Dice& dice) {
    if (condition != VehicleCondition::BrokenDown && condition != VehicleCondition::Stuck) {
        throw std::invalid_argument(
            "only a broken-down or temporarily stuck vehicle tests to move "
            "again, not one that is " +
            std::string(nameOf(vehicleConditionNames, condition)));
    }
    VehicleTest test;
    test.roll = dice.roll(6, "vehicle getting going again");
    test.condition = test.roll >= numbers.freedOn ? VehicleCondition::Running : condition;
    return test;
}

std::vector<WireStrip> crushWireStrips(const VehicleNumbers& numbers, int strips, Dice& dice) {
    if (strips < 0) throw std::invalid_argument("a number of wire strips cannot be negative");
    std::vector<WireStrip> result;
    for (int strip = 1; strip <= strips; ++strip) {
        WireStrip crushed;
        crushed.roll = dice.roll(6, "wire strip " + std::to_string(strip) + " crushed?");
        crushed.crushed = crushed.roll >= numbers.wireCrushedOn;
        result.push_back(crushed);
    }
    return result;
}

ChargedTroopsStrikeBack vehicleContactDamage(const VehicleNumbers& numbers, bool grenadiers,
                                             Dice& dice) {
    ChargedTroopsStrikeBack result;
    result.roll = dice.roll(6, "troops contacted by a vehicle strike back");
    result.total = result.roll + (grenadiers ? numbers.grenadierBonus : 0);
    result.immobilised = result.total >= numbers.damagedByChargedOn;
    return result;
}

VehicleFire vehicleFire(const VehicleNumbers& numbers, VehicleWeapon weapon,
                        std::optional<VehicleSide> side, std::optional<VehicleSide> firedThisTurn) {
    if (weapon != VehicleWeapon::Sponson && (side || firedThisTurn)) {
        throw std::invalid_argument("only sponson guns fire to one side");
    }
    VehicleFire fire;
    switch (weapon) {
        case VehicleWeapon::Turret: fire.arcDegrees = numbers.turretArc; break;
        case VehicleWeapon::Sponson: fire.arcDegrees = numbers.sponsonArc; break;
        case VehicleWeapon::Other: fire.arcDegrees = numbers.otherArc; break;
    }
    if (firedThisTurn && !side) {
        throw std::invalid_argument("say which side's sponson fires");
    }
    if (firedThisTurn && side != firedThisTurn) {
        fire.allowed = false;
        fire.reason = "tanks with sponson guns on both sides may only fire one per turn: the " +
                      std::string(model::nameOf(vehicleSideNames, *firedThisTurn)) +
                      " sponson has fired";
    }
    return fire;
}

}  // namespace tachanka::rules::redactions
