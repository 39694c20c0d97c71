#pragma once
// Where a campaign stands in Orel 1919's sequence of play, and the units it has on the map as
// the operational rules see them: what the turn, recruitment and battalion use cases share.

#include <optional>
#include <string_view>

#include "app/core/campaign/campaign_action.hpp"
#include "model/campaign.hpp"
#include "rules/orel/operations/sequence.hpp"
#include "rules/orel/operations/supply.hpp"
#include "rules/orel/operations/zoc.hpp"

namespace tachanka::core {

namespace ops = rules::orel::operations;

ops::TurnPosition positionOf(const model::Campaign& campaign);

// The campaign side that is this Orel 1919 player; a UserError when the campaign has none.
const model::Side& sidePlaying(const model::Campaign& campaign, ops::Side player);

// The rule `rule` refuses (ruleRefuses: an umpire's override lets it through) unless the
// campaign is at `side`'s `phase`: "4.1: step recovery is done in the Reds' recruitment phase;
// the campaign is at ...".
void requirePhase(ActionContext& context, const model::Side& side, model::Phase phase,
                  std::string_view doing, std::string_view rule);

ops::Mover moverOf(model::UnitKind kind);

// 4: the side holding the victory location Orël receives an extra recruit point each day.
bool holdsOrel(const model::Campaign& campaign, const model::Side& side);

// The campaign is at the last phase its scenario has (the Reds' clean-up of the last day): the
// game is over, and nothing can advance it further.
bool atLastPhase(const model::Campaign& campaign);

// 10.2: the side with a unit of its own in play on `hex`; none when no unit stands there.
std::optional<ops::Side> occupierOf(const model::Campaign& campaign, model::Hex hex);

// A depot of `side` as the supply rules see it (3).
ops::Depot depotOf(const model::Side& side, const model::Depot& depot);

// Every unit in play standing on a map hex (off-map units and reinforcements to come are
// not), for the ZoC and occupation rules.
ops::Units unitsOnMap(const model::Campaign& campaign);

}  // namespace tachanka::core
