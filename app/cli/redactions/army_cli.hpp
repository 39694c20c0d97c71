#pragma once
// The field-rule commands of tachanka-cli ra, which armyCommands() lists after its own.

#include <span>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/dice_options.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"

namespace tachanka::cli {

std::span<const Command> fieldCommands();

}  // namespace tachanka::cli
