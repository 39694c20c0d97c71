#pragma once
// Internal to the combat engine: retreats and routs with their effects (8.5.1, 8.7.3), the
// auxiliary units that follow their stack (8.7.2, 9), and voluntary retreat before combat
// (8.5, 9: lone vehicles).

#include <string_view>

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {

// Moves these units of one side back 1 hex (March mode) or, routing, 2 hexes (Routed),
// with the effects of the path the players traced; a blocked retreat becomes a rout in
// place, a blocked rout a surrender.
void retreat(CombatState& state, const Fates& units, bool rout);

// Step losses outside the assault: eliminated at 0 steps.
void loseStep(CombatState& state, UnitFate& fate, std::string_view why);
void surrender(CombatState& state, UnitFate& fate);

// 8.7.2, 8.8.2, 9: artillery and vehicles whose stack's combat units all left or died.
void followStacks(CombatState& state, CombatSide side);

// 8.5.1 d, 8.7.3 A 1: once the defenders have left or died, the units sheltering in the hex
// retreat with them if one of them retreated, else rout (a routed one surrenders).
void shelteringLeave(CombatState& state);

// 9: vehicles defending alone retreat before combat; unable to, they are lost (trains
// captured) if the attacker advances. True when that ends the combat (no munitions spent).
bool loneVehiclesLeave(CombatState& state);

// 8.5: returns true when the attacked hex is empty afterwards.
bool retreatBeforeCombat(CombatState& state);

}  // namespace tachanka::rules::orel
