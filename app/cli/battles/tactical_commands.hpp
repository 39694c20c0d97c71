#pragma once
// tachanka-cli battle fight, units, act, undo-action, auto, end: a campaign battle fought on
// the table. `battle odds` and `battle apply` hand a tactical battle to the functions here.

#include <cstdint>
#include <span>
#include <vector>
#include <string>
#include <string_view>

#include "app/cli/arguments.hpp"
#include "app/core/battles/tactical_battles.hpp"

namespace tachanka::cli {

// The battle ID, the second positional; a UsageError naming `command` when it is no number.
std::int64_t battleId(const Arguments& args, std::string_view command);

int runFight(std::span<const std::string> words);
int runPredict(std::span<const std::string> words);
int runUnits(std::span<const std::string> words);
int runSetup(std::span<const std::string> words);
int runAct(std::span<const std::string> words);
int runUndoAction(std::span<const std::string> words);
int runAdjust(std::span<const std::string> words);
int runCalibration(std::span<const std::string> words);
int runAuto(std::span<const std::string> words);
int runEnd(std::span<const std::string> words);

// --correct UNIT=STEPS[:FATE],... and --reason TEXT: the club's corrections of an ending.
core::ResultCorrections resultCorrections(const Arguments& args);

// The options an action takes in `battle act` and `battle odds`, beside `extra` (--json, dice).
std::vector<OptionSpec> actionOptions(std::initializer_list<OptionSpec> extra);

// `battle odds FILE ID ACTION ...` of a tactical battle: already parsed by battle odds.
int runTacticalOdds(const Arguments& args, std::int64_t id);

}  // namespace tachanka::cli
