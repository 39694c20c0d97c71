#pragma once
// The map layer a campaign keeps (tables map_hex and map_hexside): read here, written through
// the Journal with the rows built here. A hex or a hexside not in the rows is unpainted.

#include <cstdint>
#include <optional>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/situation_map.hpp"

namespace tachanka::db {

struct MapHexRow {
    std::int64_t id = 0;
    model::PaintedHex painted;  // terrain "clear" once a paint was taken off
    std::optional<model::Station> station;  // none: as the shipped map has it
};

struct MapHexsideRow {
    std::int64_t id = 0;
    model::PaintedHexside painted;
    bool drawn = true;
};

struct MapRows {
    std::vector<MapHexRow> hexes;
    std::vector<MapHexsideRow> hexsides;
};

MapRows loadMapRows(SQLite::Database& database);

Row mapHexRow(const model::PaintedHex& painted, std::optional<model::Station> station);
Value stationValue(model::Station station);
Row mapHexsideRow(const model::PaintedHexside& painted);

}  // namespace tachanka::db
