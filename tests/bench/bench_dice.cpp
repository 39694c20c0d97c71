#include <benchmark/benchmark.h>

#include "rules/seeded_dice.hpp"

namespace {

void seededTwoD6(benchmark::State& state) {
    tachanka::rules::SeededDice dice(1919);
    for (auto _ : state) benchmark::DoNotOptimize(dice.rollSum(2, 6, "2d6"));
}
BENCHMARK(seededTwoD6);

void recordedD100(benchmark::State& state) {
    tachanka::rules::SeededDice source(1919);
    for (auto _ : state) {
        tachanka::rules::RecordingDice dice(source);
        for (int i = 0; i < 100; ++i) dice.roll(100, "random event");
        benchmark::DoNotOptimize(dice.rolls().data());
    }
}
BENCHMARK(recordedD100);

}  // namespace
