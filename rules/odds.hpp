#pragma once
// Exact odds (docs/architecture.md "Exact odds"): run a rules procedure once for every possible
// sequence of dice it can ask for and add up the chance of each result. Because the procedure
// itself is run, the odds can never disagree with the rules engine that resolves the real roll.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
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
    Probability operator*(const Probability& other) const;
    Probability operator/(const Probability& other) const;  // other must not be 0
    bool operator==(const Probability& other) const = default;
};

struct Outcome {
    std::string result;
    Probability probability;
};

// Hashes a text key as a string or a string_view alike, so a key is found without a copy.
struct TextHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const {
        return std::hash<std::string_view>{}(text);
    }
};
template <typename Value>
using TextKeyed = std::unordered_map<std::string, Value, TextHash, std::equal_to<>>;

// Outcomes in the order their results first appear when the dice are counted up from all 1s.
class Distribution {
public:
    void add(std::string_view result, Probability probability);
    const std::vector<Outcome>& outcomes() const { return outcomes_; }
    Probability of(std::string_view result) const;  // 0 for a result that never happens
    Probability total() const;

private:
    std::vector<Outcome> outcomes_;
    // Each result's place in outcomes_: odds add up millions of sequences into a few results.
    TextKeyed<std::size_t> places_;
};

// Faces of a die the procedure cannot tell apart (a d6 that hits on 5 or 6: 1 standing for the
// four misses, 5 for the two hits), rolled as one face weighted by how many it stands for.
struct FaceGroup {
    int value = 1;  // the face the procedure is given
    int faces = 1;  // how many faces it stands for
};
// The groups of a die asked for with this purpose; none: every face on its own. The groups of
// one die must cover all its faces.
using FaceGroups = std::function<std::vector<FaceGroup>(int sides, std::string_view purpose)>;

// The dice exact odds give a procedure: besides dice, they branch on any other chance it meets
// (a card off a pile), each option standing for `faces` of `all` equally likely ways; the
// option's value is returned, the same whenever the earlier branches were the same.
class CountingDice : public Dice {
public:
    virtual int branch(const std::vector<FaceGroup>& options, int all,
                       std::string_view purpose) = 0;
};

using Procedure = std::function<std::string(Dice&)>;
using BranchingProcedure = std::function<std::string(CountingDice&)>;

// How to count a procedure's dice.
struct Counting {
    // Each die's faces taken group by group: the very procedure still decides every result,
    // over far fewer sequences when it rolls many dice that only hit or miss.
    FaceGroups groups;
    // The rest of the procedure counted once per state it reports through Dice::reached, and
    // reused wherever other dice lead to the same state. Right only when what the procedure
    // returns reads nothing from before a state but the state itself (never the rolls).
    bool memoiseStates = false;
    // Runs of the procedure allowed before std::length_error.
    std::uint64_t maximumRuns = 10'000'000;
};

// Every sequence of rolls `procedure` can ask for, each weighted by its chance. A procedure
// must ask for the same dice whenever the earlier rolls were the same (rules procedures do).
// Throws std::length_error if counting needs more than `maximumRuns` runs.
Distribution enumerateOutcomes(const Procedure& procedure, const Counting& counting);
Distribution enumerateBranches(const BranchingProcedure& procedure, const Counting& counting);
Distribution enumerateOutcomes(const Procedure& procedure,
                               std::uint64_t maximumSequences = 10'000'000);
Distribution enumerateOutcomes(const Procedure& procedure, const FaceGroups& groups,
                               std::uint64_t maximumSequences = 10'000'000);

}  // namespace tachanka::rules
