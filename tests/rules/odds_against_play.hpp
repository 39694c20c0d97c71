#pragma once
// Exact odds checked against the rules played: `runs` plays with seeded dice, each outcome's
// share within four standard errors of its chance, and every outcome played one the odds list.
// For procedures with too many sequences to list by hand.

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "rules/odds.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::testing {

template <typename Play>
void checkOddsAgainstPlay(const rules::Distribution& odds, Play&& play, int runs = 20'000) {
    CHECK(odds.total().value() == doctest::Approx(1.0));
    std::map<std::string, int> played;
    rules::SeededDice dice(1919);
    for (int run = 0; run < runs; ++run) ++played[play(dice)];
    for (const auto& outcome : odds.outcomes()) {
        CAPTURE(outcome.result);
        const double chance = outcome.probability.value();
        const double share = static_cast<double>(played[outcome.result]) / runs;
        CHECK(std::abs(share - chance) <= 4 * std::sqrt(chance * (1 - chance) / runs) + 1e-9);
    }
    for (const auto& [result, count] : played) {
        CAPTURE(result);
        CHECK(odds.of(result).numerator > 0);
    }
}

}  // namespace tachanka::testing
