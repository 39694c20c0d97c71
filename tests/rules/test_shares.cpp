// Shares of Monte Carlo runs and their 95% Wilson intervals, against textbook values.

#include <doctest/doctest.h>

#include <stdexcept>

#include "rules/shares.hpp"

using tachanka::rules::Tally;
using tachanka::rules::wilsonShare;

TEST_CASE("Wilson's 95% interval: 50 of 100 is 40.4% to 59.6%, 0 of 10 is 0% to 27.8%") {
    const auto half = wilsonShare(50, 100);
    CHECK(half.share == doctest::Approx(0.5));
    CHECK(half.low == doctest::Approx(0.4038).epsilon(0.0005));
    CHECK(half.high == doctest::Approx(0.5962).epsilon(0.0005));
    const auto none = wilsonShare(0, 10);
    CHECK(none.share == 0);
    CHECK(none.low == 0);
    CHECK(none.high == doctest::Approx(0.2775).epsilon(0.0005));
    CHECK(half.covers(0.45));
    CHECK_FALSE(half.covers(0.6));
    CHECK_THROWS_AS(wilsonShare(0, 0), std::invalid_argument);
}

TEST_CASE("a tally counts runs by result in the order the results first came") {
    Tally tally;
    tally.add("held");
    tally.add("cleared", 3);
    tally.add("held");
    const auto outcomes = tally.outcomes();
    REQUIRE(outcomes.size() == 2);
    CHECK(outcomes[0].result == "held");
    CHECK(outcomes[0].runs == 2);
    CHECK(outcomes[1].runs == 3);
    CHECK(outcomes[1].share.share == doctest::Approx(0.6));
    CHECK(tally.total() == 5);
}
