// A resolution taken up where it stopped for the players: the dice it had rolled, then the
// source's; seeded dice read the same whether or not the resolution stopped on the way.

#include <doctest/doctest.h>

#include "rules/continued_dice.hpp"
#include "rules/seeded_dice.hpp"

using namespace tachanka::rules;

TEST_CASE("seeded dice taken up after a stop read the same as dice that never stopped") {
    SeededDice straight(1919);
    std::vector<int> uninterrupted;
    for (int i = 0; i < 6; ++i) uninterrupted.push_back(straight.roll(6, "cohesion"));

    SeededDice again(1919);
    ContinuedDice continued({uninterrupted[0], uninterrupted[1]}, again,
                            ContinuedDice::Before::Rolled);
    std::vector<int> resumed;
    for (int i = 0; i < 6; ++i) resumed.push_back(continued.roll(6, "cohesion"));
    CHECK(resumed == uninterrupted);
}

TEST_CASE("typed dice after a stop are the players' next dice, and a stored die the die cannot show "
          "is refused") {
    ScriptedDice typed({5, 6});
    ContinuedDice continued({2, 3}, typed, ContinuedDice::Before::Skipped);
    CHECK(continued.roll(6, "a") == 2);
    CHECK(continued.roll(6, "b") == 3);
    CHECK(continued.roll(6, "c") == 5);
    CHECK(continued.roll(6, "d") == 6);
    CHECK(typed.remaining() == 0);

    ScriptedDice none({});
    ContinuedDice hostile({9}, none, ContinuedDice::Before::Skipped);
    CHECK_THROWS_WITH_AS(hostile.roll(6, "cohesion check"),
                         "die 1 (cohesion check) was rolled as 9 on a d6", std::invalid_argument);
}

TEST_CASE("once the players are asked, the rest of the run reads 1s and asks its source nothing") {
    ScriptedDice typed({4});
    bool stopped = false;
    StoppableDice stoppable(typed, stopped);
    CHECK(stoppable.roll(6, "before") == 4);
    stopped = true;
    CHECK(stoppable.roll(6, "after") == 1);
    CHECK(stoppable.roll(6, "after") == 1);
}
