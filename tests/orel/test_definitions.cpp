// Orel 1919 definitions (1.2): rounding, predominant TQ, and the combat ratio as each rule
// rounds it. Expected values come from the rules text and READINGS.md.

#include <doctest/doctest.h>

#include <vector>

#include "rules/orel/combat/definitions.hpp"

using namespace tachanka::rules::orel;
using Shares = std::vector<StrengthShare>;
using Qualities = std::vector<TroopQualityShare>;

TEST_CASE("1.2 rounding: nearest, 3.49 -> 3 and 3.5 -> 4, odds and uncoordinated support down") {
    CHECK(roundNearest(349, 100) == 3);
    CHECK(roundNearest(7, 2) == 4);
    CHECK(roundDown(26, 10) == 2);
}

TEST_CASE("1.2: strengths divided alike are summed before dividing, rounded after") {
    // Two units of 3 both halved: (3 + 3) / 2 = 3, not 2 + 2.
    CHECK(sideStrength(Shares{{3, 2}, {3, 2}}) == 3);
    // Extended Combat Example: 7 + 5 (Disorganized, halved) + 1 = 7 + 3 + 1 = 11.
    CHECK(sideStrength(Shares{{7, 1}, {5, 2}, {1, 1}}) == 11);
    // Unsupplied and Disorganized: 5 / 4 is rounded once, after the last division.
    CHECK(sideStrength(Shares{{5, 4}}) == 1);
    CHECK(sideStrength(Shares{{6, 4}}) == 2);
    // Uncoordinated support: 3 / 2 = 1.5 rounds down.
    CHECK(sideStrength(Shares{{3, 2, true}}) == 1);
}

TEST_CASE("1.2 predominant TQ: 6, 6 and 3 give 6 - 1 = 5") {
    CHECK(predominantTroopQuality(Qualities{{6, 1}, {6, 1}, {3, 1}}) == 5);
    CHECK(mostNumerousTroopQuality(Qualities{{6, 1}, {6, 1}, {3, 1}}) == 6);
}

TEST_CASE("1.2 predominant TQ: most steps wins, a tie goes to the worse TQ") {
    CHECK(predominantTroopQuality(Qualities{{6, 3}, {5, 3}}) == 5);
    CHECK(predominantTroopQuality(Qualities{{6, 5}, {5, 3}}) == 6);  // Whites of the combat example
    CHECK(predominantTroopQuality(Qualities{{4, 2}, {5, 1}}) == 4);
}

TEST_CASE("1.2 predominant TQ: +1 when the best unit is three above") {
    CHECK(predominantTroopQuality(Qualities{{2, 4}, {5, 1}}) == 3);
    CHECK(predominantTroopQuality(Qualities{{3, 4}, {5, 1}}) == 3);
}

TEST_CASE("8.8: assault odds 1.50 to 1.99 are 1.5, others rounded down") {
    CHECK(CombatRatio{17, 11}.assaultRatio() == 1.5);
    CHECK(CombatRatio{17, 13}.assaultRatio() == 1.0);
    CHECK(CombatRatio{19, 10}.assaultRatio() == 1.5);
    CHECK(CombatRatio{20, 10}.assaultRatio() == 2.0);
    CHECK(CombatRatio{29, 10}.assaultRatio() == 2.0);
    CHECK(CombatRatio{17, 11}.cohesionRatio() == 1.0);
}

TEST_CASE("8.7.1: cohesion ratio steps at 2:1 and below 1:1, 17/13 is neither") {
    CHECK_FALSE(CombatRatio{17, 13}.atLeastTwoToOne());
    CHECK_FALSE(CombatRatio{17, 13}.belowOneToOne());
    CHECK(CombatRatio{26, 13}.atLeastTwoToOne());
    CHECK(CombatRatio{12, 13}.belowOneToOne());
}

TEST_CASE("odds below 1:1 are rounded against the attacker: 5/9 is 1:2") {
    CHECK(CombatRatio{5, 9}.assaultRatio() == 0.5);
    CHECK(CombatRatio{5, 10}.assaultRatio() == 0.5);
    CHECK(CombatRatio{5, 11}.assaultRatio() == doctest::Approx(1.0 / 3));
    CHECK(CombatRatio{4, 0}.assaultRatio() == 4.0);
}

TEST_CASE("odds are written as the rules write them: 17/11 is 1.5:1, 5/9 is 1:2, 5/11 is 1:3") {
    CHECK(oddsText(CombatRatio{17, 11}.assaultRatio()) == "1.5:1");
    CHECK(oddsText(CombatRatio{17, 11}.cohesionRatio()) == "1:1");
    CHECK(oddsText(CombatRatio{30, 10}.assaultRatio()) == "3:1");
    CHECK(oddsText(CombatRatio{5, 9}.assaultRatio()) == "1:2");
    CHECK(oddsText(CombatRatio{5, 11}.assaultRatio()) == "1:3");
    CHECK(oddsText(0) == "0:1");
}
