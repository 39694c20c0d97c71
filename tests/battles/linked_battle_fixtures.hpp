#pragma once
// What the linked battle rules tests share: the shipped tables and link table, units from the
// shipped army lists, a skirmish to act in, and an action run over every sequence of dice it
// asks for (an odometer over the dice tree, independent of rules/odds).

#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "rules/links/conversion.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/table_file.hpp"
#include "tests/battles/tactical_table.hpp"

namespace tachanka::testing::linked {

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
namespace links = tachanka::rules::links;

// The field rules as shipped (templates/rules/red-actions-field.xml).
inline FieldNumbers shippedField() {
    const auto field = loadFieldTables(source / "templates/rules/red-actions-field.xml");
    return {field.vehicles, field.wire, field.digging, field.trains, field.fires};
}

// One unit against another on the shipped field rules.
inline TacticalBattle onTheField(TacticalUnit attacker, TacticalUnit defender) {
    auto battle = facing(std::move(attacker), std::move(defender));
    battle.field = shippedField();
    return battle;
}

// The action with exactly these dice: every one of them used.
inline ActionResult actWith(TacticalBattle& battle, ActionRequest request, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    auto result = act(tables(), battle, request, scripted);
    CHECK(scripted.remaining() == 0);
    return result;
}

// The first unit takes `request`'s action against the second, with these dice.
inline ActionResult actBetween(TacticalBattle& battle, ActionRequest request,
                               std::vector<int> dice) {
    request.actor = battle.units[0].code;
    request.target = battle.units[1].code;
    ScriptedDice scripted(std::move(dice));
    return act(tables(), battle, request, scripted);
}

// Dice that give the faces of one path through the dice tree, then 1s, noting each die's
// sides so the caller can step to the next path: an odometer over every sequence.
class PathDice final : public Dice {
public:
    explicit PathDice(std::vector<int> path) : path_(std::move(path)) {}
    int roll(int sides, std::string_view) override {
        sides_.push_back(sides);
        return sides_.size() <= path_.size() ? path_[sides_.size() - 1] : 1;
    }
    const std::vector<int>& sides() const { return sides_; }

private:
    std::vector<int> path_;
    std::vector<int> sides_;
};

// Runs the action over every sequence of dice it asks for, and hands each ending to `visit`
// with the battle after it and its chance.
template <typename Visit>
void overEveryRoll(const TacticalBattle& battle, const ActionRequest& request, Visit&& visit) {
    std::vector<int> path;
    while (true) {
        PathDice dice(path);
        auto copy = battle;
        const auto result = act(tables(), copy, request, dice);
        path.resize(dice.sides().size(), 1);
        double chance = 1;
        for (const int sides : dice.sides()) chance /= sides;
        visit(result, std::move(copy), chance);
        // The next path: the last die that can still rise does, and the dice after it go.
        while (!path.empty() && path.back() == dice.sides()[path.size() - 1]) path.pop_back();
        if (path.empty()) return;
        ++path.back();
    }
}

// The chance of each summary over every sequence of dice the action asks for, as doubles.
inline std::map<std::string, double> frequencies(const TacticalBattle& battle,
                                                 const ActionRequest& request) {
    std::map<std::string, double> found;
    overEveryRoll(battle, request, [&](const ActionResult& result, TacticalBattle, double chance) {
        found[result.summary] += chance;
    });
    return found;
}

// The action's exact odds (rules/odds) equal the chances counted here over every roll.
inline void checkOddsAgainstEnumeration(const TacticalBattle& battle,
                                        const ActionRequest& request) {
    const auto odds = actionOdds(tables(), battle, request);
    const auto counted = frequencies(battle, request);
    CHECK(odds.outcomes().size() == counted.size());
    for (const auto& outcome : odds.outcomes()) {
        CAPTURE(outcome.result);
        REQUIRE(counted.contains(outcome.result));
        CHECK(outcome.probability.value() == doctest::Approx(counted.at(outcome.result)));
    }
    CHECK(odds.total().value() == doctest::Approx(1.0));
}

}  // namespace tachanka::testing::linked
