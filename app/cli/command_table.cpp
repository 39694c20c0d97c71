#include <vector>

#include "app/cli/command.hpp"
#include "app/cli/system_commands.hpp"
#include "app/core/rule_systems.hpp"

namespace tachanka::cli {

std::span<const Command> topLevelCommands() {
    static const std::vector<Command> commands = [] {
        std::vector<Command> all;
        for (const auto table :
             {campaignCommands(), queryCommands(), supplyCommands(), commandCommands(), turnCommands(), eventCommands(), recruitmentCommands(),
              unitCommands(), officerCommands(), storyCommands(), historyCommands(), setCommands(), undoCommands(),
              verifyCommands(), exchangeCommands(), printCommands(), calculatorCommands()}) {
            all.insert(all.end(), table.begin(), table.end());
        }
        all.push_back({"map",
                       "the campaign's hex map: show it, paint terrain and hexside lines, share it",
                       "", nullptr, mapCommands});
        all.push_back({"backup",
                       "the campaign's backups, made before each day of play: list, restore",
                       "", nullptr, backupCommands});
        all.push_back({"seat",
                       "who plays each side and the umpire: add, list; a side's file: export, orders, apply",
                       "", nullptr, seatCommands});
        all.push_back({"battle",
                       "the campaign's battles: plan, odds, resolve or fight on the table, "
                       "apply, void",
                       "",
                       nullptr, battleCommands});
        // Then each rule system's own group, under the word its registry row gives.
        for (const auto& system : core::ruleSystems()) {
            if (const auto group = systemCommands(system.id)) {
                all.push_back({system.commandGroup, system.commandSummary, "", nullptr, group});
            }
        }
        return all;
    }();
    return commands;
}

}  // namespace tachanka::cli
