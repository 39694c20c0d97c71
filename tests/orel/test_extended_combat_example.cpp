// THE test: the Extended Combat Example of the designer's notes, step by step with the dice
// the text rolls: coordination 4, Red cohesion 4, White cohesion 6, assault 10, morale 4.

#include <doctest/doctest.h>

#include "rules/orel/combat/combat_sequence.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::ScriptedDice;

TEST_CASE("Extended Combat Example reproduces step by step") {
    ScriptedDice dice({4, 4, 6, 4, 6, 4});
    const auto report = resolveCombat(extendedCombatExample(), shippedCombatTables(), dice);
    CHECK(dice.remaining() == 0);

    // 2) coordination check for the artillery support (TQ 5), roll 4: full fire strength.
    const auto& coordination = check(report, "Art", "coordination");
    CHECK(coordination.roll == 4);
    CHECK(coordination.target == 5);
    CHECK(coordination.result == "passed");

    // Both sides' cavalry is TQ 5 or more: they charge.
    CHECK(fateOf(report, "Cav").charged);
    CHECK(fateOf(report, "Z").charged);

    // 3) cohesion: (5 + 5 + 4 Cav + 3 Art) / (7 + 5 + 1 Cav) = 17/13, no modifier.
    CHECK(report.attackerStrength == 17);
    CHECK(report.defenderStrength == 13);
    // Reds: 4 + 1 (integrated artillery) = 5, all pass.
    for (const auto* code : {"Inf A", "Inf B", "Cav"}) {
        const auto& line = check(report, code, "cohesion");
        CHECK(line.roll == 4);
        CHECK(line.modifier == 1);
        CHECK(line.result == "passed");
    }
    // Whites: 6 against TQ 6 passes (X, Z); 6 against TQ 5 is Disorganized (Y).
    CHECK(check(report, "X", "cohesion").result == "passed");
    CHECK(check(report, "Z", "cohesion").result == "passed");
    CHECK(check(report, "Y", "cohesion").result == "disorganized");
    CHECK(check(report, "Y", "cohesion").modifier == 0);

    // 5) assault: 17 / (7 + 3 Dis + 1) = 17/11 -> 1.5:1 -> +1; TQ 5 - 6 = -1; integrated
    // artillery in defence -1: total -1; 10 - 1 = 9 -> 1/1 (m-2), defender loses.
    CHECK(report.assaulted);
    CHECK(report.assaultAttackerStrength == 17);
    CHECK(report.assaultDefenderStrength == 11);
    CHECK(report.assaultRatio == 1.5);
    CHECK(report.assaultModifier == -1);
    CHECK(report.assaultRoll == 10);
    // The smaller side has 8 steps: +1 loss each, 2/2 (m-2).
    CHECK(report.assaultResult.attackerLosses == 2);
    CHECK(report.assaultResult.defenderLosses == 2);
    CHECK(report.assaultResult.loser == CombatSide::Defender);
    CHECK(report.assaultResult.moraleModifier == -2);

    // Losses: the first to X (predominant TQ), the second to Y; one to each Red infantry.
    CHECK(fateOf(report, "X").stepsLost == 1);
    CHECK(fateOf(report, "Y").stepsLost == 1);
    CHECK(fateOf(report, "Z").stepsLost == 0);
    CHECK(fateOf(report, "Inf A").stepsLost == 1);
    CHECK(fateOf(report, "Inf B").stepsLost == 1);
    CHECK(fateOf(report, "Cav").stepsLost == 0);

    // White morale: 4 - 2 + 1 = 3 for X and Y, 2 for Z; all pass and retreat in good order.
    CHECK(check(report, "X", "morale").modifier == -1);
    CHECK(check(report, "Y", "morale").modifier == -1);
    CHECK(check(report, "Z", "morale").modifier == -2);
    for (const auto* code : {"X", "Y", "Z"}) {
        CHECK(check(report, code, "morale").result == "passed");
        CHECK(fateOf(report, code).retreatHexes == 1);
        CHECK(fateOf(report, code).unit.mode == UnitMode::March);
        CHECK_FALSE(fateOf(report, code).eliminated);
    }

    // 6) the Reds occupy the hex with all their units, in Combat mode.
    CHECK(report.hexCleared);
    for (const auto* code : {"Inf A", "Inf B", "Cav"}) {
        CHECK(fateOf(report, code).advanced);
        CHECK(fateOf(report, code).unit.mode == UnitMode::Combat);
    }
    CHECK(report.attackerPrisoners == 0);
    CHECK_FALSE(fateOf(report, "Y").unit.disorganized);  // removed once the combat is over
}

TEST_CASE("5.3: the example's artillery out of command fails coordination with the same 4") {
    auto combat = extendedCombatExample();
    combat.attackerSupport.front().outOfCommand = true;
    // 4 + 2 = 6 against TQ 5: the artillery adds half its fire strength, 3 halves to 1.5,
    // rounded down with the side's other failed halves.
    ScriptedDice dice({4, 4, 6});
    CombatDeclaration noAssault = combat;
    noAssault.assault = false;
    const auto report = resolveCombat(noAssault, shippedCombatTables(), dice);
    const auto& coordination = check(report, "Art", "coordination");
    CHECK(coordination.roll == 4);
    CHECK(coordination.modifier == 2);
    CHECK(coordination.result == "failed");
    CHECK(report.attackerStrength == 15);  // 5 + 5 + 4 + 1 (3 / 2 rounded down)
}
