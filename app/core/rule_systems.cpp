#include "app/core/rule_systems.hpp"

#include "app/core/bnb/bnb_system.hpp"
#include "app/core/actions/actions_system.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_system.hpp"
#include "app/core/redactions/redactions_system.hpp"
#include "app/core/rfic/rfic_system.hpp"

namespace tachanka::core {
namespace {

std::deque<RuleSystem>& registry() {
    // One row per shipped system; Red Actions! first, the default of every choice.
    static std::deque<RuleSystem> systems{redActionsSystem(), orelSystem(), bnbSystem(),
                                          actionsTableSystem(), rficSystem()};
    return systems;
}

}  // namespace

const std::deque<RuleSystem>& ruleSystems() { return registry(); }

const RuleSystem& ruleSystem(std::string_view id) {
    for (const auto& system : registry()) {
        if (system.id == id) return system;
    }
    std::string ids;
    for (const auto& system : registry()) ids += (ids.empty() ? "" : ", ") + system.id;
    throw UserError("unknown rule system '" + std::string(id) + "' (systems: " + ids + ")");
}

std::string ruleSystemName(std::string_view id) {
    for (const auto& system : registry()) {
        if (system.id == id) return system.name;
    }
    return std::string(id);
}

RuleSystemRegistration::RuleSystemRegistration(RuleSystem system) {
    registry().push_back(std::move(system));
}

std::string aboutText() {
    std::string text =
        "Campaign manager and army-list database for Russian Civil War wargames.\n\n"
        "Rule systems:";
    for (const auto& system : registry()) text += "\n• " + system.name + ": " + system.about;
    return text;
}

OddsInput numberInput(std::string key, std::string label, int minimum, int maximum, int initial) {
    return {std::move(key), std::move(label), OddsInput::Kind::Number, minimum, maximum, initial};
}

OddsInput choiceInput(std::string key, std::string label, std::vector<std::string> words) {
    const int last = static_cast<int>(words.size()) - 1;
    return {std::move(key), std::move(label), OddsInput::Kind::Choice, 0, last, 0,
            std::move(words)};
}

OddsInput flagInput(std::string key, std::string label) {
    return {std::move(key), std::move(label), OddsInput::Kind::Flag, 0, 1, 0};
}

OddsInput textInput(std::string key, std::string label, std::string hint) {
    return {std::move(key), std::move(label), OddsInput::Kind::Text, 0, 0, 0, {std::move(hint)}};
}

OddsValues initialValues(const OddsForm& form) {
    OddsValues values;
    for (const auto& input : form.inputs) {
        if (input.kind == OddsInput::Kind::Text) {
            values.texts[input.key] = "";
        } else {
            values.numbers[input.key] = input.initial;
        }
    }
    return values;
}

bool counts(const OddsInput& input, const OddsValues& values) {
    return std::all_of(input.onlyWhen.begin(), input.onlyWhen.end(), [&](const auto& when) {
        const auto found = values.numbers.find(when.first);
        return found != values.numbers.end() && found->second == when.second;
    });
}

namespace {
template <typename Map>
const auto& given(const Map& inputs, std::string_view key) {
    const auto found = inputs.find(key);
    if (found == inputs.end()) {
        throw UserError("odds: no input '" + std::string(key) + "' was given");
    }
    return found->second;
}
}  // namespace

int valueOf(const OddsValues& values, std::string_view key) { return given(values.numbers, key); }

const std::string& textOf(const OddsValues& values, std::string_view key) {
    return given(values.texts, key);
}

}  // namespace tachanka::core
