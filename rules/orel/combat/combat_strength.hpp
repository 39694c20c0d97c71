#pragma once
// Internal to the combat engine: cavalry charges, support coordination and each side's
// combat strength (8.6.2, 8.7.1, 8.8.1).

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {

// 8.7.1 "Cavalry charge": whether this cavalry unit may use its charge strength now.
bool mayCharge(const CombatState& state, const UnitFate& cavalry);
bool charging(const CombatState& state, const UnitFate& unit);

// 8.6.2 (and 8.7.1 "Artillery alone"): a TQ check per support, or one die per side under
// the optional single-die rule; failed supports add half their fire strength, rounded down.
void coordinateSupport(CombatState& state);

// The strength of these units of one side (Disorganized halved in the assault, 8.7.2), plus
// its coordinated support unless `withSupport` is false (pursuit, 8.7.4).
int combatStrength(const CombatState& state, CombatSide side, const ConstFates& units,
                   bool assault, bool withSupport);

}  // namespace tachanka::rules::orel
