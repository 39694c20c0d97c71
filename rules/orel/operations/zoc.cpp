#include "rules/orel/operations/zoc.hpp"

#include <algorithm>

namespace tachanka::rules::orel::operations {
namespace {

bool hasZoc(const MapUnit& unit) {
    return !isVehicle(unit.mover) && !isDepot(unit.mover) && !unit.routed;
}

}  // namespace

bool exertsZoc(const Units& units, model::Hex hex, Side side) {
    int steps = 0;
    for (const auto& unit : units) {
        if (unit.side == side && unit.hex == hex && hasZoc(unit)) steps += unit.steps;
    }
    return steps >= 2;
}

bool inEnemyZoc(const Units& units, model::Hex hex, Side side) {
    const Side enemy = opponent(side);
    if (exertsZoc(units, hex, enemy)) return true;
    const auto around = model::neighbours(hex);
    return std::any_of(around.begin(), around.end(),
                       [&](model::Hex next) { return exertsZoc(units, next, enemy); });
}

bool negatesEnemyZoc(const Units& units, model::Hex hex, Side side, Negation purpose) {
    return std::any_of(units.begin(), units.end(), [&](const MapUnit& unit) {
        if (unit.side != side || unit.hex != hex || !hasZoc(unit)) return false;
        if (purpose == Negation::SupplyAndRetreat) return true;
        return !unit.movedThisPhase && (isCombatUnit(unit.mover) || unit.mover == Mover::Artillery);
    });
}

bool blockedByEnemyZoc(const Units& units, model::Hex hex, Side side, Negation purpose) {
    return inEnemyZoc(units, hex, side) && !negatesEnemyZoc(units, hex, side, purpose);
}

bool occupiedByEnemy(const Units& units, model::Hex hex, Side side) {
    return std::any_of(units.begin(), units.end(),
                       [&](const MapUnit& unit) { return unit.side != side && unit.hex == hex; });
}

}  // namespace tachanka::rules::orel::operations
