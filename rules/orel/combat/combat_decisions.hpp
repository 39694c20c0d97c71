#pragma once
// The choices a combat hands its players while it resolves, each asked at its moment, after
// the dice before it: whether to assault once the cohesion checks are done (8.8), which
// attackers enter a cleared hex (8.7.4, 8.8.3), and where each retreating unit goes, read as
// the path it runs into (8.5.1). DeclaredDecisions answers from the declaration, as exact odds
// at planning and auto-resolve need; a campaign asks its players.

#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/combat/combat_list.hpp"

namespace tachanka::rules::orel {

using ConstFates = CombatList<const UnitFate*>;

class CombatDecisions {
public:
    virtual ~CombatDecisions() = default;
    // 8.8: the hex is still held after the cohesion checks; `sofar` is the combat until now.
    virtual bool pressesAssault(const CombatReport& sofar) = 0;
    // 8.7.4, 8.8.3: whether `unit`, one of the attackers that `may` enter the cleared hex
    // (neither repulsed nor retreated, no artillery), does. Asked of each in turn; after an
    // assault at least one combat unit must.
    virtual bool advances(const UnitFate& unit, const ConstFates& may, bool afterAssault) = 0;
    // 8.5.1: a unit retreats 1 hex (not a rout): the path of the hex its owner chooses.
    virtual RetreatPath retreatPath(const UnitFate& unit) = 0;
    // 8.7.3 A: a unit routs 2 hexes, "performed per the Retreat rules (8.5.1)": the path to
    // the hex its owner chooses, 2 hexes away.
    virtual RetreatPath routPath(const UnitFate& unit) = 0;
};

// The declaration's answers: its `assault`; its `advance` for every unit, or, after an
// assault, the first combat unit only; the side's `defenderRetreat` or `attackerRetreat`, and
// its `defenderRout` or `attackerRout`.
class DeclaredDecisions final : public CombatDecisions {
public:
    explicit DeclaredDecisions(const CombatDeclaration& combat) : combat_(combat) {}
    bool pressesAssault(const CombatReport& sofar) override;
    bool advances(const UnitFate& unit, const ConstFates& may, bool afterAssault) override;
    RetreatPath retreatPath(const UnitFate& unit) override;
    RetreatPath routPath(const UnitFate& unit) override;

private:
    const CombatDeclaration& combat_;
};

}  // namespace tachanka::rules::orel
