#include "rules/orel/operations/zoc.hpp"

#include <algorithm>

namespace tachanka::rules::orel::operations {
namespace {

const Units noUnits;

model::Hex hexOf(model::Hex hex) { return hex; }
model::Hex hexOf(const MapUnit* unit) { return unit->hex; }

bool hasZoc(const MapUnit& unit) {
    return !isVehicle(unit.mover) && !isDepot(unit.mover) && !unit.routed;
}

}  // namespace

Stacks::Stacks(const Units& units) : units_(&units) {
    byHex_.reserve(units.size());
    for (const auto& unit : units) byHex_.push_back(&unit);
    std::stable_sort(byHex_.begin(), byHex_.end(),
                     [](const MapUnit* a, const MapUnit* b) { return a->hex < b->hex; });
}

Stacks::Stacks() : Stacks(noUnits) {}

std::span<const MapUnit* const> Stacks::in(model::Hex hex) const {
    const auto [first, last] =
        std::equal_range(byHex_.begin(), byHex_.end(), hex,
                         [](const auto& a, const auto& b) { return hexOf(a) < hexOf(b); });
    return {first, last};
}

bool exertsZoc(const Stacks& units, model::Hex hex, Side side) {
    int steps = 0;
    for (const MapUnit* unit : units.in(hex)) {
        if (unit->side == side && hasZoc(*unit)) steps += unit->steps;
    }
    return steps >= 2;
}

bool inEnemyZoc(const Stacks& units, model::Hex hex, Side side) {
    const Side enemy = opponent(side);
    if (exertsZoc(units, hex, enemy)) return true;
    const auto around = model::neighbours(hex);
    return std::any_of(around.begin(), around.end(),
                       [&](model::Hex next) { return exertsZoc(units, next, enemy); });
}

bool negatesEnemyZoc(const Stacks& units, model::Hex hex, Side side, Negation purpose) {
    const auto stack = units.in(hex);
    return std::any_of(stack.begin(), stack.end(), [&](const MapUnit* unit) {
        if (unit->side != side || !hasZoc(*unit)) return false;
        if (purpose == Negation::SupplyAndRetreat) return true;
        return !unit->movedThisPhase &&
               (isCombatUnit(unit->mover) || unit->mover == Mover::Artillery);
    });
}

bool blockedByEnemyZoc(const Stacks& units, model::Hex hex, Side side, Negation purpose) {
    return inEnemyZoc(units, hex, side) && !negatesEnemyZoc(units, hex, side, purpose);
}

bool occupiedByEnemy(const Stacks& units, model::Hex hex, Side side) {
    const auto stack = units.in(hex);
    return std::any_of(stack.begin(), stack.end(),
                       [&](const MapUnit* unit) { return unit->side != side; });
}

}  // namespace tachanka::rules::orel::operations
