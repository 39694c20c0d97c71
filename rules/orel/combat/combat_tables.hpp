#pragma once
// The Orel 1919 combat charts as data (templates/rules/orel-1919.xml): the Cohesion Table,
// the Assault Results Table, the Barrage Table, the combat modifiers and the combat columns
// of the Terrain Effects Table. The published charts are not in the rules text; the shipped
// file is a provisional reconstruction and says so (READINGS.md).

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel {

// Mildest first; Surrender only on the assault morale check (8.8.2 B).
enum class CheckResult { Passed, Disorganized, Repulsed, Retreat, Rout, Surrender };
std::string_view checkResultName(CheckResult result);

enum class CombatSide { Attacker, Defender };

// Looks modifiers up by any string_view of their name, with no string made for it.
struct ModifierNameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view name) const {
        return std::hash<std::string_view>{}(name);
    }
};
std::string_view combatSideName(CombatSide side);

struct ChartNote {
    bool provisional = false;
    std::string note;
};

struct CohesionRow {
    int difference = 1;  // modified roll - TQ
    CheckResult cohesion = CheckResult::Disorganized;
    CheckResult morale = CheckResult::Disorganized;
};

struct AssaultResult {
    int attackerLosses = 0;
    int defenderLosses = 0;
    CombatSide loser = CombatSide::Defender;
    bool moraleCheck = false;
    int moraleModifier = 0;    // the m+/-# of the cell
    std::string text() const;  // "1/1* (m-2)": the star marks the loser's (bold) number
};

struct AssaultRow {
    int roll = 0;  // modified 2d6
    AssaultResult result;
};

struct RatioModifier {
    double atLeast = 0;  // the rounded ratio from which the modifier applies
    int modifier = 0;
    bool provisional = false;  // not the text's value (its chart's flag unless the row says)
};

struct BarrageRow {
    int total = 0;  // 2d6 + fire strength + modifiers
    int losses = 0;
    bool cohesionCheck = false;
};

struct TerrainCombat {
    std::string name;
    int cohesion = 0;  // added to the defender's cohesion roll (negative helps him)
    int assault = 0;   // added to the assault roll
    bool hexside = false;
    bool cavalryMayCharge = true;  // 8.7.1: no charge into or out of town, city or forest
};

struct RetreatBeforeCombat {
    std::string kind;  // unit kind name
    std::string how;   // "check", "automatic", "with-combat-units", "never"
};

struct CombatTables {
    ChartNote cohesionNote;
    std::vector<CohesionRow> cohesion;  // differences 1, 2, ... ; the last row goes on
    ChartNote assaultNote;
    std::vector<AssaultRow> assault;          // consecutive rolls; rolls outside use the end rows
    std::vector<RatioModifier> assaultRatio;  // highest atLeast first
    ChartNote barrageNote;
    std::vector<BarrageRow> barrage;  // consecutive totals; totals outside use the end rows
    ChartNote modifiersNote;
    // By the names listed in the XML; hashed, since every step of a combat reads several.
    std::unordered_map<std::string, int, ModifierNameHash, std::equal_to<>> modifiers;
    std::vector<std::string> provisionalModifiers;      // those the text does not give
    ChartNote terrainNote;
    std::vector<TerrainCombat> terrain;
    TerrainCombat entrenchment;
    std::vector<RetreatBeforeCombat> retreatRules;

    CheckResult cohesionResult(int difference, bool morale) const;
    const AssaultResult& assaultResult(int modifiedRoll) const;
    int assaultRatioModifier(double ratio) const;
    const BarrageRow& barrageResult(int total) const;
    int modifier(std::string_view name) const;  // throws std::out_of_range for an unknown name
    const TerrainCombat& terrainNamed(std::string_view name) const;  // invalid_argument
    std::string_view retreatBeforeCombatFor(std::string_view kind) const;
    bool anyProvisional() const;
};

// The modifier names the engine reads; the file must give each exactly once.
const std::vector<std::string_view>& combatModifierNames();

// Reads the combat sections of <orel-1919> (rules/orel/orel_tables.hpp loads the file and
// checks which children and terrain columns it may have).
CombatTables readCombatTables(const xml::Element& root);

}  // namespace tachanka::rules::orel
