#pragma once
// Internal to the combat engine: one combat being resolved, shared by the steps of 8.1 II
// (strengths, cohesion, retreats, assault, vehicles) so each step reads the same units.

#include <string>
#include <string_view>
#include <vector>

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/combat/definitions.hpp"

namespace tachanka::rules::orel {

struct CombatState {
    CombatState(const CombatTables& combatTables, const CombatDeclaration& combat, Dice& rolls);

    const CombatTables& tables;
    const CombatDeclaration& declaration;
    Dice& dice;
    CombatReport report;
    // Fire strength each support adds after its coordination check (8.6.2), with the
    // failed ones to be rounded down.
    std::vector<StrengthShare> attackerSupport;
    std::vector<StrengthShare> defenderSupport;
    std::vector<StrengthShare> artilleryAloneFire;  // 8.7.1: its own hex, cohesion phase only

    // Tells the dice the combat stands between steps at `step`: exact odds then count what
    // follows once for every combat that reaches the same units, checks and strengths,
    // whatever dice led there. Called only where nothing but this state decides the rest.
    void settled(std::string_view step);

    void log(std::string line) { report.log.push_back(std::move(line)); }
    void check(CheckLine line) { report.checks.push_back(std::move(line)); }
    int modifier(std::string_view name) const { return tables.modifier(name); }

    // Units of a side still in the fight: not eliminated, not retreated, not sheltering.
    std::vector<UnitFate*> present(CombatSide side);
    std::vector<const UnitFate*> present(CombatSide side) const;
    bool hexHeld() const;  // some defender remains in the attacked hex
};

CombatSide opponentOf(CombatSide side);
// Vehicles count only when they can act: tanks not broken down, supplied tanks and cars,
// armoured trains in contact (8.2.3, 9.1, 9.2.1).
bool activeVehicle(const CombatUnit& unit);
// Artillery in the defender's hex stacked only with auxiliary units (8.7.1, 8.8.1).
bool artilleryAlone(const CombatState& state);

}  // namespace tachanka::rules::orel
