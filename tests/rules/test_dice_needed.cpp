// The dice a procedure asks for, told before any is rolled: each by its place, what it is
// for and the chance it is rolled, over every sequence of rolls.

#include <doctest/doctest.h>

#include "rules/dice_needed.hpp"

using tachanka::rules::Dice;
using tachanka::rules::diceNeeded;
using tachanka::rules::Probability;

TEST_CASE("a die rolled only after some faces of the one before counts with their chance") {
    // A d6; on 5 or 6 a bonus d6; then a d4 whatever came before.
    const auto needed = diceNeeded([](Dice& dice) {
        if (dice.roll(6, "first") >= 5) dice.roll(6, "bonus");
        dice.roll(4, "last");
    });
    CHECK(needed.fewest == 2);
    CHECK(needed.most == 3);
    REQUIRE(needed.dice.size() == 4);
    CHECK(needed.dice[0].number == 1);
    CHECK(needed.dice[0].purpose == "first");
    CHECK(needed.dice[0].chance == Probability{1, 1});
    // The second die is the bonus a third of the time, else the last die.
    CHECK(needed.dice[1].number == 2);
    CHECK(needed.dice[2].number == 2);
    const auto& bonus = needed.dice[1].purpose == "bonus" ? needed.dice[1] : needed.dice[2];
    const auto& early = needed.dice[1].purpose == "bonus" ? needed.dice[2] : needed.dice[1];
    CHECK(bonus.sides == 6);
    CHECK(bonus.chance == Probability{1, 3});
    CHECK(early.purpose == "last");
    CHECK(early.sides == 4);
    CHECK(early.chance == Probability{2, 3});
    CHECK(needed.dice[3].number == 3);
    CHECK(needed.dice[3].purpose == "last");
    CHECK(needed.dice[3].chance == Probability{1, 3});
}

TEST_CASE("a procedure that rolls nothing needs no dice") {
    const auto needed = diceNeeded([](Dice&) {});
    CHECK(needed.fewest == 0);
    CHECK(needed.most == 0);
    CHECK(needed.dice.empty());
}
