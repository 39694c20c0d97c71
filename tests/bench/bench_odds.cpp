// Exact odds: how long a player waits for them at the table. Each count of whole combats and
// actions runs twice, as counted now (once per state the engine reaches, issue 21) and without
// the states (each sum of dice still one branch), so the gain prints beside the new figure;
// the label gives the figure before issue 21 where it was measured.

#include <benchmark/benchmark.h>

#include <filesystem>
#include <tuple>

#include "app/core/orel/orel_combat_input.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/combat_odds.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
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

namespace orel = tachanka::rules::orel;
namespace ra = tachanka::rules::redactions;

const orel::CombatTables& orelTables() {
    static const auto tables = orel::loadOrelTables(templates / "rules/orel-1919.xml").combat;
    return tables;
}

// The rules' Extended Combat Example: cohesion of six units, the assault and its morale checks.
const orel::CombatDeclaration& extendedCombatExample() {
    static const auto combat =
        tachanka::core::loadCombatDeclaration(templates / "examples/extended-combat-example.json");
    return combat;
}

// One battalion against another on clear ground, pressing the assault.
orel::CombatDeclaration oneOnOne() {
    orel::CombatDeclaration combat;
    combat.attackers.push_back({"A", orel::UnitKind::Infantry, "h", 3, 5, false, 5});
    combat.defenders.push_back({"D", orel::UnitKind::Infantry, "", 3, 4, false, 4});
    return combat;
}

void orelExtendedCombatExampleOdds(benchmark::State& state) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(orel::combatOdds(extendedCombatExample(), orelTables()));
    }
    state.SetLabel("before issue 21: 250 ms");
}
BENCHMARK(orelExtendedCombatExampleOdds)->Unit(benchmark::kMillisecond);

void orelBattleOutcomeOdds(benchmark::State& state, const orel::CombatDeclaration& combat) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(orel::battleOutcomeOdds(combat, orelTables()));
    }
}
// The same outcomes counted without the engine's states.
void orelBattleOutcomeOddsWithoutStates(benchmark::State& state,
                                        const orel::CombatDeclaration& combat) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(tachanka::rules::enumerateOutcomes([&](tachanka::rules::Dice& d) {
            return orel::battleOutcome(orel::resolveCombat(combat, orelTables(), d)).text();
        }));
    }
}
BENCHMARK_CAPTURE(orelBattleOutcomeOdds, oneOnOne, oneOnOne())->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(orelBattleOutcomeOddsWithoutStates, oneOnOne, oneOnOne())
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(orelBattleOutcomeOdds, extendedExample, extendedCombatExample())
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(orelBattleOutcomeOddsWithoutStates, extendedExample, extendedCombatExample())
    ->Unit(benchmark::kMillisecond);

// A Red Actions! battle's shot at point-blank range, as the battle console shows its odds:
// the 2d6 on the Shooting Table, the officer casualty and the target's morale tests.
ra::TacticalBattle skirmish() {
    const auto soviet = ra::loadArmyList(templates / "armies/soviet.xml");
    const auto afsr = ra::loadArmyList(templates / "armies/afsr.xml");
    ra::TacticalBattle battle;
    for (const auto& [army, troop, code, attacker, bases] :
         {std::tuple{&soviet, "red-regulars", "1/9D", true, 6},
          std::tuple{&afsr, "volunteers", "2/1K", false, 4}}) {
        ra::TacticalUnit unit;
        unit.code = code;
        unit.attacker = attacker;
        unit.troop = *army->troop(troop);
        unit.state.bases = bases;
        unit.basesAtStart = bases;
        battle.units.push_back(unit);
    }
    battle.units[1].officer = ra::TacticalOfficer{"Orlov", 0, false};
    return battle;
}

ra::ActionRequest pointBlankShot() {
    ra::ActionRequest shot;
    shot.action = ra::TacticalAction::Shoot;
    shot.actor = "1/9D";
    shot.target = "2/1K";
    return shot;
}

void redActionsShotOdds(benchmark::State& state) {
    const auto tables = ra::loadRedActionsTables(templates / "rules/red-actions.xml");
    const auto battle = skirmish();
    for (auto _ : state) {
        benchmark::DoNotOptimize(ra::actionOdds(tables, battle, pointBlankShot()));
    }
    state.SetLabel("before issue 21: 470 ms");
}
BENCHMARK(redActionsShotOdds)->Unit(benchmark::kMillisecond);

void redActionsShotOddsWithoutStates(benchmark::State& state) {
    const auto tables = ra::loadRedActionsTables(templates / "rules/red-actions.xml");
    const auto battle = skirmish();
    for (auto _ : state) {
        benchmark::DoNotOptimize(tachanka::rules::enumerateOutcomes([&](tachanka::rules::Dice& d) {
            auto copy = battle;
            return ra::act(tables, copy, pointBlankShot(), d).summary;
        }));
    }
}
BENCHMARK(redActionsShotOddsWithoutStates)->Unit(benchmark::kMillisecond);

}  // namespace
