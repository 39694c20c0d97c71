#pragma once
// A Red Flags & Iron Crosses battle on the umpired table (a linked battle of the campaign):
// its units with their grade, disruption and figures, the turn's cards (the pack shuffled and
// dealt one card a unit, every card seen out of the undealt pile), and the umpire's actions,
// each resolved by this folder's engines with its dice and cards. README.md gives the
// readings.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/odds.hpp"
#include "rules/rfic/activation.hpp"
#include "rules/rfic/cards.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

struct BattleUnit {
    std::string code;
    bool attacker = true;
    Mover mover = Mover::Infantry;  // its kind: infantry, cavalry, light-artillery, light-afv...
    int figures = 0;                // figures, crew figures or AFVs at the start
    int figuresLost = 0;
    Grade grade = Grade::Average;
    bool disrupted = false;
    bool destroyed = false;  // a vehicle's red cards
    bool retreated = false;  // driven back by a close assault: out of the hex

    int left() const { return destroyed ? 0 : std::max(0, figures - figuresLost); }
};

// "grade average disrupted destroyed retreated"
std::string unitStateText(const BattleUnit& unit);
// std::invalid_argument naming the word it cannot read.
void unitStateFrom(const std::string& text, BattleUnit& unit);

// The turn's pack (Turn Sequence 1, 2, 6): shuffled from `seed` at the deal, or the players'
// own (`typed`: every card turned over is typed in), and every card seen since.
struct TurnCards {
    int turn = 0;  // 0 before the first deal
    std::uint64_t seed = 0;
    bool typed = false;
    std::vector<Card> seen;          // dealt face up or turned over, out of the undealt pile
    std::vector<DealtCard> dealt;    // by unit code, in activation order
};

// A side's Commander (Organisation note 4: one for each player, rated good): dealt a card as a
// unit is, with a unit of his side or on his own, hit and disrupted, wounded or killed by the
// Commander table.
struct BattleCommander {
    bool attacker = true;
    std::string withUnit;  // the unit he is with; empty: on his own
    bool disrupted = false;
    bool wounded = false;
    bool killed = false;

    std::string code() const { return attacker ? "Commander-A" : "Commander-D"; }
    bool fresh() const { return withUnit.empty() && !disrupted && !wounded && !killed; }
};

// "commander A with 1/9D disrupted wounded"
std::string commanderStateText(const BattleCommander& commander);

// The battle's own state: the turn's cards and each Commander's that is not fresh.
struct BattleState {
    TurnCards cards;
    std::vector<BattleCommander> commanders;
};
// "turn 2 seed 77 seen 7H,QS,... dealt 1/9D=7H,2/1K=QS commander A with 1/9D"; empty before
// the first deal while every Commander is fresh.
std::string battleStateText(const TurnCards& cards, const std::vector<BattleCommander>& commanders);
// std::invalid_argument naming the text it cannot read.
BattleState battleStateFrom(const std::string& text);

struct RficBattle {
    std::vector<BattleUnit> units;
    std::vector<BattleCommander> commanders;  // a linked battle's: one a side
    TurnCards cards;
};

enum class BattleAction { Deal, Fire, Assault, Cohesion, Join };
inline constexpr std::array<model::EnumName<BattleAction>, 5> battleActionNames{{
    {BattleAction::Deal, "deal"},
    {BattleAction::Fire, "fire"},
    {BattleAction::Assault, "assault"},
    {BattleAction::Cohesion, "cohesion"},
    {BattleAction::Join, "join"},  // a Commander goes with a unit of his side, or on his own
}};

struct BattleRequest {
    BattleAction action = BattleAction::Fire;
    std::string actor;   // a unit's code, or a Commander's (cohesion, join)
    std::string target;  // a unit's code, or an enemy Commander's (fire); join: his unit
                         // ("alone" or none: on his own)
    bool cover = false;  // the target is in cover: a cover card for each hit
    bool moved = false;  // the firer moved before firing
    bool commanderInHex = false;  // cohesion: a Commander in the unit's hex
    // The cards the players dealt or turned over for this action, in order; none: from the
    // seeded pack (refused in a turn whose deal was typed).
    std::optional<std::vector<Card>> cards;
};

struct BattleActionResult {
    std::vector<std::string> cells;    // each die throw and card read
    std::vector<std::string> effects;  // what changed on the table
    std::string summary;               // the outcome as odds count it
};

// Resolves the action (std::invalid_argument for one the rules refuse, CardsExhausted when the
// typed cards run out; the battle unchanged).
BattleActionResult act(const RficTables& tables, RficBattle& battle, const BattleRequest& request,
                       Dice& dice);
// The exact odds of the action over the dice and the cards left in the undealt pile.
Distribution actionOdds(const RficTables& tables, const RficBattle& battle,
                        const BattleRequest& request);

}  // namespace tachanka::rules::rfic
