#include <algorithm>
#include <string>

#include "rules/redactions/battle/turn_sequence.hpp"

namespace tachanka::rules::redactions {
namespace {

bool hasCleverOfficer(const TacticalUnit& unit) {
    return unit.officer && unit.officer->clever && !unit.officer->killed;
}

}  // namespace

std::optional<std::string> preemptRefusal(const TacticalBattle& battle, const TurnSequence& turn,
                                          const NextSegment& next, const std::string& actor) {
    if (!hasCleverOfficer(battle.unit(actor))) {
        return actor + " has no Clever officer to pre-empt the order with";
    }
    const auto& tried = turn.failedPreempts;
    if (std::find(tried.begin(), tried.end(), actor) != tried.end()) {
        return actor + "'s Clever officer has tried to pre-empt this action segment already";
    }
    // Under cards the unit pre-empted is the card drawn next; otherwise its side chooses it,
    // and the players know whether it has a Clever officer.
    if (!next.unit.empty() && next.unit != actor && hasCleverOfficer(battle.unit(next.unit))) {
        return next.unit + "'s Clever officer may not be pre-empted";
    }
    return std::nullopt;
}

bool preempts(const RedActionsTables& tables, const TacticalUnit& unit, Dice& dice,
              ActionResult& result) {
    const int needed = tables.rolls.cleverPreemptsOn;
    const int roll = dice.roll(6, unit.code + "'s Clever officer pre-empting");
    const bool done = roll >= needed;
    result.cells.push_back("Clever officer's pre-emption, d6 " + std::to_string(roll) + " (" +
                           std::to_string(needed) + "+ needed): " + (done ? "pre-empts" : "fails"));
    result.effects.push_back(unit.code + ": its Clever officer " +
                             (done ? "pre-empts the initiative order"
                                   : "fails to pre-empt; it acts in its turn"));
    return done;
}

}  // namespace tachanka::rules::redactions
