#pragma once
// Exact odds (DESIGN.md "Exact odds"): run a rules procedure once for every possible sequence
// of dice it can ask for and add up the chance of each result. Because the procedure itself is
// run, the odds can never disagree with the rules engine that resolves the real roll.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/dice.hpp"

namespace tachanka::rules {

// A probability as an exact fraction in lowest terms.
struct Probability {
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;

    double value() const;
    std::string text() const;  // "5/36"
    Probability operator+(const Probability& other) const;
    bool operator==(const Probability& other) const = default;
};

struct Outcome {
    std::string result;
    Probability probability;
};

// Outcomes in the order their results first appear when the dice are counted up from all 1s.
class Distribution {
public:
    void add(std::string_view result, Probability probability);
    const std::vector<Outcome>& outcomes() const { return outcomes_; }
    Probability of(std::string_view result) const;  // 0 for a result that never happens
    Probability total() const;

private:
    std::vector<Outcome> outcomes_;
};

// Every sequence of rolls `procedure` can ask for, each weighted by its chance. A procedure
// must ask for the same dice whenever the earlier rolls were the same (rules procedures do).
// Throws std::length_error if there are more than `maximumSequences` sequences.
Distribution enumerateOutcomes(const std::function<std::string(Dice&)>& procedure,
                               std::uint64_t maximumSequences = 10'000'000);

}  // namespace tachanka::rules
