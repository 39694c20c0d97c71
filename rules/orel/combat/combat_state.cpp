#include "rules/orel/combat/combat_state.hpp"

#include <algorithm>
#include <utility>

namespace tachanka::rules::orel {
namespace {

void addFates(std::vector<UnitFate>& fates, const std::vector<CombatUnit>& units, CombatSide side,
              bool sheltering) {
    for (const auto& unit : units) {
        UnitFate fate;
        fate.unit = unit;
        fate.side = side;
        fate.sheltering = sheltering;
        fates.push_back(std::move(fate));
    }
}

}  // namespace

CombatState::CombatState(const CombatTables& combatTables, const CombatDeclaration& combat,
                         Dice& rolls)
    : tables(combatTables), declaration(combat), dice(rolls) {
    addFates(report.units, combat.attackers, CombatSide::Attacker, false);
    addFates(report.units, combat.defenders, CombatSide::Defender, false);
    addFates(report.units, combat.sheltering, CombatSide::Defender, true);
}

// One selection for both: the fates belong to this non-const state, so dropping const is safe.
std::vector<UnitFate*> CombatState::present(CombatSide side) {
    std::vector<UnitFate*> units;
    units.reserve(report.units.size());
    for (auto* fate : std::as_const(*this).present(side))
        units.push_back(const_cast<UnitFate*>(fate));
    return units;
}

std::vector<const UnitFate*> CombatState::present(CombatSide side) const {
    std::vector<const UnitFate*> units;
    units.reserve(report.units.size());  // odds run this in every dice sequence
    for (const auto& fate : report.units) {
        if (fate.side == side && !fate.eliminated && fate.retreatHexes == 0 && !fate.sheltering) {
            units.push_back(&fate);
        }
    }
    return units;
}

bool CombatState::hexHeld() const { return !present(CombatSide::Defender).empty(); }

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
    const auto defenders = state.present(CombatSide::Defender);
    return std::none_of(defenders.begin(), defenders.end(),
                        [](const UnitFate* fate) { return isCombatUnit(fate->unit.kind); }) &&
           std::any_of(defenders.begin(), defenders.end(),
                       [](const UnitFate* fate) { return isArtillery(fate->unit.kind); });
}

}  // namespace tachanka::rules::orel
