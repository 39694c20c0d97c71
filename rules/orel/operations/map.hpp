#pragma once
// What the Orel 1919 map shows that the rules read: each hex's terrain, and the roads,
// railroads and rivers along hexsides. The published map is not in the text, so the caller
// describes the part it needs (an empty map is all clear terrain).

#include <map>
#include <optional>
#include <set>
#include <vector>

#include "model/hex.hpp"
#include "rules/orel/operations/operations_tables.hpp"

namespace tachanka::rules::orel::operations {

// The side between two adjacent hexes, the same whichever way it is named.
struct Hexside {
    model::Hex a;
    model::Hex b;
    static Hexside between(model::Hex one, model::Hex other);  // std::invalid_argument if apart
    auto operator<=>(const Hexside&) const = default;
};

struct OrelMap {
    MapExtent extent;
    std::map<model::Hex, Terrain> terrain;  // a hex not listed is clear
    std::set<Hexside> roads;
    std::set<Hexside> railroads;
    std::set<Hexside> rivers;
    std::set<model::Hex> stations;
    std::set<model::Hex> doubleTrack;  // hexes of the double-tracked Orël-Ponyri line (3.1)
    std::map<Side, std::set<model::Hex>> entryZones;  // 7.4: each side's reinforcement entry hexes

    Terrain terrainAt(model::Hex hex) const;
    bool hasRailroad(model::Hex hex) const;  // a railroad runs through it
    // The neighbours inside the map, and those joined to `hex` by a railroad.
    std::vector<model::Hex> neighboursOnMap(model::Hex hex) const;
    std::vector<model::Hex> railroadNeighbours(model::Hex hex) const;
    // 1.2: South for the Whites, North and West for the Reds.
    bool isFriendlyEdge(model::Hex hex, Side side) const;
    // 7.4: a hex of the other side's reinforcement entry zones.
    bool isEnemyEntryZone(model::Hex hex, Side side) const;
};

// The MP a mover spends to enter `to` from the adjacent `from` (7.1.1 and the Terrain Effects
// Table): the most difficult terrain, plus a river hexside; a road replaces both and a
// railroad turns a forest into clear. Armoured trains and railroad depots move only along
// railroads, at no cost (7.1.6). None: the move is prohibited.
std::optional<int> enterCost(const TerrainEffects& table, const OrelMap& map, Mover mover,
                             model::Hex from, model::Hex to);

// The same cost for a single hex described by its features (for look-ups at the table).
struct HexEntry {
    Terrain terrain = Terrain::Clear;
    bool road = false;
    bool railroad = false;
    bool river = false;
};
std::optional<int> enterCost(const TerrainEffects& table, Mover mover, const HexEntry& entry);

// 9: whether the defender of `target` counts the river hexside modifier. A reading the text
// leaves open: the river helps him when every attacking hex is across one (no attacker avoids
// it); none attacking, none counted.
bool attackAcrossRiver(const OrelMap& map, model::Hex target,
                       const std::vector<model::Hex>& attackingHexes);

}  // namespace tachanka::rules::orel::operations
