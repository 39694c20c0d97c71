#pragma once
// The lines the rules trace across the map: supply lines counted in MP (8.2.2, 3.2),
// railroad links to a friendly edge (3.1, 3.2, 8.2.1), ZoC-free paths to a friendly edge
// (victory) and lines of command (5.2).

#include <functional>
#include <optional>
#include <vector>

#include "rules/orel/operations/map.hpp"
#include "rules/orel/operations/zoc.hpp"

namespace tachanka::rules::orel::operations {

struct Trace {
    int cost = 0;                   // MP spent, or hexes stepped
    std::vector<model::Hex> hexes;  // from the start to the goal, both included
};

using StepCost = std::function<std::optional<int>(model::Hex from, model::Hex to)>;
using Around = std::function<std::vector<model::Hex>(model::Hex)>;

// Dijkstra over the hexes `around` gives, with `cost` of each step (none: may not enter), to
// the nearest hex meeting `goal` within `limit`.
std::optional<Trace> cheapestTrace(model::Hex from, const std::function<bool(model::Hex)>& goal,
                                   const Around& around, const StepCost& cost,
                                   std::optional<int> limit);

// The cheapest trace in MP for `mover` of `side` from `from` to a hex meeting `goal`, within
// `limit` MP. A supply line may not enter enemy-occupied hexes nor enemy ZoC, unless a
// friendly unit stands there; it pays no ZoC costs (8.2.2).
std::optional<Trace> supplyLine(const TerrainEffects& table, const OrelMap& map,
                                const Stacks& units, Side side, Mover mover, model::Hex from,
                                const std::function<bool(model::Hex)>& goal, int limit);

// Along railroad hexsides only, through hexes free of enemy units and of enemy ZoC (unless a
// friendly unit negates it), to a hex meeting `goal`; any length.
std::optional<Trace> railroadLink(const OrelMap& map, const Stacks& units, Side side,
                                  model::Hex from, const std::function<bool(model::Hex)>& goal);

// Victory (10.2): a path of any length, free of enemy ZoC and enemy units, from `from` to a
// friendly board edge. The hex the path leaves from is not itself checked.
std::optional<Trace> zocFreePathToFriendlyEdge(const OrelMap& map, const Stacks& units, Side side,
                                               model::Hex from);

// Lines of command (5.2 note a): the fewest hexes from one hex to another, not through
// enemy units (enemy ZoC do not interrupt them), within `limit` hexes.
std::optional<int> commandDistance(const OrelMap& map, const Stacks& units, Side side,
                                   model::Hex from, model::Hex to, int limit);

}  // namespace tachanka::rules::orel::operations
