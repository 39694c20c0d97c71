#pragma once
// The Orel 1919 combat charts as data (templates/rules/orel-1919.xml): the Cohesion Table,
// the Assault Results Table, the Barrage Table, the combat modifiers and the combat columns
// of the Terrain Effects Table. The published charts are not in the rules text; the shipped
// file is a provisional reconstruction and says so (READINGS.md).

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel {

// Mildest first; Surrender only on the assault morale check (8.8.2 B).
enum class CheckResult : unsigned char { Passed, Disorganized, Repulsed, Retreat, Rout, Surrender };
std::string_view checkResultName(CheckResult result);

enum class CombatSide { Attacker, Defender };

// The modifier names the engine reads; the file must give each exactly once.
inline constexpr std::array<std::string_view, 35> combatModifierNames{
    "cohesion.friendly-vehicle",
    "cohesion.enemy-vehicle",
    "cohesion.cavalry-charging-infantry",
    "cohesion.enemy-cavalry-charge",
    "cohesion.enemy-integrated-artillery",
    "cohesion.tq6-infantry-attacking",
    "cohesion.two-to-one-attacker",
    "cohesion.two-to-one-defender",
    "cohesion.below-one-to-one-attacker",
    "cohesion.below-one-to-one-defender",
    "cohesion.stronger-side",
    "cohesion.weaker-side",
    "cohesion.hasty-attack",
    "assault.encirclement",
    "assault.integrated-artillery-defending",
    "assault.tanks-attacking",
    "assault.heavy-train-attacking",
    "assault.heavy-train-defending",
    "assault.hasty-attack",
    "assault.extra-loss-steps",
    "assault.extra-loss",
    "morale.unit-took-loss",
    "coordination.hasty-attack",
    "coordination.armoured-train-tq",
    "coordination.out-of-command",
    "retreat.hasty-attack",
    "retreat.into-zoc",
    "retreat.armoured-car-tq",
    "retreat.tank-tq",
    "barrage.target-march",
    "barrage.target-entrenched",
    "strength.unsupplied-divisor",
    "strength.march-divisor",
    "strength.routed-divisor",
    "strength.disorganized-divisor"};

// One of combatModifierNames, known by its place: the engine names the modifiers it reads in
// its code, so a misspelt name fails to compile instead of throwing in the middle of a
// combat, and reading one costs an index instead of hashing its name at every step.
class ModifierName {
public:
    consteval ModifierName(const char* name) : place_(placeOf(name)) {}  // NOLINT: implicit
    std::size_t place() const { return place_; }

private:
    static consteval std::size_t placeOf(std::string_view name) {
        for (std::size_t place = 0; place < combatModifierNames.size(); ++place) {
            if (combatModifierNames[place] == name) return place;
        }
        throw std::invalid_argument("not a combat modifier");  // compiled: an error
    }
    std::size_t place_;
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
    std::array<int, combatModifierNames.size()> modifiers{};  // by place in combatModifierNames
    std::vector<std::string> provisionalModifiers;      // those the text does not give
    ChartNote terrainNote;
    std::vector<TerrainCombat> terrain;
    TerrainCombat entrenchment;
    std::vector<RetreatBeforeCombat> retreatRules;

    CheckResult cohesionResult(int difference, bool morale) const;
    const AssaultResult& assaultResult(int modifiedRoll) const;
    int assaultRatioModifier(double ratio) const;
    const BarrageRow& barrageResult(int total) const;
    int modifier(ModifierName name) const { return modifiers[name.place()]; }
    int modifierNamed(std::string_view name) const;  // std::out_of_range for an unknown name
    const TerrainCombat& terrainNamed(std::string_view name) const;  // invalid_argument
    std::string_view retreatBeforeCombatFor(std::string_view kind) const;
    bool anyProvisional() const;
};

// Reads the combat sections of <orel-1919> (rules/orel/orel_tables.hpp loads the file and
// checks which children and terrain columns it may have).
CombatTables readCombatTables(const xml::Element& root);

}  // namespace tachanka::rules::orel
