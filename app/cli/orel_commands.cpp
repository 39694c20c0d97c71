#include "app/cli/command.hpp"

namespace tachanka::cli {

std::span<const Command> orelCommands() { return {}; }

}  // namespace tachanka::cli
