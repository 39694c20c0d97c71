#include "app/core/map/map_situation.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/map_layer.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

bool isCombatUnit(model::UnitKind kind) {
    return kind == model::UnitKind::Infantry || kind == model::UnitKind::Cavalry;
}

// The formations that hold units are the ones 5.2 traces command for; a cavalry formation's
// main body counts in its own distances (5.2.2).
void addCommand(ops::Situation& situation, const model::Campaign& campaign) {
    for (const auto& side : campaign.sides) {
        const ops::Side player = orelSide(side);
        for (const auto& formation : side.formations) {
            bool holdsUnitsOnMap = false;
            for (const auto& unit : formation.units) {
                if (!unit.inPlay() || !unit.hex || unit.offMap) continue;
                holdsUnitsOnMap = true;
                situation.membership.push_back(
                    {unit.code, {formation.name},
                     unit.arrival && unit.arrival->date == campaign.date});
            }
            if (!holdsUnitsOnMap) continue;
            situation.formations.push_back(
                {formation.name, player,
                 formation.kind == model::FormationKind::Cavalry ? ops::FormationKind::Cavalry
                                                                 : ops::FormationKind::Infantry,
                 formation.mainBodies, {}});
        }
    }
}

// Returns the campaign's id of each depot added, in order.
std::vector<std::int64_t> addDepots(ops::Situation& situation, const model::Campaign& campaign) {
    std::vector<std::int64_t> ids;
    for (const auto& side : campaign.sides) {
        for (const auto& depot : side.depots) {
            if (depot.fate != model::UnitFate::Active || !depot.hex) continue;
            ids.push_back(depot.id);
            situation.depots.push_back(depotOf(side, depot));
        }
    }
    return ids;
}

}  // namespace

CampaignSituation campaignSituation(const std::filesystem::path& campaignFile,
                                    const std::set<std::string>& ownerChoices) {
    ops::Situation situation;
    model::Campaign campaign;
    bool terrainKnown = false;
    asUserErrors([&] {
        auto file = db::CampaignFile::openForReading(campaignFile);
        campaign = db::loadCampaign(file.database());
        auto layer = campaignMapLayer(file.database());
        situation.map = std::move(layer.map.map);
        terrainKnown = layer.terrainKnown;
    });
    situation.date = campaign.date;
    situation.units = unitsOnMap(campaign);
    addCommand(situation, campaign);
    auto depotIds = addDepots(situation, campaign);
    for (const auto& side : campaign.sides) {
        int lost = 0;
        for (const auto* unit : side.units()) lost += unit->lost() && isCombatUnit(unit->kind);
        situation.combatUnitsLost[orelSide(side)] = lost;
    }
    return {situationReport(std::move(situation), ownerChoices, campaign.scenarioId), terrainKnown,
            std::move(depotIds)};
}

}  // namespace tachanka::core
