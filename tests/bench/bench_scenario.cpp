#include <benchmark/benchmark.h>

#include "rules/orel/scenario_file.hpp"

namespace {

void loadHistoricalScenario(benchmark::State& state) {
    const std::filesystem::path file =
        std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates/scenarios/historical.xml";
    for (auto _ : state) benchmark::DoNotOptimize(tachanka::rules::orel::loadScenario(file));
}
BENCHMARK(loadHistoricalScenario);

}  // namespace
