#include "rules/rfic/aircraft.hpp"

namespace tachanka::rules::rfic {

DeploymentResult rollForAircraft(const AircraftRules& table, Dice& dice) {
    DeploymentResult result;
    result.dice = {dice.roll(6, "aircraft: 2D6 for a Joker"),
                   dice.roll(6, "aircraft: 2D6 for a Joker")};
    result.row = table.row(result.dice[0] + result.dice[1]);
    return result;
}

bool mustLeave(const AircraftRules& table, int turns) { return turns >= table.turnsOnTable; }

}  // namespace tachanka::rules::rfic
