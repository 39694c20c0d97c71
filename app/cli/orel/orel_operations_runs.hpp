#pragma once
// The tachanka-cli orel subcommands for checks during a turn (events, recover, battalion,
// munitions, victory, situation) and the movement cost; their table entries are in orel_operations_commands.cpp
// with the others.

#include <span>
#include <string>

namespace tachanka::cli {

// Under an answer a provisional operations table gave.
inline constexpr const char* provisionalWarning =
    "provisional: a reconstruction, not the published chart (see the note in "
    "rules/orel-1919.xml)";

int runEvents(std::span<const std::string> words);
int runRecover(std::span<const std::string> words);
int runBattalion(std::span<const std::string> words);
int runMunitions(std::span<const std::string> words);
int runVictory(std::span<const std::string> words);
int runSituation(std::span<const std::string> words);
int runMoveCost(std::span<const std::string> words);

}  // namespace tachanka::cli
