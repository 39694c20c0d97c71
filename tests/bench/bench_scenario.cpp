#include <benchmark/benchmark.h>

#include "rules/orel/scenario_file.hpp"

namespace {

void loadDemonstrationScenario(benchmark::State& state) {
    const std::filesystem::path file =
        std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates/scenarios/before-orel.xml";
    for (auto _ : state) benchmark::DoNotOptimize(tachanka::rules::orel::loadScenario(file));
}
BENCHMARK(loadDemonstrationScenario);

}  // namespace
