#pragma once
// Dice at the table (issue 44, item 6): where a resolution's dice come from on the command
// line. `--dice a,b,...` the players' rolls, `--seed N` seeded ones, `--dice ?` the dice the
// battle will ask for before any is rolled; on a terminal with neither, each die is asked in
// turn with what its faces read, as the desktop's die dialog does.

#include <cstdint>
#include <string>

#include "app/cli/arguments.hpp"
#include "app/core/battles/battles.hpp"

namespace tachanka::cli {

// Whether the command asks which dice it needs (`--dice ?`).
bool asksWhichDice(const Arguments& args);

// The dice `--dice` and `--seed` give; neither on a terminal: asked one by one on it.
// `command` names the command in a usage error ("battle resolve").
core::BattleDice tableDice(const Arguments& args, const std::string& command);

// `--dice ?`'s answer: each die by its place, its purpose and the chance it is rolled.
int printDiceNeeded(const rules::DiceNeeded& needed, std::int64_t id, const std::string& file,
                    bool asJson);

}  // namespace tachanka::cli
