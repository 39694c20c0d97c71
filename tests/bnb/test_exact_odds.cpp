// Exact odds of each roll against the chances counted by hand from the rules text.

#include <doctest/doctest.h>

#include "rules/bnb/exact_odds.hpp"
#include "tests/bnb/bnb_tables_fixture.hpp"

using namespace tachanka::rules::bnb;
using tachanka::rules::Probability;
using tachanka::testing::shippedBnbTables;
using tachanka::testing::smallArmsFire;

TEST_CASE("odds: initiative ties go to the holder") {
    // Two 2d6 totals tie in 146 of 1296 cases (the sum of the squares of 1..6..1); the rest
    // split evenly, 575 each.
    const auto odds = initiativeOdds(shippedBnbTables(), Player::First);
    CHECK(odds.of("first player") == Probability{721, 1296});
    CHECK(odds.of("second player") == Probability{575, 1296});
}

TEST_CASE("odds: mechanical failure 1/36 for an armoured car, 1/6 for a tank") {
    const auto& movement = shippedBnbTables().movement;
    CHECK(mechanicalFailureOdds(movement, Vehicle::ArmoredCar).of("mechanical failure") ==
          Probability{1, 36});
    CHECK(mechanicalFailureOdds(movement, Vehicle::Tank).of("mechanical failure") ==
          Probability{1, 6});
}

TEST_CASE("odds: one infantry stand in the open, 2 dice hitting on 5 or 6") {
    const auto odds =
        smallArmsOdds(shippedBnbTables().smallArms,
                      smallArmsFire(SmallArmsUnit::Infantry, 1, SmallArmsTarget::Open));
    CHECK(odds.of("0 hits") == Probability{4, 9});
    CHECK(odds.of("1 hit") == Probability{4, 9});
    CHECK(odds.of("2 hits") == Probability{1, 9});
}

TEST_CASE("odds: entrenched, 2 cavalry dice of 6 needed for each hit") {
    auto fire = smallArmsFire(SmallArmsUnit::Cavalry, 1, SmallArmsTarget::Other);
    fire.dicePerStand = 2;
    fire.entrenched = true;
    const auto odds = smallArmsOdds(shippedBnbTables().smallArms, fire);
    CHECK(odds.of("1 hit") == Probability{1, 36});
}

TEST_CASE("odds: field guns at 12 hexes zero in only on double six") {
    ArtilleryFire fire;
    fire.rangeHexes = 12;
    const auto odds = artilleryOdds(shippedBnbTables().artillery, fire);
    CHECK(odds.of("not zeroed") == Probability{35, 36});
    CHECK(odds.of("4 hits") == Probability{1, 36 * 16});  // then 4 dice hitting on 4+
}

TEST_CASE("odds: the losses roll, loser 2 on a 3 or 4") {
    const auto odds = meleeLossesOdds(shippedBnbTables().closeAssault);
    CHECK(odds.of("winner 1, loser 2") == Probability{1, 3});
    CHECK(odds.of("winner 0, loser 1") == Probability{1, 6});
}

TEST_CASE("odds: one stand against one, the defender holds ties") {
    const auto odds = meleeOdds(shippedBnbTables().closeAssault, {1, {}}, {1, {}});
    Probability attacker{0, 1};
    for (const auto& outcome : odds.outcomes()) {
        if (outcome.result.starts_with("attacker")) attacker = attacker + outcome.probability;
    }
    CHECK(attacker == Probability{5, 12});  // 15 of 36
}

TEST_CASE("odds: an armoured car overrunning one stand") {
    const auto odds = overrunOdds(shippedBnbTables(), Vehicle::ArmoredCar, 1);
    // Hit on 4-6 (1/2); the stand hits on 6 (1/6), knocked out on 5-6 (1/3).
    CHECK(odds.of("1 enemy hit, vehicle knocked out") == Probability{1, 36});
    // Missed (1/2), and the stand misses (5/6) or hits for nothing (1/6 × 1/3): 4/9.
    CHECK(odds.of("no enemy hit") == Probability{4, 9});
}

TEST_CASE("odds: morale level 3 with no modifier passes on 4, 5, 6") {
    const auto odds = moraleOdds(shippedBnbTables().morale, {MoraleOccasion::Unpin, 3, {}});
    CHECK(odds.of("passed") == Probability{1, 2});
    CHECK(odds.of("failed: remain pinned in place") == Probability{1, 2});
}

TEST_CASE("odds: cohesion at level 4 loses a stand on 1 to 4") {
    CHECK(cohesionOdds(4).of("stand lost") == Probability{2, 3});
}

TEST_CASE("odds: command points of a rating 2 leader, 3 to 8") {
    const auto odds = commandPointsOdds(shippedBnbTables().leadership, 2);
    CHECK(odds.outcomes().size() == 6);
    CHECK(odds.of("3 CP") == Probability{1, 6});
    CHECK(odds.of("8 CP") == Probability{1, 6});
    CHECK(moraleBoostOdds(2).of("boost") == Probability{1, 3});
    CHECK(commandPointsOdds(shippedBnbTables().leadership, std::nullopt).of("1 CP") ==
          Probability{1, 6});
}

TEST_CASE("odds: a leader under artillery fire is hit on 11 or 12 and killed on 1-2") {
    const auto odds =
        leaderCasualtyOdds(shippedBnbTables().leaderCasualties, FireType::Artillery, false);
    CHECK(odds.of("not hit") == Probability{11, 12});
    CHECK(odds.of("killed") == Probability{1, 36});
}

TEST_CASE("odds: grouped faces count the same as every face, and heavy guns can be counted") {
    // Two cavalry stands at 2 dice each in the open, every face walked: the same as grouped.
    auto fire = smallArmsFire(SmallArmsUnit::Cavalry, 2, SmallArmsTarget::Open);
    fire.dicePerStand = 2;
    const auto& arms = shippedBnbTables().smallArms;
    const auto everyFace = tachanka::rules::enumerateOutcomes(
        [&](tachanka::rules::Dice& dice) { return describe(fireSmallArms(arms, fire, dice)); });
    const auto grouped = smallArmsOdds(arms, fire);
    REQUIRE(grouped.outcomes().size() == everyFace.outcomes().size());
    for (const auto& outcome : everyFace.outcomes()) {
        CHECK(grouped.of(outcome.result) == outcome.probability);
    }
    // A heavy gun stand at a tank: 3 zeroing dice, 6 FP dice, a damage roll a hit.
    ArtilleryFire heavy;
    heavy.gun = Gun::Heavy;
    heavy.rangeHexes = 4;
    heavy.against = ArtilleryAgainst::Tank;
    const auto odds = artilleryOdds(shippedBnbTables().artillery, heavy);
    CHECK(odds.total() == Probability{1, 1});
    CHECK(odds.of("not zeroed") == Probability{1, 216});  // only 1, 1, 1 falls short of 4
}
