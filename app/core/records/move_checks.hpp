#pragma once
// What the rules and the map let a unit's move to a hex be (7.1): never into a hex the enemy
// holds, never over-stacked, and in its own movement phase never dearer than its MP over the
// terrain the club painted. Each refusal is one UserError line.

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

struct MoveIntent {
    model::Hex to;
    int stepsLeft = 0;  // the steps it will have once the rest of the action is done
    bool marchingDay = false;
};

void checkMove(const ActionContext& context, const model::Unit& unit, const MoveIntent& move);

}  // namespace tachanka::core
