#include "rules/odds.hpp"

#include <algorithm>
#include <optional>
#include <span>
#include <stdexcept>
#include <unordered_map>

namespace tachanka::rules {
namespace {

// A state reported on the path being counted, whose outcomes are still being added up.
struct OpenState {
    std::string key;
    std::size_t depth = 0;  // dice rolled before it was reached
    Probability chance;     // of the rolls before it
    Distribution outcomes;  // of the sequences through it so far, each with its whole chance
};

// What the rest of the procedure returns from each state counted to the end, given the state.
using CountedStates = TextKeyed<Distribution>;

// Replays a fixed prefix of branches, then takes the first option of every new die or other
// branch and remembers its options, so the caller can walk the tree of sequences in counting
// order. Once the procedure reaches a state counted before, the rest is known: the dice stop
// branching and answer their first option until the procedure returns, and its result is not
// counted (no exception unwinds the rules code on every hit of a counted state).
class ReplayDice final : public CountingDice {
public:
    struct Option {
        int value = 1;           // what the procedure is given
        std::uint64_t ways = 1;  // of the branch's `all` equally likely ways
    };
    struct Choice {
        std::size_t taken = 0;
        std::vector<Option> options;
        std::uint64_t all = 6;
        // The chance of the branches taken before it, which stay as they are while it is on
        // the path: the chance of a sequence is one product, not one per branch of it.
        Probability before{1, 1};

        Probability through() const { return before * Probability{options[taken].ways, all}; }
    };

    ReplayDice(std::vector<Choice>& path, const Counting& counting, const CountedStates& counted,
               std::vector<OpenState>& open)
        : path_(path), counting_(counting), counted_(counted), open_(open) {}

    int roll(int sides, std::string_view purpose) override {
        requireSides(sides, purpose);
        if (replaying()) return replayed(static_cast<std::uint64_t>(sides), purpose);
        auto groups =
            counting_.groups ? counting_.groups(sides, purpose) : std::vector<FaceGroup>{};
        if (groups.empty()) {
            for (int face = 1; face <= sides; ++face) groups.push_back({face, 1});
        }
        return extended(choiceOf(groups, sides), purpose);
    }

    // Only the sum is seen, so each sum is one branch weighted by the ways the dice make it
    // (2d6: 36 sequences, 11 sums); too many dice to list their ways are rolled one by one.
    int rollSum(int count, int sides, std::string_view purpose) override {
        requireSides(sides, purpose);
        constexpr std::uint64_t mostWays = 1'000'000;
        std::uint64_t all = 1;
        for (int die = 0; die < count && all <= mostWays; ++die) all *= std::uint64_t(sides);
        if (count < 2 || all > mostWays) return Dice::rollSum(count, sides, purpose);
        if (replaying()) return replayed(all, purpose);
        if (known_ != nullptr) return count;
        return extended(sums(count, sides, all), purpose);
    }

    int rollRead(int sides, std::span<const int> readings, std::string_view purpose) override {
        requireSides(sides, purpose);
        requireReadings(readings, std::size_t(sides), purpose);
        if (replaying()) return replayed(static_cast<std::uint64_t>(sides), purpose);
        if (known_ != nullptr) return 1;
        Choice faces{0, {}, static_cast<std::uint64_t>(sides)};
        for (int face = 1; face <= sides; ++face) faces.options.push_back({face, 1});
        return extended(readAlike(faces, readings, 1), purpose);
    }

    int rollSumRead(int count, int sides, std::span<const int> readings,
                    std::string_view purpose) override {
        requireSides(sides, purpose);
        constexpr std::uint64_t mostWays = 1'000'000;
        std::uint64_t all = 1;
        for (int die = 0; die < count && all <= mostWays; ++die) all *= std::uint64_t(sides);
        if (count < 2 || all > mostWays) return rollSum(count, sides, purpose);
        requireReadings(readings, std::size_t(count * (sides - 1) + 1), purpose);
        if (replaying()) return replayed(all, purpose);
        if (known_ != nullptr) return count;
        return extended(readAlike(sums(count, sides, all), readings, count), purpose);
    }

    Tally rollTally(int count, int sides, int hitOn, bool totalRead,
                    std::string_view purpose) override {
        requireSides(sides, purpose);
        const auto all = waysOf(count, sides);
        if (!all || hitOn < 1 || hitOn > sides) {
            return Dice::rollTally(count, sides, hitOn, totalRead, purpose);
        }
        // Past a counted state, only answered: every die a 1.
        const int allOnes = count * tallyBase + (hitOn == 1 ? count : 0);
        const int taken = replaying() ? replayed(*all, purpose)
                          : known_    ? allOnes
                                      : extended(tallies(count, sides, hitOn, totalRead, *all),
                                                 purpose);
        return madeOf(count, sides, hitOn, taken / tallyBase, taken % tallyBase);
    }

    int branch(const std::vector<FaceGroup>& options, int all, std::string_view purpose) override {
        if (replaying()) return replayed(static_cast<std::uint64_t>(all), purpose);
        return extended(choiceOf(options, all), purpose);
    }

