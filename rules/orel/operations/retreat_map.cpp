#include "rules/orel/operations/retreat_map.hpp"

#include <algorithm>

namespace tachanka::rules::orel::operations {
namespace {

// How many hexes `hex` lies from `edge` of the map.
int edgeDistance(const MapExtent& map, model::Hex hex, model::BoardEdge edge) {
    switch (edge) {
        case model::BoardEdge::North: return hex.row - map.firstRow;
        case model::BoardEdge::South: return map.lastRow - hex.row;
        case model::BoardEdge::West: return hex.column - map.firstColumn;
        case model::BoardEdge::East: return map.lastColumn - hex.column;
    }
    return 0;
}

}  // namespace

EnemyZoc enemyZocInto(const Stacks& units, model::Hex hex, Side side) {
    if (!inEnemyZoc(units, hex, side)) return EnemyZoc::None;
    for (const auto around : model::neighbours(hex)) {
        for (const MapUnit* unit : units.in(around)) {
            if (unit->side == side || !exertsZoc(units, around, unit->side)) continue;
            if (unit->mover == Mover::Infantry || unit->mover == Mover::Artillery) {
                return EnemyZoc::InfantryOrArtillery;
            }
        }
    }
    return EnemyZoc::Cavalry;
}

bool towardFriendlyEdge(const MapExtent& map, const std::vector<model::BoardEdge>& friendlyEdges,
                        model::Hex from, model::Hex to) {
    return std::any_of(friendlyEdges.begin(), friendlyEdges.end(), [&](model::BoardEdge edge) {
        return edgeDistance(map, to, edge) < edgeDistance(map, from, edge);
    });
}

}  // namespace tachanka::rules::orel::operations
