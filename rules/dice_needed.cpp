#include "rules/dice_needed.hpp"

#include <algorithm>
#include <sstream>

namespace tachanka::rules {
namespace {

// A sequence of rolls as its dice's sides and purposes, one line a die: the result the
// counting adds chances under (the values rolled do not matter, only what was asked).
class Asked final : public Dice {
public:
    explicit Asked(Dice& through) : through_(through) {}
    int roll(int sides, std::string_view purpose) override {
        key_ += std::to_string(sides);
        key_ += '\t';
        // A purpose names units by their codes: a line break in one stays on its line.
        for (const char c : purpose) key_ += (c == '\n' || c == '\t') ? ' ' : c;
        key_ += '\n';
        return through_.roll(sides, purpose);
    }
    std::string key() const { return key_; }

private:
    Dice& through_;
    std::string key_;
};

}  // namespace

DiceNeeded diceNeeded(const std::function<void(Dice&)>& procedure,
                      std::uint64_t maximumSequences) {
    const auto sequences = enumerateOutcomes(
        [&](Dice& dice) {
            Asked asked(dice);
            procedure(asked);
            return asked.key();
        },
        maximumSequences);
    DiceNeeded needed;
    bool first = true;
    for (const auto& sequence : sequences.outcomes()) {
        std::istringstream lines(sequence.result);
        int number = 0;
        for (std::string line; std::getline(lines, line);) {
            ++number;
            const auto tab = line.find('\t');
            const int sides = std::stoi(line.substr(0, tab));
            const std::string purpose = line.substr(tab + 1);
            const auto found = std::find_if(needed.dice.begin(), needed.dice.end(),
                                            [&](const DieNeeded& die) {
                                                return die.number == number && die.sides == sides &&
                                                       die.purpose == purpose;
                                            });
            if (found == needed.dice.end()) {
                needed.dice.push_back({number, sides, purpose, sequence.probability});
            } else {
                found->chance = found->chance + sequence.probability;
            }
        }
        needed.fewest = first ? number : std::min(needed.fewest, number);
        needed.most = std::max(needed.most, number);
        first = false;
    }
    std::stable_sort(needed.dice.begin(), needed.dice.end(),
                     [](const DieNeeded& a, const DieNeeded& b) { return a.number < b.number; });
    return needed;
}

}  // namespace tachanka::rules
