#pragma once
// One declared Orel 1919 combat (8.1 II) and everything that happened in it: the input is
// the players' units, choices and the map facts the engine cannot see; the report lists
// every check, roll, loss and movement so a front end only applies it.

#include <string>
#include <string_view>
#include <vector>

#include "rules/orel/combat/combat_tables.hpp"
#include "rules/orel/combat/combat_unit.hpp"

namespace tachanka::rules::orel {

// Artillery or an armoured train firing support from up to 2 hexes away (8.6.2).
struct Support {
    std::string code;
    UnitKind kind = UnitKind::Artillery;
    int fireStrength = 0;
    int troopQuality = 4;  // armoured trains check at TQ 4 whatever is given
    int steps = 1;
    bool unsupplied = false;
    bool outOfCommand = false;  // 5.3: +2 to its coordination check
};

// What a retreat runs into (8.5.1 a, 8.7.3 A 2): the players trace the path on the map.
enum class RetreatPath { Clear, InfantryZoc, CavalryZoc, Blocked };
inline constexpr std::array<model::EnumName<RetreatPath>, 4> retreatPathNames{
    {{RetreatPath::Clear, "clear"},
     {RetreatPath::InfantryZoc, "infantry-zoc"},
     {RetreatPath::CavalryZoc, "cavalry-zoc"},
     {RetreatPath::Blocked, "blocked"}}};

struct CombatOptions {
    bool singleDieCoordination = false;  // new combat rules a)
    bool newCohesionRules = false;       // new combat rules b) and c)
    bool vehicleChecksPerLoss = false;   // 9: only as many vehicles check as losses
};

struct CombatDeclaration {
    AttackType type = AttackType::Prepared;
    std::vector<CombatUnit> attackers;  // units in the attacking stacks (no artillery)
    std::vector<Support> attackerSupport;
    std::vector<CombatUnit> defenders;  // every unit in the attacked hex
    std::vector<Support> defenderSupport;
    // 8.5.1 d, 8.7.3 A 1: units that retreated or routed into the attacked hex before its
    // combat: they do not fight, take losses only once the defenders are all eliminated, and
    // leave with them (routed if every defender routs or dies; surrendering if routed already).
    std::vector<CombatUnit> sheltering;
    std::string terrain = "clear";     // the best in-hex terrain for the defender
    bool river = false;                // the attack crosses a river hexside
    bool encircled = false;            // 8.8.1: opposite hexsides, 3 non-adjacent, or 4+
    bool munitionsFromDepot = true;    // 8.2.1: else the attackers become Unsupplied after
    bool retreatBeforeCombat = false;  // the reactive player's choice (8.5)
    bool assault = true;               // the attacker presses the assault (8.8)
    bool advance = true;               // the attacker advances into a cleared hex
    bool pursuit = false;              // advanced cavalry pursues (8.7.4)
    RetreatPath defenderRetreat = RetreatPath::Clear;
    RetreatPath defenderRout = RetreatPath::Clear;
    RetreatPath attackerRetreat = RetreatPath::Clear;
    RetreatPath attackerRout = RetreatPath::Clear;
    std::vector<std::string> attackerLossOrder;  // the owner's preference; else listed order
    std::vector<std::string> defenderLossOrder;
    CombatOptions options;
};

// One unit after the combat.
struct UnitFate {
    CombatUnit unit;  // as it ends: steps, strength, mode and markers
    CombatSide side = CombatSide::Attacker;
    int stepsLost = 0;
    int retreatHexes = 0;
    bool repulsed = false;
    bool eliminated = false;
    bool surrendered = false;  // its steps are prisoners of the other side
    bool captured = false;     // armoured train turned over to the other side (9.1.2)
    bool withdrawn = false;    // out of play, back as a reinforcement two turns later (9.1.1)
    bool heldBack = false;     // failed its out-of-command TQ check: it did not attack (5.3)
    bool advanced = false;
    bool sheltering = false;  // one of the declaration's sheltering units
    bool charged = false;     // cavalry using its charge strength in the cohesion phase
};

struct CheckLine {
    std::string unit;   // a code, or "all" under the new cohesion rules
    std::string check;  // "coordination", "cohesion", "morale", "retreat", "zoc", ...
    int roll = 0;
    int modifier = 0;
    int target = 0;  // the TQ checked against
    std::string result;
};

// One fire read on the Barrage Table (8.3.2, 8.4).
struct BarrageLine {
    std::string fire;    // the barraging or counterbattery unit
    std::string target;
    int roll = 0;  // 2d6
    int fireStrength = 0;
    int modifier = 0;
    int losses = 0;  // read on the table
    bool cohesionCheck = false;
};

struct CombatReport {
    std::vector<std::string> log;  // every step, in order, in words
    std::vector<CheckLine> checks;
    std::vector<UnitFate> units;
    int attackerStrength = 0;  // cohesion phase
    int defenderStrength = 0;
    bool assaulted = false;
    int assaultAttackerStrength = 0;
    int assaultDefenderStrength = 0;
    double assaultRatio = 0;
    int assaultModifier = 0;
    int assaultRoll = 0;
    AssaultResult assaultResult;  // with the extra-loss rule applied
    int attackerPrisoners = 0;    // prisoners the attacker takes
    int defenderPrisoners = 0;
    bool hexCleared = false;
    // Why a combat with the hex still held had no assault, in the rules' words: it ended the
    // battle with nothing else saying so. Empty when there was one, or no need of one.
    std::string_view noAssault;
    std::vector<BarrageLine> barrages;  // a barrage battle's fires, in order
    // 8.2.1: the attacker's supporting guns an attack without munitions leaves Unsupplied.
    std::vector<std::string> unsuppliedSupport;
};

}  // namespace tachanka::rules::orel
