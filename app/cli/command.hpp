#pragma once
// A tachanka-cli subcommand: its name, its one-line summary for the overview, its full help,
// and either the function that runs it (returning the exit code) or, for a rule system's
// group ("ra", "orel"), the table of its own subcommands.

#include <span>
#include <string>
#include <string_view>

namespace tachanka::cli {

struct Command {
    std::string_view name;
    std::string_view summary;
    std::string_view help;
    int (*run)(std::span<const std::string> words) = nullptr;
    std::span<const struct Command> (*subcommands)() = nullptr;
};

// The top level: campaign commands, then one group per rule system that has one.
std::span<const Command> topLevelCommands();

std::span<const Command> campaignCommands();
std::span<const Command> undoCommands();
std::span<const Command> turnCommands();         // turn
std::span<const Command> eventCommands();        // event: random events (Orel 1919, 6)
std::span<const Command> recruitmentCommands();  // recruit, battalion, prisoners
std::span<const Command> unitCommands();     // unit: recording a unit's state changes
std::span<const Command> officerCommands();  // officers, officer
std::span<const Command> storyCommands();    // note, notes, photo, photos
std::span<const Command> historyCommands();  // history, bookmark, restore
std::span<const Command> setCommands();      // set: the GM's override
std::span<const Command> queryCommands();     // units, ledger, attrition, victory
std::span<const Command> supplyCommands();    // supply: the depots as 3 and 8.2 read them
std::span<const Command> commandCommands();   // command: a main body chosen on a tie (5.2 b)
std::span<const Command> exchangeCommands();  // export, import
std::span<const Command> printCommands();     // print DOCUMENT
std::span<const Command> calculatorCommands();  // odds: the odds calculator of every system
std::span<const Command> backupCommands();    // tachanka-cli backup ...: list, restore
std::span<const Command> seatCommands();      // tachanka-cli seat ...: add, list
std::span<const Command> verifyCommands();    // verify: the ledger's hash chain
std::span<const Command> mapCommands();       // tachanka-cli map ...: show, paint, share the map
std::span<const Command> battleCommands();    // tachanka-cli battle ...: plan, odds, resolve, apply
std::span<const Command> redActionsCommands();  // tachanka-cli ra ...: both tables below
std::span<const Command> redActionsLookupCommands();  // shoot, combat, morale, odds ...
std::span<const Command> armyCommands();              // armies, army, draw-officers
std::span<const Command> orelCommands();              // tachanka-cli orel ...: the three below
std::span<const Command> orelCombatCommands();        // predominant-tq, ratio, cohesion, ...
std::span<const Command> orelOperationsCommands();    // hex-distance, supply, recruitment ...
std::span<const Command> orelScenarioCommands();      // scenario ID

}  // namespace tachanka::cli
