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

namespace {

// Six dice hitting on 5 or 6, saying after each die how many hit so far: the rest depends
// only on that and on how many dice are left.
std::string hitsOfSixDice(Dice& dice, int& runs) {
    ++runs;
    int hits = 0;
    for (int die = 1; die <= 6; ++die) {
        if (dice.roll(6, "hit on 5") >= 5) ++hits;
        dice.reached("die " + std::to_string(die) + ", hits " + std::to_string(hits));
    }
    return hits == 0 ? "no hit" : std::to_string(hits) + " hits";
}

tachanka::rules::Counting memoised() {
    tachanka::rules::Counting counting;
    counting.memoiseStates = true;
    return counting;
}

}  // namespace

TEST_CASE("counting each reached state once gives every fraction of counting every sequence") {
    int everySequenceRuns = 0;
    int memoisedRuns = 0;
    const auto everySequence =
        enumerateOutcomes([&](Dice& dice) { return hitsOfSixDice(dice, everySequenceRuns); });
    const auto byState = enumerateOutcomes(
        [&](Dice& dice) { return hitsOfSixDice(dice, memoisedRuns); }, memoised());
    CHECK(everySequenceRuns == 46656);  // 6^6
    REQUIRE(byState.outcomes().size() == everySequence.outcomes().size());
    for (std::size_t i = 0; i < byState.outcomes().size(); ++i) {
        CHECK(byState.outcomes()[i].result == everySequence.outcomes()[i].result);
        CHECK(byState.outcomes()[i].probability == everySequence.outcomes()[i].probability);
    }
    // Binomial(6, 1/3): no hit (2/3)^6 = 64/729, all six (1/3)^6 = 1/729.
    CHECK(byState.of("no hit") == Probability{64, 729});
    CHECK(byState.of("6 hits") == Probability{1, 729});
    CHECK(byState.total() == Probability{1, 1});
    // Expanded once each: the start and, after die k (k = 1..5), its k+1 hit counts, 21 in all.
    // Each tries six faces, 126 branches; 20 of them are expanded states that carry their run
    // on, so 106 runs end, at the sixth die or at a state counted before.
    CHECK(memoisedRuns == 106);
}

TEST_CASE("reached states are ignored unless the counting memoises them") {
    int runs = 0;
    enumerateOutcomes([&](Dice& dice) { return hitsOfSixDice(dice, runs); }, FaceGroups{});
    CHECK(runs == 46656);
}

TEST_CASE("memoised counting handles early stops and a state reported twice in a row") {
    // Roll a d6; on a 6 roll a d2 as well; the state after the first die is only "six or not".
    const auto procedure = [](Dice& dice) -> std::string {
        const bool six = dice.roll(6, "first") == 6;
        dice.reached(six ? "six" : "not six");
        dice.reached(six ? "six" : "not six");
        if (!six) return "stopped";
        return dice.roll(2, "second") == 2 ? "six then two" : "six then one";
    };
    const auto odds = enumerateOutcomes(procedure, memoised());
    CHECK(odds.of("stopped") == Probability{5, 6});
    CHECK(odds.of("six then two") == Probability{1, 12});
    CHECK(odds.of("six then one") == Probability{1, 12});
    CHECK(odds.outcomes().front().result == "stopped");
}

TEST_CASE("fractions multiply and divide in lowest terms") {
    CHECK((Probability{2, 3} * Probability{3, 4}) == Probability{1, 2});
    CHECK((Probability{0, 1} * Probability{3, 4}) == Probability{0, 1});
    CHECK((Probability{1, 12} / Probability{1, 6}) == Probability{1, 2});
}

TEST_CASE("a tally of dice is counted once per total and hits, by the ways the dice make it") {
    const auto tallied = [](bool totalRead) {
        return enumerateOutcomes([totalRead](Dice& dice) {
            const auto tally = dice.rollTally(2, 6, 6, totalRead, "2d6, a 6 hits");
            int total = 0;
            for (const int face : tally.rolls) total += face;
            CHECK(total == tally.total);  // the faces given make the tally
            return std::to_string(tally.total) + "/" + std::to_string(tally.hits);
        });
    };
    const auto both = tallied(true);
    CHECK(both.of("12/2") == Probability{1, 36});
    CHECK(both.of("7/1") == Probability{1, 18});  // 1 and 6, 6 and 1
    CHECK(both.of("7/0") == Probability{1, 9});   // 2-5, 3-4, 4-3, 5-2
    CHECK(both.total() == Probability{1, 1});
    const auto hits = tallied(false);
    REQUIRE(hits.outcomes().size() == 3);  // 0, 1 or 2 hits, whatever the total
    CHECK(hits.outcomes().front().result.ends_with("/0"));
    CHECK(hits.total() == Probability{1, 1});
    CHECK(hits.outcomes()[1].probability == Probability{5, 18});  // 2 × 1/6 × 5/6
}

TEST_CASE("real dice throw a tally die by die, each roll its own") {
    tachanka::rules::ScriptedDice dice({6, 2, 5});
    const auto tally = dice.rollTally(3, 6, 5, true, "3d6, 5 or 6 hits");
    CHECK(tally.rolls == std::vector<int>{6, 2, 5});
    CHECK(tally.total == 13);
    CHECK(tally.hits == 2);
    CHECK(dice.remaining() == 0);
}
