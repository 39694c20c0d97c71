#include "app/core/campaign/campaign_turn.hpp"

#include <algorithm>

#include <string>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {

ops::TurnPosition positionOf(const model::Campaign& campaign) {
    return {campaign.date, orelSide(sideNamed(campaign, campaign.activeSide)), campaign.phase};
}

const model::Side& sidePlaying(const model::Campaign& campaign, ops::Side player) {
    for (const auto& side : campaign.sides) {
        if (orelSide(side) == player) return side;
    }
    throw UserError("the campaign has no side for the " + std::string(ops::sideName(player)));
}

void requirePhase(ActionContext& context, const model::Side& side, model::Phase phase,
                  std::string_view doing, std::string_view rule) {
    const auto& campaign = context.campaign;
    if (campaign.phase == phase && campaign.activeSide == side.name) return;
    ruleRefuses(context, {std::string(rule) + ": " + std::string(doing) + " is done in the " +
                              side.name + "' " + std::string(model::phaseName(phase)) +
                              " phase; the campaign is at " + campaign.turnLine() +
                              " (advance the turn to that phase first)",
                          side.id, std::nullopt});
}

ops::Mover moverOf(model::UnitKind kind) {
    switch (kind) {
        case model::UnitKind::Infantry: return ops::Mover::Infantry;
        case model::UnitKind::Cavalry: return ops::Mover::Cavalry;
        case model::UnitKind::Artillery: return ops::Mover::Artillery;
        case model::UnitKind::ArmouredTrain: return ops::Mover::ArmouredTrain;
        case model::UnitKind::ArmouredCar: return ops::Mover::ArmouredCar;
        case model::UnitKind::Tank: return ops::Mover::Tank;
    }
    return ops::Mover::Infantry;
}

ops::Depot depotOf(const model::Side& side, const model::Depot& depot) {
    return {orelSide(side),
            depot.kind == model::DepotKind::Railroad ? ops::DepotType::Railroad
                                                     : ops::DepotType::Convoy,
            depot.hex.value_or(model::Hex{}), depot.munitions, depot.unsupplied};
}

ops::Units unitsOnMap(const model::Campaign& campaign) {
    ops::Units units;
    for (const auto& side : campaign.sides) {
        const ops::Side player = orelSide(side);
        for (const model::Unit* unit : side.units()) {
            if (!unit->inPlay() || !unit->hex || unit->offMap) continue;
            units.push_back({unit->code, player, moverOf(unit->kind), *unit->hex,
                             unit->stepsRemaining(), unit->mode == model::UnitMode::Routed,
                             false});
        }
    }
    return units;
}

bool atLastPhase(const model::Campaign& campaign) {
    return ops::nextPosition(positionOf(campaign)).date > campaign.lastDay();
}

std::optional<ops::Side> occupierOf(const model::Campaign& campaign, model::Hex hex) {
    for (const auto& unit : unitsOnMap(campaign)) {
        if (unit.hex == hex) return unit.side;
    }
    return std::nullopt;
}

bool holdsOrel(const model::Campaign& campaign, const model::Side& side) {
    return std::any_of(campaign.locations.begin(), campaign.locations.end(),
                       [&](const model::Location& location) {
                           return location.name == "Orël" && location.controllerSideId == side.id;
                       });
}

}  // namespace tachanka::core
