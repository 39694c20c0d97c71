#pragma once
// Orël (Orel 1919, 7.1.1): a unit that enters the hex is in the suburbs or, with a "Centre
// Ville" marker, the town centre; all the units of a side in Orël are in the same place, chosen
// again in each friendly movement phase, and a stack one of whose units attacks is in the
// suburbs at once.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

// The hex of the victory location Orël; none in a campaign without it.
std::optional<model::Hex> orelHexOf(const model::Campaign& campaign);

// "suburbs" or "centre" as whether the units are in the town centre; a UserError otherwise.
bool townCentreNamed(std::string_view place);
std::string_view orelPlaceName(bool townCentre);

// Where the units of `sideId` in Orël stand, `except` left out; none when no other is there.
std::optional<bool> stackInTownCentre(const model::Campaign& campaign, std::int64_t sideId,
                                      std::int64_t except);

// Puts every unit of `sideId` in play in Orël, and `arriving` (a unit entering in this
// action), in the town centre or the suburbs; one line per unit that changed place.
void placeStackInOrel(ActionContext& ctx, std::int64_t sideId, bool townCentre,
                      std::optional<std::int64_t> arriving, const std::string& why,
                      std::vector<std::string>& lines);

}  // namespace tachanka::core
