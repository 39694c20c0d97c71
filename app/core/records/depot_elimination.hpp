#pragma once
// Depot elimination (Orel 1919, 3.3) in the campaign: a depot alone in its hex is eliminated
// when it is attacked and an enemy unit advances after combat into the hex (depots do not
// retreat); up to 2 Unsupplied units of the victor within 5 MP may remove their marker (4 for a
// railroad depot on the double-tracked line), and an identical depot arrives as a
// reinforcement in its owner's next movement phase, via a friendly board edge.

#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

// The enemy depots standing alone (no enemy unit in play) at `hex`, for a unit of `sideId`.
std::vector<const model::Depot*> loneEnemyDepotsAt(const model::Campaign& campaign,
                                                   std::int64_t sideId, model::Hex hex);

// A UserError unless the campaign is at the combat phase of `unit`'s side: the only way into a
// lone enemy depot's hex is the advance after an attack on it (3.3, 8.7.4).
void checkAdvanceIntoDepot(const model::Campaign& campaign, const model::Unit& unit,
                           model::Hex hex);

// `unit` advanced into `hex`: each lone enemy depot there is eliminated and its replacement
// scheduled; one line per change goes to `lines`.
void eliminateDepotsAt(ActionContext& ctx, const model::Unit& unit, model::Hex hex,
                       std::vector<std::string>& lines);

}  // namespace tachanka::core
