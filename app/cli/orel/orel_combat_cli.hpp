#pragma once
// Shared by the tachanka-cli orel combat commands: the chart look-ups (orel_combat_commands.cpp,
// which holds the command table) and the resolution of a described combat and its odds
// (orel_combat_resolution.cpp).

#include <span>
#include <string>
#include <string_view>

#include "app/cli/json_writer.hpp"
#include "rules/orel/combat/combat_tables.hpp"

namespace tachanka::cli {

inline constexpr std::string_view provisionalNote =
    "(provisional chart: a reconstruction, not the published one; put the published values "
    "in your templates folder's rules/orel-1919.xml)\n";

void writeAssaultCell(JsonWriter& json, const rules::orel::AssaultResult& cell);

int runDescribedCombat(std::span<const std::string> words);  // orel combat
int runCombatOdds(std::span<const std::string> words);       // orel odds
int runCombatAuto(std::span<const std::string> words);       // orel auto

}  // namespace tachanka::cli
