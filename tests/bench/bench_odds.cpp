// Exact odds enumerate every dice sequence: how long a player waits for them at the table.

#include <benchmark/benchmark.h>

#include <filesystem>

#include "app/core/orel/orel_combat_input.hpp"
#include "rules/orel/combat/combat_odds.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/redactions/exact_odds.hpp"
#include "rules/redactions/table_file.hpp"

namespace {

const std::filesystem::path templates = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates";

void redActionsShootingOdds(benchmark::State& state) {
    const auto tables =
        tachanka::rules::redactions::loadRedActionsTables(templates / "rules/red-actions.xml");
    for (auto _ : state) {
        benchmark::DoNotOptimize(
            tachanka::rules::redactions::shootingTableOdds(tables.shooting, 20, 0));
    }
}
BENCHMARK(redActionsShootingOdds);

// The rules' Extended Combat Example: cohesion of six units, the assault and its morale checks.
void orelExtendedCombatExampleOdds(benchmark::State& state) {
    const auto tables =
        tachanka::rules::orel::loadOrelTables(templates / "rules/orel-1919.xml").combat;
    const auto combat = tachanka::core::loadCombatDeclaration(
        templates / "examples/extended-combat-example.json");
    for (auto _ : state) {
        benchmark::DoNotOptimize(tachanka::rules::orel::combatOdds(combat, tables));
    }
}
BENCHMARK(orelExtendedCombatExampleOdds)->Unit(benchmark::kMillisecond);

}  // namespace
