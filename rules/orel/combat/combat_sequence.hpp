#pragma once
// One declared Orel 1919 combat resolved from start to end (8.1 II, with the munitions and
// supply checks of 8.1 I that concern it): retreat before combat, support coordination and
// cavalry charges, cohesion checks, advance and pursuit, assault, advance after assault.

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {

// Throws std::invalid_argument for a declaration that cannot be a combat (no attacker, no
// defender, a unit code used twice, an unknown terrain, values out of range), or for an answer
// the rules do not allow (an advance by a unit that may not, none after an assault). Without
// `decisions`, the declaration's answers.
CombatReport resolveCombat(const CombatDeclaration& combat, const CombatTables& tables, Dice& dice,
                           CombatDecisions* decisions = nullptr);

// The same combat resolved again and again (auto-resolve, exact odds): validated once, and its
// state kept from one run to the next, so that a run without narration allocates nothing.
// The declaration and tables must outlive the runner.
class CombatRunner {
public:
    // Throws std::invalid_argument as resolveCombat does.
    CombatRunner(const CombatDeclaration& combat, const CombatTables& tables, Narration narration);

    // The report stays valid until the next run. Without `decisions`, the declaration's.
    const CombatReport& resolve(Dice& dice, CombatDecisions* decisions = nullptr);

private:
    DeclaredDecisions declared_;
    CombatState state_;
};

}  // namespace tachanka::rules::orel
