#pragma once
// Internal to the combat engine: one combat being resolved, shared by the steps of 8.1 II
// (strengths, cohesion, retreats, assault, vehicles) so each step reads the same units.

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_decisions.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/combat/combat_list.hpp"
#include "rules/orel/combat/definitions.hpp"

namespace tachanka::rules::orel {

using Fates = CombatList<UnitFate*>;
using CheckResults = CombatList<CheckResult>;  // each unit's result of one die

// Whether the report's log is written: an auto-resolve reads only the results, and words
// would cost more than the rules.
enum class Narration { Full, None };

struct CombatState {
    CombatState(const CombatTables& combatTables, const CombatDeclaration& combat,
                Narration narration);

    // Sets the combat back to its declaration, to be resolved with `rolls` and the players'
    // `choices`. The report keeps its storage, so that resolving the same combat again
    // allocates nothing.
    void restart(Dice& rolls, CombatDecisions& choices);

    const CombatTables& tables;
    const CombatDeclaration& declaration;
    const TerrainCombat& terrain;  // the declaration's, looked up once
    const TerrainCombat* river;    // the river hexside's when the attack crosses one
    const bool narrated;
    Dice* dice = nullptr;
    CombatDecisions* decisions = nullptr;
    CombatReport report;
    // Fire strength each support adds after its coordination check (8.6.2), with the
    // failed ones to be rounded down.
    std::vector<StrengthShare> attackerSupport;
    std::vector<StrengthShare> defenderSupport;
    std::vector<StrengthShare> artilleryAloneFire;  // 8.7.1: its own hex, cohesion phase only

    // Tells the dice the combat stands between steps at `step`: exact odds then count what
    // follows once for every combat that reaches the same units, checks and strengths,
    // whatever dice led there. Called only where nothing but this state decides the rest.
    // True when the rest is already counted from this state: the combat may stop there, as
    // its report is not read.
    bool settled(std::string_view step);
    bool restCounted() const { return dice->restCounted(); }

    // A die of six faces the step reads through `read` (a face's results, compared for
    // equality): exact odds count each reading once (Dice::rollRead); other dice just roll.
    template <typename Read>
    int rollRead(std::string_view purpose, Read read) {
        if (!dice->countsStates()) return dice->roll(6, purpose);
        return dice->rollRead(6, readingsOf<6>(1, read), purpose);
    }
    // The same for the sum of two dice.
    template <typename Read>
    int rollTwoDiceRead(std::string_view purpose, Read read) {
        if (!dice->countsStates()) return dice->rollSum(2, 6, purpose);
        return dice->rollSumRead(2, 6, readingsOf<11>(2, read), purpose);
    }

    // One line of the log, from its parts (text and numbers), put together only if narrated.
    template <typename... Parts>
    void log(const Parts&... parts) {
        if (!narrated) return;
        std::string line;
        (appendPart(line, parts), ...);
        report.log.push_back(std::move(line));
    }
    // What a roll is for, put together in a buffer the state keeps: valid until the next call.
    template <typename... Parts>
    std::string_view purpose(const Parts&... parts) {
        purpose_.clear();
        (appendPart(purpose_, parts), ...);
        return purpose_;
    }
    void check(CheckLine line) { report.checks.push_back(std::move(line)); }
    int modifier(ModifierName name) const { return tables.modifier(name); }

    // Units of a side still in the fight: not eliminated, not retreated, not sheltering.
    Fates present(CombatSide side);
    ConstFates present(CombatSide side) const;
    static bool inTheFight(const UnitFate& fate, CombatSide side) {
        return fate.side == side && !fate.eliminated && fate.retreatHexes == 0 &&
               !fate.sheltering && !fate.heldBack;
    }
    // Whether a unit of `side` still in the fight satisfies `predicate` (given a fate's
    // address), without listing them.
    template <typename Predicate>
    bool anyPresent(CombatSide side, Predicate predicate) const {
        for (const auto& fate : report.units) {
            if (inTheFight(fate, side) && predicate(&fate)) return true;
        }
        return false;
    }
    bool hexHeld() const;  // some defender remains in the attacked hex
    // Where a unit's fate stands in the report, for facts kept per unit during a step.
    std::size_t indexOf(const UnitFate& fate) const {
        return static_cast<std::size_t>(&fate - report.units.data());
    }

private:
    // Each of `Values` values from `lowest`, as the first value read the same way.
    template <std::size_t Values, typename Read>
    static std::array<int, Values> readingsOf(int lowest, Read read) {
        using Reading = decltype(read(lowest));
        std::array<Reading, Values> readOnce{};
        std::array<int, Values> readings{};
        for (std::size_t at = 0; at < Values; ++at) {
            readOnce[at] = read(lowest + static_cast<int>(at));
            std::size_t first = 0;
            while (!(readOnce[first] == readOnce[at])) ++first;
            readings[at] = lowest + static_cast<int>(first);
        }
        return readings;
    }

    static void appendPart(std::string& text, std::string_view part) { text += part; }
    static void appendPart(std::string& text, int number) { text += std::to_string(number); }

    std::vector<UnitFate> declared_;  // every unit as the declaration has it, before any step
    std::string purpose_;
    std::string stateKey_;  // settled's, kept to be made again without allocating
};

CombatSide opponentOf(CombatSide side);
// Vehicles count only when they can act: tanks not broken down, supplied tanks and cars,
// armoured trains in contact (8.2.3, 9.1, 9.2.1).
bool activeVehicle(const CombatUnit& unit);
// Artillery in the defender's hex stacked only with auxiliary units (8.7.1, 8.8.1).
bool artilleryAlone(const CombatState& state);

}  // namespace tachanka::rules::orel
