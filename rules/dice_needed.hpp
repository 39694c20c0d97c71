#pragma once
// The dice a procedure asks for, told before any is rolled (`battle resolve --dice ?`): each
// die by its place in the sequence, what it is for, and the chance the procedure rolls it,
// counted over every sequence of rolls as the exact odds are (rules/odds.hpp).

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/odds.hpp"

namespace tachanka::rules {

struct DieNeeded {
    int number = 1;  // its place: 1 for the first die rolled
    int sides = 6;
    std::string purpose;
    Probability chance;  // that this die, for this purpose, is rolled; 1: always
};

struct DiceNeeded {
    int fewest = 0;  // dice the shortest sequence rolls
    int most = 0;
    // By place, then in the order the purposes first appear there: a place holds several
    // purposes when earlier rolls decide what comes next.
    std::vector<DieNeeded> dice;
};

// Throws std::length_error past `maximumSequences` sequences of rolls.
DiceNeeded diceNeeded(const std::function<void(Dice&)>& procedure,
                      std::uint64_t maximumSequences = 1'000'000);

}  // namespace tachanka::rules
