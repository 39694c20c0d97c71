#include "rules/orel/operations/paths.hpp"

#include <algorithm>
#include <map>
#include <queue>

namespace tachanka::rules::orel::operations {
std::optional<Trace> cheapestTrace(model::Hex from, const std::function<bool(model::Hex)>& goal,
                              const Around& around, const StepCost& cost,
                              std::optional<int> limit) {
    std::map<model::Hex, int> best{{from, 0}};
    std::map<model::Hex, model::Hex> cameFrom;
    using Entry = std::pair<int, model::Hex>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    open.push({0, from});
    while (!open.empty()) {
        const auto [spent, hex] = open.top();
        open.pop();
        if (spent > best[hex]) continue;
        if (goal(hex)) {
            Trace trace{spent, {hex}};
            for (model::Hex at = hex; at != from;) {
                at = cameFrom.at(at);
                trace.hexes.push_back(at);
            }
            std::reverse(trace.hexes.begin(), trace.hexes.end());
            return trace;
        }
        for (const model::Hex next : around(hex)) {
            const std::optional<int> step = cost(hex, next);
            if (!step) continue;
            const int total = spent + *step;
            if (limit && total > *limit) continue;
            const auto known = best.find(next);
            if (known != best.end() && known->second <= total) continue;
            best[next] = total;
            cameFrom[next] = hex;
            open.push({total, next});
        }
    }
    return std::nullopt;
}

std::optional<Trace> supplyLine(const TerrainEffects& table, const OrelMap& map,
                                const Stacks& units, Side side, Mover mover, model::Hex from,
                                const std::function<bool(model::Hex)>& goal, int limit) {
    return cheapestTrace(
        from, goal, [&](model::Hex hex) { return map.neighboursOnMap(hex); },
        [&](model::Hex at, model::Hex next) -> std::optional<int> {
            if (occupiedByEnemy(units, next, side) ||
                blockedByEnemyZoc(units, next, side, Negation::SupplyAndRetreat)) {
                return std::nullopt;
            }
            return enterCost(table, map, mover, at, next);
        },
        limit);
}

std::optional<Trace> railroadLink(const OrelMap& map, const Stacks& units, Side side,
                                  model::Hex from, const std::function<bool(model::Hex)>& goal) {
    return cheapestTrace(
        from, goal, [&](model::Hex hex) { return map.railroadNeighbours(hex); },
        [&](model::Hex, model::Hex next) -> std::optional<int> {
            if (occupiedByEnemy(units, next, side) ||
                blockedByEnemyZoc(units, next, side, Negation::SupplyAndRetreat)) {
                return std::nullopt;
            }
            return 1;
        },
        std::nullopt);
}

std::optional<Trace> zocFreePathToFriendlyEdge(const OrelMap& map, const Stacks& units, Side side,
                                               model::Hex from) {
    return cheapestTrace(
        from, [&](model::Hex hex) { return map.isFriendlyEdge(hex, side); },
        [&](model::Hex hex) { return map.neighboursOnMap(hex); },
        [&](model::Hex, model::Hex next) -> std::optional<int> {
            if (occupiedByEnemy(units, next, side) || inEnemyZoc(units, next, side)) {
                return std::nullopt;
            }
            return 1;
        },
        std::nullopt);
}

std::optional<int> commandDistance(const OrelMap& map, const Stacks& units, Side side,
                                   model::Hex from, model::Hex to, int limit) {
    const auto trace = cheapestTrace(
        from, [&](model::Hex hex) { return hex == to; },
        [&](model::Hex hex) { return map.neighboursOnMap(hex); },
        [&](model::Hex, model::Hex next) -> std::optional<int> {
            if (next != to && occupiedByEnemy(units, next, side)) return std::nullopt;
            return 1;
        },
        limit);
    if (!trace) return std::nullopt;
    return trace->cost;
}

}  // namespace tachanka::rules::orel::operations
