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
#include "app/cli/odds_output.hpp"
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

inline void refuseRoll(const Arguments& args, const std::string& command) {
    if (args.value("roll")) {
        throw UsageError("tachanka-cli " + command + ": --roll is not used for odds");
    }
}

}  // namespace tachanka::cli
