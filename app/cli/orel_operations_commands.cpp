#include "app/cli/command.hpp"

namespace tachanka::cli {

std::span<const Command> orelOperationsCommands() { return {}; }

}  // namespace tachanka::cli
