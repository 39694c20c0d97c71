#pragma once
// The dice of a Bullets and Bolsheviks roll as a front end gives them: the one roll made at the
// table (a d6, or a 2d6 total), every die typed in the order the rules ask for them, or a seed.

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "rules/dice.hpp"

namespace tachanka::core {

struct BnbDice {
    std::optional<int> roll;                // one roll's total, for a procedure of one roll
    std::optional<std::vector<int>> typed;  // every die, in order
    std::optional<std::uint64_t> seed;
};

// Runs `procedure` with the dice given. A roll is split into the `diceInRoll` dice it was rolled
// with (refused outside their range); typed dice must all be used. One of the three must be
// given, and only one; a UserError otherwise.
template <typename Procedure>
auto withBnbDice(const BnbDice& given, int diceInRoll, Procedure&& procedure)
    -> decltype(procedure(std::declval<rules::Dice&>()));

// The dice a `diceInRoll`-dice total was rolled with, refused outside their range.
std::vector<int> diceOfRoll(int total, int diceInRoll);
// Builds the source of dice and, after the procedure, refuses dice left over.
std::unique_ptr<rules::Dice> bnbDiceSource(const BnbDice& given, int diceInRoll);
void refuseLeftOverDice(const rules::Dice& dice);

template <typename Procedure>
auto withBnbDice(const BnbDice& given, int diceInRoll, Procedure&& procedure)
    -> decltype(procedure(std::declval<rules::Dice&>())) {
    const auto dice = bnbDiceSource(given, diceInRoll);
    auto result = procedure(*dice);
    refuseLeftOverDice(*dice);
    return result;
}

}  // namespace tachanka::core
