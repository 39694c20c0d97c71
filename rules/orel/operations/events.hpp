#pragma once
// Random events (6, optional): the active player rolls d100 on his side's column. Suffered
// events take effect at once (Civil Exactions next turn); Controlled events are kept until
// the end of the opponent's next turn. The shipped list is provisional (READINGS.md).

#include <string>

#include "rules/dice.hpp"
#include "rules/orel/operations/operations_tables.hpp"

namespace tachanka::rules::orel::operations {

// Two d10, the first the tens and the second the ones; a die's 10 reads 0 and 00 is 100.
int rollD100(Dice& dice, std::string_view purpose);

// The event for a roll of 1-100; a range the table leaves out is "no event".
RandomEvent eventForRoll(const EventsTable& table, Side side, int roll);

// 6.1, 6.2: who decides what, and how long the event lasts.
struct EventProcedure {
    std::string formationChosenBy;  // "opponent", or empty when no unit is affected
    std::string unitsChosenBy;      // "active player", "opponent" or empty
    std::string timing;
};
EventProcedure eventProcedure(const RandomEvent& event);

struct EventRoll {
    int roll = 0;
    RandomEvent event;
    EventProcedure procedure;
    bool provisional = false;
};
EventRoll rollRandomEvent(const EventsTable& table, Side side, Dice& dice);

}  // namespace tachanka::rules::orel::operations
