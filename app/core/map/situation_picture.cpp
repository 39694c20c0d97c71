// situationMap: the campaign's state gathered into the one picture every map drawing uses.
#include <algorithm>
#include <map>
#include <tuple>

#include "app/core/common/user_error.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "db/battle_records.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

std::size_t sideIndex(const model::Campaign& campaign, std::int64_t sideId) {
    for (std::size_t i = 0; i < campaign.sides.size(); ++i) {
        if (campaign.sides[i].id == sideId) return i;
    }
    return 0;
}

void addPlaces(model::SituationMap& picture, const model::Campaign& campaign,
               const ops::MapFile& map) {
    for (const auto& place : map.places) {
        picture.places.push_back({place.name, place.hex, false, map.map.stations.contains(place.hex),
                                  std::nullopt});
    }
    for (const auto& location : campaign.locations) {
        auto found = std::find_if(picture.places.begin(), picture.places.end(),
                                  [&](const model::MapPlace& p) { return p.hex == location.hex; });
        if (found == picture.places.end()) {
            picture.places.push_back({location.name, location.hex, false, false, std::nullopt});
            found = std::prev(picture.places.end());
        }
        found->victory = true;
        if (location.controllerSideId) {
            found->holder = sideIndex(campaign, *location.controllerSideId);
        }
    }
}

void addUnits(model::SituationMap& picture, const model::Campaign& campaign) {
    std::map<std::tuple<std::size_t, std::string, std::vector<model::Hex>>, std::size_t> arrivals;
    for (std::size_t s = 0; s < campaign.sides.size(); ++s) {
        for (const model::Unit* unit : campaign.sides[s].units()) {
            if (unit->fate == model::UnitFate::Pending && unit->arrival) {
                const auto key = std::make_tuple(s, unit->arrival->date.iso(),
                                                 unit->arrival->entryHexes);
                auto [at, added] = arrivals.try_emplace(key, picture.arrivals.size());
                if (added) {
                    picture.arrivals.push_back(
                        {s, unit->code, unit->arrival->entryHexes, unit->arrival->date.iso()});
                } else {
                    picture.arrivals[at->second].what += ", " + unit->code;
                }
                continue;
            }
            if (!unit->inPlay() || unit->offMap || !unit->hex) continue;
            model::MapStack* stack = nullptr;
            for (auto& existing : picture.stacks) {
                if (existing.hex == *unit->hex && existing.side == s) stack = &existing;
            }
            if (stack == nullptr) stack = &picture.stacks.emplace_back(model::MapStack{*unit->hex, s, {}});
            stack->counters.push_back({unit->id, unit->code, unit->kind, unit->stepsRemaining(),
                                       unit->stepsMax, unit->mode, unit->unsupplied,
                                       unit->outOfCommand, unit->townCentre});
        }
    }
}

void addDepots(model::SituationMap& picture, const model::Campaign& campaign, int range) {
    for (std::size_t s = 0; s < campaign.sides.size(); ++s) {
        for (const auto& depot : campaign.sides[s].depots) {
            const std::string what = std::string(model::depotKindName(depot.kind)) + " depot (" +
                                     std::to_string(depot.munitions) + "m)";
            if (depot.fate == model::UnitFate::Pending && depot.arrival) {
                picture.arrivals.push_back(
                    {s, what, depot.arrival->entryHexes, depot.arrival->date.iso()});
                continue;
            }
            if (depot.fate != model::UnitFate::Active || !depot.hex) continue;
            picture.depots.push_back({depot.id, s, *depot.hex, depot.kind, depot.munitions,
                                      depot.functional, range});
        }
    }
}

}  // namespace

model::SituationMap situationMap(const std::filesystem::path& campaignFile) {
    const auto tables = loadOrelOperationsTables().tables;
    return asUserErrors([&] {
        auto file = db::CampaignFile::openForReading(campaignFile);
        auto& database = file.database();
        const auto kept = db::campaignAsItStands(file);
        const auto& campaign = *kept;
        const auto layer = campaignMapLayer(database);
        model::SituationMap picture;
        picture.campaignName = campaign.name;
        picture.turnLine = campaign.turnLine();
        picture.grid = {tables.map.firstColumn, tables.map.lastColumn, tables.map.firstRow,
                        tables.map.lastRow};
        for (const auto& side : campaign.sides) picture.sides.push_back(side.name);
        picture.terrainProvisional = !layer.terrainKnown;
        for (const auto& [hex, terrain] : layer.map.map.terrain) {
            picture.terrain.push_back({hex, std::string(ops::terrainName(terrain))});
        }
        const std::pair<model::HexsideFeature, const std::set<ops::Hexside>*> lines[] = {
            {model::HexsideFeature::Road, &layer.map.map.roads},
            {model::HexsideFeature::Railroad, &layer.map.map.railroads},
            {model::HexsideFeature::River, &layer.map.map.rivers}};
        for (const auto& [feature, sides] : lines) {
            for (const auto& side : *sides) picture.hexsides.push_back({side.a, side.b, feature});
        }
        for (const auto hex : layer.map.map.stations) {
            picture.stations.emplace_back(hex, stationAt(layer.map.map, hex));
        }
        addPlaces(picture, campaign, layer.map);
        addUnits(picture, campaign);
        addDepots(picture, campaign, tables.supply.supplyRange);
        for (const auto& battle : db::loadBattles(database, campaign.date.iso())) {
            if (battle.state == model::BattleState::Voided) continue;
            picture.battles.push_back(
                {battle.id, battle.hex, std::string(model::nameOf(model::battleStateNames,
                                                                  battle.state))});
        }
        return picture;
    });
}

}  // namespace tachanka::core
