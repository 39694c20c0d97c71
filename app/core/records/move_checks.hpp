#pragma once
// Where a unit's move may end (7.1): never in a hex the enemy holds, never over-stacked (an
// umpire's override may set the stacking limit aside). What the move costs is movement_turn's.

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

struct MoveIntent {
    model::Hex to;
    int stepsLeft = 0;  // the steps it will have once the rest of the action is done
};

void checkMove(ActionContext& context, const model::Unit& unit, const MoveIntent& move);

}  // namespace tachanka::core
