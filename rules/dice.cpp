#include "rules/dice.hpp"

namespace tachanka::rules {
namespace {

std::string dieName(int sides) { return "d" + std::to_string(sides); }

}  // namespace

void Dice::requireSides(int sides, std::string_view purpose) {
    if (sides < 2) {
        throw std::invalid_argument("a die needs at least 2 sides, asked for " +
                                    std::to_string(sides) + " (" + std::string(purpose) + ")");
    }
}

int Dice::rollSum(int count, int sides, std::string_view purpose) {
    int sum = 0;
    for (int i = 0; i < count; ++i) sum += roll(sides, purpose);
    return sum;
}

int Dice::rollRead(int sides, std::span<const int>, std::string_view purpose) {
    return roll(sides, purpose);
}

int Dice::rollSumRead(int count, int sides, std::span<const int>, std::string_view purpose) {
    return rollSum(count, sides, purpose);
}

Dice::Tally Dice::rollTally(int count, int sides, int hitOn, bool, std::string_view purpose) {
    Tally tally;
    for (int die = 0; die < count; ++die) {
        const int value = roll(sides, purpose);
        tally.rolls.push_back(value);
        tally.total += value;
        if (value >= hitOn) ++tally.hits;
    }
    return tally;
}

ScriptedDice::ScriptedDice(std::vector<int> values) : values_(values.begin(), values.end()) {}

int ScriptedDice::roll(int sides, std::string_view purpose) {
    requireSides(sides, purpose);
    if (values_.empty()) {
        throw DiceExhausted("no typed dice left: a " + dieName(sides) + " is needed for " +
                            std::string(purpose));
    }
    const int value = values_.front();
    if (value < 1 || value > sides) {
        throw std::invalid_argument("typed die " + std::to_string(value) + " is not a " +
                                    dieName(sides) + " result (for " + std::string(purpose) +
                                    ")");
    }
    values_.pop_front();
    return value;
}

int RecordingDice::roll(int sides, std::string_view purpose) {
    const int value = source_.roll(sides, purpose);
    rolls_.push_back(DieRoll{std::string(purpose), sides, value});
    return value;
}

}  // namespace tachanka::rules
