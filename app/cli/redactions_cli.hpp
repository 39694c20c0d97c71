#pragma once
// Shared by the tachanka-cli ra look-up commands: option parsing into rules names, and the
// JSON and human output of effects and exact odds.

#include <charconv>
#include <iostream>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "model/named_enum.hpp"
#include "rules/odds.hpp"

namespace tachanka::cli {

// combat and its odds (redactions_combat_commands.cpp).
std::span<const Command> redActionsCombatCommands();
std::span<const Command> redActionsCombatOddsCommands();
// direct-hit and officer-casualty, and their odds (redactions_roll_commands.cpp).
std::span<const Command> redActionsRollCommands();
std::span<const Command> redActionsRollOddsCommands();

template <typename Enum, std::size_t N>
Enum named(const Arguments& args, std::string_view option, const std::string& command,
           const std::array<model::EnumName<Enum>, N>& names, Enum fallback) {
    const auto text = args.value(option);
    if (!text) return fallback;
    if (auto value = model::valueNamed(names, *text)) return *value;
    throw UsageError("tachanka-cli " + command + ": --" + std::string(option) + " '" + *text +
                     "' is none of " + model::joinedNames(names));
}

inline void writeStrings(JsonWriter& json, const std::vector<std::string>& texts) {
    json.beginArray();
    for (const auto& text : texts) json.value(text);
    json.endArray();
}

inline void printEffects(const std::vector<std::string>& effects) {
    for (const auto& effect : effects) std::cout << "  - " << effect << '\n';
}

inline void writeOdds(const rules::Distribution& odds, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject().key("outcomes").beginArray();
        for (const auto& outcome : odds.outcomes()) {
            json.beginObject();
            json.key("result").value(outcome.result);
            json.key("probability").value(outcome.probability.value());
            json.key("fraction").value(outcome.probability.text());
            json.endObject();
        }
        json.endArray().endObject();
        json.finish();
        return;
    }
    for (const auto& outcome : odds.outcomes()) {
        std::ostringstream percent;
        percent.precision(3);
        percent << 100 * outcome.probability.value();
        std::cout << outcome.result << "  " << outcome.probability.text() << " (" << percent.str()
                  << "%)\n";
    }
}

inline void refuseRoll(const Arguments& args, const std::string& command) {
    if (args.value("roll")) {
        throw UsageError("tachanka-cli " + command + ": --roll is not used for odds");
    }
}

inline std::vector<int> numberList(const Arguments& args, std::string_view option, int minimum,
                                   int maximum, const std::string& command) {
    std::vector<int> numbers;
    std::istringstream list(args.requiredValue(option));
    for (std::string text; std::getline(list, text, ',');) {
        int number = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
        if (text.empty() || error != std::errc{} || end != text.data() + text.size() ||
            number < minimum || number > maximum) {
            throw UsageError("tachanka-cli " + command + ": --" + std::string(option) + " '" +
                             text + "' is not a whole number from " + std::to_string(minimum) +
                             " to " + std::to_string(maximum));
        }
        numbers.push_back(number);
    }
    return numbers;
}

}  // namespace tachanka::cli
