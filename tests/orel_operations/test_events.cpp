// Random events (6): d100 from two d10 on the active side's column (provisional list).

#include <doctest/doctest.h>

#include "rules/orel/operations/events.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::rules::ScriptedDice;
using tachanka::testing::shippedOperationsTables;

namespace {
const EventsTable& events() { return shippedOperationsTables().events; }
}  // namespace

TEST_CASE("6: the first d10 is the tens, the second the ones, 0-0 reads 100") {
    ScriptedDice dice{{3, 7}};
    CHECK(rollD100(dice, "test") == 37);
    ScriptedDice zeros{{10, 10}};
    CHECK(rollD100(zeros, "test") == 100);
    ScriptedDice five{{10, 5}};
    CHECK(rollD100(five, "test") == 5);
}

TEST_CASE("READINGS.md: White 37 is Brewery (32-40), Red 37 Nothing Exceptional (33-57)") {
    CHECK(eventForRoll(events(), Side::Whites, 37).title == "Brewery");
    CHECK(eventForRoll(events(), Side::Reds, 37).title == "Nothing Exceptional");
    CHECK(eventForRoll(events(), Side::Reds, 29).title == "Brewery");
    CHECK(eventForRoll(events(), Side::Whites, 13).title == "Raid");
    CHECK(eventForRoll(events(), Side::Reds, 13).title == "Desertion");
}

TEST_CASE("unread ranges are no event") {
    const auto red = eventForRoll(events(), Side::Reds, 80);
    CHECK(red.id == "no-event");
    CHECK(red.kind == EventKind::None);
    CHECK(eventForRoll(events(), Side::Whites, 76).id == "no-event");
    CHECK(eventForRoll(events(), Side::Whites, 100).id == "no-event");
    CHECK_THROWS_AS(eventForRoll(events(), Side::Whites, 0), std::invalid_argument);
}

TEST_CASE("6.1: the opponent picks the formation, the active player the units (not for Rumors)") {
    const auto desertion = eventProcedure(eventForRoll(events(), Side::Reds, 10));
    CHECK(desertion.formationChosenBy == "opponent");
    CHECK(desertion.unitsChosenBy == "active player");
    const auto rumours = eventProcedure(eventForRoll(events(), Side::Reds, 1));
    CHECK(rumours.formationChosenBy == "opponent");
    CHECK(rumours.unitsChosenBy.empty());
    CHECK(eventProcedure(eventForRoll(events(), Side::Reds, 20)).timing.find("next turn") !=
          std::string::npos);
    CHECK(eventProcedure(eventForRoll(events(), Side::Reds, 60))
              .timing.find("opponent's next turn") != std::string::npos);
}

TEST_CASE("rolling an event uses two d10 and says the table is provisional") {
    ScriptedDice dice{{6, 8}};
    const auto rolled = rollRandomEvent(events(), Side::Whites, dice);
    CHECK(rolled.roll == 68);
    CHECK(rolled.event.title == "Fiery Speech");
    CHECK(rolled.provisional);
    CHECK(dice.remaining() == 0);
}
