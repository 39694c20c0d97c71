#include "app/core/map/map_situation.hpp"

#include <set>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/map_layer.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

bool isCombatUnit(model::UnitKind kind) {
    return kind == model::UnitKind::Infantry || kind == model::UnitKind::Cavalry;
}

bool commandsItself(model::FormationKind kind) {
    return kind == model::FormationKind::Infantry || kind == model::FormationKind::Cavalry;
}

// The infantry and cavalry formations at or under formation `id` (5.2.1, 5.2.2): only they
// have a main body; a division, army or group commands through them.
void combatFormationsUnder(const model::Side& side, std::int64_t id,
                           std::vector<std::string>& names) {
    for (const auto& formation : side.formations) {
        if (formation.id == id && commandsItself(formation.kind)) names.push_back(formation.name);
        if (formation.parentId == id) combatFormationsUnder(side, formation.id, names);
    }
}

// 5.2 b: the main body the last command phase traced. A campaign from before Tachanka kept it
// (schema version 17) has none recorded: its units on the map not marked out of command are
// the nearest the file tells of it, and settle the ties they settle.
std::set<std::string> lastMainBody(const model::Formation& formation) {
    if (!formation.mainBody.empty()) return formation.mainBody;
    std::set<std::string> inCommand;
    for (const auto& unit : formation.units) {
        if (unit.inPlay() && unit.hex && !unit.offMap && !unit.outOfCommand && !unit.battalion) {
            inCommand.insert(unit.code);
        }
    }
    return inCommand;
}

}  // namespace

void addCommand(ops::Situation& situation, const model::Campaign& campaign) {
    for (const auto& side : campaign.sides) {
        const ops::Side player = orelSide(side);
        std::vector<std::string> everyFormation;  // 5.1: "Recruit battalions can be commanded
        for (const auto& formation : side.formations) {  // by any formation"
            if (commandsItself(formation.kind)) everyFormation.push_back(formation.name);
        }
        for (const auto& formation : side.formations) {
            // 5.1: "a Division's independent units may be commanded by any formation of that
            // Division" (and the Lettone cavalry and artillery by any Lettone brigade): a
            // unit standing directly under a division, army or group answers to every
            // infantry and cavalry formation beneath it.
            std::vector<std::string> commanders;
            combatFormationsUnder(side, formation.id, commanders);
            bool holdsUnitsOnMap = false;
            for (const auto& unit : formation.units) {
                if (!unit.inPlay() || !unit.hex || unit.offMap) continue;
                holdsUnitsOnMap = true;
                situation.membership.push_back(
                    {unit.code, unit.battalion ? everyFormation : commanders,
                     unit.arrival && unit.arrival->date == campaign.date,
                     unit.battalion || !commandsItself(formation.kind)});
            }
            if (!holdsUnitsOnMap || !commandsItself(formation.kind)) continue;
            situation.formations.push_back(
                {formation.name, player,
                 formation.kind == model::FormationKind::Cavalry ? ops::FormationKind::Cavalry
                                                                 : ops::FormationKind::Infantry,
                 formation.mainBodies, lastMainBody(formation)});
        }
    }
}

namespace {

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
        campaign = *db::campaignAsItStands(file);
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
