// Dice a procedure reads through a table (Dice::rollRead, rollSumRead): exact odds count one
// branch for each reading the procedure gives the faces, to the same fractions as counting
// every face; real dice roll the face itself.

#include <doctest/doctest.h>

#include <array>
#include <stdexcept>
#include <string>

#include "rules/odds.hpp"

using tachanka::rules::Counting;
using tachanka::rules::Dice;
using tachanka::rules::enumerateOutcomes;
using tachanka::rules::Probability;
using tachanka::rules::ScriptedDice;

namespace {

// A TQ 4 check: passed on 1 to 4, failed on 5 and 6.
constexpr std::array<int, 6> passOrFail{1, 1, 1, 1, 5, 5};

std::string tenChecks(Dice& dice, bool readAlike) {
    int passed = 0;
    for (int check = 0; check < 10; ++check) {
        const int face =
            readAlike ? dice.rollRead(6, passOrFail, "TQ check") : dice.roll(6, "TQ check");
        if (face <= 4) ++passed;
    }
    return std::to_string(passed);
}

}  // namespace

TEST_CASE("a die read alike is one branch for each reading, to the odds of its faces") {
    const auto read = enumerateOutcomes([](Dice& dice) {
        const int face = dice.rollRead(6, passOrFail, "TQ 4 check");
        return face <= 4 ? "passed on " + std::to_string(face) : "failed on " + std::to_string(face);
    });
    // The lowest face of each reading stands for the others.
    REQUIRE(read.outcomes().size() == 2);
    CHECK(read.outcomes()[0].result == "passed on 1");
    CHECK(read.of("passed on 1") == Probability{2, 3});
    CHECK(read.of("failed on 5") == Probability{1, 3});
}

TEST_CASE("ten checks read alike count 2^10 sequences where every face would count 6^10") {
    Counting few;
    few.maximumRuns = 2'000;
    const auto read = enumerateOutcomes([](Dice& dice) { return tenChecks(dice, true); }, few);
    CHECK(read.of("10") == Probability{1'024, 59'049});  // (4/6)^10
    CHECK(read.of("0") == Probability{1, 59'049});      // (2/6)^10
    CHECK(read.total() == Probability{1, 1});
    CHECK_THROWS_AS(enumerateOutcomes([](Dice& dice) { return tenChecks(dice, false); }, few),
                    std::length_error);
}

TEST_CASE("sums of two dice read alike are weighted by the ways the dice make them") {
    // An assault table whose rows start at 2, 5 and 9.
    std::array<int, 11> rows{};
    for (int sum = 2; sum <= 12; ++sum) rows[std::size_t(sum - 2)] = sum < 5 ? 2 : sum < 9 ? 5 : 9;
    const auto read = enumerateOutcomes(
        [&](Dice& dice) { return std::to_string(dice.rollSumRead(2, 6, rows, "assault")); });
    REQUIRE(read.outcomes().size() == 3);
    CHECK(read.of("2") == Probability{1, 6});    // 2, 3, 4: 1 + 2 + 3 of 36 ways
    CHECK(read.of("5") == Probability{5, 9});    // 5 to 8: 4 + 5 + 6 + 5
    CHECK(read.of("9") == Probability{5, 18});   // 9 to 12: 4 + 3 + 2 + 1
}

TEST_CASE("real dice read alike roll the face itself") {
    ScriptedDice dice({5, 3, 4});
    CHECK(dice.rollRead(6, passOrFail, "TQ check") == 5);
    std::array<int, 11> oneRow{};
    CHECK(dice.rollSumRead(2, 6, oneRow, "assault") == 7);
}

TEST_CASE("a die read alike needs a reading for each face") {
    const std::array<int, 4> tooFew{1, 1, 1, 1};
    CHECK_THROWS_AS(
        enumerateOutcomes([&](Dice& dice) { return std::to_string(dice.rollRead(6, tooFew, "x")); }),
        std::logic_error);
}
