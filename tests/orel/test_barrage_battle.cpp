// A barrage as a battle (8.3, 8.4): one gun fires on one unit, counterbattery answers the gun
// with each fire resolved in turn, and the report reads as any combat's (events, odds).

#include <doctest/doctest.h>

#include "rules/orel/combat/barrage_battle.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::RecordingDice;
using tachanka::rules::ScriptedDice;

namespace {

Support gun(std::string code, int fire, int tq) {
    Support support;
    support.code = std::move(code);
    support.kind = UnitKind::Artillery;
    support.fireStrength = fire;
    support.troopQuality = tq;
    return support;
}

// Red artillery (fire 3, TQ 5) on White infantry Y (TQ 5, 3 steps); White guns answer.
BarrageBattle redBarrage(std::vector<Support> counterbattery = {}, int gunSteps = 2) {
    BarrageBattle battle;
    battle.firer = gun("Art/9D", 3, 5);
    battle.firerAsTarget = infantry("Art/9D", 5, 3, gunSteps);
    battle.firerAsTarget.kind = UnitKind::Artillery;
    battle.target = infantry("2/1K", 5, 5, 3);
    battle.counterbattery = std::move(counterbattery);
    return battle;
}

CombatReport resolve(const BarrageBattle& battle, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    auto report = resolveBarrageBattle(battle, shippedCombatTables(), scripted);
    CHECK_MESSAGE(scripted.remaining() == 0, "dice left unused");
    return report;
}

}  // namespace

TEST_CASE("8.3.1: possible targets of a barrage") {
    CHECK(barrageTargetRefusal(UnitKind::Infantry, {UnitKind::Cavalry}).empty());
    CHECK(barrageTargetRefusal(UnitKind::ArmouredTrain, {}).empty());
    CHECK(barrageTargetRefusal(UnitKind::Artillery, {}).empty());
    CHECK(barrageTargetRefusal(UnitKind::Artillery, {UnitKind::Tank, UnitKind::HorseArtillery})
              .empty());
    CHECK(barrageTargetRefusal(UnitKind::Artillery, {UnitKind::Infantry}).find("8.3.1") !=
          std::string::npos);
    CHECK_FALSE(barrageTargetRefusal(UnitKind::Tank, {}).empty());
    CHECK_FALSE(barrageTargetRefusal(UnitKind::ArmouredCar, {}).empty());
}

TEST_CASE("8.3.1 and 8.4: guns fire at 1 or 2 hexes, 5.3: out of command only at adjacent") {
    CHECK_FALSE(withinBarrageRange(0, false));
    CHECK(withinBarrageRange(1, false));
    CHECK(withinBarrageRange(2, false));
    CHECK_FALSE(withinBarrageRange(3, false));
    CHECK(withinBarrageRange(1, true));
    CHECK_FALSE(withinBarrageRange(2, true));
}

TEST_CASE("8.3.2: the barrage of a battle hits its target, who checks cohesion") {
    // 5 + 6 + fire 3 = 14 on the (provisional) Barrage Table: 1 loss and a check; the check's
    // 6 against TQ 5 would be Disorganized, which a barrage ignores.
    const auto report = resolve(redBarrage(), {5, 6, 6});
    const auto& target = fateOf(report, "2/1K");
    CHECK(target.side == CombatSide::Defender);
    CHECK(target.stepsLost == 1);
    CHECK(target.unit.steps == 2);
    CHECK(target.retreatHexes == 0);
    CHECK(fateOf(report, "Art/9D").stepsLost == 0);
    const auto outcome = battleOutcome(report);
    CHECK(outcome.defenderStepsLost == 1);
    CHECK(outcome.defenderFate == "holds");
    CHECK_FALSE(outcome.hexCleared);
}

