#include <vector>

#include "app/cli/command.hpp"

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

std::span<const Command> topLevelCommands() {
    static const std::vector<Command> commands = [] {
        std::vector<Command> all;
        for (const auto table :
             {campaignCommands(), queryCommands(), turnCommands(), recruitmentCommands(),
              unitCommands(), officerCommands(), setCommands(), undoCommands(),
              exchangeCommands(), printCommands()}) {
            all.insert(all.end(), table.begin(), table.end());
        }
        all.push_back({"battle", "the campaign's battles: plan, odds, resolve, apply, void", "",
                       nullptr, battleCommands});
        all.push_back({"ra", "Red Actions! table look-ups, exact odds, army lists, officer draws",
                       "", nullptr, redActionsCommands});
        all.push_back({"orel", "Orel 1919 look-ups, combat resolution, exact odds, scenarios", "",
                       nullptr, orelCommands});
        return all;
    }();
    return commands;
}

}  // namespace tachanka::cli
