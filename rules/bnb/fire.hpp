#pragma once
// Small arms fire and artillery fire: range, the dice each stand rolls, the number that hits,
// entrenched targets, zeroing in, armoured vehicles' damage, batteries hit, and targets with a
// point strength.

#include <optional>
#include <string>
#include <vector>

#include "rules/bnb/bnb_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::bnb {

// The purposes of the dice that only hit or miss, and of a vehicle's damage roll, by which
// the exact odds count their faces in groups (exact_odds.cpp).
inline constexpr std::string_view smallArmsDie = "small arms fire";
inline constexpr std::string_view artilleryFpDie = "artillery FP";
inline constexpr std::string_view vehicleDamageDie = "vehicle damage";
inline constexpr std::string_view batteryHitDie = "battery hit: what is affected";

struct SmallArmsFire {
    SmallArmsUnit unit = SmallArmsUnit::Infantry;
    int stands = 1;
    std::optional<int> dicePerStand;  // within the table's "2 or 3"; none: the lower
    SmallArmsTarget target = SmallArmsTarget::Open;
    bool entrenched = false;        // in entrenchments or emplacements
    std::optional<int> rangeHexes;  // none: within range (and half range) assumed
    bool armouredTarget = false;    // an armoured car or tank: small arms have no effect
};

struct SmallArmsResult {
    bool allowed = true;  // false: out of range, or entrenched beyond half range, or armour
    std::string reason;
    int dice = 0;
    int hitsOn = 6;
    int rolledHits = 0;  // dice that hit
    int hits = 0;        // after two-for-one against entrenchments
};

SmallArmsResult fireSmallArms(const SmallArms& table, const SmallArmsFire& fire, Dice& dice);

enum class ArtilleryAgainst { Troops, ArmoredCar, Tank, Battery, PointStrength };
inline constexpr std::array<model::EnumName<ArtilleryAgainst>, 5> artilleryAgainstNames{{
    {ArtilleryAgainst::Troops, "troops"},
    {ArtilleryAgainst::ArmoredCar, "armored-car"},
    {ArtilleryAgainst::Tank, "tank"},
    {ArtilleryAgainst::Battery, "battery"},
    {ArtilleryAgainst::PointStrength, "point-strength"},
}};

struct ArtilleryFire {
    Gun gun = Gun::Field;
    int stands = 1;
    int rangeHexes = 1;
    ArtilleryTarget target = ArtilleryTarget::Open;
    ArtilleryAgainst against = ArtilleryAgainst::Troops;
    std::vector<RangingModifier> modifiers;  // each at most once
    int pointStrength = 0;                   // of a bridge or bunker
    int gunHits = 0;  // the battery's guns hit before: each cuts its FP in half (rounded down)
};

struct ArtilleryResult {
    bool allowed = true;  // false: beyond range, or a heavy gun at an adjacent hex
    std::string reason;
    int zeroingTotal = 0;  // the dice and their modifiers
    bool zeroed = false;
    int hitsOn = 6;
    int hits = 0;
    std::vector<VehicleDamage> vehicleDamage;  // one per hit on an armoured car or tank
    std::vector<BatteryDamage> batteryDamage;  // one per hit on a battery
    int damagePoints = 0;                      // against a point strength
    bool destroyed = false;                    // the point strength reached
};

// Refuses a modifier given twice and the two consecutive-turn modifiers together (a target
// is either moving or stationary); empty when the list is good.
std::string refuseRangingModifiers(const std::vector<RangingModifier>& modifiers);
ArtilleryResult fireArtillery(const Artillery& table, const ArtilleryFire& fire, Dice& dice);

// The damage table roll for one hit on a vehicle (the heavy gun's modifier for the tank).
VehicleDamage vehicleDamageFor(const Artillery& table, Vehicle vehicle, bool heavyGun, int roll);

// Outcomes as the odds pages name them.
std::string describe(const SmallArmsResult& result);
std::string describe(const ArtilleryResult& result);

}  // namespace tachanka::rules::bnb
