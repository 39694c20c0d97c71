// `tachanka-cli orel`: combat look-ups and resolution, operational look-ups, scenarios.

#include <vector>

#include "app/cli/system_commands.hpp"

namespace tachanka::cli {

std::span<const Command> orelCommands() {
    static const std::vector<Command> commands = [] {
        std::vector<Command> all;
        for (const auto table : {orelCombatCommands(), orelOperationsCommands(),
                                 orelScenarioCommands()}) {
            all.insert(all.end(), table.begin(), table.end());
        }
        return all;
    }();
    return commands;
}

namespace {
const SystemCommandsRegistration registration{"orel-1919", orelCommands};
}  // namespace

}  // namespace tachanka::cli
