#include "db/map_records.hpp"

#include <stdexcept>
#include <string>

namespace tachanka::db {
namespace {

model::HexsideFeature featureOf(std::int64_t id, const std::string& text) {
    if (const auto feature = model::valueNamed(model::hexsideFeatureNames, text)) return *feature;
    throw std::runtime_error("map hexside " + std::to_string(id) + " has an unknown feature '" +
                             text + "'");
}

}  // namespace

MapRows loadMapRows(SQLite::Database& database) {
    MapRows rows;
    SQLite::Statement hexes(database, "SELECT id, hex, terrain FROM map_hex ORDER BY id");
    while (hexes.executeStep()) {
        rows.hexes.push_back({hexes.getColumn(0).getInt64(),
                              {model::Hex::parse(hexes.getColumn(1).getString()),
                               hexes.getColumn(2).getString()}});
    }
    SQLite::Statement sides(database,
                            "SELECT id, hex, other_hex, feature, drawn FROM map_hexside ORDER BY id");
    while (sides.executeStep()) {
        const auto id = sides.getColumn(0).getInt64();
        rows.hexsides.push_back({id,
                                 {model::Hex::parse(sides.getColumn(1).getString()),
                                  model::Hex::parse(sides.getColumn(2).getString()),
                                  featureOf(id, sides.getColumn(3).getString())},
                                 sides.getColumn(4).getInt() != 0});
    }
    return rows;
}

Row mapHexRow(const model::PaintedHex& painted) {
    return {{Column::Hex, Value(painted.hex.label())}, {Column::Terrain, Value(painted.terrain)}};
}

Row mapHexsideRow(const model::PaintedHexside& painted) {
    return {{Column::Hex, Value(painted.a.label())},
            {Column::OtherHex, Value(painted.b.label())},
            {Column::Feature,
             Value(std::string(model::nameOf(model::hexsideFeatureNames, painted.feature)))},
            {Column::Drawn, Value(std::int64_t{1})}};
}

}  // namespace tachanka::db
