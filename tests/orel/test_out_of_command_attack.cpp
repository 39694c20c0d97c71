// 5.3 in a combat, with scripted dice: "An Out of Command unit cannot enter ZoC. If it is
// already in ZoC, it cannot spend MP to declare an attack or move from ZoC to ZoC unless it
// passes a Quality Check". The check is the battle's first die; a unit that fails does not
// attack, and with no attacking combat unit left there is no attack at all.

#include <doctest/doctest.h>

#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::Probability;
using tachanka::rules::RecordingDice;
using tachanka::rules::ScriptedDice;

namespace {

CombatDeclaration outOfCommandAttack() {
    auto combat = duel();
    combat.attackers[0].checksCommand = true;  // A: TQ 5
    return combat;
}

Probability heldWithoutLoss(const std::vector<BattleOutcomeChance>& chances) {
    for (const auto& chance : chances) {
        if (chance.outcome == BattleOutcome{}) return chance.probability;
    }
    return Probability{};
}

}  // namespace

TEST_CASE("5.3: an out-of-command attacker in enemy ZoC that fails its TQ check does not "
          "attack, and the battle ends there") {
    ScriptedDice scripted({6});  // 6 against TQ 5: failed
    RecordingDice dice(scripted);
    const auto report = resolveCombat(outOfCommandAttack(), shippedCombatTables(), dice);
    CHECK(scripted.remaining() == 0);
    REQUIRE(dice.rolls().size() == 1);
    CHECK(dice.rolls()[0].purpose == "out of command TQ check: A");
    CHECK(check(report, "A", "out of command").result == "failed");
    CHECK(fateOf(report, "A").heldBack);
    CHECK_FALSE(fateOf(report, "A").unit.unsupplied);  // it spent no munitions
    CHECK_FALSE(report.hexCleared);
    CHECK(report.noAssault ==
          "no attack: every attacking combat unit is out of command and failed its TQ check "
          "(5.3)");
    CHECK(battleOutcome(report) == BattleOutcome{});
}

TEST_CASE("5.3: passing the check, the unit attacks as any other") {
    // Check 5 against TQ 5: passed; then each side's cohesion die, both natural 1s.
    const auto passed = resolve(outOfCommandAttack(), {5, 1, 1});
    CHECK(check(passed, "A", "out of command").result == "passed");
    CHECK_FALSE(fateOf(passed, "A").heldBack);
    CHECK(check(passed, "A", "cohesion").roll == 1);
}

TEST_CASE("5.3: one attacker held back, the others attack without it") {
    auto combat = outOfCommandAttack();
    combat.attackers.push_back(infantry("B", 5, 6, 3, "h"));
    const auto report = resolve(combat, {6, 1, 1});  // A fails; then both sides' cohesion
    CHECK(fateOf(report, "A").heldBack);
    CHECK_FALSE(fateOf(report, "B").heldBack);
    CHECK(check(report, "B", "cohesion").roll == 1);
    for (const auto& line : report.checks) {
        CHECK_FALSE((line.unit == "A" && line.check == "cohesion"));
    }
}

TEST_CASE("5.3: the check is in the battle's exact odds, a sixth of the time no attack") {
    const auto& tables = shippedCombatTables();
    const auto without = battleOutcomeOdds(duel(), tables);
    const auto with = battleOutcomeOdds(outOfCommandAttack(), tables);
    // TQ 5 passes on 1 to 5: the battle as before five times in six, and a sixth of the time
    // nothing happens (the defender holds, no step lost).
    CHECK(heldWithoutLoss(with) ==
          Probability{5, 6} * heldWithoutLoss(without) + Probability{1, 6});
    Probability total;
    for (const auto& chance : with) total = total + chance.probability;
    CHECK(total == Probability{1, 1});
}
