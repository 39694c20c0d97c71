#pragma once
// The turn tests' umpire: a battle and its turn as the log builds them, each action applied to
// both with scripted dice; the skirmish's 1/9D and Cv/9D against 2/1K.

#include <optional>
#include <string>
#include <vector>

#include "rules/redactions/battle/turn_sequence.hpp"
#include "tests/battles/linked_battle_fixtures.hpp"

namespace tachanka::testing::linked {

// A battle and its turn as the log builds it: each action applied to both.
struct Umpire {
    TacticalBattle battle = skirmish();
    TurnSequence turn;

    ActionResult act(ActionRequest request, std::vector<int> dice = {}) {
        ScriptedDice scripted(std::move(dice));
        auto done = actInTurn(tables(), battle, turn, request, scripted);
        turn.apply(done.step);
        return done.result;
    }
    std::optional<std::string> refusal(const ActionRequest& request) const {
        return turnRefusal(battle, turn, request);
    }
};

inline ActionRequest initiative(InitiativeMethod method = InitiativeMethod::Standard) {
    auto request = requested(TacticalAction::Initiative);
    request.method = method;
    return request;
}

inline ActionRequest moving(const std::string& unit) {
    return requested(TacticalAction::Move, unit);
}

}  // namespace tachanka::testing::linked
