#pragma once
// One declared Orel 1919 combat resolved from start to end (8.1 II, with the munitions and
// supply checks of 8.1 I that concern it): retreat before combat, support coordination and
// cavalry charges, cohesion checks, advance and pursuit, assault, advance after assault.

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

// Throws std::invalid_argument for a declaration that cannot be a combat (no attacker, no
// defender, a unit code used twice, an unknown terrain, values out of range).
CombatReport resolveCombat(const CombatDeclaration& combat, const CombatTables& tables, Dice& dice);

}  // namespace tachanka::rules::orel
