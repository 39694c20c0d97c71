#include "app/cli/command.hpp"

namespace tachanka::cli {

std::span<const Command> orelCombatCommands() { return {}; }

}  // namespace tachanka::cli
