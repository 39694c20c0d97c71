// 2: the seven phases of each player's turn, the White player first each day.

#include <doctest/doctest.h>

#include "rules/orel/operations/sequence.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::GameDate;
using tachanka::model::Phase;

TEST_CASE("2.1: the White turn runs its seven phases in order") {
    TurnPosition at = firstPosition({1919, 10, 15});
    CHECK(at.side == Side::Whites);
    const Phase order[] = {Phase::DepotStatus,  Phase::Recruitment, Phase::CommandCheck,
                           Phase::RandomEvents, Phase::Movement,    Phase::Combat,
                           Phase::CleanUp};
    for (Phase phase : order) {
        CHECK(at.phase == phase);
        CHECK(at.side == Side::Whites);
        at = nextPosition(at);
    }
    CHECK(at == TurnPosition{{1919, 10, 15}, Side::Reds, Phase::DepotStatus});
}

TEST_CASE("2.2: after the Red clean-up comes the next day's White depot check") {
    const TurnPosition redEnd{{1919, 10, 31}, Side::Reds, Phase::CleanUp};
    CHECK(nextPosition(redEnd) == TurnPosition{{1919, 11, 1}, Side::Whites, Phase::DepotStatus});
}

TEST_CASE("2: the Reds' next turn is later the same day, the Whites' the next day") {
    const GameDate october15{1919, 10, 15};
    CHECK(nextTurnOf(Side::Reds, october15) == october15);
    CHECK(nextTurnOf(Side::Whites, october15) == GameDate{1919, 10, 16});
}

TEST_CASE("each phase says what happens without a decision") {
    const auto& rules = tachanka::testing::shippedOperationsTables().recruitment;
    const auto recruitment = automaticSteps(Phase::Recruitment, rules);
    REQUIRE(recruitment.size() == 2);
    CHECK(recruitment.front().find("saved up to 12") != std::string::npos);
    CHECK(recruitment.back().find("3 for 1") != std::string::npos);
    CHECK(automaticSteps(Phase::CleanUp, rules).front().find("Barrage") != std::string::npos);
    for (int phase = 0; phase < 7; ++phase) {
        CHECK_FALSE(automaticSteps(static_cast<Phase>(phase), rules).empty());
    }
}

TEST_CASE("a house rule's recruitment numbers are what the sequence of play says") {
    RecruitmentConstants houseRules;
    houseRules.savedMaximum = 15;
    houseRules.orelBonus = 2;
    houseRules.prisonersPerRp = 4;
    const auto recruitment = automaticSteps(Phase::Recruitment, houseRules);
    REQUIRE(recruitment.size() == 2);
    CHECK(recruitment.front().find("+2 for the side controlling Orël, saved up to 15") !=
          std::string::npos);
    CHECK(recruitment.back().find("4 for 1") != std::string::npos);
}

TEST_CASE("8.7.3 B: a Routed marker from an earlier turn goes at clean-up unless in enemy ZoC") {
    CHECK(routMarkerRemovedAtCleanUp(false, false));
    CHECK_FALSE(routMarkerRemovedAtCleanUp(false, true));
    CHECK_FALSE(routMarkerRemovedAtCleanUp(true, false));
}
