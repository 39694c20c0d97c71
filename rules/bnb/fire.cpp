#include "rules/bnb/fire.hpp"

#include <algorithm>

namespace tachanka::rules::bnb {
namespace {

int countHits(Dice& dice, int count, int hitsOn, std::string_view purpose) {
    int hits = 0;
    for (int die = 0; die < count; ++die) {
        if (dice.roll(6, purpose) >= hitsOn) ++hits;
    }
    return hits;
}

std::string hitsText(int hits) { return std::to_string(hits) + (hits == 1 ? " hit" : " hits"); }

}  // namespace

SmallArmsResult fireSmallArms(const SmallArms& table, const SmallArmsFire& fire, Dice& dice) {
    const SmallArmsWeapon& weapon = table.weapons.at(fire.unit);
    SmallArmsResult result;
    result.hitsOn = table.hitsOn.at(fire.target);
    if (fire.armouredTarget) {
        result.allowed = false;
        result.reason = "small arms do not affect armoured cars or tanks";
        return result;
    }
    if (fire.rangeHexes && *fire.rangeHexes > weapon.range) {
        result.allowed = false;
        result.reason = "beyond the range of " + std::to_string(weapon.range) + " hexes";
        return result;
    }
    if (fire.entrenched && fire.rangeHexes && *fire.rangeHexes > weapon.range / 2) {
        result.allowed = false;
        result.reason = "entrenched targets are hit only at half range (" +
                        std::to_string(weapon.range / 2) + " hexes) or less";
        return result;
    }
    const int perStand = fire.dicePerStand.value_or(weapon.dicePerStand);
    result.dice = fire.stands * perStand;
    result.rolledHits = countHits(dice, result.dice, result.hitsOn, smallArmsDie);
    result.hits =
        fire.entrenched ? result.rolledHits / table.entrenchedHitsPerHit : result.rolledHits;
    return result;
}

std::string refuseRangingModifiers(const std::vector<RangingModifier>& modifiers) {
    for (auto modifier = modifiers.begin(); modifier != modifiers.end(); ++modifier) {
        if (std::find(modifier + 1, modifiers.end(), *modifier) != modifiers.end()) {
            return std::string(model::nameOf(rangingModifierNames, *modifier)) + " is given twice";
        }
    }
    const auto has = [&modifiers](RangingModifier modifier) {
        return std::find(modifiers.begin(), modifiers.end(), modifier) != modifiers.end();
    };
    if (has(RangingModifier::ConsecutiveMoving) && has(RangingModifier::ConsecutiveStationary)) {
        return "a target is either moving or stationary, not both";
    }
    return "";
}

VehicleDamage vehicleDamageFor(const Artillery& table, Vehicle vehicle, bool heavyGun, int roll) {
    const VehicleDamageTable& damage = table.vehicleDamage.at(vehicle);
    return damage.byRoll.at(roll + (heavyGun ? damage.heavyGunAdd : 0));
}

ArtilleryResult fireArtillery(const Artillery& table, const ArtilleryFire& fire, Dice& dice) {
    const GunData& gun = table.guns.at(fire.gun);
    ArtilleryResult result;
    const bool vehicle =
        fire.against == ArtilleryAgainst::ArmoredCar || fire.against == ArtilleryAgainst::Tank;
    result.hitsOn = vehicle ? table.vehicleHitsOn : table.hitsOn.at(fire.target);
    if (fire.rangeHexes > gun.range) {
        result.allowed = false;
        result.reason = "beyond the range of " + std::to_string(gun.range) + " hexes";
        return result;
    }
    if (fire.rangeHexes <= 1 && !gun.firesAtAdjacent) {
        result.allowed = false;
        result.reason = "heavy guns may not fire at adjacent hexes";
        return result;
    }
    result.zeroingTotal = dice.rollSum(gun.zeroingDice, 6, "artillery zeroing in");
    for (const auto modifier : fire.modifiers) result.zeroingTotal += table.modifiers.at(modifier);
    result.zeroed = result.zeroingTotal >= fire.rangeHexes;
    if (!result.zeroed) return result;
    result.hits =
        countHits(dice, (fire.stands * gun.dicePerStand) >> fire.gunHits, result.hitsOn, artilleryFpDie);
    for (int hit = 0; hit < result.hits; ++hit) {
        switch (fire.against) {
            case ArtilleryAgainst::Troops:
                break;
            case ArtilleryAgainst::ArmoredCar:
            case ArtilleryAgainst::Tank: {
                const Vehicle target =
                    fire.against == ArtilleryAgainst::Tank ? Vehicle::Tank : Vehicle::ArmoredCar;
                result.vehicleDamage.push_back(vehicleDamageFor(
                    table, target, fire.gun == Gun::Heavy, dice.roll(6, vehicleDamageDie)));
                break;
            }
            case ArtilleryAgainst::Battery:
                result.batteryDamage.push_back(table.batteryDamage.at(dice.roll(6, batteryHitDie)));
                break;
            case ArtilleryAgainst::PointStrength:
                result.damagePoints += dice.rollSum(gun.damageDice, 6, "damage points");
                break;
        }
    }
    result.destroyed = fire.against == ArtilleryAgainst::PointStrength &&
                       result.damagePoints >= fire.pointStrength;
    return result;
}

std::string describe(const SmallArmsResult& result) {
    return result.allowed ? hitsText(result.hits) : "no effect";
}

std::string describe(const ArtilleryResult& result) {
    if (!result.allowed) return "may not fire";
    if (!result.zeroed) return "not zeroed";
    std::string text = hitsText(result.hits);
    const auto count = [](const auto& list, auto value) {
        return std::count(list.begin(), list.end(), value);
    };
    if (count(result.vehicleDamage, VehicleDamage::KnockedOut) > 0) {
        text += ", knocked out";
    } else if (const auto mobility = count(result.vehicleDamage, VehicleDamage::Mobility)) {
        text += ", " + std::to_string(mobility) + " mobility";
    }
    if (result.destroyed) text += ", destroyed";
    return text;
}

}  // namespace tachanka::rules::bnb
