#pragma once
// The two kinds of die checks of Orel 1919: the TQ check (1.2: d6 + modifiers <= TQ) and
// the cohesion / morale check read on the Cohesion Table by how much it failed (8.7.1).

#include <string>
#include <string_view>

#include "rules/dice.hpp"
#include "rules/odds.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

struct CombatState;

// A natural 1 always passes; otherwise the result of (roll + modifier - quality).
CheckResult readCohesionCheck(const CombatTables& tables, int roll, int modifier, int quality,
                              bool morale);

// Exact odds of a lone check at the table: one d6 read as readCohesionCheck reads it.
Distribution cohesionCheckOdds(const CombatTables& tables, int modifier, int quality, bool morale);
// Exact odds of a lone assault roll: 2d6 + every modifier, read on the Assault Results Table.
Distribution assaultRollOdds(const CombatTables& tables, int modifier);

// Rolls one d6 for `unit` and says whether roll + modifier <= quality.
CheckLine troopQualityCheck(Dice& dice, const std::string& unit, std::string_view check,
                            int quality, int modifier);
// The same, recorded in the combat's report.
bool troopQualityCheck(CombatState& state, std::string_view unit, std::string_view check,
                       int quality, int modifier);

}  // namespace tachanka::rules::orel
