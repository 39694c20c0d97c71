#pragma once
// Morale tests ("Morale Tests"): 2d6 at most the card's success number plus bonuses passes,
// 12 always fails. Which test each event calls for, and what failing it does, including
// rallying from rout (the Pygmy Wars rule or the standard RA! rule) and from pinned.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/tables.hpp"
#include "rules/redactions/unit_state.hpp"

namespace tachanka::rules::redactions {

// The text's list of events that call for a test, and the test each calls for.
enum class MoraleTrigger {
    ChargingEnemy,
    BeingCharged,
    AmbushedOrGassed,
    LosingBase,
    InterpenetratedByRouters,
    HumiliatedInCombat,
    SeriousShootingResult,
    AllOfficersLost,
    RoutersPassNearby,
    RallyFromRout,
    RemovePinned,
};

struct MoraleTriggerEntry {
    MoraleTrigger trigger;
    std::string_view name;
    MoraleTest test;
};

inline constexpr std::array<MoraleTriggerEntry, 11> moraleTriggers{{
    {MoraleTrigger::ChargingEnemy, "charging-enemy", MoraleTest::Charge},
    {MoraleTrigger::BeingCharged, "being-charged", MoraleTest::Fear},
    {MoraleTrigger::AmbushedOrGassed, "ambushed-or-gassed", MoraleTest::Fear},
    {MoraleTrigger::LosingBase, "losing-base", MoraleTest::Fear},
    {MoraleTrigger::InterpenetratedByRouters, "interpenetrated-by-routers", MoraleTest::Fear},
    {MoraleTrigger::HumiliatedInCombat, "humiliated-in-combat", MoraleTest::Fear},
    {MoraleTrigger::SeriousShootingResult, "serious-shooting-result", MoraleTest::Serious},
    {MoraleTrigger::AllOfficersLost, "all-officers-lost", MoraleTest::Serious},
    {MoraleTrigger::RoutersPassNearby, "routers-pass-within-8", MoraleTest::Serious},
    {MoraleTrigger::RallyFromRout, "rally-from-rout", MoraleTest::Rally},
    {MoraleTrigger::RemovePinned, "remove-pinned", MoraleTest::Rally},
}};

MoraleTest testFor(MoraleTrigger trigger);

// A unit known only by the test it takes (a look-up at the table): a rally test's unit is
// routing, or pinned when it rallies from pinned; any other test's unit is in good order.
UnitState unitTaking(MoraleTest test, bool rallyFromRout);

enum class RoutRule { PygmyWars, Standard };
inline constexpr std::array<model::EnumName<RoutRule>, 2> routRuleNames{{
    {RoutRule::PygmyWars, "pygmy-wars"},
    {RoutRule::Standard, "standard"},
}};

struct MoraleInputs {
    MoraleTest test = MoraleTest::Fear;
    int successNumber = 7;          // from the card
    int officerBonus = 0;           // see officerMoraleBonus
    bool enemyBehindFlank = false;  // within 12", no visible friends able to charge it
    bool earthworks = false;        // earthworks, trench, or stone building fit for defence
    bool nightOrFog = false;
    bool ambushedWhileMarching = false;  // fear test only
    // For rally tests: from rout (else from pinned), which rule, and MG or mortar teams.
    bool rallyFromRout = true;
    RoutRule routRule = RoutRule::PygmyWars;
    bool machineGunOrMortarTeam = false;
    // An MG or mortar team that left its weapons when it fled, and whether enemy within close
    // shooting or charge range threaten them.
    bool weaponsAbandoned = false;
    bool weaponsThreatened = false;
    bool commissarOption = false;  // optional rule: a Commissar's unit failing to charge
    UnitState unit;
};

struct MoraleResult {
    int target = 0;  // the modified success number
    int roll = 0;    // the 2d6; 0 when no roll is made (MG teams under the standard rule)
    int score = 0;   // the roll and its modifiers (night or fog), compared with the target
    bool passed = false;
    std::vector<std::string> effects;
    UnitState after;
    std::vector<DieRoll> rolls;
};

// What lies in the path of a rout move, straight back from the enemy that caused it.
enum class RoutPath { Clear, FriendsInPath, EnemyInPath, Impassable };
inline constexpr std::array<model::EnumName<RoutPath>, 4> routPathNames{{
    {RoutPath::Clear, "clear"},
    {RoutPath::FriendsInPath, "friends"},
    {RoutPath::EnemyInPath, "enemy"},
    {RoutPath::Impassable, "impassable"},
}};

struct RoutMove {
    int prisoners = 0;                 // bases surrendered to an enemy in the path
    bool destroyed = false;            // blocked by impassable terrain
    bool friendsTakeFearTest = false;  // the friends it passed through
    std::string effect;
};

// An immediate rout move: routers surrender to an enemy in their path, are destroyed against
// impassable terrain, and pass through friends, who take a fear test.
RoutMove routMove(UnitState& unit, RoutPath path);

// A routing unit may try to rally only if it is not pursued (no distance) or its pursuers
// are more than a full move away at the start of its action segment.
bool mayAttemptRallyFromRout(std::optional<int> pursuerDistanceInches, int pursuerMoveInches);

// Optional rule: the turns a unit may not advance towards the enemy after routing.
int turnsBarredFromAdvancing(const MoraleRules& rules, int turnsInRout);

// The modified success number.
int moraleTarget(const MoraleRules& rules, const MoraleInputs& inputs);
// What is added to the 2d6 roll before it is compared with the target ("all units add +1 to
// morale rolls" at night or in fog).
int moraleRollModifier(const MoraleRules& rules, const MoraleInputs& inputs);

MoraleResult takeMoraleTest(const MoraleRules& rules, const MoraleInputs& inputs, Dice& dice);

}  // namespace tachanka::rules::redactions
