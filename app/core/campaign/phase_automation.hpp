#pragma once
// What the Orel 1919 sequence of play does without a player's decision when a phase begins,
// for the player whose turn it is, written through the action's journal.

#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/campaign/turn_actions.hpp"

namespace tachanka::core {

// `ctx.campaign` is the state before the move; the campaign row already says `to`.
std::vector<AppliedStep> enterPhase(ActionContext& ctx, const ops::TurnPosition& from,
                                    const ops::TurnPosition& to);

}  // namespace tachanka::core
