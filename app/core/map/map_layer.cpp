#include "app/core/map/map_layer.hpp"

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"

namespace tachanka::core {

ops::MapFile shippedMap() {
    const auto extent = loadOrelOperationsTables().tables.map;
    const auto file = templateFile("maps", "orel-1919.xml");
    return asUserErrors([&] { return ops::loadMapFile(file, extent); });
}

CampaignMapLayer campaignMapLayer(SQLite::Database& database) {
    CampaignMapLayer layer{shippedMap(), db::loadMapRows(database), false};
    auto& map = layer.map.map;
    for (const auto& row : layer.painted.hexes) {
        const auto terrain = ops::terrainNamed(row.painted.terrain);
        if (!terrain) {
            throw UserError("the campaign's map paints hex " + row.painted.hex.label() +
                            " with an unknown terrain '" + row.painted.terrain + "'");
        }
        if (*terrain == ops::Terrain::Clear) {
            map.terrain.erase(row.painted.hex);
        } else {
            map.terrain[row.painted.hex] = *terrain;
        }
        if (row.station) {
            map.stations.erase(row.painted.hex);
            map.doubleTrack.erase(row.painted.hex);
            if (*row.station != model::Station::None) map.stations.insert(row.painted.hex);
            if (*row.station == model::Station::DoubleTrack) map.doubleTrack.insert(row.painted.hex);
        }
    }
    for (const auto& row : layer.painted.hexsides) {
        const auto side = ops::Hexside{row.painted.a, row.painted.b};
        auto& lines = linesOf(map, row.painted.feature);
        if (row.drawn) {
            lines.insert(side);
        } else {
            lines.erase(side);
        }
    }
    layer.terrainKnown = !layer.painted.hexes.empty() || !layer.painted.hexsides.empty();
    return layer;
}

model::Station stationAt(const ops::OrelMap& map, model::Hex hex) {
    if (map.doubleTrack.contains(hex)) return model::Station::DoubleTrack;
    return map.stations.contains(hex) ? model::Station::Station : model::Station::None;
}

}  // namespace tachanka::core
