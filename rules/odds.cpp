#include "rules/odds.hpp"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <stdexcept>

namespace tachanka::rules {
namespace {

std::uint64_t multiplyChecked(std::uint64_t a, std::uint64_t b) {
    std::uint64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product)) {
        throw std::overflow_error("exact odds: the fractions grew too large to add up");
    }
    return product;
}

Probability reduced(std::uint64_t numerator, std::uint64_t denominator) {
    const std::uint64_t divisor = std::gcd(numerator, denominator);
    if (divisor == 0) return {0, 1};
    return {numerator / divisor, denominator / divisor};
}

// A state reported on the path being counted, whose outcomes are still being added up.
struct OpenState {
    std::string key;
    std::size_t depth = 0;  // dice rolled before it was reached
    Probability chance;     // of the rolls before it
    Distribution outcomes;  // each with its whole sequence's chance
};

// What the rest of the procedure returns from each state counted to the end, given the state.
using CountedStates = std::unordered_map<std::string, Distribution>;

// Thrown out of the procedure when it reaches a state counted before: the rest is known.
struct StateAlreadyCounted {
    const Distribution* rest;
};

// Replays a fixed prefix of rolls, then answers the first face group for every new die and
// remembers its sides, so the caller can walk the tree of roll sequences in counting order.
class ReplayDice final : public Dice {
public:
    struct Choice {
        std::size_t group = 0;
        std::vector<FaceGroup> groups;
        int sides = 6;
    };

    ReplayDice(std::vector<Choice>& path, const Counting& counting, const CountedStates& counted,
               std::vector<OpenState>& open)
        : path_(path), counting_(counting), counted_(counted), open_(open) {}

    int roll(int sides, std::string_view purpose) override {
        requireSides(sides, purpose);
        if (next_ < path_.size()) return replayed(sides, purpose);
        Choice choice{0, counting_.groups ? counting_.groups(sides, purpose)
                                          : std::vector<FaceGroup>{},
                      sides};
        if (choice.groups.empty()) {
            for (int face = 1; face <= sides; ++face) choice.groups.push_back({face, 1});
        }
        int covered = 0;
        for (const auto& group : choice.groups) covered += group.faces;
        if (covered != sides) {
            throw std::logic_error("exact odds: the face groups of a die must cover its faces (" +
                                   std::string(purpose) + ")");
        }
        return firstOf(std::move(choice));
    }

    // Only the sum is seen, so each sum is one branch weighted by the ways the dice make it
    // (2d6: 36 sequences, 11 sums); too many dice to list their ways are rolled one by one.
    int rollSum(int count, int sides, std::string_view purpose) override {
        requireSides(sides, purpose);
        constexpr std::uint64_t mostWays = 1'000'000;
        std::uint64_t all = 1;
        for (int die = 0; die < count && all <= mostWays; ++die) all *= std::uint64_t(sides);
        if (count < 2 || all > mostWays) return Dice::rollSum(count, sides, purpose);
        if (next_ < path_.size()) return replayed(static_cast<int>(all), purpose);
        // ways[s]: the sequences of the dice so far that sum to s.
        std::vector<std::uint64_t> ways{1};
        for (int die = 0; die < count; ++die) {
            std::vector<std::uint64_t> more(ways.size() + std::size_t(sides), 0);
            for (std::size_t sum = 0; sum < ways.size(); ++sum) {
                for (int face = 1; face <= sides; ++face) more[sum + std::size_t(face)] += ways[sum];
            }
            ways = std::move(more);
        }
        Choice choice{0, {}, static_cast<int>(all)};
        for (std::size_t sum = 0; sum < ways.size(); ++sum) {
            if (ways[sum] > 0) choice.groups.push_back({int(sum), int(ways[sum])});
        }
        return firstOf(std::move(choice));
    }

    bool countsStates() const override { return counting_.memoiseStates; }

    // States met while replaying the prefix are already open on this path.
    void reached(std::string_view state) override {
        if (!counting_.memoiseStates || next_ < path_.size()) return;
        const auto found = counted_.find(std::string(state));
        if (found != counted_.end()) throw StateAlreadyCounted{&found->second};
        const bool alreadyOpen = std::any_of(open_.begin(), open_.end(), [&](const OpenState& s) {
            return s.key == state;
        });
        if (!alreadyOpen) open_.push_back({std::string(state), next_, chanceOf(next_), {}});
    }

    std::size_t used() const { return next_; }

