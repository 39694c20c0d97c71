#pragma once
// Hand-to-hand combat ("Hand-to-Hand Combat"): strengths from fighting value × effective
// bases with cumulative percentage modifiers, the ratio column (equal strengths give the
// charger the advantage), the combat table, its results, officer casualties, flank and rear
// charges; plus who may charge whom, vehicles contacting troops, and pursuit.

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/officers.hpp"
#include "rules/redactions/tables.hpp"
#include "rules/redactions/unit_state.hpp"

namespace tachanka::rules::redactions {

enum class ChargeDirection { Front, Flank, Rear };
inline constexpr std::array<model::EnumName<ChargeDirection>, 3> chargeDirectionNames{{
    {ChargeDirection::Front, "front"},
    {ChargeDirection::Flank, "flank"},
    {ChargeDirection::Rear, "rear"},
}};

struct CombatSide {
    Arm arm = Arm::Riflemen;
    int fightingValue = 0;  // from the card
    UnitState unit;
    std::set<CombatModifier> modifiers;  // flank-or-rear is added for a flank or rear charge
    int officers = 0;
    bool whiteOfficerBase = false;  // White Conscripts stiffened by a White Officer base
};

struct CombatInputs {
    CombatSide charger;
    CombatSide defender;
    ChargeDirection direction = ChargeDirection::Front;
};

// Strength in 1/200ths: value × half bases × (100 + the summed percentages). Exact, so the
// ratio never depends on rounding.
long combatStrength(const std::map<CombatModifier, int>& percent, const CombatSide& side);

// The column for stronger against weaker strength.
std::size_t combatColumn(const CombatTable& table, long stronger, long weaker);

struct CombatSideResult {
    UnitState after;
    std::vector<std::string> effects;
    std::vector<MoraleTest> tests;
    std::optional<int> retireInches;
    bool surrendered = false;
    bool whiteOfficerBaseLost = false;  // its first base lost: the unit reverts to conscripts
    std::optional<OfficerCasualties> officerCasualties;
};

struct CombatResolution {
    // The flank or rear charge's terror markers exceeded the defender's bases: it routed at
    // once and there was no combat (no roll, no cell, no officer tests).
    bool defenderRoutedBeforeCombat = false;
    double chargerStrength = 0;
    double defenderStrength = 0;
    bool chargerIsStronger = true;
    std::string column;
    int roll = 0;
    CombatCell cell;
    CombatSideResult charger;
    CombatSideResult defender;
    std::vector<DieRoll> rolls;
};

// Looks the roll up without resolving effects (for `ra combat --stronger S --weaker W`).
struct CombatLookup {
    std::string column;
    CombatCell cell;
};
CombatLookup lookUpCombat(const CombatTable& table, long stronger, long weaker, int roll);

// What a cell does, in words naming the stronger and weaker side.
std::vector<std::string> describeCombatCell(const CombatCell& cell, const SmallRolls& rolls);

// A unit charged in the flank or rear first takes its terror markers; if they exceed its bases
// it "immediately routs" (Definitions) before any combat.
CombatResolution resolveCombat(const RedActionsTables& tables, const CombatInputs& inputs,
                               Dice& dice);

struct PursuitInputs {
    bool pursuerIsSabres = true;
    int pursuerMove = 0;  // inches
    int routerMove = 0;
    bool routerIsCavalry = false;
    bool haltedByFacingEnemy = false;  // an enemy facing it within 2", able to fight
};

struct PursuitResult {
    bool pursues = false;
    bool caught = false;
    int roll = 0;  // d6 for cavalry as fast as the pursuers
};

// Sabres pursue at once and catch slower routers; cavalry as fast on a 4+.
PursuitResult pursue(const SmallRolls& rolls, const PursuitInputs& inputs, Dice& dice);

struct CaughtInPursuit {
    int destroyed = 0;
    int prisoners = 0;
};
// Half the stands, rounded up, destroyed; the rest taken prisoner.
CaughtInPursuit caughtInPursuit(int bases);

}  // namespace tachanka::rules::redactions
