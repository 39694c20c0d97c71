// 2: the seven phases of each player's turn, the White player first each day.

#include <doctest/doctest.h>

#include "rules/orel/operations/sequence.hpp"

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

TEST_CASE("each phase says what happens without a decision") {
    const auto recruitment = automaticSteps(Phase::Recruitment);
    REQUIRE_FALSE(recruitment.empty());
    CHECK(recruitment.front().find("12") != std::string::npos);
    CHECK(automaticSteps(Phase::CleanUp).front().find("Barrage") != std::string::npos);
    for (int phase = 0; phase < 7; ++phase) {
        CHECK_FALSE(automaticSteps(static_cast<Phase>(phase)).empty());
    }
}

TEST_CASE("8.7.3 B: a Routed marker from an earlier turn goes at clean-up unless in enemy ZoC") {
    CHECK(routMarkerRemovedAtCleanUp(false, false));
    CHECK_FALSE(routMarkerRemovedAtCleanUp(false, true));
    CHECK_FALSE(routMarkerRemovedAtCleanUp(true, false));
}
