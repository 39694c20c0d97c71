// The exact odds a tactical console shows beside each action (issue 50: every one under 20 ms,
// none refused): Red Flags & Iron Crosses fire into soft cover and a close assault, a Bullets &
// Bolsheviks assault, and a Red Actions! charge the target shoots at, each between units of the
// sizes a linked battle converts a battalion to. Before issue 50 (RelWithDebInfo, 2 cores): fire
// into cover with 8 figures 4.8 s, a close assault of 6 figures refused after seconds ("too many
// ways"), a B&B assault of 4 stands 161 ms, the Red Actions! charge 6.2 ms.

#include <benchmark/benchmark.h>

#include <filesystem>

#include "rules/bnb/battle/battle.hpp"
#include "rules/bnb/table_file.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/rfic/battle/battle.hpp"
#include "rules/rfic/table_file.hpp"
#include "tests/battles/tactical_table.hpp"

namespace {

namespace bnb = tachanka::rules::bnb;
namespace ra = tachanka::rules::redactions;
namespace rfic = tachanka::rules::rfic;

const std::filesystem::path templates = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates";

// Two rifle units of `figures` each, the turn's cards dealt from a seeded pack.
rfic::RficBattle riflesFacing(int figures) {
    static const auto tables = rfic::loadRficTables(templates / "rules/red-flags-iron-crosses.xml");
    rfic::RficBattle battle;
    for (const bool attacker : {true, false}) {
        rfic::BattleUnit unit;
        unit.code = attacker ? "W" : "R";
        unit.attacker = attacker;
        unit.mover = rfic::Mover::Infantry;
        unit.figures = figures;
        battle.units.push_back(unit);
    }
    rfic::BattleRequest deal;
    deal.action = rfic::BattleAction::Deal;
    tachanka::rules::ScriptedDice shuffle({1919, 1920});
    rfic::act(tables, battle, deal, shuffle);
    return battle;
}

void rficOdds(benchmark::State& state, rfic::BattleAction action, bool cover) {
    static const auto tables = rfic::loadRficTables(templates / "rules/red-flags-iron-crosses.xml");
    const auto battle = riflesFacing(static_cast<int>(state.range(0)));
    rfic::BattleRequest request;
    request.action = action;
    request.actor = "W";
    request.target = "R";
    request.cover = cover;
    for (auto _ : state) benchmark::DoNotOptimize(rfic::actionOdds(tables, battle, request));
}

void rficFireIntoCover(benchmark::State& state) { rficOdds(state, rfic::BattleAction::Fire, true); }
BENCHMARK(rficFireIntoCover)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);

void rficCloseAssault(benchmark::State& state) {
    rficOdds(state, rfic::BattleAction::Assault, false);
}
BENCHMARK(rficCloseAssault)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

// Two battalions of `stands` stands: good infantry, with a leader, against average infantry.
void bnbAssault(benchmark::State& state) {
    static const auto tables = bnb::loadBnbTables(templates / "rules/bullets-and-bolsheviks.xml");
    const int stands = static_cast<int>(state.range(0));
    bnb::BnbBattle battle;
    for (const bool attacker : {true, false}) {
        bnb::BattleUnit unit;
        unit.code = attacker ? "W" : "R";
        unit.attacker = attacker;
        unit.stands = stands;
        unit.moraleLevel = attacker ? 2 : 3;
        if (attacker) unit.leader = bnb::BattleLeader{"Orlov", 1, ""};
        battle.units.push_back(unit);
    }
    bnb::BattleRequest request;
    request.action = bnb::BattleAction::Assault;
    request.actor = "W";
    request.target = "R";
    for (auto _ : state) benchmark::DoNotOptimize(bnb::actionOdds(tables, battle, request));
}
BENCHMARK(bnbAssault)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

// Red cavalry charging machine guns that fire at them before contact.
void redActionsChargeTargetShoots(benchmark::State& state) {
    namespace linked = tachanka::testing::linked;
    const auto battle = linked::facing(linked::unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                                       linked::unitOf("afsr", "machine-guns", "MG/1K", false, 2));
    auto request = linked::requested(ra::TacticalAction::Charge, "Cv/9D", "MG/1K");
    request.charge.targetShoots = true;
    for (auto _ : state) benchmark::DoNotOptimize(ra::actionOdds(linked::tables(), battle, request));
}
BENCHMARK(redActionsChargeTargetShoots)->Unit(benchmark::kMillisecond);

}  // namespace
