// The state a combat reports between steps (CombatState::settled): every fact the rest of the
// resolution or a reading of its report may use, and none of the rolls or the log, so that
// different dice leading to the same combat give the same key. The key is bytes, not words:
// numbers at their fixed width and texts after their length, so that two states give the same
// key only if they are the same, and making it costs little beside the rules themselves.
// Small numbers (all but a few) take one byte; the units' codes and hexes, which no step
// changes, are known by the units' places in the report, which no step reorders.

#include <cstring>
#include <string>

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {
namespace {

// One byte for 0 to 254; otherwise a marker byte then the number's four bytes, so that the
// key still reads back one way. Written at `at`, which moves past it.
void writeNumber(char*& at, int number) {
    constexpr int wide = 255;
    if (number >= 0 && number < wide) {
        *at++ = static_cast<char>(number);
        return;
    }
    *at++ = static_cast<char>(wide);
    std::memcpy(at, &number, sizeof number);
    at += sizeof number;
}

// Numbers go in through a buffer on the stack, appended at once: byte by byte, the key's
// growth checks cost more than the rules of the steps between the states.
template <typename... Numbers>
void addNumbers(std::string& key, Numbers... numbers) {
    char bytes[sizeof...(numbers) * (1 + sizeof(int))];
    char* at = bytes;
    (writeNumber(at, static_cast<int>(numbers)), ...);
    key.append(bytes, static_cast<std::size_t>(at - bytes));
}

void addNumber(std::string& key, int number) { addNumbers(key, number); }

void addText(std::string& key, std::string_view text) {
    addNumber(key, static_cast<int>(text.size()));
    key += text;
}

// The unit's markers as the bits of one number, so that a unit is ten numbers, not thirty.
template <typename... Flags>
int bitsOf(Flags... flags) {
    static_assert(sizeof...(flags) < 31);
    int bits = 0;
    ((bits = bits * 2 + (flags ? 1 : 0)), ...);
    return bits;
}

void addUnit(std::string& key, const UnitFate& fate) {
    const auto& unit = fate.unit;
    addNumbers(
        key, unit.kind, unit.steps, unit.troopQuality, unit.strength, unit.chargeStrength,
        unit.mode, fate.side, fate.stepsLost, fate.retreatHexes,
        bitsOf(unit.recruits, unit.unsupplied, unit.disorganized, unit.entrenched,
               unit.integratedArtillery, unit.heavyTrain, unit.damaged, unit.inContact,
               unit.brokenDown, unit.checksBreakdown, unit.charges, unit.inSupplyRange,
               unit.checksCommand, fate.repulsed, fate.eliminated, fate.surrendered, fate.captured,
               fate.withdrawn, fate.heldBack, fate.advanced, fate.sheltering, fate.charged));
}

void addShares(std::string& key, const std::vector<StrengthShare>& shares) {
    addNumber(key, static_cast<int>(shares.size()));
    for (const auto& share : shares)
        addNumbers(key, share.strength, share.divisor, share.roundedDown);
}

}  // namespace

bool CombatState::settled(std::string_view step) {
    if (!dice->countsStates()) return false;
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
    addNumbers(key, report.attackerStrength, report.defenderStrength, report.assaulted,
               report.assaultAttackerStrength, report.assaultDefenderStrength,
               report.assaultModifier, result.attackerLosses, result.defenderLosses, result.loser,
               result.moraleCheck, result.moraleModifier, report.attackerPrisoners,
               report.defenderPrisoners, report.hexCleared, report.barrages.size());
    addShares(key, attackerSupport);
    addShares(key, defenderSupport);
    addShares(key, artilleryAloneFire);
    dice->reached(key);
    return dice->restCounted();
}

}  // namespace tachanka::rules::orel
