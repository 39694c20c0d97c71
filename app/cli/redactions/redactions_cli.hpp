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
#include "app/cli/dice_options.hpp"
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

// The 2d6 roll of a look-up: --roll R as rolled at the table, or two dice from --seed S.
int tableRoll(const Arguments& args, const std::string& command);

}  // namespace tachanka::cli
