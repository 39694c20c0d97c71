#include "rules/bnb/exact_odds.hpp"

namespace tachanka::rules::bnb {
namespace {

// A d6 that hits from `hitsOn`: one face for the misses, one for the hits.
std::vector<FaceGroup> hitOrMiss(int hitsOn) {
    if (hitsOn <= 1) return {{1, 6}};
    if (hitsOn > 6) return {{1, 6}};
    return {{1, hitsOn - 1}, {hitsOn, 7 - hitsOn}};
}

// A vehicle's damage d6: one face for each run of rolls with the same damage.
std::vector<FaceGroup> damageRuns(const Artillery& table, Vehicle vehicle, bool heavyGun) {
    std::vector<FaceGroup> groups;
    for (int roll = 1; roll <= 6; ++roll) {
        if (!groups.empty() &&
            vehicleDamageFor(table, vehicle, heavyGun, roll) ==
                vehicleDamageFor(table, vehicle, heavyGun, groups.back().value)) {
            ++groups.back().faces;
        } else {
            groups.push_back({roll, 1});
        }
    }
    return groups;
}

std::optional<Vehicle> vehicleTarget(ArtilleryAgainst against) {
    if (against == ArtilleryAgainst::ArmoredCar) return Vehicle::ArmoredCar;
    if (against == ArtilleryAgainst::Tank) return Vehicle::Tank;
    return std::nullopt;
}

}  // namespace

Distribution initiativeOdds(const BnbTables& tables, Player holder) {
    return enumerateOutcomes(
        [&](Dice& dice) { return describe(rollInitiative(tables.initiativeDice, holder, dice)); });
}

Distribution mechanicalFailureOdds(const Movement& movement, Vehicle vehicle) {
    return enumerateOutcomes([&](Dice& dice) -> std::string {
        return checkMechanicalFailure(movement, vehicle, movement.mobilityBoxes, dice).failed
                   ? "mechanical failure"
                   : "no failure";
    });
}

Distribution smallArmsOdds(const SmallArms& table, const SmallArmsFire& fire) {
    const int hitsOn = table.hitsOn.at(fire.target);
    return enumerateOutcomes([&](Dice& dice) { return describe(fireSmallArms(table, fire, dice)); },
                             [hitsOn](int, std::string_view purpose) {
                                 return purpose == smallArmsDie ? hitOrMiss(hitsOn)
                                                                : std::vector<FaceGroup>{};
                             });
}

Distribution artilleryOdds(const Artillery& table, const ArtilleryFire& fire) {
    const auto vehicle = vehicleTarget(fire.against);
    const int hitsOn = vehicle ? table.vehicleHitsOn : table.hitsOn.at(fire.target);
    return enumerateOutcomes([&](Dice& dice) { return describe(fireArtillery(table, fire, dice)); },
                             [&](int, std::string_view purpose) {
                                 if (purpose == artilleryFpDie) return hitOrMiss(hitsOn);
                                 if (purpose == vehicleDamageDie && vehicle) {
                                     return damageRuns(table, *vehicle, fire.gun == Gun::Heavy);
                                 }
                                 // The outcome does not name a battery's damage: its six faces are
                                 // alike.
                                 if (purpose == batteryHitDie)
                                     return std::vector<FaceGroup>{{1, 6}};
                                 return std::vector<FaceGroup>{};
                             });
}

Distribution meleeLossesOdds(const CloseAssault& table) {
    return enumerateOutcomes([&](Dice& dice) { return describe(rollMeleeLosses(table, dice)); });
}

Distribution meleeOdds(const CloseAssault& table, const MeleeSide& attacker,
                       const MeleeSide& defender) {
    return enumerateOutcomes(
        [&](Dice& dice) { return describe(fightMelee(table, attacker, defender, dice)); });
}

Distribution overrunOdds(const BnbTables& tables, Vehicle vehicle, int enemyStands) {
    const auto& assault = tables.closeAssault;
    return enumerateOutcomes(
        [&](Dice& dice) {
            return describe(overrun(assault, tables.artillery, vehicle, enemyStands, dice));
        },
        [&](int, std::string_view purpose) {
            if (purpose == overrunVehicleDie) return hitOrMiss(assault.overrunVehicleHitsFrom);
            if (purpose == overrunStandDie) return hitOrMiss(assault.overrunStandHitsOn);
            if (purpose == vehicleDamageDie) return damageRuns(tables.artillery, vehicle, false);
            return std::vector<FaceGroup>{};
        });
}

Distribution moraleOdds(const Morale& morale, const MoraleCheck& check) {
    return enumerateOutcomes(
        [&](Dice& dice) { return describe(checkMorale(morale, check, dice)); });
}

Distribution cohesionOdds(int level) {
    return enumerateOutcomes([&](Dice& dice) -> std::string {
        return rollCohesion(level, dice).standLost ? "stand lost" : "held";
    });
}

Distribution commandPointsOdds(const Leadership& leadership, std::optional<int> rating) {
    return enumerateOutcomes([&](Dice& dice) {
        const int cp = rating ? rollCommandPoints(*rating, dice)
                              : rollLeaderlessCommandPoints(leadership, dice);
        return std::to_string(cp) + " CP";
    });
}

Distribution moraleBoostOdds(int rating) {
    return enumerateOutcomes([&](Dice& dice) -> std::string {
        return rollMoraleBoost(rating, dice).boosted ? "boost" : "no boost";
    });
}

Distribution leaderCasualtyOdds(const LeaderCasualties& table, FireType fire,
                                bool lostCloseAssault) {
    return enumerateOutcomes([&](Dice& dice) {
        return describe(rollLeaderCasualty(table, fire, lostCloseAssault, dice));
    });
}

}  // namespace tachanka::rules::bnb
