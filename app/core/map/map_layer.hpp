#pragma once
// The map the rules read for a campaign: the shipped Orel 1919 map (templates/maps, a user's
// copy first) with the club's painted layer laid over it.

#include <SQLiteCpp/Database.h>

#include "db/map_records.hpp"
#include "rules/orel/operations/map_file.hpp"

namespace tachanka::core {

namespace ops = rules::orel::operations;

// templates/maps/orel-1919.xml over the operations tables' extent; a UserError naming
// file:line when it is malformed.
ops::MapFile shippedMap();

struct CampaignMapLayer {
    ops::MapFile map;          // the shipped places and features with the painted ones applied
    db::MapRows painted;       // the campaign's own rows
    bool terrainKnown = false; // the club has painted something: the rules may trust the map
};
CampaignMapLayer campaignMapLayer(SQLite::Database& database);

// The road, railroad or river hexsides of `map` (const or not).
template <typename Map>
auto& linesOf(Map& map, model::HexsideFeature feature) {
    switch (feature) {
        case model::HexsideFeature::Railroad: return map.railroads;
        case model::HexsideFeature::River: return map.rivers;
        case model::HexsideFeature::Road: break;
    }
    return map.roads;
}

// What the map has at `hex`: no station, a station, or one of the double-tracked line.
model::Station stationAt(const ops::OrelMap& map, model::Hex hex);

}  // namespace tachanka::core
