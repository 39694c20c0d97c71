#pragma once
// Shared by the army-list and field-rule commands of tachanka-cli ra: the dice options, and
// the field-rule commands' table, which armyCommands() lists after its own.

#include <span>
#include <string>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/core/army_dice.hpp"

namespace tachanka::cli {

// --seed S or --dice LIST (exactly one), as the dice a command rolls with.
core::DiceChoice diceChoice(const Arguments& args, const std::string& command);

std::span<const Command> fieldCommands();

}  // namespace tachanka::cli
