#include "db/map_records.hpp"

#include <stdexcept>
#include <string>

#include "db/campaign_file.hpp"
#include "db/sql_values.hpp"

namespace tachanka::db {
namespace {

model::HexsideFeature featureOf(std::int64_t id, const std::string& text) {
    if (const auto feature = model::valueNamed(model::hexsideFeatureNames, text)) return *feature;
    throw StoreError("the campaign's map_hexside row " + std::to_string(id) +
                             ": unknown feature '" + text + "'");
}

// A damaged row is named, table and id, so the user knows where to look.
model::Hex hexOf(const char* table, std::int64_t id, const std::string& text) {
    try {
        return model::Hex::parse(text);
    } catch (const std::invalid_argument& error) {
        throw StoreError(std::string("the campaign's ") + table + " row " +
                                 std::to_string(id) + ": " + error.what());
    }
}

}  // namespace

MapRows loadMapRows(SQLite::Database& database) {
    MapRows rows;
    SQLite::Statement hexes(database,
                            "SELECT id, hex, terrain, station FROM map_hex ORDER BY id");
    while (hexes.executeStep()) {
        const auto id = hexes.getColumn(0).getInt64();
        MapHexRow row{id,
                      {hexOf("map_hex", id, hexes.getColumn(1).getString()),
                       hexes.getColumn(2).getString()},
                      std::nullopt};
        if (!hexes.getColumn(3).isNull()) {
            const auto text = hexes.getColumn(3).getString();
            row.station = model::valueNamed(model::stationNames, text);
            if (!row.station) {
                throw StoreError("the campaign's map_hex row " + std::to_string(row.id) +
                                         ": unknown station '" + text + "'");
            }
        }
        rows.hexes.push_back(std::move(row));
    }
    SQLite::Statement sides(database,
                            "SELECT id, hex, other_hex, feature, drawn FROM map_hexside ORDER BY id");
    while (sides.executeStep()) {
        const auto id = sides.getColumn(0).getInt64();
        rows.hexsides.push_back({id,
                                 {hexOf("map_hexside", id, sides.getColumn(1).getString()),
                                  hexOf("map_hexside", id, sides.getColumn(2).getString()),
                                  featureOf(id, sides.getColumn(3).getString())},
                                 storedFlag(sides.getColumn(4), Column::Drawn,
                                            "map hexside " + std::to_string(id))});
    }
    return rows;
}

Row mapHexRow(const model::PaintedHex& painted, std::optional<model::Station> station) {
    return {{Column::Hex, Value(painted.hex.label())},
            {Column::Terrain, Value(painted.terrain)},
            {Column::Station, station ? stationValue(*station) : nullValue()}};
}

Value stationValue(model::Station station) {
    return Value(std::string(model::nameOf(model::stationNames, station)));
}

Row mapHexsideRow(const model::PaintedHexside& painted) {
    return {{Column::Hex, Value(painted.a.label())},
            {Column::OtherHex, Value(painted.b.label())},
            {Column::Feature,
             Value(std::string(model::nameOf(model::hexsideFeatureNames, painted.feature)))},
            {Column::Drawn, Value(std::int64_t{1})}};
}

}  // namespace tachanka::db
