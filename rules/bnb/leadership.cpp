#include "rules/bnb/leadership.hpp"

namespace tachanka::rules::bnb {

InitiativeResult rollInitiative(int dicePerSide, Player holder, Dice& dice) {
    InitiativeResult result;
    result.firstTotal = dice.rollSum(dicePerSide, 6, "initiative: first player");
    result.secondTotal = dice.rollSum(dicePerSide, 6, "initiative: second player");
    if (result.firstTotal == result.secondTotal) {
        result.winner = holder;
    } else {
        result.winner = result.firstTotal > result.secondTotal ? Player::First : Player::Second;
    }
    return result;
}

std::string refuseRating(const Leadership& leadership, int rating) {
    if (rating >= leadership.lowestRating && rating <= leadership.highestRating) return "";
    return "a leader's rating is from " + std::to_string(leadership.lowestRating) + " to " +
           std::to_string(leadership.highestRating);
}

int rollCommandPoints(int rating, Dice& dice) { return dice.roll(6, "command points") + rating; }

int rollLeaderlessCommandPoints(const Leadership& leadership, Dice& dice) {
    return dice.rollSum(leadership.noLeadersDice, 6, "command points: no leaders left");
}

int commandPointsPassedDown(const Leadership& leadership, int spent) {
    return spent / leadership.passDownCost;
}

int hexesOnCommandPoints(const Leadership& leadership, int cp) { return cp / leadership.cpPerHex; }

BoostResult rollMoraleBoost(int rating, Dice& dice) {
    BoostResult result;
    result.roll = dice.roll(6, "leader's morale boost");
    result.boosted = result.roll <= rating;
    return result;
}

LeaderCasualtyResult rollLeaderCasualty(const LeaderCasualties& table, FireType fire,
                                        bool lostCloseAssault, Dice& dice) {
    const LeaderHitRoll& hitRoll = table.hitRolls.at(fire);
    LeaderCasualtyResult result;
    result.hitRoll = dice.rollSum(hitRoll.dice, 6, leaderHitDie);
    result.hit = result.hitRoll >= hitRoll.hitFrom;
    if (!result.hit) return result;
    result.effectRoll = dice.roll(6, leaderEffectDie);
    const LeaderEffect& effect = table.effects.at(result.effectRoll);
    result.fate = effect.fate;
    result.captured = effect.capturedIfAssaultLost && lostCloseAssault;
    return result;
}

std::string describe(const InitiativeResult& result) {
    return std::string(model::nameOf(playerNames, result.winner)) + " player";
}

std::string describe(const LeaderCasualtyResult& result) {
    if (!result.hit) return "not hit";
    return std::string(model::nameOf(leaderFateNames, result.fate)) +
           (result.captured ? ", captured" : "");
}

}  // namespace tachanka::rules::bnb
