#include "rules/orel/operations/map.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::orel::operations {

Hexside Hexside::between(model::Hex one, model::Hex other) {
    if (!model::adjacent(one, other)) {
        throw std::invalid_argument("hexes " + one.label() + " and " + other.label() +
                                    " are not adjacent, so share no hexside");
    }
    return one < other ? Hexside{one, other} : Hexside{other, one};
}

Terrain OrelMap::terrainAt(model::Hex hex) const {
    const auto found = terrain.find(hex);
    return found == terrain.end() ? Terrain::Clear : found->second;
}

bool OrelMap::hasRailroad(model::Hex hex) const { return !railroadNeighbours(hex).empty(); }

std::vector<model::Hex> OrelMap::neighboursOnMap(model::Hex hex) const {
    std::vector<model::Hex> around;
    for (const model::Hex next : model::neighbours(hex)) {
        if (extent.contains(next)) around.push_back(next);
    }
    return around;
}

std::vector<model::Hex> OrelMap::railroadNeighbours(model::Hex hex) const {
    std::vector<model::Hex> along;
    for (const model::Hex next : neighboursOnMap(hex)) {
        if (railroads.contains(Hexside::between(hex, next))) along.push_back(next);
    }
    return along;
}

bool OrelMap::isFriendlyEdge(model::Hex hex, Side side) const {
    if (side == Side::Whites) return hex.row == extent.lastRow;
    return hex.row == extent.firstRow || hex.column == extent.firstColumn;
}

bool OrelMap::isEnemyEntryZone(model::Hex hex, Side side) const {
    const auto zone = entryZones.find(opponent(side));
    return zone != entryZones.end() && zone->second.contains(hex);
}

std::optional<int> enterCost(const TerrainEffects& table, Mover mover, const HexEntry& entry) {
    if (mover == Mover::ArmouredTrain || mover == Mover::RailroadDepot) {
        return entry.railroad ? std::optional<int>{0} : std::nullopt;
    }
    if (entry.road) return table.road.at(mover);
    const Terrain terrain =
        entry.railroad && entry.terrain == Terrain::Forest ? Terrain::Clear : entry.terrain;
    const std::optional<int> cost = table.terrain.at(terrain).at(mover);
    if (!cost || !entry.river) return cost;
    const std::optional<int> river = table.riverExtra.at(mover);
    if (!river) return std::nullopt;
    return *cost + *river;
}

std::optional<int> enterCost(const TerrainEffects& table, const OrelMap& map, Mover mover,
                             model::Hex from, model::Hex to) {
    const Hexside side = Hexside::between(from, to);
    return enterCost(table, mover,
                     {map.terrainAt(to), map.roads.contains(side), map.railroads.contains(side),
                      map.rivers.contains(side)});
}

bool attackAcrossRiver(const OrelMap& map, model::Hex target,
                       const std::vector<model::Hex>& attackingHexes) {
    return !attackingHexes.empty() &&
           std::all_of(attackingHexes.begin(), attackingHexes.end(), [&](model::Hex from) {
               return model::adjacent(from, target) &&
                      map.rivers.contains(Hexside::between(from, target));
           });
}

}  // namespace tachanka::rules::orel::operations
