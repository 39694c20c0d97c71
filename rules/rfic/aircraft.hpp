#pragma once
// Aircraft deployment (Aircraft): 2D6 thrown for each Joker on show decide which side may
// deploy aircraft the turn after; aircraft leave after six turns on the battlefield.

#include <vector>

#include "rules/dice.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

struct DeploymentResult {
    std::vector<int> dice;  // the 2D6
    DeploymentRow row;
};
DeploymentResult rollForAircraft(const AircraftRules& table, Dice& dice);

// Whether an aircraft that has been on the battlefield `turns` turns must now leave.
bool mustLeave(const AircraftRules& table, int turns);

}  // namespace tachanka::rules::rfic
