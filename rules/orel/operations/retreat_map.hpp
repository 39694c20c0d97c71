#pragma once
// What the map says of the hexes a retreat may enter (8.5.1): the kind of enemy ZoC cast into
// a hex, and whether a hex lies towards one of the side's friendly edges. The priorities
// themselves are rules/orel/combat/retreat_priorities.

#include <vector>

#include "model/hex.hpp"
#include "model/scenario.hpp"
#include "rules/orel/combat/retreat_priorities.hpp"
#include "rules/orel/operations/operations_tables.hpp"
#include "rules/orel/operations/zoc.hpp"

namespace tachanka::rules::orel::operations {

// The ZoC the enemies of `side` cast into `hex`: cavalry's only when no enemy stack casting
// one there holds infantry or artillery.
EnemyZoc enemyZocInto(const Stacks& units, model::Hex hex, Side side);

// e) "towards a friendly edge": `to` is nearer one of `friendlyEdges` than `from` is.
bool towardFriendlyEdge(const MapExtent& map, const std::vector<model::BoardEdge>& friendlyEdges,
                        model::Hex from, model::Hex to);

}  // namespace tachanka::rules::orel::operations
