// `tachanka-cli ra`: the table look-ups and odds, then the army lists and officer draws.

#include <vector>

#include "app/cli/system_commands.hpp"

namespace tachanka::cli {

std::span<const Command> redActionsCommands() {
    static const std::vector<Command> commands = [] {
        std::vector<Command> all(redActionsLookupCommands().begin(),
                                 redActionsLookupCommands().end());
        all.insert(all.end(), armyCommands().begin(), armyCommands().end());
        return all;
    }();
    return commands;
}

namespace {
const SystemCommandsRegistration registration{"red-actions", redActionsCommands};
}  // namespace

}  // namespace tachanka::cli
