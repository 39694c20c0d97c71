#pragma once
// Internal to the combat engine: the cohesion checks of both sides and their results
// (8.7.1, 8.7.2, and the optional new combat rules b and c).

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {

// The defender's terrain modifier for one unit: best in-hex terrain plus the river hexside,
// or its entrenchment if better (not cumulative; negated by attacking tanks, 9.2.2).
int defenderTerrainModifier(const CombatState& state, const CombatUnit& unit, bool assault);
// "Entrenchment benefits ... only apply if all the units are entrenched" (8.8.1; the same in
// the optional cohesion rules b and for a cavalry charge, 8.7.1): every unit of the list but
// its vehicles, which never entrench (7.3) and do not deny their stack the benefit. Cavalry
// cannot entrench either, and does deny it; a lone artillery unit has it only when it is
// entrenched itself.
template <typename List>
bool allEntrenched(const List& units) {
    bool any = false;
    for (const auto* fate : units) {
        if (isVehicle(fate->unit.kind)) continue;
        if (!fate->unit.entrenched) return false;
        any = true;
    }
    return any;
}
bool sideHasActiveVehicle(const CombatState& state, CombatSide side);
bool tanksAttacking(const CombatState& state);
bool hasIntegratedArtillery(const CombatState& state, CombatSide side);

// Rolls one die per side and applies each unit's result: markers, repulses, retreats, routs.
void cohesionChecks(CombatState& state);

}  // namespace tachanka::rules::orel
