#pragma once
// The sequence of play (2): each day the White player's turn then the Red player's, each
// turn the seven phases of model::Phase in order.

#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "model/phase.hpp"
#include "rules/orel/operations/operations_tables.hpp"
#include "rules/orel/operations/side.hpp"

namespace tachanka::rules::orel::operations {

struct TurnPosition {
    model::GameDate date;
    Side side = Side::Whites;
    model::Phase phase = model::Phase::DepotStatus;
    auto operator<=>(const TurnPosition&) const = default;
};

// The first phase of a scenario starting on `date`: the White player's depot check.
TurnPosition firstPosition(model::GameDate date);

// The phase after `position`: the next phase, the Red player's turn after the White's, the
// next day after the Red's.
TurnPosition nextPosition(const TurnPosition& position);

// The day of `side`'s next turn, seen from the other side's turn on `today`: the Red player's
// turn follows the White's the same day, the White's comes the next day (2).
model::GameDate nextTurnOf(Side side, const model::GameDate& today);

// What the rules do at this phase without a player's decision, for the active player; the
// recruitment numbers as the tables in use give them, so a house rule reads right.
std::vector<std::string> automaticSteps(model::Phase phase, const RecruitmentConstants& recruitment);

// 8.7.3 B, phase 7: at the clean-up of its owner's turn a Routed marker placed in an earlier
// turn goes if the unit is not in enemy ZoC; the rallied unit is in Combat mode.
bool routMarkerRemovedAtCleanUp(bool placedThisTurn, bool inEnemyZoc);

}  // namespace tachanka::rules::orel::operations
