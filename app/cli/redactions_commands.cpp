#include "app/cli/command.hpp"

namespace tachanka::cli {

std::span<const Command> redActionsLookupCommands() { return {}; }

}  // namespace tachanka::cli