TEST_CASE("8.2.1: \"Attacks and Barrages without munition supply are possible, but the units "
          "performing them receive an Unsupplied marker after their action\"") {
    auto battle = redBarrage();
    CHECK_FALSE(fateOf(resolve(battle, {5, 6, 6}), "Art/9D").unit.unsupplied);
    battle.munitionsFromDepot = false;
    const auto without = resolve(battle, {5, 6, 6});
    CHECK(fateOf(without, "Art/9D").unit.unsupplied);
    CHECK(fateOf(without, "2/1K").stepsLost == 1);  // "they therefore attack without penalty"
    // An armoured train spends no munitions.
    battle.firer.kind = UnitKind::ArmouredTrain;
    battle.firerAsTarget.kind = UnitKind::ArmouredTrain;
    CHECK_FALSE(fateOf(resolve(battle, {5, 6, 6}), "Art/9D").unit.unsupplied);
}

TEST_CASE("8.4: counterbattery answers the gun, each gun after its TQ check, fires in turn") {
    auto second = gun("ArtL3/3D", 4, 5);
    second.outOfCommand = true;  // 5.3: +2 to its counterbattery check
    // Barrage 1 + 1 + 3 = 5: no loss. Art/3D: check 5 vs TQ 5 passes, fires 6 + 6 + 2 = 14:
    // 1 loss and a cohesion check, 1 passes. ArtL3/3D: check 4 + 2 = 6 vs TQ 5 fails.
    const auto report = resolve(redBarrage({gun("Art/3D", 2, 5), second}), {1, 1, 5, 6, 6, 1, 4});
    CHECK(fateOf(report, "2/1K").stepsLost == 0);
    const auto& firer = fateOf(report, "Art/9D");
    CHECK(firer.side == CombatSide::Attacker);
    CHECK(firer.stepsLost == 1);
    CHECK(firer.unit.steps == 1);
    REQUIRE(report.checks.size() == 3);
    CHECK(report.checks[0].check == "counterbattery");
    CHECK(report.checks[0].result == "passed");
    CHECK(report.checks[2].check == "counterbattery");
    CHECK(report.checks[2].modifier == 2);
    CHECK(report.checks[2].result == "failed");
}

TEST_CASE("8.4: no counterbattery once the gun is gone") {
    // The first answer eliminates the one-step gun (5 + 6 + 2 = 13: 1 loss and a check it
    // never takes: artillery is no combat unit, so its last step may go); the second gun
    // has nothing left to fire at and rolls nothing.
    const auto report =
        resolve(redBarrage({gun("Art/3D", 2, 5), gun("ArtL3/3D", 4, 5)}, 1), {1, 1, 1, 5, 6});
    CHECK(fateOf(report, "Art/9D").eliminated);
    CHECK(report.barrages.size() == 2);
}

TEST_CASE("a barrage battle's dice read as events, each 2d6 with its Barrage Table cell") {
    ScriptedDice scripted({5, 6, 6});
    RecordingDice recording(scripted);
    const auto report = resolveBarrageBattle(redBarrage(), shippedCombatTables(), recording);
    const auto events = combatEvents(report, recording.rolls());
    REQUIRE(events.size() == 2);
    CHECK(events[0].purpose == "barrage: Art/9D on 2/1K");
    CHECK(events[0].dice == std::vector<int>{5, 6});
    CHECK(events[0].tableCell ==
          "Barrage Table: 11 + fire 3 = 14 → 1 step lost and a cohesion check");
    CHECK(events[1].tableCell == "2/1K: 6 vs TQ 5 → passed");
}

TEST_CASE("a barrage battle's odds are its resolution counted over every roll") {
    const auto chances = barrageOutcomeOdds(redBarrage({gun("Art/3D", 2, 5)}),
                                            shippedCombatTables());
    tachanka::rules::Probability total;
    for (const auto& chance : chances) total = total + chance.probability;
    CHECK(total == tachanka::rules::Probability{1, 1});
    // Totals up to 11 (2d6 of 2–8) take no step: 26 of the 36 rolls, whatever the cohesion
    // check and the counterbattery do to the gun.
    tachanka::rules::Probability noLoss;
    for (const auto& chance : chances) {
        if (chance.outcome.defenderStepsLost == 0) noLoss = noLoss + chance.probability;
    }
    CHECK(noLoss.text() == "13/18");
}