    bool countsStates() const override { return counting_.memoiseStates; }

    // States met while replaying the prefix are already open on this path.
    void reached(std::string_view state) override {
        if (!counting_.memoiseStates || replaying() || known_ != nullptr) return;
        const auto found = counted_.find(state);
        if (found != counted_.end()) {
            known_ = &found->second;
            return;
        }
        const bool alreadyOpen = std::any_of(open_.begin(), open_.end(), [&](const OpenState& s) {
            return s.key == state;
        });
        if (!alreadyOpen) open_.push_back({std::string(state), next_, chanceOf(next_), {}});
    }

    bool restCounted() const override { return known_ != nullptr; }

    std::size_t used() const { return next_; }
    // What the rest of the procedure returns from the counted state it reached, if it did.
    const Distribution* known() const { return known_; }

    // The chance of the first `branches` of the path, reduced branch by branch so long
    // sequences of grouped faces stay within 64 bits.
    Probability chanceOf(std::size_t branches) const {
        return branches == 0 ? Probability{1, 1} : path_[branches - 1].through();
    }

private:
    // A tally's value: its total and hits in one int (hits fewer than 64, as the ways of more
    // dice than that would not fit in 64 bits).
    static constexpr int tallyBase = 64;

    static Choice choiceOf(const std::vector<FaceGroup>& groups, int all) {
        Choice choice{0, {}, static_cast<std::uint64_t>(all)};
        for (const auto& group : groups) {
            choice.options.push_back({group.value, static_cast<std::uint64_t>(group.faces)});
        }
        return choice;
    }

    // Each sum of `count` dice, weighted by the ways the dice make it.
    static Choice sums(int count, int sides, std::uint64_t all) {
        // ways[s]: the sequences of the dice so far that sum to s.
        std::vector<std::uint64_t> ways{1};
        for (int die = 0; die < count; ++die) {
            std::vector<std::uint64_t> more(ways.size() + std::size_t(sides), 0);
            for (std::size_t sum = 0; sum < ways.size(); ++sum) {
                for (int face = 1; face <= sides; ++face)
                    more[sum + std::size_t(face)] += ways[sum];
            }
            ways = std::move(more);
        }
        Choice choice{0, {}, all};
        for (std::size_t sum = 0; sum < ways.size(); ++sum) {
            if (ways[sum] > 0) choice.options.push_back({int(sum), ways[sum]});
        }
        return choice;
    }

    static void requireReadings(std::span<const int> readings, std::size_t values,
                                std::string_view purpose) {
        if (readings.size() != values) {
            throw std::logic_error(
                "exact odds: a die read alike needs a reading for each of "
                "its values (" +
                std::string(purpose) + ")");
        }
    }

    // The options of equal reading as one, at the first of them (`readings[value - lowest]`),
    // in the order of their first values: outcomes still appear in counting order.
    static Choice readAlike(const Choice& choice, std::span<const int> readings, int lowest) {
        Choice merged{0, {}, choice.all};
        std::vector<int> mergedReadings;
        for (const auto& option : choice.options) {
            const int reading = readings[std::size_t(option.value - lowest)];
            const auto at = std::find(mergedReadings.begin(), mergedReadings.end(), reading);
            if (at != mergedReadings.end()) {
                merged.options[std::size_t(at - mergedReadings.begin())].ways += option.ways;
                continue;
            }
            mergedReadings.push_back(reading);
            merged.options.push_back(option);
        }
        return merged;
    }

    // sides^count, if it fits in 64 bits and there are dice to throw.
    static std::optional<std::uint64_t> waysOf(int count, int sides) {
        if (count < 1 || count >= tallyBase) return std::nullopt;
        std::uint64_t all = 1;
        for (int die = 0; die < count; ++die) {
            if (__builtin_mul_overflow(all, std::uint64_t(sides), &all)) return std::nullopt;
        }
        return all;
    }

    // Every tally of the dice with its ways, fewest hits first, then the lowest total; without
    // the total, each count of hits once.
    static Choice tallies(int count, int sides, int hitOn, bool totalRead, std::uint64_t all) {
        const auto totals = std::size_t(totalRead ? count * sides + 1 : 1);
        const auto hitsUpTo = std::size_t(count + 1);
        // ways[total * hitsUpTo + hits], the dice so far
        std::vector<std::uint64_t> ways(totals * hitsUpTo, 0);
        ways[0] = 1;
        for (int die = 0; die < count; ++die) {
            std::vector<std::uint64_t> more(ways.size(), 0);
            for (std::size_t at = 0; at < ways.size(); ++at) {
                if (ways[at] == 0) continue;
                const auto total = at / hitsUpTo;
                const auto hits = at % hitsUpTo;
                for (int face = 1; face <= sides; ++face) {
                    const auto next = (totalRead ? total + std::size_t(face) : 0) * hitsUpTo +
                                      hits + (face >= hitOn ? 1 : 0);
                    more[next] += ways[at];
                }
            }
            ways = std::move(more);
        }
        Choice choice{0, {}, all};
        for (std::size_t hits = 0; hits < hitsUpTo; ++hits) {
            for (std::size_t total = 0; total < totals; ++total) {
                const auto found = ways[total * hitsUpTo + hits];
                if (found == 0) continue;
                const int shown = totalRead ? int(total) : int(hits) * hitOn + count - int(hits);
                choice.options.push_back({shown * tallyBase + int(hits), found});
            }
        }
        return choice;
    }

