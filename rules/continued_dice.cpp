#include "rules/continued_dice.hpp"

#include <string>

namespace tachanka::rules {

int ContinuedDice::roll(int sides, std::string_view purpose) {
    requireSides(sides, purpose);
    if (next_ >= rolled_.size()) return then_.roll(sides, purpose);
    const int value = rolled_[next_++];
    if (value < 1 || value > sides) {
        throw std::invalid_argument("die " + std::to_string(next_) + " (" + std::string(purpose) +
                                    ") was rolled as " + std::to_string(value) + " on a d" +
                                    std::to_string(sides));
    }
    if (before_ == Before::Rolled) static_cast<void>(then_.roll(sides, purpose));
    return value;
}

int StoppableDice::roll(int sides, std::string_view purpose) {
    requireSides(sides, purpose);
    return stopped_ ? 1 : source_.roll(sides, purpose);
}

}  // namespace tachanka::rules
