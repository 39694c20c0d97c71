#pragma once
// Leaving the map (Orel 1919, 7.5) in the campaign: a unit forced off the map by a retreat must
// come back via its exit hex or one adjacent to it in its next movement phase (a turn later if
// Routed), or the 41st Division's brigades on 18 October via the shock group's entry hexes; one
// still off the map at the end of its last chance is eliminated.

#include <cstdint>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "rules/orel/operations/movement.hpp"

namespace tachanka::core {

// `unit` leaves the map on `leftOn` in the turn of side `activeSideId`.
std::vector<rules::orel::operations::MapReentry> reentryOptions(const model::Campaign& campaign,
                                                                const model::Unit& unit,
                                                                const model::GameDate& leftOn,
                                                                std::int64_t activeSideId);
// "must come back in its movement phase of 16 October via 0216 or a hex adjacent to it, else
// eliminated (7.5)", each option in turn.
std::string reentryText(const std::vector<rules::orel::operations::MapReentry>& options);

// At the end of `side`'s movement phase on `date`: its units still off the map with no later
// chance to come back are eliminated.
std::vector<AppliedStep> eliminateUnitsLeftOffMap(ActionContext& ctx, const model::Side& side,
                                                  const model::GameDate& date);

}  // namespace tachanka::core
