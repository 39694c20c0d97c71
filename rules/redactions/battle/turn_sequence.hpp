#pragma once
// The Red Actions! turn on the umpired table ("Turn Sequence", "Permitted Actions",
// "Pre-empting Enemy Actions"): initiative by the standard roll, by cards (option 1) or by a
// roll-off before every action segment (option 2); one action segment a unit a turn; a unit
// forced by a morale test, shooting or combat to act before its segment forfeits it. The turn
// is what the battle's log did to it, step by step, so an undone action undoes its step too.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"

namespace tachanka::rules::redactions {

// What one action of the log did to the turn.
struct TurnStep {
    std::optional<InitiativeMethod> begins;  // an initiative that starts a new turn
    std::optional<bool> attackerMoves;  // standard: the attacker moves first; roll-off: next
    std::vector<std::string> cards;     // cards: the order they were drawn in
    bool turnEnds = false;              // roll-off: both players rolled the turn's end
    std::string segment;                // the unit whose action segment it was
    std::vector<std::string> forced;    // units it forced to act out of sequence
    std::string preemptFailed;          // the unit whose Clever officer failed to pre-empt

    bool empty() const {
        return !begins && !attackerMoves && !turnEnds && segment.empty() && forced.empty() &&
               preemptFailed.empty();
    }
};

// The log's notation ("begins standard; attacker moves; segment 1/9D; forced 2/1K") and back;
// std::invalid_argument naming the word it cannot read.
std::string turnStepText(const TurnStep& step);
TurnStep turnStepFrom(std::string_view text);

struct TurnSequence {
    int turn = 0;  // none before the first initiative: actions are then umpired in any order
    InitiativeMethod method = InitiativeMethod::Standard;
    std::optional<bool> attackerFirst;  // standard
    std::vector<std::string> cards;     // option 1, in the order drawn
    std::optional<bool> rollOffWinner;  // option 2: the attacker? moves a unit, until he does
    std::optional<bool> lastLoser;      // option 2: the attacker? wins a drawn roll-off
    bool ended = false;                 // option 2: both rolled the turn's end
    std::vector<std::string> acted;     // had their action segment this turn
    std::vector<std::string> forfeited;
    // Units whose Clever officer failed to pre-empt since the last action segment.
    std::vector<std::string> failedPreempts;

    void apply(const TurnStep& step);
    bool hasActed(const std::string& code) const;
    bool hasForfeited(const std::string& code) const;
};

// Who has the next action segment: a side (standard, roll-off) or the unit whose card comes
// next; the turn is over when no unit is left to act or the roll-off ended it.
struct NextSegment {
    bool turnOver = false;
    bool rollOffFirst = false;        // option 2: no winner yet, roll off for the segment
    std::optional<bool> attacker;     // the side that moves a unit
    std::string unit;                 // option 1: the card drawn
};
NextSegment nextSegment(const TacticalBattle& battle, const TurnSequence& turn);

// The units of a side (or both) that still have their action segment this turn.
std::vector<std::string> stillToAct(const TacticalBattle& battle, const TurnSequence& turn);

// Whether the action is the actor's own action segment (move, shoot, charge, rally from
// terror or rout) rather than one it is made to take or may take besides (combat, pursuit,
// morale tests, rally from pinned).
bool usesSegment(const TacticalBattle& battle, const ActionRequest& request);

// Why the turn refuses the action now: an initiative while the turn is not over, a unit that
// has had or forfeited its segment, or one acting out of its turn without an ambush to
// pre-empt with; none once the turn allows it (and always before the first initiative).
std::optional<std::string> turnRefusal(const TacticalBattle& battle, const TurnSequence& turn,
                                       const ActionRequest& request);

// "A 'Clever' officer may attempt to pre-empt the actions of a visible unit. If he rolls a 6 on
// a d6 his unit may move out of initiative order. Another 'Clever' officer may not be pre-empted
// this way." Why the turn refuses the actor's attempt (no Clever officer, one attempt a segment,
// the card drawn next a Clever officer's unit); none when it may roll.
std::optional<std::string> preemptRefusal(const TacticalBattle& battle, const TurnSequence& turn,
                                          const NextSegment& next, const std::string& actor);

// The Clever officer's d6 to pre-empt, with its cell and effect: true on the tables' number.
bool preempts(const RedActionsTables& tables, const TacticalUnit& unit, Dice& dice,
              ActionResult& result);

// The initiative the request asks for, on the table as it stands: a new turn (standard roll,
// cards drawn for the units on the table, or the turn's first roll-off), or the roll-off for
// the next action segment of a turn under option 2.
TurnStep rollInitiative(const TacticalBattle& battle, const TurnSequence& turn,
                        const ActionRequest& request, Dice& dice, ActionResult& result);

// What an action other than initiative did to the turn: the segment it used and the units it
// forced to act before theirs (`before` the table it started from).
TurnStep stepOfAction(const TacticalBattle& before, const TurnSequence& turn,
                      const ActionRequest& request, const ActionResult& result);

// `act` within the turn: refused (std::invalid_argument) as turnRefusal says, else resolved,
// with what it did to the turn.
struct TurnAction {
    ActionResult result;
    TurnStep step;
};
TurnAction actInTurn(const RedActionsTables& tables, TacticalBattle& battle,
                     const TurnSequence& turn, const ActionRequest& request, Dice& dice);

}  // namespace tachanka::rules::redactions
