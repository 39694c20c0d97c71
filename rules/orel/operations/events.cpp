#include "rules/orel/operations/events.hpp"

#include <stdexcept>

namespace tachanka::rules::orel::operations {
namespace {

int digit(int face) { return face % 10; }

// Events that strike units rather than recruit points or command at large.
bool affectsUnits(const RandomEvent& event) {
    return event.recruitPointsLostNextTurn == 0 && event.kind == EventKind::Suffered;
}

}  // namespace

int rollD100(Dice& dice, std::string_view purpose) {
    const int tens = digit(dice.roll(10, std::string(purpose) + " (tens)"));
    const int ones = digit(dice.roll(10, std::string(purpose) + " (ones)"));
    const int roll = tens * 10 + ones;
    return roll == 0 ? 100 : roll;
}

RandomEvent eventForRoll(const EventsTable& table, Side side, int roll) {
    if (roll < 1 || roll > 100) {
        throw std::invalid_argument("an events roll is 1 to 100 (00 reads 100), not " +
                                    std::to_string(roll));
    }
    if (const auto column = table.events.find(side); column != table.events.end()) {
        for (const auto& event : column->second) {
            if (roll >= event.from && roll <= event.to) return event;
        }
    }
    return {roll,       roll,
            "no-event", EventKind::None,
            "No event", "This roll is not in the events list (unread range): nothing happens."};
}

EventProcedure eventProcedure(const RandomEvent& event) {
    switch (event.kind) {
        case EventKind::Suffered:
            if (!affectsUnits(event)) {
                return {"", "",
                        event.recruitPointsLostNextTurn > 0 ? "next turn (6.1)" : "at once (6.1)"};
            }
            return {"opponent", event.id == "defeatist-rumours" ? "" : "active player",
                    "at once (6.1)"};
        case EventKind::Controlled:
            return {"", "active player",
                    "when the active player plays it, at the latest by the end of the "
                    "opponent's next turn (6.2)"};
        case EventKind::None:
            break;
    }
    return {"", "", "no effect"};
}

EventRoll rollRandomEvent(const EventsTable& table, Side side, Dice& dice) {
    const int roll = rollD100(dice, "random event: " + std::string(sideName(side)));
    RandomEvent event = eventForRoll(table, side, roll);
    EventProcedure procedure = eventProcedure(event);
    return {roll, std::move(event), std::move(procedure), table.provisional};
}

}  // namespace tachanka::rules::orel::operations
