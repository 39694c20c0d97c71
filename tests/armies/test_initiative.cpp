// "Initiative" (Turn Sequence): the standard roll and alternating segments, option 1's cards,
// option 2's roll-off, with scripted dice; and ra initiative end to end.

#include <doctest/doctest.h>

#include "rules/redactions/initiative.hpp"
#include "tests/armies/field_tables.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::shippedFieldTables;

namespace {

const InitiativeNumbers& numbers() { return shippedFieldTables().initiative; }

constexpr Player first = Player::First;
constexpr Player second = Player::Second;

}  // namespace

TEST_CASE("Standard: \"The players roll for who first has initiative\" - a d6 each, ties again") {
    CHECK(numbers().die == 6);
    ScriptedDice dice({3, 3, 2, 5});
    const auto roll = rollForInitiative(numbers(), dice);
    CHECK(roll.rolls.size() == 2);
    CHECK(roll.winner == second);
    CHECK(dice.remaining() == 0);
}

TEST_CASE("Standard: \"then alternate moving units. After one player has had an action segment "
          "for all his units, the other player has one for each of his remaining units\"") {
    CHECK(actionSegmentOrder(second, 2, 4) ==
          std::vector<Player>{second, first, second, first, second, second});
    CHECK(actionSegmentOrder(first, 3, 1) == std::vector<Player>{first, second, first, first});
    CHECK(actionSegmentOrder(first, 0, 2) == std::vector<Player>{second, second});
}

TEST_CASE("Option 1: \"a card is made for each unit and HQ ... shuffled and drawn at random\"") {
    ScriptedDice dice({3, 1});  // d3 takes the third card, d2 the first left; the last is free
    CHECK(drawActivationCards({"1st Coy", "2nd Coy", "HQ"}, dice) ==
          std::vector<std::string>{"HQ", "1st Coy", "2nd Coy"});
    CHECK(dice.remaining() == 0);
}

TEST_CASE("Option 2: \"The players each roll a d6 at the start each action segment, the winner "
          "moving a unit\"") {
    ScriptedDice dice({2, 5});
    const auto rollOff = rollOffForSegment(numbers(), std::nullopt, true, dice);
    CHECK(rollOff.winner == second);
    CHECK_FALSE(rollOff.turnEnds);
}

TEST_CASE("Option 2: \"In the case of draws, the player who lost the previous roll-off has the "
          "initiative\"") {
    ScriptedDice dice({4, 4});
    CHECK(rollOffForSegment(numbers(), first, false, dice).winner == first);
    ScriptedDice firstOfTurn({4, 4, 1, 6});  // no previous roll-off: rolled again
    CHECK(rollOffForSegment(numbers(), std::nullopt, false, firstOfTurn).winner == second);
}

TEST_CASE("Option 2: \"If players agree, the turn ends when both players roll a 1\"") {
    CHECK(numbers().turnEndsOnBoth == 1);
    ScriptedDice dice({1, 1});
    const auto ends = rollOffForSegment(numbers(), second, true, dice);
    CHECK(ends.turnEnds);
    CHECK_FALSE(ends.winner.has_value());
    ScriptedDice notAgreed({1, 1});  // a draw like any other: the previous loser moves
    const auto draw = rollOffForSegment(numbers(), second, false, notAgreed);
    CHECK_FALSE(draw.turnEnds);
    CHECK(draw.winner == second);
}

TEST_CASE("ra initiative standard, cards and roll-off end to end") {
    const auto standard = cli({"ra", "initiative", "standard", "--first-units", "1",
                               "--second-units", "2", "--dice", "2,6", "--json"});
    REQUIRE(standard.exitCode == 0);
    const auto order = JsonValue::parse(standard.out);
    CHECK(order["first_initiative"].string() == "second");
    REQUIRE(order["segments"].array().size() == 3);
    CHECK(order["segments"][1].string() == "first");
    const auto cards = JsonValue::parse(
        cli({"ra", "initiative", "cards", "--cards", "A,B", "--dice", "2", "--json"}).out);
    CHECK(cards["order"][0].string() == "B");
    const auto ends = JsonValue::parse(cli({"ra", "initiative", "roll-off", "--end-on-double-one",
                                            "--dice", "1,1", "--json"})
                                           .out);
    CHECK(ends["turn_ends"].boolean());
    const auto seeded = std::vector<std::string>{"ra", "initiative", "roll-off", "--previous-loser",
                                                 "first", "--seed", "8", "--json"};
    CHECK(cli(seeded).out == cli(seeded).out);
    CHECK(isOneLineError(cli({"ra", "initiative", "cards", "--cards", "A,A", "--seed", "1"})));
    CHECK(isOneLineError(cli({"ra", "initiative", "bidding", "--seed", "1"})));
    CHECK(isOneLineError(cli({"ra", "initiative", "roll-off", "--dice", "1,1,3"})));
}
