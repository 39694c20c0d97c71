#pragma once
// What every rule system's look-up commands share: an option read as one of an enumeration's
// names, the dice options (a roll made at the table, typed dice, or a seed; none for odds),
// and the dice and effects written out.

#include <array>
#include <cstdint>
#include <initializer_list>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/common/dice_choice.hpp"
#include "model/named_enum.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::cli {

template <typename Enum, std::size_t N>
Enum named(const Arguments& args, std::string_view option, const std::string& command,
           const std::array<model::EnumName<Enum>, N>& names, Enum fallback) {
    const auto text = args.value(option);
    if (!text) return fallback;
    if (auto value = model::valueNamed(names, *text)) return *value;
    throw UsageError("tachanka-cli " + command + ": --" + std::string(option) + " '" +
                     model::printable(*text) + "' is none of " + model::joinedNames(names));
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

// --seed S or --dice LIST (exactly one), as the dice a command rolls with.
core::DiceChoice diceChoice(const Arguments& args, const std::string& command);

// "dice": [{"purpose", "sides", "value"}, ...], every die a command rolled, in order.
void writeDice(JsonWriter& json, const std::vector<rules::DieRoll>& rolls);

// The same dice for a reader, a line each: "  d6 = 4  morale test".
void printDice(const std::vector<rules::DieRoll>& rolls);

}  // namespace tachanka::cli
