// The club server's work on the long campaign (issue 48), without the network: a side's view
// made again after a change (its side's file written and read back), the same view while
// nothing changed (what twenty phones share), the seat's map, an umpire's note, a side's order
// carried out in the campaign; and a round of twenty seats reading while five act at once, as
// the load test runs it on the small campaign.

#include <benchmark/benchmark.h>

#include <unistd.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/seats/seats.hpp"
#include "app/server/campaign_host.hpp"
#include "tests/bench/bench_files.hpp"

namespace {

using namespace tachanka;

// A copy of the long campaign with a seat for each side and the umpire, made once per run.
server::CampaignHost& host() {
    static const std::filesystem::path file = [] {
        const auto copy = std::filesystem::temp_directory_path() /
                          ("tachanka-bench-" + std::to_string(::getpid()) + "-server.tachanka");
        std::filesystem::copy_file(bench::longCampaign(), copy);
        for (const auto& side : core::describeCampaign(copy).sides) {
            core::addSeat(copy, side.name, "player of the " + side.name);
        }
        core::addSeat(copy, "umpire", "umpire");
        return copy;
    }();
    static server::CampaignHost served(file);
    return served;
}

server::Session seatOf(const std::string& side) {
    server::Session seat;
    seat.side = side;
    seat.name = side.empty() ? "umpire" : "player of the " + side;
    return seat;
}

std::string firstSide() { return core::describeCampaign(host().file()).sides.front().name; }

void note(int number) {
    const auto day = core::describeCampaign(host().file()).date.iso();
    const auto done =
        host().act(seatOf(""), {"note", "--day", day, "--text", "bench " + std::to_string(number)});
    if (done.status != 200) throw std::runtime_error(done.json);
}

void sideViewAfterAChange(benchmark::State& state) {
    const auto side = seatOf(firstSide());
    int changes = 0;
    for (auto _ : state) {
        state.PauseTiming();
        note(++changes);
        state.ResumeTiming();
        benchmark::DoNotOptimize(host().view(side));
    }
}
BENCHMARK(sideViewAfterAChange)->Unit(benchmark::kMillisecond);

void sideViewUnchanged(benchmark::State& state) {
    const auto side = seatOf(firstSide());
    host().view(side);
    for (auto _ : state) benchmark::DoNotOptimize(host().view(side));
}
BENCHMARK(sideViewUnchanged)->Unit(benchmark::kMillisecond);

void sideMapAfterAChange(benchmark::State& state) {
    const auto side = seatOf(firstSide());
    int changes = 1000;
    for (auto _ : state) {
        state.PauseTiming();
        note(++changes);
        state.ResumeTiming();
        benchmark::DoNotOptimize(host().map(side));
    }
}
BENCHMARK(sideMapAfterAChange)->Unit(benchmark::kMillisecond);

void umpiresNote(benchmark::State& state) {
    int changes = 2000;
    for (auto _ : state) note(++changes);
}
BENCHMARK(umpiresNote)->Unit(benchmark::kMillisecond);

// The side whose turn it is advances the phase: its side's file written, the words run in
// it, the order carried out in the campaign.
void sidesOrderCarriedOut(benchmark::State& state) {
    for (auto _ : state) {
        state.PauseTiming();
        const auto side = seatOf(core::describeCampaign(host().file()).activeSide);
        state.ResumeTiming();
        const auto done = host().act(side, {"turn", "--advance"});
        if (done.status != 200) state.SkipWithError(done.json.c_str());
    }
}
BENCHMARK(sidesOrderCarriedOut)->Unit(benchmark::kMillisecond);

// Twenty seats, the two sides' in turn, each reading its view while five umpire's seats each
// write a note: one round.
void twentyReadingWhileFiveAct(benchmark::State& state) {
    const std::vector<std::string> sides{core::describeCampaign(host().file()).sides.at(0).name,
                                         core::describeCampaign(host().file()).sides.at(1).name};
    int changes = 3000;
    for (auto _ : state) {
        std::vector<std::thread> seats;
        for (std::size_t reader = 0; reader < 20; ++reader) {
            seats.emplace_back([&, reader] {
                benchmark::DoNotOptimize(host().view(seatOf(sides[reader % 2])));
            });
        }
        for (int actor = 0; actor < 5; ++actor) {
            const int number = ++changes;
            seats.emplace_back([number] { note(number); });
        }
        for (auto& seat : seats) seat.join();
    }
}
BENCHMARK(twentyReadingWhileFiveAct)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
