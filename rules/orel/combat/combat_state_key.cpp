// The state a combat reports between steps (CombatState::settled): every fact the rest of the
// resolution or a reading of its report may use, and none of the rolls or the log, so that
// different dice leading to the same combat give the same key.

#include <string>

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {
namespace {

void addNumbers(std::string& key, std::initializer_list<int> numbers) {
    for (const int number : numbers) {
        key += std::to_string(number);
        key += ',';
    }
}

void addUnit(std::string& key, const UnitFate& fate) {
    const auto& unit = fate.unit;
    key += unit.code;
    key += ':';
    addNumbers(key, {static_cast<int>(unit.kind), unit.steps, unit.troopQuality, unit.recruits,
                     unit.strength, unit.chargeStrength, static_cast<int>(unit.mode),
                     unit.unsupplied, unit.disorganized, unit.entrenched,
                     unit.integratedArtillery, unit.heavyTrain, unit.damaged, unit.inContact,
                     unit.brokenDown, unit.checksBreakdown, unit.charges, unit.inSupplyRange,
                     static_cast<int>(fate.side), fate.stepsLost, fate.retreatHexes,
                     fate.repulsed, fate.eliminated, fate.surrendered, fate.captured,
                     fate.withdrawn, fate.advanced, fate.sheltering, fate.charged});
    key += unit.hex;
    key += ';';
}

void addShares(std::string& key, const std::vector<StrengthShare>& shares) {
    for (const auto& share : shares) addNumbers(key, {share.strength, share.divisor, share.roundedDown});
    key += '|';
}

}  // namespace

void CombatState::settled(std::string_view step) {
    if (!dice.countsStates()) return;
    std::string key(step);
    key += '|';
    for (const auto& fate : report.units) addUnit(key, fate);
    key += '|';
    for (const auto& line : report.checks) {
        key += line.unit + ' ' + line.check + ' ' + line.result + ';';
    }
    key += '|';
    const auto& result = report.assaultResult;
    addNumbers(key, {report.attackerStrength, report.defenderStrength, report.assaulted,
                     report.assaultAttackerStrength, report.assaultDefenderStrength,
                     report.assaultModifier, result.attackerLosses, result.defenderLosses,
                     static_cast<int>(result.loser), result.moraleCheck, result.moraleModifier,
                     report.attackerPrisoners, report.defenderPrisoners, report.hexCleared,
                     static_cast<int>(report.barrages.size())});
    key += '|';
    addShares(key, attackerSupport);
    addShares(key, defenderSupport);
    addShares(key, artilleryAloneFire);
    dice.reached(key);
}

}  // namespace tachanka::rules::orel
