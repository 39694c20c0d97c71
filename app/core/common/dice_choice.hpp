#pragma once
// The dice a look-up of any rule system rolls with: the players' typed dice, or dice from a
// seed.
// Every roll is recorded for the output, and typed dice the rule did not need are an error,
// so a mistyped list is never silently half-used.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/core/common/user_error.hpp"
#include "rules/dice.hpp"
#include "rules/odds.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {

struct DiceChoice {
    std::optional<std::vector<int>> typed;  // when given, these dice in order
    std::uint64_t seed = 0;                 // otherwise dice from this seed
    rules::Dice* asked = nullptr;  // or, when given, these (the players', asked one at a time)
};

template <typename Result>
struct Rolled {
    Result result;
    std::vector<rules::DieRoll> rolls;
};

// Runs `rule(dice)` with the chosen dice and returns its result with every die it rolled.
template <typename Rule>
auto rollWith(const DiceChoice& choice, Rule&& rule)
    -> Rolled<decltype(rule(std::declval<rules::Dice&>()))> {
    std::unique_ptr<rules::Dice> owned;
    rules::ScriptedDice* typed = nullptr;
    if (choice.typed) {
        auto scripted = std::make_unique<rules::ScriptedDice>(*choice.typed);
        typed = scripted.get();
        owned = std::move(scripted);
    } else if (choice.asked == nullptr) {
        owned = std::make_unique<rules::SeededDice>(choice.seed);
    }
    rules::RecordingDice dice(owned ? *owned : *choice.asked);
    auto result = rule(dice);
    if (typed != nullptr && typed->remaining() > 0) {
        throw UserError(std::to_string(typed->remaining()) +
                        " typed dice left over: the rule needed only " +
                        std::to_string(dice.rolls().size()));
    }
    return {std::move(result), dice.rolls()};
}

// The exact chance of each outcome of `rule`, named by `outcome`: the same rule run over every
// sequence of dice it can ask for.
template <typename Rule, typename Outcome>
rules::Distribution oddsOf(Rule&& rule, Outcome&& outcome) {
    return rules::enumerateOutcomes(
        [&](rules::Dice& dice) { return std::string(outcome(rule(dice))); });
}

}  // namespace tachanka::core
