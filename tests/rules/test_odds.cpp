// Exact odds by enumerating every dice sequence, checked against counting by hand.

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "rules/odds.hpp"

using tachanka::rules::Dice;
using tachanka::rules::enumerateOutcomes;
using tachanka::rules::FaceGroup;
using tachanka::rules::FaceGroups;
using tachanka::rules::Probability;

TEST_CASE("the sum of 2d6 has the familiar triangle: 1/36 for 2, 6/36 for 7, 1/36 for 12") {
    const auto odds = enumerateOutcomes(
        [](Dice& dice) { return std::to_string(dice.rollSum(2, 6, "2d6")); });
    REQUIRE(odds.outcomes().size() == 11);
    CHECK(odds.outcomes().front().result == "2");
    CHECK(odds.of("2") == Probability{1, 36});
    CHECK(odds.of("7") == Probability{1, 6});
    CHECK(odds.of("8") == Probability{5, 36});
    CHECK(odds.of("12") == Probability{1, 36});
    CHECK(odds.of("13") == Probability{0, 1});
    CHECK(odds.total() == Probability{1, 1});
}

TEST_CASE("a procedure that stops early weights its short sequences by the dice it rolled") {
    // Roll a d6; on a 6 roll a d2 as well. "6 then 2" is 1/12, "no second die" 5/6.
    const auto odds = enumerateOutcomes([](Dice& dice) -> std::string {
        if (dice.roll(6, "first") < 6) return "stopped";
        return dice.roll(2, "second") == 2 ? "six then two" : "six then one";
    });
    CHECK(odds.of("stopped") == Probability{5, 6});
    CHECK(odds.of("six then two") == Probability{1, 12});
    CHECK(odds.of("six then one") == Probability{1, 12});
    CHECK(odds.total() == Probability{1, 1});
}

TEST_CASE("probabilities print as fractions and convert to doubles") {
    CHECK(Probability{5, 36}.text() == "5/36");
    CHECK(Probability{1, 4}.value() == doctest::Approx(0.25));
    CHECK((Probability{1, 6} + Probability{1, 3}) == Probability{1, 2});
}

TEST_CASE("a procedure with more sequences than allowed is refused, not run for ever") {
    CHECK_THROWS_AS(enumerateOutcomes([](Dice& dice) { return std::to_string(dice.roll(100, "d100")); },
                                      50),
                    std::length_error);
}

TEST_CASE("face groups count a die's alike faces together, to the same odds") {
    const auto twoDiceHits = [](Dice& dice) {
        int hits = 0;
        for (int die = 0; die < 2; ++die) hits += dice.roll(6, "hit on 5") >= 5 ? 1 : 0;
        return std::to_string(hits);
    };
    const FaceGroups hitOrMiss = [](int, std::string_view purpose) {
        return purpose == "hit on 5" ? std::vector<FaceGroup>{{1, 4}, {5, 2}}
                                     : std::vector<FaceGroup>{};
    };
    const auto grouped = enumerateOutcomes(twoDiceHits, hitOrMiss);
    const auto everyFace = enumerateOutcomes(twoDiceHits);
    CHECK(grouped.of("0") == Probability{4, 9});
    CHECK(grouped.of("1") == everyFace.of("1"));
    CHECK(grouped.of("2") == Probability{1, 9});
    const FaceGroups tooFew = [](int, std::string_view) { return std::vector<FaceGroup>{{1, 5}}; };
    CHECK_THROWS_AS(enumerateOutcomes(twoDiceHits, tooFew), std::logic_error);
}
