#pragma once
// 10.2: an enemy unit's move may release an inactive formation early, by the conditions its
// scenario gives (an enemy unit within 2 hexes of one of its units, or of the double-tracked
// railroad). Being attacked is the battle's to judge (battle_apply).

#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

// `moved`: the unit as it stands after its move. Each release is a ledger row and a line.
void releaseApproachedFormations(ActionContext& context, const model::Unit& moved,
                                 std::vector<std::string>& lines);

}  // namespace tachanka::core
