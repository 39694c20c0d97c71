// The Red Actions! turn of a battle on the table, replayed from its log: an undone action's
// step is gone with it, so the turn never needs a record of its own.

#include <set>
#include <stdexcept>

#include "app/core/battles/tactical_state.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {

namespace ra = rules::redactions;

std::vector<model::TacticalEvent> standingEvents(const std::vector<model::TacticalEvent>& log) {
    std::set<int> undone;
    for (const auto& event : log) {
        if (event.corrects) undone.insert(*event.corrects);
    }
    std::vector<model::TacticalEvent> standing;
    for (const auto& event : log) {
        if (!event.corrects && !undone.contains(event.sequence)) standing.push_back(event);
    }
    return standing;
}

ra::TurnSequence turnOf(const std::vector<model::TacticalEvent>& log) {
    ra::TurnSequence turn;
    for (const auto& event : standingEvents(log)) {
        try {
            turn.apply(ra::turnStepFrom(event.turnStep));
        } catch (const std::invalid_argument& unreadable) {
            throw UserError("the battle's log entry #" + std::to_string(event.sequence) +
                            " is damaged: " + unreadable.what());
        }
    }
    return turn;
}

TacticalTurnView turnViewOf(const ra::TacticalBattle& table, const ra::TurnSequence& turn) {
    TacticalTurnView view;
    view.number = turn.turn;
    if (turn.turn == 0) {
        view.next = "no initiative rolled yet: actions are taken in any order";
        return view;
    }
    view.method = model::nameOf(ra::initiativeMethodNames, turn.method);
    view.cards = turn.cards;
    view.toAct = ra::stillToAct(table, turn);
    view.acted = turn.acted;
    view.forfeited = turn.forfeited;
    const auto next = ra::nextSegment(table, turn);
    if (next.turnOver) {
        view.next = "the turn is over: roll the initiative for the next";
    } else if (next.rollOffFirst) {
        view.next = "roll off for the next action segment";
    } else if (!next.unit.empty()) {
        view.next = next.unit + "'s card: its action segment";
    } else {
        view.next = std::string("the ") + (*next.attacker ? "attacker" : "defender") +
                    "'s action segment";
    }
    return view;
}

std::string turnSummary(const TacticalTurnView& turn) {
    if (turn.number == 0) return "Turn: " + turn.next;
    std::string line = "Turn " + std::to_string(turn.number) + " (" + turn.method +
                       " initiative): " + turn.next;
    const auto listed = [&](const char* what, const std::vector<std::string>& codes) {
        if (codes.empty()) return;
        line += std::string("; ") + what + ": ";
        for (std::size_t i = 0; i < codes.size(); ++i) line += (i == 0 ? "" : ", ") + codes[i];
    };
    listed("still to act", turn.toAct);
    listed("forfeited", turn.forfeited);
    return line;
}

}  // namespace tachanka::core
