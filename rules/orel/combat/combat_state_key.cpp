// The state a combat reports between steps (CombatState::settled): every fact the rest of the
// resolution or a reading of its report may use, and none of the rolls or the log, so that
// different dice leading to the same combat give the same key. The key is bytes, not words:
// numbers at their fixed width and texts after their length, so that two states give the same
// key only if they are the same, and making it costs little beside the rules themselves.

#include <cstring>
#include <string>

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {
namespace {

void addNumber(std::string& key, int number) {
    char bytes[sizeof number];
    std::memcpy(bytes, &number, sizeof number);
    key.append(bytes, sizeof number);
}

void addNumbers(std::string& key, std::initializer_list<int> numbers) {
    for (const int number : numbers) addNumber(key, number);
}

void addText(std::string& key, std::string_view text) {
    addNumber(key, static_cast<int>(text.size()));
    key += text;
}

void addUnit(std::string& key, const UnitFate& fate) {
    const auto& unit = fate.unit;
    addText(key, unit.code);
    addNumbers(key, {static_cast<int>(unit.kind), unit.steps, unit.troopQuality, unit.recruits,
                     unit.strength, unit.chargeStrength, static_cast<int>(unit.mode),
                     unit.unsupplied, unit.disorganized, unit.entrenched,
                     unit.integratedArtillery, unit.heavyTrain, unit.damaged, unit.inContact,
                     unit.brokenDown, unit.checksBreakdown, unit.charges, unit.inSupplyRange,
                     unit.checksCommand, static_cast<int>(fate.side), fate.stepsLost,
                     fate.retreatHexes, fate.repulsed, fate.eliminated, fate.surrendered,
                     fate.captured, fate.withdrawn, fate.heldBack, fate.advanced,
                     fate.sheltering, fate.charged});
    addText(key, unit.hex);
}

void addShares(std::string& key, const std::vector<StrengthShare>& shares) {
    addNumber(key, static_cast<int>(shares.size()));
    for (const auto& share : shares) addNumbers(key, {share.strength, share.divisor, share.roundedDown});
}

}  // namespace

void CombatState::settled(std::string_view step) {
    if (!dice->countsStates()) return;
    auto& key = stateKey_;
    key.clear();
    addText(key, step);
    for (const auto& fate : report.units) addUnit(key, fate);
    addNumber(key, static_cast<int>(report.checks.size()));
    for (const auto& line : report.checks) {
        addText(key, line.unit);
        addText(key, line.check);
        addText(key, line.result);
    }
    const auto& result = report.assaultResult;
    addNumbers(key, {report.attackerStrength, report.defenderStrength, report.assaulted,
                     report.assaultAttackerStrength, report.assaultDefenderStrength,
                     report.assaultModifier, result.attackerLosses, result.defenderLosses,
                     static_cast<int>(result.loser), result.moraleCheck, result.moraleModifier,
                     report.attackerPrisoners, report.defenderPrisoners, report.hexCleared,
                     static_cast<int>(report.barrages.size())});
    addShares(key, attackerSupport);
    addShares(key, defenderSupport);
    addShares(key, artilleryAloneFire);
    dice->reached(key);
}

}  // namespace tachanka::rules::orel
