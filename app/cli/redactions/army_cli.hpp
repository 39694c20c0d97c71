#pragma once
// Shared by the army-list and field-rule commands of tachanka-cli ra: the dice options, and
// the field-rule commands' table, which armyCommands() lists after its own.

#include <span>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/core/redactions/army_dice.hpp"

namespace tachanka::cli {

// --seed S or --dice LIST (exactly one), as the dice a command rolls with.
core::DiceChoice diceChoice(const Arguments& args, const std::string& command);

// "dice": [{"purpose", "sides", "value"}, ...], every die a command rolled, in order.
void writeDice(JsonWriter& json, const std::vector<rules::DieRoll>& rolls);


std::span<const Command> fieldCommands();

}  // namespace tachanka::cli
