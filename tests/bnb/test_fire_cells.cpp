// Every number of the fire tables as the text gives it: small arms, artillery, the vehicle and
// battery damage tables, and the consecutive-turn modifiers.

#include <doctest/doctest.h>

#include "rules/bnb/fire.hpp"
#include "tests/bnb/bnb_tables_fixture.hpp"

using namespace tachanka::rules::bnb;
using tachanka::testing::shippedBnbTables;

TEST_CASE("small arms table: range in hexes and FP dice per stand") {
    const auto& weapons = shippedBnbTables().smallArms.weapons;
    SUBCASE("Infantry range 4, 2 or 3 dice") {
        CHECK(weapons.at(SmallArmsUnit::Infantry).range == 4);
        CHECK(weapons.at(SmallArmsUnit::Infantry).dicePerStand == 2);
        CHECK(weapons.at(SmallArmsUnit::Infantry).mostDicePerStand == 3);
    }
    SUBCASE("Cavalry range 3, 1 or 2 dice") {
        CHECK(weapons.at(SmallArmsUnit::Cavalry).range == 3);
        CHECK(weapons.at(SmallArmsUnit::Cavalry).dicePerStand == 1);
        CHECK(weapons.at(SmallArmsUnit::Cavalry).mostDicePerStand == 2);
    }
    SUBCASE("MG range 6, 5 dice") {
        CHECK(weapons.at(SmallArmsUnit::Mg).range == 6);
        CHECK(weapons.at(SmallArmsUnit::Mg).dicePerStand == 5);
        CHECK(weapons.at(SmallArmsUnit::Mg).mostDicePerStand == 5);
    }
}

TEST_CASE("small arms to hit: 5, 6 in the open or march column, 6 all other") {
    const auto& arms = shippedBnbTables().smallArms;
    CHECK(arms.hitsOn.at(SmallArmsTarget::Open) == 5);
    CHECK(arms.hitsOn.at(SmallArmsTarget::Column) == 5);
    CHECK(arms.hitsOn.at(SmallArmsTarget::Other) == 6);
    CHECK(arms.entrenchedHitsPerHit == 2);
}

TEST_CASE("artillery table: range, zeroing dice and FP dice per stand") {
    const auto& guns = shippedBnbTables().artillery.guns;
    SUBCASE("Field Guns 12 hexes, 2 dice, 4 FP") {
        CHECK(guns.at(Gun::Field).range == 12);
        CHECK(guns.at(Gun::Field).zeroingDice == 2);
        CHECK(guns.at(Gun::Field).dicePerStand == 4);
        CHECK(guns.at(Gun::Field).damageDice == 1);
        CHECK(guns.at(Gun::Field).firesAtAdjacent);
    }
    SUBCASE("Heavy Guns 18 hexes, 3 dice, 6 FP, not adjacent") {
        CHECK(guns.at(Gun::Heavy).range == 18);
        CHECK(guns.at(Gun::Heavy).zeroingDice == 3);
        CHECK(guns.at(Gun::Heavy).dicePerStand == 6);
        CHECK(guns.at(Gun::Heavy).damageDice == 2);
        CHECK_FALSE(guns.at(Gun::Heavy).firesAtAdjacent);
    }
}

TEST_CASE("artillery to hit by target terrain") {
    const auto& hitsOn = shippedBnbTables().artillery.hitsOn;
    SUBCASE("4, 5, 6 open, march column, woods") {
        CHECK(hitsOn.at(ArtilleryTarget::Open) == 4);
        CHECK(hitsOn.at(ArtilleryTarget::Column) == 4);
        CHECK(hitsOn.at(ArtilleryTarget::Woods) == 4);
    }
    SUBCASE("5, 6 town, marsh") {
        CHECK(hitsOn.at(ArtilleryTarget::Town) == 5);
        CHECK(hitsOn.at(ArtilleryTarget::Marsh) == 5);
    }
    SUBCASE("6 trenches, emplacements") {
        CHECK(hitsOn.at(ArtilleryTarget::Trench) == 6);
        CHECK(hitsOn.at(ArtilleryTarget::Emplacement) == 6);
    }
    SUBCASE("armored car or tank always 6") {
        CHECK(shippedBnbTables().artillery.vehicleHitsOn == 6);
    }
}

TEST_CASE("consecutive turn modifiers: +1 moving, +3 stationary, -4 out of sight, +3 acquired") {
    const auto& modifiers = shippedBnbTables().artillery.modifiers;
    CHECK(modifiers.at(RangingModifier::ConsecutiveMoving) == 1);
    CHECK(modifiers.at(RangingModifier::ConsecutiveStationary) == 3);
    CHECK(modifiers.at(RangingModifier::OutOfSight) == -4);
    CHECK(modifiers.at(RangingModifier::Acquired) == 3);
}

TEST_CASE("armored car damage: 1-2 nothing, 3-4 mobility, 5-6 knocked out") {
    const auto& artillery = shippedBnbTables().artillery;
    for (const bool heavy : {false, true}) {
        CHECK(vehicleDamageFor(artillery, Vehicle::ArmoredCar, heavy, 1) == VehicleDamage::Nothing);
        CHECK(vehicleDamageFor(artillery, Vehicle::ArmoredCar, heavy, 2) == VehicleDamage::Nothing);
        CHECK(vehicleDamageFor(artillery, Vehicle::ArmoredCar, heavy, 3) ==
              VehicleDamage::Mobility);
        CHECK(vehicleDamageFor(artillery, Vehicle::ArmoredCar, heavy, 4) ==
              VehicleDamage::Mobility);
        CHECK(vehicleDamageFor(artillery, Vehicle::ArmoredCar, heavy, 5) ==
              VehicleDamage::KnockedOut);
        CHECK(vehicleDamageFor(artillery, Vehicle::ArmoredCar, heavy, 6) ==
              VehicleDamage::KnockedOut);
    }
}

TEST_CASE("tank damage: 1-4 nothing, 5 mobility, 6 knocked out, +1 for a heavy gun") {
    const auto& artillery = shippedBnbTables().artillery;
    for (int roll = 1; roll <= 4; ++roll) {
        CHECK(vehicleDamageFor(artillery, Vehicle::Tank, false, roll) == VehicleDamage::Nothing);
    }
    CHECK(vehicleDamageFor(artillery, Vehicle::Tank, false, 5) == VehicleDamage::Mobility);
    CHECK(vehicleDamageFor(artillery, Vehicle::Tank, false, 6) == VehicleDamage::KnockedOut);
    CHECK(vehicleDamageFor(artillery, Vehicle::Tank, true, 3) == VehicleDamage::Nothing);
    CHECK(vehicleDamageFor(artillery, Vehicle::Tank, true, 4) == VehicleDamage::Mobility);
    CHECK(vehicleDamageFor(artillery, Vehicle::Tank, true, 5) == VehicleDamage::KnockedOut);
    CHECK(vehicleDamageFor(artillery, Vehicle::Tank, true, 6) == VehicleDamage::KnockedOut);
}

TEST_CASE("battery damage table: each roll 1 to 6") {
    const auto& battery = shippedBnbTables().artillery.batteryDamage;
    CHECK(battery.at(1) == BatteryDamage::LimberKnockedOut);
    CHECK(battery.at(2) == BatteryDamage::CrewHit);
    CHECK(battery.at(3) == BatteryDamage::CrewHit);
    CHECK(battery.at(4) == BatteryDamage::GunHit);
    CHECK(battery.at(5) == BatteryDamage::GunHit);
    CHECK(battery.at(6) == BatteryDamage::CrewPinned);
}
