#include "app/cli/command.hpp"

namespace tachanka::cli {

std::span<const Command> armyCommands() { return {}; }

}  // namespace tachanka::cli
