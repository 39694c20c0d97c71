#pragma once
// The tachanka-cli orel subcommands for checks during a turn (events, recover, battalion,
// munitions, victory, situation); their table entries are in orel_operations_commands.cpp
// with the others.

#include <span>
#include <string>

namespace tachanka::cli {

int runEvents(std::span<const std::string> words);
int runRecover(std::span<const std::string> words);
int runBattalion(std::span<const std::string> words);
int runMunitions(std::span<const std::string> words);
int runVictory(std::span<const std::string> words);
int runSituation(std::span<const std::string> words);

}  // namespace tachanka::cli
