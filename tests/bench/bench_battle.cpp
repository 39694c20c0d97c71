// A battle's whole round trip in a campaign played for a while: plan, exact odds, resolve with
// seeded dice and apply, each one action on the campaign file (issue 14). The campaign is the
// historical scenario after a few hundred recorded actions, in the Reds' combat phase, with
// the 41st Division's brigade and cavalry next to a White battalion.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <unistd.h>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/campaign/turn_actions.hpp"

namespace {

using namespace tachanka;

struct PlayedCampaign {
    std::filesystem::path file = std::filesystem::temp_directory_path() /
                                 ("tachanka-bench-battle-" + std::to_string(getpid()) + ".tachanka");
    PlayedCampaign() {
        std::filesystem::remove(file);
        core::createCampaign({file, "historical", 7, std::nullopt});
        // A history to carry: four hundred GM corrections on the ledger.
        for (int i = 0; i < 400; ++i) {
            core::overrideValue(file, {"unit", "1/1K", std::nullopt, "name",
                                       "1st Battalion " + std::to_string(i), "bench history"});
        }
        for (int phase = 0; phase < 12; ++phase) core::advanceTurn(file);
    }
    ~PlayedCampaign() {
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm"}) {
            std::filesystem::remove(file.string() + suffix, ignored);
        }
    }
};

void battleRoundTrip(benchmark::State& state) {
    const PlayedCampaign campaign;
    core::BattlePlanRequest plan;
    plan.attackers = {"2/41S", "Cv/41S"};
    plan.hex = "0715";
    plan.choices.terrain = "forest";
    const core::BattleMoves moves{"0716", std::nullopt};
    for (auto _ : state) {
        const auto id = core::planBattle(campaign.file, plan).battle.id;
        benchmark::DoNotOptimize(core::battleOdds(campaign.file, id));
        const auto resolved = core::resolveBattle(campaign.file, id, {});
        const bool retreats = resolved.battle.outcome.find("retreat") != std::string::npos ||
                              resolved.battle.outcome.find("rout") != std::string::npos;
        core::applyBattle(campaign.file, id, retreats ? moves : core::BattleMoves{});
        state.PauseTiming();
        for (int action = 0; action < 3; ++action) core::undoLastAction(campaign.file);
        state.ResumeTiming();
    }
}
BENCHMARK(battleRoundTrip)->Unit(benchmark::kMillisecond);

}  // namespace
