#pragma once
// Internal to the combat engine: the assault (8.8) and the cavalry pursuit assault (8.7.4).

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {

// 8.8.1 - 8.8.2: modifiers, the ART roll, losses, the loser's morale check, vehicle checks.
// A pursuit sets the advanced cavalry against the defenders who retreated or routed.
void assault(CombatState& state, bool pursuit);

// 8.8.2 A 1: losses one by one, no second loss before every unit has one, the first to a
// unit of the predominant TQ, cavalry, in March mode or Routed; defending artillery last.
// Returns the losses left when every unit that can take one is eliminated.
int allocateLosses(CombatState& state, Fates units, int losses,
                   const std::vector<std::string>& preferredOrder);

}  // namespace tachanka::rules::orel
