#pragma once
// How a declared combat's checks, assault and hex turn out: exactly (docs/architecture.md "Exact
// odds": resolveCombat itself run for every state its dice can reach, so the odds can never
// disagree with the engine), or sampled by running it with seeded dice (Monte Carlo auto-resolve).

#include <cstdint>
#include <string>
#include <vector>

#include "rules/odds.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/shares.hpp"

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

struct UnitCohesionShares {
    std::string unit;
    std::vector<SampledOutcome> results;
};

// The same facts as CombatOdds, as shares of `runs` combats resolved with dice from `seed`.
struct CombatShares {
    std::int64_t runs = 0;
    std::vector<UnitCohesionShares> cohesion;
    std::vector<SampledOutcome> assault;
    std::vector<SampledOutcome> hex;
};

// std::invalid_argument for fewer than one run.
CombatShares combatShares(const CombatDeclaration& combat, const CombatTables& tables,
                          std::int64_t runs, std::uint64_t seed);

}  // namespace tachanka::rules::orel
