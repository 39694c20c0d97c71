#pragma once
// Exact odds of a declared combat (DESIGN.md "Exact odds"): resolveCombat itself is run for
// every sequence of dice it can ask for, so the odds can never disagree with the engine.

#include <string>
#include <vector>

#include "rules/odds.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

struct UnitCohesionOdds {
    std::string unit;      // a code, or "all attacker"/"all defender" (new cohesion rules)
    Distribution results;  // "passed", "disorganized", ... or "no check"
};

struct CombatOdds {
    std::vector<UnitCohesionOdds> cohesion;
    Distribution assault;  // the ART cell after the extra-loss rule, or "no assault"
    Distribution hex;      // "cleared" or "held"
};

CombatOdds combatOdds(const CombatDeclaration& combat, const CombatTables& tables);

}  // namespace tachanka::rules::orel