    // Faces that make the tally: the hits at `hitOn`, the misses at 1, raised to the total.
    static Tally madeOf(int count, int sides, int hitOn, int total, int hits) {
        Tally tally{std::vector<int>(std::size_t(count), 1), total, hits};
        for (int die = 0; die < hits; ++die) tally.rolls[std::size_t(die)] = hitOn;
        int missing = total - hits * hitOn - (count - hits);
        for (int die = 0; die < count && missing > 0; ++die) {
            auto& face = tally.rolls[std::size_t(die)];
            const int raised = std::min(missing, (die < hits ? sides : hitOn - 1) - face);
            face += raised;
            missing -= raised;
        }
        return tally;
    }

    bool replaying() const { return next_ < path_.size(); }

    // The value the path holds for the branch of `all` ways asked for next.
    int replayed(std::uint64_t all, std::string_view purpose) {
        if (path_[next_].all != all) {
            throw std::logic_error("exact odds: the procedure asked for different dice on the "
                                   "same rolls (" + std::string(purpose) + ")");
        }
        const Choice& choice = path_[next_++];
        return choice.options[choice.taken].value;
    }

    // A new branch at the end of the path, answered with its first option; past a counted
    // state, only answered.
    int extended(Choice choice, std::string_view purpose) {
        std::uint64_t covered = 0;
        for (const auto& option : choice.options) covered += option.ways;
        if (choice.options.empty() || covered != choice.all) {
            throw std::logic_error("exact odds: the face groups of a die must cover its faces (" +
                                   std::string(purpose) + ")");
        }
        if (known_ != nullptr) return choice.options.front().value;
        choice.before = chanceOf(path_.size());
        path_.push_back(std::move(choice));
        ++next_;
        return path_.back().options.front().value;
    }

    std::vector<Choice>& path_;
    const Counting& counting_;
    const CountedStates& counted_;
    std::vector<OpenState>& open_;
    std::size_t next_ = 0;
    const Distribution* known_ = nullptr;
};

}  // namespace

Distribution enumerateOutcomes(const Procedure& procedure, std::uint64_t maximumSequences) {
    return enumerateOutcomes(procedure, Counting{{}, false, maximumSequences});
}

Distribution enumerateOutcomes(const Procedure& procedure, const FaceGroups& groups,
                               std::uint64_t maximumSequences) {
    return enumerateOutcomes(procedure, Counting{groups, false, maximumSequences});
}

Distribution enumerateOutcomes(const Procedure& procedure, const Counting& counting) {
    return enumerateBranches([&](CountingDice& dice) { return procedure(dice); }, counting);
}

Distribution enumerateBranches(const BranchingProcedure& procedure, const Counting& counting) {
    Distribution distribution;
    std::vector<ReplayDice::Choice> path;
    CountedStates counted;
    std::vector<OpenState> open;
    // A sequence's outcome goes to the deepest state open on its path; each state's outcomes
    // go to the one below when it is counted, as every sequence through it passes through
    // those below it too.
    const auto record = [&](std::string_view result, Probability chance) {
        (open.empty() ? distribution : open.back().outcomes).add(result, chance);
    };
    for (std::uint64_t runs = 1;; ++runs) {
        if (runs > counting.maximumRuns) {
            throw std::length_error("exact odds: more than " +
                                    std::to_string(counting.maximumRuns) +
                                    " dice sequences to count");
        }
        ReplayDice dice(path, counting, counted, open);
        const std::string result = procedure(dice);
        path.resize(dice.used());
        const Probability chance = dice.chanceOf(path.size());
        if (const auto* rest = dice.known()) {
            for (const auto& outcome : rest->outcomes()) {
                record(outcome.result, chance * outcome.probability);
            }
        } else {
            record(result, chance);
        }
        while (!path.empty() && path.back().taken + 1 == path.back().options.size()) {
            path.pop_back();
        }
        // A state's every sequence is counted once the next one changes a roll before it.
        while (!open.empty() && open.back().depth >= path.size()) {
            auto state = std::move(open.back());
            open.pop_back();
            Distribution rest;
            for (const auto& outcome : state.outcomes.outcomes()) {
                rest.add(outcome.result, outcome.probability / state.chance);
                record(outcome.result, outcome.probability);
            }
            counted.emplace(std::move(state.key), std::move(rest));
        }
        if (path.empty()) return distribution;
        ++path.back().taken;
    }
}

}  // namespace tachanka::rules
