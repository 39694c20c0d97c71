#include "rules/orel/combat/combat_decisions.hpp"

#include <algorithm>

#include "rules/orel/combat/combat_unit.hpp"

namespace tachanka::rules::orel {

bool DeclaredDecisions::pressesAssault(const CombatReport&) { return combat_.assault; }

bool DeclaredDecisions::advances(const UnitFate& unit, const ConstFates& may, bool afterAssault) {
    if (combat_.advance) return true;
    if (!afterAssault) return false;
    const auto first = std::find_if(may.begin(), may.end(), [](const UnitFate* fate) {
        return isCombatUnit(fate->unit.kind);
    });
    return first != may.end() && *first == &unit;  // 8.8.3: one must
}

RetreatPath DeclaredDecisions::retreatPath(const UnitFate& unit) {
    return unit.side == CombatSide::Attacker ? combat_.attackerRetreat : combat_.defenderRetreat;
}

RetreatPath DeclaredDecisions::routPath(const UnitFate& unit) {
    return unit.side == CombatSide::Attacker ? combat_.attackerRout : combat_.defenderRout;
}

}  // namespace tachanka::rules::orel
