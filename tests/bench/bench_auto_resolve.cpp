// Monte Carlo auto-resolve of one Orel combat (issue 21): the rules' Extended Combat Example
// resolved a million times with seeded dice, as `orel auto --runs 1000000` does. The
// allocations counter is per combat, counted after the first run has sized the runner's
// storage: it should read 0.

#include <benchmark/benchmark.h>

#include <filesystem>

#include "app/core/orel/orel_combat_input.hpp"
#include "rules/orel/combat/combat_odds.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/seeded_dice.hpp"
#include "tests/bench/allocation_count.hpp"

namespace {

namespace orel = tachanka::rules::orel;

const std::filesystem::path templates = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates";

void orelMillionCombats(benchmark::State& state) {
    const auto tables = orel::loadOrelTables(templates / "rules/orel-1919.xml").combat;
    const auto combat =
        tachanka::core::loadCombatDeclaration(templates / "examples/extended-combat-example.json");
    std::uint64_t seed = 1;
    for (auto _ : state) {
        benchmark::DoNotOptimize(orel::combatShares(combat, tables, 1'000'000, seed++));
    }
    state.SetLabel("before issue 21: 7,000 ms");
}
BENCHMARK(orelMillionCombats)->Unit(benchmark::kMillisecond);

void orelCombatAllocations(benchmark::State& state) {
    const auto tables = orel::loadOrelTables(templates / "rules/orel-1919.xml").combat;
    const auto combat =
        tachanka::core::loadCombatDeclaration(templates / "examples/extended-combat-example.json");
    tachanka::rules::SeededDice dice(1919);
    orel::CombatRunner runner(combat, tables, orel::Narration::None);
    runner.resolve(dice);
    const auto before = tachanka::bench::allocationsSoFar();
    std::int64_t runs = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(runner.resolve(dice).hexCleared);
        ++runs;
    }
    state.counters["allocations_per_combat"] =
        static_cast<double>(tachanka::bench::allocationsSoFar() - before) /
        static_cast<double>(runs);
}
BENCHMARK(orelCombatAllocations);

}  // namespace
