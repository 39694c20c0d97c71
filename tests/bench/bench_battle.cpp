// A battle's whole round trip in a campaign played for a while: plan, exact odds, resolve with
// seeded dice and apply, each one action on the campaign file (issue 14). The campaign is the
// historical scenario after a few hundred recorded actions, in the Reds' combat phase, with
// the 41st Division's brigade and cavalry next to a White battalion. And a linked battle's
// auto-resolve, 10,000 runs (issue 16).

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <unistd.h>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/battle/auto_resolve.hpp"
#include "rules/redactions/table_file.hpp"
#include "tests/support/answered_battle.hpp"

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
    const auto battlesBefore = core::listBattles(campaign.file).size();
    for (auto _ : state) {
        const auto id = core::planBattle(campaign.file, plan).battle.id;
        benchmark::DoNotOptimize(core::battleOdds(campaign.file, id));
        const auto resolved = testing::resolveAnsweringFirst(campaign.file, id, {});
        const bool retreats = resolved.battle.outcome.find("retreat") != std::string::npos ||
                              resolved.battle.outcome.find("rout") != std::string::npos;
        core::applyBattle(campaign.file, id, retreats ? moves : core::BattleMoves{});
        state.PauseTiming();
        // Back to before the plan: the resolution took as many actions as it stopped for answers.
        while (core::listBattles(campaign.file).size() > battlesBefore) {
            core::undoLastAction(campaign.file);
        }
        state.ResumeTiming();
    }
}
BENCHMARK(battleRoundTrip)->Unit(benchmark::kMillisecond);

}  // namespace

namespace {

namespace ra = tachanka::rules::redactions;

ra::TacticalUnit tacticalUnit(const ra::ArmyList& army, const std::string& troop,
                              const std::string& code, bool attacker, int bases) {
    ra::TacticalUnit unit;
    unit.code = code;
    unit.attacker = attacker;
    unit.troop = *army.troop(troop);
    unit.state.bases = bases;
    unit.basesAtStart = bases;
    return unit;
}

// Issue 16: a typical linked battle (the worked example's three Red units against three White
// ones, 2 bases a step, officers with their tokens) auto-resolved 10,000 times; under 2 s on
// one core in a release build.
void autoResolveTenThousandRuns(benchmark::State& state) {
    const std::filesystem::path source = TACHANKA_SOURCE_DIR;
    const auto tables = ra::loadRedActionsTables(source / "templates/rules/red-actions.xml");
    const auto soviet = ra::loadArmyList(source / "templates/armies/soviet.xml");
    const auto afsr = ra::loadArmyList(source / "templates/armies/afsr.xml");
    ra::TacticalBattle battle;
    battle.units = {tacticalUnit(soviet, "red-regulars", "1/9D", true, 6),
                    tacticalUnit(soviet, "red-regulars", "2/9D", true, 6),
                    tacticalUnit(soviet, "red-cavalry", "Cv/9D", true, 4),
                    tacticalUnit(afsr, "officers", "1/1K", false, 6),
                    tacticalUnit(afsr, "volunteers", "2/1K", false, 6),
                    tacticalUnit(afsr, "white-cavalry-volunteers", "Cv/1K", false, 4)};
    battle.units[0].officer = ra::TacticalOfficer{"Petrov", 1, false};
    battle.units[3].officer = ra::TacticalOfficer{"Orlov", 2, false};
    std::uint64_t seed = 1;
    for (auto _ : state) {
        benchmark::DoNotOptimize(ra::autoResolve(tables, battle, 10'000, seed++));
    }
}
BENCHMARK(autoResolveTenThousandRuns)->Unit(benchmark::kMillisecond);

}  // namespace
