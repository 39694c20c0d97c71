#pragma once
// Shared by the tachanka-cli ra look-up commands: option parsing into rules names, and the
// JSON and human output of effects and exact odds.

#include <charconv>
#include <cstdint>
#include <initializer_list>
#include <iostream>
#include <optional>
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
// initiative (redactions_turn_commands.cpp).
std::span<const Command> redActionsTurnCommands();
// ammunition (redactions_supply_commands.cpp).
std::span<const Command> redActionsSupplyCommands();

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

// Odds roll no dice: the options that give or roll them are refused.
inline void refuseRoll(const Arguments& args, const std::string& command,
                       std::initializer_list<const char*> options = {"roll", "seed"}) {
    for (const char* option : options) {
        if (args.value(option)) {
            throw UsageError("tachanka-cli " + command + ": --" + option +
                             " is not used for odds");
        }
    }
}

// The seed when the command rolls its own dice (--seed S), refused together with the rolls
// made at the table (`tableRolls`, e.g. --roll): one or the other.
std::optional<std::uint64_t> seedInsteadOf(const Arguments& args, const std::string& command,
                                           std::initializer_list<const char*> tableRolls);

// The 2d6 roll of a look-up: --roll R as rolled at the table, or two dice from --seed S.
int tableRoll(const Arguments& args, const std::string& command);

}  // namespace tachanka::cli
