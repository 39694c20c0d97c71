#include "rules/bnb/exact_odds.hpp"

namespace tachanka::rules::bnb {

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
    return enumerateOutcomes(
        [&](Dice& dice) { return describe(fireSmallArms(table, fire, dice)); });
}

Distribution artilleryOdds(const Artillery& table, const ArtilleryFire& fire) {
    return enumerateOutcomes(
        [&](Dice& dice) { return describe(fireArtillery(table, fire, dice)); });
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
    return enumerateOutcomes([&](Dice& dice) {
        return describe(overrun(tables.closeAssault, tables.artillery, vehicle, enemyStands, dice));
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
