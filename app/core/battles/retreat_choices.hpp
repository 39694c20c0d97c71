#pragma once
// Retreat priorities (Orel 1919, 8.5.1) for a campaign battle: of the hexes around the battle's
// hex, those the retreating side may choose for a 1-hex retreat, read from the campaign's units
// (enemy units and their ZoC, stacking), the map's extent, the day's other battles and the
// side's friendly edges.

#include <cstdint>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "model/battle.hpp"
#include "model/campaign.hpp"
#include "rules/orel/combat/retreat_priorities.hpp"

namespace tachanka::core {

// `sideId` retreats from `battle`'s `from` hex with `steps` steps: each hex it may choose with
// the path it runs into; none when it is blocked.
std::vector<rules::orel::RetreatOption> retreatOptionsFrom(SQLite::Database& database,
                                                           const model::Campaign& campaign,
                                                           const model::Battle& battle,
                                                           std::int64_t sideId, model::Hex from,
                                                           int steps);
std::vector<model::Hex> hexesOf(const std::vector<rules::orel::RetreatOption>& options);

// The same, the hexes only.
std::vector<model::Hex> permittedRetreats(SQLite::Database& database,
                                          const model::Campaign& campaign,
                                          const model::Battle& battle, std::int64_t sideId,
                                          model::Hex from, int steps);

// "2604 or 2605", or "none: the retreat is blocked".
std::string retreatHexesText(const std::vector<model::Hex>& hexes);

}  // namespace tachanka::core
