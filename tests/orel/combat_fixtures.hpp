#pragma once
// Shared by the Orel 1919 combat tests: the shipped charts and small unit builders.

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/orel/combat/combat_tables.hpp"
#include "rules/orel/orel_tables.hpp"

namespace tachanka::testing {

inline const rules::orel::CombatTables& shippedCombatTables() {
    static const auto tables = rules::orel::loadOrelTables(std::string(TACHANKA_SOURCE_DIR) +
                                                           "/templates/rules/orel-1919.xml")
                                   .combat;
    return tables;
}

inline rules::orel::CombatUnit infantry(std::string code, int tq, int strength, int steps,
                                        std::string hex = "") {
    rules::orel::CombatUnit unit;
    unit.code = std::move(code);
    unit.kind = rules::orel::UnitKind::Infantry;
    unit.troopQuality = tq;
    unit.strength = strength;
    unit.steps = steps;
    unit.hex = std::move(hex);
    return unit;
}

inline rules::orel::CombatUnit cavalry(std::string code, int tq, int dismounted, int charge,
                                       int steps, std::string hex = "") {
    auto unit = infantry(std::move(code), tq, dismounted, steps, std::move(hex));
    unit.kind = rules::orel::UnitKind::Cavalry;
    unit.chargeStrength = charge;
    return unit;
}

inline const rules::orel::UnitFate& fateOf(const rules::orel::CombatReport& report,
                                           const std::string& code) {
    for (const auto& fate : report.units) {
        if (fate.unit.code == code) return fate;
    }
    throw std::out_of_range("no unit " + code + " in the report");
}

// The Extended Combat Example (designer's notes): Red infantry 5 and 5 and cavalry charging
// 4 at TQ 5 with artillery fire 3 (TQ 5) attack from two hexes; Whites X (TQ 6, 7, with
// integrated artillery), Y (TQ 5, 5) and cavalry Z (TQ 6, 1): 8 steps.
inline rules::orel::CombatDeclaration extendedCombatExample() {
    using namespace rules::orel;
    CombatDeclaration combat;
    combat.type = AttackType::Prepared;
    combat.attackers = {infantry("Inf A", 5, 5, 3, "west"), infantry("Inf B", 5, 5, 3, "north"),
                        cavalry("Cav", 5, 2, 4, 2, "north")};
    combat.attackerSupport = {Support{"Art", UnitKind::Artillery, 3, 5, 2, false}};
    auto x = infantry("X", 6, 7, 3);
    x.integratedArtillery = true;
    combat.defenders = {x, infantry("Y", 5, 5, 3), cavalry("Z", 6, 1, 1, 2)};
    combat.attackerLossOrder = {"Inf A", "Inf B", "Cav"};
    combat.defenderLossOrder = {"X", "Y", "Z"};
    return combat;
}

// One Red infantry attacking one White infantry on clear terrain, no assault.
inline rules::orel::CombatDeclaration duel() {
    rules::orel::CombatDeclaration combat;
    combat.attackers = {infantry("A", 5, 6, 3, "h")};
    combat.defenders = {infantry("D", 5, 6, 3)};
    combat.assault = false;
    return combat;
}

inline rules::orel::CombatReport resolve(const rules::orel::CombatDeclaration& combat,
                                         std::vector<int> dice) {
    rules::ScriptedDice scripted(std::move(dice));
    auto report = rules::orel::resolveCombat(combat, shippedCombatTables(), scripted);
    CHECK_MESSAGE(scripted.remaining() == 0, "dice left unused");
    return report;
}

inline const rules::orel::CheckLine& check(const rules::orel::CombatReport& report,
                                           const std::string& unit, const std::string& kind) {
    for (const auto& line : report.checks) {
        if (line.unit == unit && line.check == kind) return line;
    }
    throw std::out_of_range("no " + kind + " check for " + unit);
}

}  // namespace tachanka::testing
