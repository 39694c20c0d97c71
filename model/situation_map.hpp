#pragma once
// What the campaign's map shows at a moment of play: the grid, the terrain and hexside lines
// painted so far, the named places, and every stack, depot, reinforcement to come and battle
// of the day. The desktop page and the printed situation map both draw this one picture.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/hex.hpp"
#include "model/named_enum.hpp"
#include "model/scenario.hpp"
#include "model/unit_kind.hpp"
#include "model/unit_status.hpp"

namespace tachanka::model {

struct MapGrid {
    int firstColumn = 1;
    int lastColumn = 32;
    int firstRow = 1;
    int lastRow = 20;
    bool contains(Hex hex) const;
};

// Terrain names are the Terrain Effects Table's (clear, town, orel, forest).
struct PaintedHex {
    Hex hex;
    std::string terrain;
};

// A railroad station (3.1, 4.3.2), on the double-tracked Orël-Ponyri line or not.
enum class Station { None, Station, DoubleTrack };
inline constexpr std::array<EnumName<Station>, 3> stationNames{{
    {Station::None, "none"},
    {Station::Station, "station"},
    {Station::DoubleTrack, "double-track"},
}};

enum class HexsideFeature { Road, Railroad, River };
inline constexpr std::array<EnumName<HexsideFeature>, 3> hexsideFeatureNames{{
    {HexsideFeature::Road, "road"},
    {HexsideFeature::Railroad, "railroad"},
    {HexsideFeature::River, "river"},
}};

struct PaintedHexside {
    Hex a;  // the lower-numbered hex of the two
    Hex b;
    HexsideFeature feature = HexsideFeature::Road;
};

struct MapPlace {
    std::string name;
    Hex hex;
    bool victory = false;
    bool station = false;
    std::optional<std::size_t> holder;  // index into SituationMap::sides; victory places only
};

struct MapCounter {
    std::int64_t unitId = 0;
    std::string code;
    UnitKind kind = UnitKind::Infantry;
    int steps = 0;
    int stepsMax = 0;
    UnitMode mode = UnitMode::Combat;
    bool unsupplied = false;
    bool outOfCommand = false;
    bool townCentre = false;
};

// The units of one side in one hex, in the order the campaign lists them.
struct MapStack {
    Hex hex;
    std::size_t side = 0;  // index into SituationMap::sides
    std::vector<MapCounter> counters;
};

struct MapDepot {
    std::int64_t depotId = 0;
    std::size_t side = 0;
    Hex hex;
    DepotKind kind = DepotKind::Convoy;
    int munitions = 0;
    bool functional = true;
    int supplyRange = 0;  // MP (3, 8.2.2)
};

// Units and depots still to come, at the hexes they may enter by.
struct MapArrival {
    std::size_t side = 0;
    std::string what;  // unit codes or "railroad depot (5m)"
    std::vector<Hex> entryHexes;
    std::string date;  // ISO
};

struct MapBattle {
    std::int64_t battleId = 0;
    Hex hex;
    std::string state;  // planned, resolved, applied
};

struct SituationMap {
    std::string campaignName;
    std::string turnLine;  // "15 October 1919 · Whites turn · …"
    MapGrid grid;
    std::vector<std::string> sides;  // names, in the campaign's order (side colours follow it)
    bool terrainProvisional = true;  // nothing painted: the shipped layer is empty
    std::vector<PaintedHex> terrain;
    std::vector<PaintedHexside> hexsides;
    std::vector<std::pair<Hex, Station>> stations;  // the hexes with one
    std::vector<MapPlace> places;
    std::vector<MapStack> stacks;
    std::vector<MapDepot> depots;
    std::vector<MapArrival> arrivals;
    std::vector<MapBattle> battles;  // today's

    const MapStack* stackAt(Hex hex) const;  // the first stack there, if any
};

}  // namespace tachanka::model
