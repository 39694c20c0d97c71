#pragma once
// A Bullets and Bolsheviks battle on the umpired table (a linked battle of the campaign): its
// units with what fire, assaults and morale have done to them, and the umpire's actions, each
// resolved by this folder's engines with its dice, the table cells read and its effects.
// README.md gives the readings the text leaves open (a hit box is a stand, a rout is the
// second fall-back of a lost melee, ...).

#include <optional>
#include <string>
#include <vector>

#include "rules/bnb/bnb_tables.hpp"
#include "rules/dice.hpp"
#include "rules/odds.hpp"

namespace tachanka::rules::bnb {

struct BattleLeader {
    std::string name;
    int rating = 0;
    std::string fate;  // "" serving, "killed", "wounded", "captured"
    bool serving() const { return fate.empty(); }
};

struct BattleUnit {
    std::string code;
    bool attacker = true;
    UnitType type = UnitType::Infantry;
    int stands = 0;  // at the start
    int standsLost = 0;
    int moraleLevel = 3;  // 1 fanatical .. 4 shaky
    bool pinned = false;  // a battery's crew pinned down too
    int fellBack = 0;     // hexes fallen back in the battle
    int mobilityLost = 0;  // an armoured car's or tank's boxes
    bool knockedOut = false;
    int gunHits = 0;  // a battery's: each halves its FP
    bool limberLost = false;
    std::optional<BattleLeader> leader;  // the attached leader

    int standsLeft() const { return knockedOut ? 0 : std::max(0, stands - standsLost); }
    bool inPlay() const { return standsLeft() > 0; }
    // Fell back two further hexes after a lost melee: out of the fight (README).
    bool routed() const;
};

// The text's name of a morale level: "fanatical", "good", "average", "shaky".
std::string moraleLevelName(int level);
// An attached leader's rating: his token's morale bonus within the file's ratings (README).
int leaderRating(const Leadership& leadership, int moraleBonus);

// The unit's state besides its stands, pin and leader, as text kept with the stored unit:
// "level 3 fell-back 1 mobility-lost 1 gun-hits 1 knocked-out limber-lost".
std::string unitStateText(const BattleUnit& unit);
// Reads it into `unit`; std::invalid_argument naming the word it cannot read.
void unitStateFrom(const std::string& text, BattleUnit& unit);

struct BnbBattle {
    std::vector<BattleUnit> units;
    int turn = 0;  // 0 before the first initiative
    bool attackerHasInitiative = false;  // the defender holds it before the first roll
};

enum class BattleAction { Initiative, Fire, Artillery, Assault, Morale, Cohesion, Vehicle };
inline constexpr std::array<model::EnumName<BattleAction>, 7> battleActionNames{{
    {BattleAction::Initiative, "initiative"},
    {BattleAction::Fire, "fire"},
    {BattleAction::Artillery, "artillery"},
    {BattleAction::Assault, "assault"},
    {BattleAction::Morale, "morale"},
    {BattleAction::Cohesion, "cohesion"},
    {BattleAction::Vehicle, "vehicle"},
}};

struct BattleRequest {
    BattleAction action = BattleAction::Fire;
    std::string actor;
    std::string target;
    std::optional<int> rangeHexes;  // fire: none, within range; artillery: required
    // Where the target stands (a defender, in an assault): open, column, woods, town, marsh,
    // trench, emplacement.
    ArtilleryTarget terrain = ArtilleryTarget::Open;
    std::optional<int> dicePerStand;  // small arms, within the table's "2 or 3"
    std::vector<RangingModifier> ranging;
    bool underFire = false;  // the actor is under MG or artillery fire (assault, unpin)
    // A morale action: the occasion and the modifiers the players give; the leader's boost
    // is rolled, never given.
    MoraleOccasion occasion = MoraleOccasion::TakingLosses;
    std::vector<std::string> modifiers;
};

struct BattleActionResult {
    std::vector<std::string> cells;    // each table cell read
    std::vector<std::string> effects;  // what changed on the table
    std::string hex;  // an assault's: who has the hex ("3/2D takes the hex"); else empty
    // The outcome as odds count it: the hex, then what changed on each unit in the end
    // ("2/41D: 2 stands lost, fell back 1"), or "no effect".
    std::string summary;
    std::string outcome;  // the same as the odds count it (battle_actions.cpp)
};

// Resolves the action on `battle` (std::invalid_argument for one the rules refuse, the battle
// unchanged).
BattleActionResult act(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                       Dice& dice);
// The exact odds of the action's outcomes, by the same act() over every roll (std::length_error
// when there are too many ways to count).
Distribution actionOdds(const BnbTables& tables, const BnbBattle& battle,
                        const BattleRequest& request);

}  // namespace tachanka::rules::bnb
