#include "app/core/campaign/campaign_victory.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

namespace ops = rules::orel::operations;

// 10.2 counts lost combat units: infantry and cavalry, eliminated or captured.
int combatUnitsLost(const model::Side& side) {
    int lost = 0;
    for (const model::Unit* unit : side.units()) {
        const bool combat =
            unit->kind == model::UnitKind::Infantry || unit->kind == model::UnitKind::Cavalry;
        if (combat && unit->lost()) ++lost;
    }
    return lost;
}

}  // namespace

VictoryStatus victoryStatus(const std::filesystem::path& file) {
    return readCampaignFile(file, [](SQLite::Database&, const model::Campaign& campaign) {
        return victoryStatus(campaign);
    });
}

VictoryStatus victoryStatus(const model::Campaign& campaign) {
    model::Scenario scenario;
    try {
        scenario = loadScenarioById(campaign.scenarioId);
    } catch (const UserError& error) {
        throw UserError("cannot assess victory: the campaign's scenario '" +
                        campaign.scenarioId + "' cannot be loaded (" + error.what() + ")");
    }
    return asUserErrors([&] {
        VictoryStatus status;
        ops::VictorySituation situation;
        // 10.2 "if at the end of the game it is occupied by a friendly unit": who holds a
        // location is read off the units standing in it, not off the last side that took it.
        for (const auto& location : campaign.locations) {
            LocationHolder holder{location.name, std::nullopt};
            if (const auto occupier = occupierOf(campaign, location.hex)) {
                holder.side = sidePlaying(campaign, *occupier).name;
                situation.occupied[location.name] = *occupier;
            }
            status.locations.push_back(holder);
        }
        for (const auto& side : campaign.sides) {
            situation.combatUnitsLost[orelSide(side)] = combatUnitsLost(side);
        }
        // Both railroad facts need the map, the units' zones of control and the depots'
        // ranges; a query of the store alone cannot read them.
        situation.doubleTrackClearOfRedInfantry = false;
        situation.redInfantryOnDoubleTrackSouthOfWhites = false;
        status.assumptions = {
            "each unit in a victory location is taken to trace a path free of enemy ZoC to a "
            "friendly board edge (needs the map)",
            "the double-tracked railroad is taken as not clear of Red infantry ZoC (needs the "
            "map)",
            "no Red infantry is taken to hold a double-track station south of the Whites "
            "(needs the map)"};
        const auto result = ops::assessVictory(scenario.victory, situation);
        for (const auto& side : campaign.sides) {
            const auto player = orelSide(side);
            const auto shift = result.shift.find(player);
            status.sides.push_back({side.name, result.earned.at(player).name,
                                    situation.combatUnitsLost.at(player),
                                    shift == result.shift.end() ? 0 : shift->second,
                                    result.level.at(player).name});
            if (result.winner == player) status.winner = side.name;
        }
        status.explanation = result.explanation;
        status.lastDay = campaign.lastDay().iso();
        status.over = atLastPhase(campaign);
        return status;
    });
}

}  // namespace tachanka::core
