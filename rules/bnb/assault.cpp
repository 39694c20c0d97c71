#include "rules/bnb/assault.hpp"

#include <algorithm>

#include "rules/bnb/fire.hpp"

namespace tachanka::rules::bnb {
namespace {

int sideTotal(const CloseAssault& table, const MeleeSide& side, Dice& dice,
              std::string_view purpose) {
    int modifier = 0;
    for (const auto id : side.modifiers) modifier += table.modifiers.at(id);
    // Only the side's total is read: its stands' dice are one sum, each die still rolled.
    return dice.rollSum(side.stands, 6, purpose) + side.stands * modifier;
}

}  // namespace

MeleeLosses meleeLosses(const CloseAssault& table, int winnerRoll) {
    return table.losses.at(winnerRoll);
}

MeleeLosses rollMeleeLosses(const CloseAssault& table, Dice& dice) {
    return meleeLosses(table, dice.roll(6, "close assault losses (winner)"));
}

MeleeResult fightMelee(const CloseAssault& table, const MeleeSide& attacker,
                       const MeleeSide& defender, Dice& dice) {
    MeleeResult result;
    result.attackerTotal = sideTotal(table, attacker, dice, "close assault: attacking stand");
    result.defenderTotal = sideTotal(table, defender, dice, "close assault: defending stand");
    result.attackerWins = result.attackerTotal > result.defenderTotal;
    // The rest reads who won, never by how much: exact odds count it once for each.
    if (dice.countsStates()) {
        dice.reached(result.attackerWins ? "the attacker won the melee"
                                         : "the defender won the melee");
    }
    result.lossesRoll = dice.roll(6, "close assault losses (winner)");
    result.losses = meleeLosses(table, result.lossesRoll);
    return result;
}

OverrunResult overrun(const CloseAssault& table, const Artillery& artillery, Vehicle vehicle,
                      int enemyStands, Dice& dice) {
    OverrunResult result;
    result.enemyHit = dice.roll(6, overrunVehicleDie) >= table.overrunVehicleHitsFrom;
    for (int stand = 0; stand < enemyStands; ++stand) {
        if (dice.roll(6, overrunStandDie) >= table.overrunStandHitsOn) {
            ++result.vehicleHits;
        }
    }
    for (int hit = 0; hit < result.vehicleHits; ++hit) {
        result.vehicleDamage.push_back(
            vehicleDamageFor(artillery, vehicle, false, dice.roll(6, vehicleDamageDie)));
    }
    return result;
}

std::string describe(const MeleeLosses& losses) {
    return "winner " + std::to_string(losses.winner) + ", loser " + std::to_string(losses.loser);
}

std::string describe(const MeleeResult& result) {
    return (result.attackerWins ? "attacker wins: " : "defender wins: ") + describe(result.losses);
}

std::string describe(const OverrunResult& result) {
    std::string text = result.enemyHit ? "1 enemy hit" : "no enemy hit";
    const auto has = [&result](VehicleDamage damage) {
        return std::find(result.vehicleDamage.begin(), result.vehicleDamage.end(), damage) !=
               result.vehicleDamage.end();
    };
    if (has(VehicleDamage::KnockedOut)) {
        text += ", vehicle knocked out";
    } else if (has(VehicleDamage::Mobility)) {
        text += ", vehicle mobility damage";
    }
    return text;
}

}  // namespace tachanka::rules::bnb