    // The chance of the first `dice` rolls of the path, reduced die by die so long sequences
    // of grouped faces stay within 64 bits.
    Probability chanceOf(std::size_t dice) const {
        Probability chance{1, 1};
        for (std::size_t i = 0; i < dice; ++i) {
            const Choice& choice = path_[i];
            chance = chance * Probability{static_cast<std::uint64_t>(choice.groups[choice.group].faces),
                                          static_cast<std::uint64_t>(choice.sides)};
        }
        return chance;
    }

private:
    // The face the path holds for the die (or sum of dice) of `sides` asked for next.
    int replayed(int sides, std::string_view purpose) {
        if (path_[next_].sides != sides) {
            throw std::logic_error("exact odds: the procedure asked for different dice on the "
                                   "same rolls (" + std::string(purpose) + ")");
        }
        const Choice& choice = path_[next_++];
        return choice.groups[choice.group].value;
    }

    // A new die at the end of the path, answered with its first group.
    int firstOf(Choice choice) {
        path_.push_back(std::move(choice));
        ++next_;
        return path_.back().groups.front().value;
    }

    std::vector<Choice>& path_;
    const Counting& counting_;
    const CountedStates& counted_;
    std::vector<OpenState>& open_;
    std::size_t next_ = 0;
};

}  // namespace

double Probability::value() const {
    return static_cast<double>(numerator) / static_cast<double>(denominator);
}

std::string Probability::text() const {
    return std::to_string(numerator) + "/" + std::to_string(denominator);
}

Probability Probability::operator+(const Probability& other) const {
    const std::uint64_t common = std::lcm(denominator, other.denominator);
    const std::uint64_t left = multiplyChecked(numerator, common / denominator);
    const std::uint64_t right = multiplyChecked(other.numerator, common / other.denominator);
    std::uint64_t sum = 0;
    if (__builtin_add_overflow(left, right, &sum)) {
        throw std::overflow_error("exact odds: the fractions grew too large to add up");
    }
    return reduced(sum, common);
}

Probability Probability::operator*(const Probability& other) const {
    // Cross-reduced first, so the product overflows only when the reduced one would.
    const std::uint64_t a = std::gcd(numerator, other.denominator);
    const std::uint64_t b = std::gcd(other.numerator, denominator);
    if (a == 0 || b == 0) return {0, 1};
    return reduced(multiplyChecked(numerator / a, other.numerator / b),
                   multiplyChecked(denominator / b, other.denominator / a));
}

Probability Probability::operator/(const Probability& other) const {
    return *this * Probability{other.denominator, other.numerator};
}

void Distribution::add(std::string_view result, Probability probability) {
    for (auto& outcome : outcomes_) {
        if (outcome.result == result) {
            outcome.probability = outcome.probability + probability;
            return;
        }
    }
    outcomes_.push_back({std::string(result), probability});
}

Probability Distribution::of(std::string_view result) const {
    for (const auto& outcome : outcomes_) {
        if (outcome.result == result) return outcome.probability;
    }
    return {0, 1};
}

Probability Distribution::total() const {
    Probability sum;
    for (const auto& outcome : outcomes_) sum = sum + outcome.probability;
    return sum;
}

Distribution enumerateOutcomes(const Procedure& procedure, std::uint64_t maximumSequences) {
    return enumerateOutcomes(procedure, Counting{{}, false, maximumSequences});
}

Distribution enumerateOutcomes(const Procedure& procedure, const FaceGroups& groups,
                               std::uint64_t maximumSequences) {
    return enumerateOutcomes(procedure, Counting{groups, false, maximumSequences});
}

Distribution enumerateOutcomes(const Procedure& procedure, const Counting& counting) {
    Distribution distribution;
    std::vector<ReplayDice::Choice> path;
    CountedStates counted;
    std::vector<OpenState> open;
    const auto record = [&](std::string_view result, Probability chance) {
        distribution.add(result, chance);
        for (auto& state : open) state.outcomes.add(result, chance);
    };
    for (std::uint64_t runs = 1;; ++runs) {
        if (runs > counting.maximumRuns) {
            throw std::length_error("exact odds: more than " +
                                    std::to_string(counting.maximumRuns) +
                                    " dice sequences to count");
        }
        ReplayDice dice(path, counting, counted, open);
        try {
            const std::string result = procedure(dice);
            path.resize(dice.used());
            record(result, dice.chanceOf(path.size()));
        } catch (const StateAlreadyCounted& known) {
            path.resize(dice.used());
            const Probability chance = dice.chanceOf(path.size());
            for (const auto& outcome : known.rest->outcomes()) {
                record(outcome.result, chance * outcome.probability);
            }
        }
        while (!path.empty() && path.back().group + 1 == path.back().groups.size()) {
            path.pop_back();
        }
        // A state's every sequence is counted once the next one changes a roll before it.
        while (!open.empty() && open.back().depth >= path.size()) {
            auto& state = open.back();
            Distribution rest;
            for (const auto& outcome : state.outcomes.outcomes()) {
                rest.add(outcome.result, outcome.probability / state.chance);
            }
            counted.emplace(std::move(state.key), std::move(rest));
            open.pop_back();
        }
        if (path.empty()) return distribution;
        ++path.back().group;
    }
}

}  // namespace tachanka::rules
