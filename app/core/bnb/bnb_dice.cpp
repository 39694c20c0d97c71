#include "app/core/bnb/bnb_dice.hpp"

#include <algorithm>
#include <string>

#include "app/core/common/user_error.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {

std::vector<int> diceOfRoll(int total, int diceInRoll) {
    if (total < diceInRoll || total > 6 * diceInRoll) {
        throw UserError("a roll of " + std::to_string(diceInRoll) + "d6 is from " +
                        std::to_string(diceInRoll) + " to " + std::to_string(6 * diceInRoll) +
                        ", not " + std::to_string(total));
    }
    std::vector<int> dice;
    int left = total;
    for (int die = diceInRoll; die > 0; --die) {
        // Each die as high as it can be while the dice after it can still show 1 each.
        const int value = std::clamp(left - (die - 1), 1, 6);
        dice.push_back(value);
        left -= value;
    }
    return dice;
}

std::unique_ptr<rules::Dice> bnbDiceSource(const BnbDice& given, int diceInRoll) {
    const int sources = (given.roll ? 1 : 0) + (given.typed ? 1 : 0) + (given.seed ? 1 : 0);
    if (sources != 1) {
        throw UserError(sources == 0 ? "the dice are missing: give the roll, the dice or a seed"
                                     : "give the roll, the dice or a seed, only one of them",
                        {"roll R", "dice D1,D2,...", "seed S"});
    }
    if (given.seed) return std::make_unique<rules::SeededDice>(*given.seed);
    if (given.roll) {
        if (diceInRoll == 0) {
            throw UserError("this takes more than one roll: type every die in order",
                            {"dice D1,D2,..."});
        }
        return std::make_unique<rules::ScriptedDice>(diceOfRoll(*given.roll, diceInRoll));
    }
    for (const int die : *given.typed) {
        if (die < 1 || die > 6) {
            throw UserError("a d6 shows 1 to 6, not " + std::to_string(die));
        }
    }
    return std::make_unique<rules::ScriptedDice>(*given.typed);
}

void refuseLeftOverDice(const rules::Dice& dice) {
    if (const auto* scripted = dynamic_cast<const rules::ScriptedDice*>(&dice)) {
        if (scripted->remaining() > 0) {
            throw UserError(std::to_string(scripted->remaining()) +
                            " typed dice were not needed: the rules asked for fewer");
        }
    }
}

}  // namespace tachanka::core
