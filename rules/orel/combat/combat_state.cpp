#include "rules/orel/combat/combat_state.hpp"

#include <algorithm>
#include <utility>

namespace tachanka::rules::orel {
CombatState::CombatState(const CombatTables& combatTables, const CombatDeclaration& combat,
                         Narration narration)
    : tables(combatTables),
      declaration(combat),
      terrain(tables.terrainNamed(combat.terrain)),
      river(combat.river ? &tables.terrainNamed("river") : nullptr),
      narrated(narration == Narration::Full) {
    const auto addFates = [&](const std::vector<CombatUnit>& units, CombatSide side,
                              bool sheltering) {
        for (const auto& unit : units) {
            UnitFate fate;
            fate.unit = unit;
            fate.side = side;
            fate.sheltering = sheltering;
            declared_.push_back(std::move(fate));
        }
    };
    addFates(declaration.attackers, CombatSide::Attacker, false);
    addFates(declaration.defenders, CombatSide::Defender, false);
    addFates(declaration.sheltering, CombatSide::Defender, true);
}

void CombatState::restart(Dice& rolls, CombatDecisions& choices) {
    dice = &rolls;
    decisions = &choices;
    // Assigned element by element over the last run's units, whose strings keep their storage.
    report.units = declared_;
    auto units = std::move(report.units);
    auto log = std::move(report.log);
    auto checks = std::move(report.checks);
    auto barrages = std::move(report.barrages);
    log.clear();
    checks.clear();
    barrages.clear();
    report = CombatReport{};
    report.units = std::move(units);
    report.log = std::move(log);
    report.checks = std::move(checks);
    report.barrages = std::move(barrages);
    attackerSupport.clear();
    defenderSupport.clear();
    artilleryAloneFire.clear();
}

Fates CombatState::present(CombatSide side) {
    Fates units;
    for (auto& fate : report.units) {
        if (inTheFight(fate, side)) units.push_back(&fate);
    }
    return units;
}

ConstFates CombatState::present(CombatSide side) const {
    ConstFates units;
    for (const auto& fate : report.units) {
        if (inTheFight(fate, side)) units.push_back(&fate);
    }
    return units;
}

bool CombatState::hexHeld() const {
    return anyPresent(CombatSide::Defender, [](const UnitFate*) { return true; });
}

CombatSide opponentOf(CombatSide side) {
    return side == CombatSide::Attacker ? CombatSide::Defender : CombatSide::Attacker;
}

bool activeVehicle(const CombatUnit& unit) {
    switch (unit.kind) {
        case UnitKind::Tank: return !unit.brokenDown && !unit.unsupplied;
        case UnitKind::ArmouredCar: return !unit.unsupplied;
        case UnitKind::ArmouredTrain: return unit.inContact && !unit.unsupplied;
        default: return false;
    }
}

bool artilleryAlone(const CombatState& state) {
    return !state.anyPresent(CombatSide::Defender, [](const UnitFate* fate) {
        return isCombatUnit(fate->unit.kind);
    }) && state.anyPresent(CombatSide::Defender, [](const UnitFate* fate) {
        return isArtillery(fate->unit.kind);
    });
}

}  // namespace tachanka::rules::orel
