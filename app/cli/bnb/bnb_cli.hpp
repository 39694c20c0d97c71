#pragma once
// Shared by the tachanka-cli bnb commands: the dice a command is given, repeated options, and
// the tables of each file's commands and their odds.

#include <span>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/dice_options.hpp"
#include "app/core/bnb/bnb_lookups.hpp"

namespace tachanka::cli {

namespace bnb = rules::bnb;

// tachanka-cli bnb ...: the commands below and `odds`.
std::span<const Command> bnbCommands();
// move-cost, initiative, mechanical-failure (bnb_movement_commands.cpp).
std::span<const Command> bnbMovementCommands();
std::span<const Command> bnbMovementOddsCommands();
// fire, artillery (bnb_fire_commands.cpp).
std::span<const Command> bnbFireCommands();
std::span<const Command> bnbFireOddsCommands();
// assault, melee, overrun (bnb_assault_commands.cpp).
std::span<const Command> bnbAssaultCommands();
std::span<const Command> bnbAssaultOddsCommands();
// morale, cohesion, attached-mg (bnb_morale_commands.cpp).
std::span<const Command> bnbMoraleCommands();
std::span<const Command> bnbMoraleOddsCommands();
// command, pass-down, boost, leader-casualty (bnb_leader_commands.cpp).
std::span<const Command> bnbLeaderCommands();
std::span<const Command> bnbLeaderOddsCommands();

// The dice options every rolling command takes.
inline constexpr OptionSpec rollOption{"roll", numbers};
inline constexpr OptionSpec diceOption{"dice", numbers};
inline constexpr OptionSpec seedOption{"seed", numbers};
inline constexpr OptionSpec jsonOption{"json", false};

// --roll R (when the command rolls one roll), --dice D1,D2,... or --seed S.
core::BnbDice bnbDice(const Arguments& args, bool takesRoll);

// "--modifier a --modifier b" as "--modifier a,b": an option a command lets the user repeat.
std::vector<std::string> joinRepeated(std::span<const std::string> words, std::string_view option);

// Names from an enumeration's table, comma-separated (or repeated, see joinRepeated).
template <typename Enum, std::size_t N>
std::vector<Enum> namedList(const Arguments& args, std::string_view option,
                            const std::string& command,
                            const std::array<model::EnumName<Enum>, N>& names) {
    std::vector<Enum> values;
    for (const auto& word : args.listValue(option).value_or(std::vector<std::string>{})) {
        const auto value = model::valueNamed(names, word);
        if (!value) {
            throw UsageError("tachanka-cli " + command + ": --" + std::string(option) + " '" +
                             word + "' is none of " + model::joinedNames(names));
        }
        values.push_back(*value);
    }
    return values;
}

// Refuses a command missing any of these options, naming the first.
void requireOptions(const Arguments& args, const std::string& command,
                    std::initializer_list<const char*> options);
// A vehicle's damage rolls as a JSON array of names.
void writeDamage(JsonWriter& json, const std::vector<bnb::VehicleDamage>& damage);

// The whole odds answer, with a line saying when a result is a provisional reading.
int printBnbOdds(const rules::Distribution& odds, bool asJson, bool provisional = false);

}  // namespace tachanka::cli
