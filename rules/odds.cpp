#include "rules/odds.hpp"

#include <numeric>
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

// Replays a fixed prefix of rolls, then answers 1 for every new die and remembers its sides,
// so the caller can walk the tree of roll sequences in counting order.
class ReplayDice final : public Dice {
public:
    struct Choice {
        std::size_t group = 0;
        std::vector<FaceGroup> groups;
        int sides = 6;
    };

    ReplayDice(std::vector<Choice>& path, const FaceGroups& groups)
        : path_(path), groups_(groups) {}

    int roll(int sides, std::string_view purpose) override {
        requireSides(sides, purpose);
        if (next_ < path_.size()) {
            if (path_[next_].sides != sides) {
                throw std::logic_error("exact odds: the procedure asked for different dice on "
                                       "the same rolls (" + std::string(purpose) + ")");
            }
            const Choice& choice = path_[next_++];
            return choice.groups[choice.group].value;
        }
        Choice choice{0, groups_ ? groups_(sides, purpose) : std::vector<FaceGroup>{}, sides};
        if (choice.groups.empty()) {
            for (int face = 1; face <= sides; ++face) choice.groups.push_back({face, 1});
        }
        int covered = 0;
        for (const auto& group : choice.groups) covered += group.faces;
        if (covered != sides) {
            throw std::logic_error("exact odds: the face groups of a die must cover its faces (" +
                                   std::string(purpose) + ")");
        }
        path_.push_back(std::move(choice));
        ++next_;
        return path_.back().groups.front().value;
    }

    std::size_t used() const { return next_; }

private:
    std::vector<Choice>& path_;
    const FaceGroups& groups_;
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

Distribution enumerateOutcomes(const std::function<std::string(Dice&)>& procedure,
                               std::uint64_t maximumSequences) {
    return enumerateOutcomes(procedure, FaceGroups{}, maximumSequences);
}

Distribution enumerateOutcomes(const std::function<std::string(Dice&)>& procedure,
                               const FaceGroups& groups, std::uint64_t maximumSequences) {
    Distribution distribution;
    std::vector<ReplayDice::Choice> path;
    for (std::uint64_t sequences = 1;; ++sequences) {
        if (sequences > maximumSequences) {
            throw std::length_error("exact odds: more than " + std::to_string(maximumSequences) +
                                    " dice sequences to count");
        }
        ReplayDice dice(path, groups);
        const std::string result = procedure(dice);
        path.resize(dice.used());
        // Reduced die by die, so long sequences of grouped faces stay within 64 bits.
        Probability chance{1, 1};
        for (const auto& choice : path) {
            chance = reduced(
                multiplyChecked(chance.numerator,
                                static_cast<std::uint64_t>(choice.groups[choice.group].faces)),
                multiplyChecked(chance.denominator, static_cast<std::uint64_t>(choice.sides)));
        }
        distribution.add(result, chance);
        while (!path.empty() && path.back().group + 1 == path.back().groups.size()) {
            path.pop_back();
        }
        if (path.empty()) return distribution;
        ++path.back().group;
    }
}

}  // namespace tachanka::rules
