#pragma once
// Shared by the tachanka-cli actions commands: their sub-tables, and the dice of a roll as the
// options give them.

#include <span>
#include <string>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/core/actions/actions_lookups.hpp"

namespace tachanka::cli {

// order and risk (actions_order_commands.cpp).
std::span<const Command> actionsOrderCommands();
std::span<const Command> actionsOrderOddsCommands();
// hit, damage, sight and fire (actions_shooting_commands.cpp).
std::span<const Command> actionsShootingCommands();
std::span<const Command> actionsShootingOddsCommands();
// activate (actions_activation_commands.cpp).
std::span<const Command> actionsActivationCommands();
std::span<const Command> actionsActivationOddsCommands();

// The die typed with --roll, or dice from --seed: one or the other (the --dice form of a roll
// of several dice is diceChoice, app/cli/redactions/army_cli.hpp).
core::DiceChoice rolledDie(const Arguments& args, const std::string& command);

}  // namespace tachanka::cli
