// Dice: typed-in dice (ScriptedDice), sums of dice, and the record of every roll.

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "rules/dice.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::contains;
using tachanka::rules::DiceExhausted;
using tachanka::rules::RecordingDice;
using tachanka::rules::ScriptedDice;

TEST_CASE("ScriptedDice hands out the typed values in the order they were typed") {
    ScriptedDice dice({3, 6, 1, 2});
    CHECK(dice.remaining() == 4);
    CHECK(dice.roll(6, "first") == 3);
    CHECK(dice.roll(6, "second") == 6);
    CHECK(dice.remaining() == 2);
    CHECK(dice.roll(6, "third") == 1);
    CHECK(dice.roll(6, "fourth") == 2);
    CHECK(dice.remaining() == 0);
}

TEST_CASE("ScriptedDice accepts every face of the die asked for, 1 to sides") {
    ScriptedDice dice({1, 10, 2, 100});
    CHECK(dice.roll(10, "d10 low") == 1);
    CHECK(dice.roll(10, "d10 high") == 10);
    CHECK(dice.roll(2, "d2") == 2);
    CHECK(dice.roll(100, "d100") == 100);
}

TEST_CASE("ScriptedDice throws DiceExhausted naming the die and purpose when values run out") {
    ScriptedDice dice({4});
    CHECK(dice.roll(6, "shooting") == 4);
    try {
        dice.roll(6, "shooting: 2nd Kornilov vs 1/Let");
        FAIL("an exhausted ScriptedDice rolled");
    } catch (const DiceExhausted& error) {
        const std::string message = error.what();
        CHECK(contains(message, "d6"));
        CHECK(contains(message, "shooting: 2nd Kornilov vs 1/Let"));
    }
}

TEST_CASE("ScriptedDice with no values at all is exhausted on the first roll") {
    ScriptedDice dice({});
    CHECK_THROWS_AS(dice.roll(6, "morale"), DiceExhausted);
    // DiceExhausted is a runtime_error, so callers may catch it as one.
    CHECK_THROWS_AS(dice.roll(6, "morale"), std::runtime_error);
}

TEST_CASE("ScriptedDice refuses a typed value that is not a face of the die asked for") {
    SUBCASE("above the highest face") {
        ScriptedDice dice({7});
        try {
            dice.roll(6, "recruitment");
            FAIL("7 accepted as a d6");
        } catch (const std::invalid_argument& error) {
            const std::string message = error.what();
            CHECK(contains(message, "7"));
            CHECK(contains(message, "d6"));
            CHECK(contains(message, "recruitment"));
        }
    }
    SUBCASE("zero") {
        ScriptedDice dice({0});
        CHECK_THROWS_AS(dice.roll(6, "zero"), std::invalid_argument);
    }
    SUBCASE("negative") {
        ScriptedDice dice({-2});
        CHECK_THROWS_AS(dice.roll(6, "negative"), std::invalid_argument);
    }
    SUBCASE("valid for a larger die but not for the one asked for") {
        ScriptedDice dice({10});
        CHECK_THROWS_AS(dice.roll(6, "d6 wanted"), std::invalid_argument);
    }
}

TEST_CASE("the out-of-range error is not DiceExhausted: the players mistyped, dice remain") {
    ScriptedDice dice({9});
    try {
        dice.roll(6, "combat");
        FAIL("9 accepted as a d6");
    } catch (const DiceExhausted&) {
        FAIL("a mistyped value was reported as running out of dice");
    } catch (const std::invalid_argument&) {
        CHECK(true);
    }
}

TEST_CASE("every Dice refuses a die of fewer than 2 sides, naming the purpose") {
    for (const int sides : {1, 0, -6}) {
        CAPTURE(sides);
        ScriptedDice dice({1});
        try {
            dice.roll(sides, "odd die");
            FAIL("a die of fewer than 2 sides was rolled");
        } catch (const std::invalid_argument& error) {
            const std::string message = error.what();
            CHECK(contains(message, "at least 2 sides"));
            CHECK(contains(message, "odd die"));
        }
        CHECK(dice.remaining() == 1);  // the typed value is still there for a proper roll
    }
}

TEST_CASE("Dice::rollSum adds count dice, each taken in turn") {
    ScriptedDice dice({3, 4, 6, 2, 5});
    CHECK(dice.rollSum(2, 6, "2d6") == 7);
    CHECK(dice.remaining() == 3);
    CHECK(dice.rollSum(3, 6, "3d6") == 13);
    CHECK(dice.remaining() == 0);
}

TEST_CASE("Dice::rollSum of zero dice is 0 and uses no dice") {
    ScriptedDice dice({5});
    CHECK(dice.rollSum(0, 6, "nothing") == 0);
    CHECK(dice.remaining() == 1);
}

TEST_CASE("Dice::rollSum runs out like single rolls when fewer values remain than dice") {
    ScriptedDice dice({2});
    CHECK_THROWS_AS(dice.rollSum(2, 6, "2d6"), DiceExhausted);
}

TEST_CASE("RecordingDice passes the source's values through unchanged") {
    ScriptedDice source({5, 1, 6});
    RecordingDice dice(source);
    CHECK(dice.roll(6, "a") == 5);
    CHECK(dice.roll(6, "b") == 1);
    CHECK(dice.roll(6, "c") == 6);
    CHECK(source.remaining() == 0);
}

TEST_CASE("RecordingDice keeps purpose, sides and value of every roll, in order") {
    ScriptedDice source({2, 9, 6});
    RecordingDice dice(source);
    dice.roll(6, "command check: 1st Division");
    dice.roll(10, "random event");
    dice.roll(6, "shooting: 2nd Kornilov vs 1/Let");

    const auto& rolls = dice.rolls();
    REQUIRE(rolls.size() == 3);
    CHECK(rolls[0].purpose == "command check: 1st Division");
    CHECK(rolls[0].sides == 6);
    CHECK(rolls[0].value == 2);
    CHECK(rolls[1].purpose == "random event");
    CHECK(rolls[1].sides == 10);
    CHECK(rolls[1].value == 9);
    CHECK(rolls[2].purpose == "shooting: 2nd Kornilov vs 1/Let");
    CHECK(rolls[2].sides == 6);
    CHECK(rolls[2].value == 6);
}

TEST_CASE("RecordingDice records each die of a rollSum on its own") {
    ScriptedDice source({4, 3});
    RecordingDice dice(source);
    CHECK(dice.rollSum(2, 6, "melee") == 7);
    const auto& rolls = dice.rolls();
    REQUIRE(rolls.size() == 2);
    CHECK(rolls[0].value == 4);
    CHECK(rolls[1].value == 3);
    CHECK(rolls[0].purpose == "melee");
    CHECK(rolls[1].purpose == "melee");
}

TEST_CASE("RecordingDice records nothing for a roll its source refused") {
    ScriptedDice source({1});
    RecordingDice dice(source);
    dice.roll(6, "kept");
    CHECK_THROWS_AS(dice.roll(6, "missing"), DiceExhausted);
    REQUIRE(dice.rolls().size() == 1);
    CHECK(dice.rolls()[0].purpose == "kept");
}
