#include "app/cli/command.hpp"

namespace tachanka::cli {

std::span<const Command> orelScenarioCommands() { return {}; }

}  // namespace tachanka::cli
