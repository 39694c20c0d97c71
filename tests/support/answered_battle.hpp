#pragma once
// A battle resolved to its end by tests about something else: each choice it stops at (8.8,
// 8.7.4, 8.5.1) answered with the first answer offered, as the desktop's decision dialog opens
// (assault, every unit enters, the first hex 8.5.1 leaves). Typed dice are handed out as the
// battle asks for them, before and after its stops alike.

#include <deque>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"

namespace tachanka::testing {

// `retreatTo`: the hexes the test sends retreating units to when 8.5.1 allows one of them.
inline core::BattleDecision firstAnswer(const core::BattleQuestion& question,
                                        const std::vector<std::string>& retreatTo = {}) {
    core::BattleDecision decision;
    if (question.awaiting == "assault") {
        decision.assault = true;
    } else if (question.awaiting == "advance") {
        decision.advance = question.units;
    } else {
        auto hex = question.answers.at(0).answer;
        for (const auto& answer : question.answers) {
            for (const auto& wanted : retreatTo) {
                if (answer.answer == wanted) hex = wanted;
            }
        }
        decision.retreats.emplace_back(question.units.at(0), hex);
    }
    return decision;
}

inline core::BattleView resolveAnsweringFirst(const std::filesystem::path& file, std::int64_t id,
                                              core::BattleDice dice = {},
                                              const std::vector<std::string>& retreatTo = {}) {
    std::deque<int> typed;
    if (dice.typed) {
        typed.assign(dice.typed->begin(), dice.typed->end());
        dice.typed.reset();
        dice.ask = [&typed](const core::AskedDie& die) {
            if (typed.empty()) throw std::logic_error("the test typed too few dice: " + die.purpose);
            const int value = typed.front();
            typed.pop_front();
            return value;
        };
    }
    auto view = core::resolveBattle(file, id, dice);
    while (view.question) {
        view = core::decideBattle(file, id, firstAnswer(*view.question, retreatTo), dice);
    }
    if (!typed.empty()) throw std::logic_error("the test typed more dice than the battle asked");
    return view;
}

}  // namespace tachanka::testing
