// A duel of armoured trains as a battle (9.1.1), with scripted dice: "Each player rolls a d6.
// If the roll is higher than the opponent's, the opposing armored train is removed from the
// game and will return as a reinforcement two turns later (repaired) via the same railroad.
// If the die roll is double the opponent's, the opposing armored train suffers a step loss
// and retreats one hex. There is no result in the case of a tie score. A victorious
// [attacking] train may advance one hex. An undamaged heavy armored train adds +2."

#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>

#include "rules/orel/combat/train_duel_battle.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::Probability;
using tachanka::rules::RecordingDice;
using tachanka::rules::ScriptedDice;

namespace {

CombatUnit train(std::string code, bool heavy, bool damaged = false) {
    auto unit = infantry(std::move(code), 4, 3, heavy ? 2 : 1);
    unit.kind = UnitKind::ArmouredTrain;
    unit.heavyTrain = heavy;
    unit.damaged = damaged;
    return unit;
}

CombatReport duel(const CombatUnit& attacker, const CombatUnit& defender, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    auto report = resolveTrainDuelBattle({attacker, defender}, scripted);
    CHECK_MESSAGE(scripted.remaining() == 0, "dice left unused");
    return report;
}

}  // namespace

TEST_CASE("9.1.1: a higher roll removes the other train, back two turns later") {
    const auto report = duel(train("BP-A", false), train("BP-B", false), {4, 3});
    CHECK(fateOf(report, "BP-B").withdrawn);
    CHECK(fateOf(report, "BP-B").stepsLost == 0);
    CHECK(report.hexCleared);
    CHECK(fateOf(report, "BP-A").advanced);
    CHECK(battleOutcome(report).defenderFate == "withdrawn");
}

TEST_CASE("9.1.1: a roll double the other's costs a step and a retreat of one hex") {
    const auto light = duel(train("BP-A", false), train("BP-B", false), {6, 3});
    CHECK(fateOf(light, "BP-B").stepsLost == 1);
    CHECK(fateOf(light, "BP-B").eliminated);  // a light train's one step
    // "An undamaged heavy armored train adds +2": 1 + 2 = 3 against 6 is still half.
    const auto heavy = duel(train("BP-A", false), train("Lo-B", true), {6, 1});
    CHECK(fateOf(heavy, "Lo-B").stepsLost == 1);
    CHECK(fateOf(heavy, "Lo-B").unit.damaged);
    CHECK(fateOf(heavy, "Lo-B").retreatHexes == 1);
    CHECK_FALSE(fateOf(heavy, "Lo-B").eliminated);
    CHECK(battleOutcome(heavy).defenderFate == "retreats");
}

TEST_CASE("9.1.1: a tie does nothing, and only the attacking train advances") {
    const auto tie = duel(train("BP-A", false), train("BP-B", false), {3, 3});
    CHECK(battleOutcome(tie) == BattleOutcome{});
    CHECK_FALSE(tie.hexCleared);
    const auto lost = duel(train("BP-A", false), train("BP-B", false), {3, 5});
    CHECK(fateOf(lost, "BP-A").withdrawn);
    CHECK_FALSE(fateOf(lost, "BP-B").advanced);
    CHECK_FALSE(lost.hexCleared);
    // A damaged heavy train has no +2: 2 against 3 loses.
    const auto damaged = duel(train("Lo-A", true, true), train("BP-B", false), {2, 3});
    CHECK(fateOf(damaged, "Lo-A").withdrawn);
}

TEST_CASE("9.1.1: a train duels only a lone enemy armoured train") {
    CHECK(trainDuelRefusal(UnitKind::ArmouredTrain, {UnitKind::ArmouredTrain}).empty());
    CHECK_FALSE(
        trainDuelRefusal(UnitKind::ArmouredTrain, {UnitKind::ArmouredTrain, UnitKind::Infantry})
            .empty());
    CHECK_FALSE(trainDuelRefusal(UnitKind::ArmouredTrain, {UnitKind::Artillery}).empty());
    ScriptedDice dice({3, 3});
    CHECK_THROWS_AS(resolveTrainDuelBattle({train("BP-A", false), infantry("D", 4, 3, 2)}, dice),
                    std::invalid_argument);
}

TEST_CASE("a train duel's dice read as events, each d6 with its roll against the other") {
    ScriptedDice scripted({2, 3});
    RecordingDice recording(scripted);
    const auto report =
        resolveTrainDuelBattle({train("Lo-A", true), train("BP-B", false)}, recording);
    const auto events = combatEvents(report, recording.rolls());
    REQUIRE(events.size() == 2);
    CHECK(events[0].purpose == "armoured train duel: Lo-A");
    CHECK(events[0].tableCell == "Lo-A: 2 +2 = 4 against 3 → wins");
    CHECK(events[1].tableCell == "BP-B: 3 = 3 against 4 → loses");
}

TEST_CASE("9.1.1: a train duel's odds keep its five endings apart, both dice counted") {
    // Two light trains, 36 pairs of rolls: the attacker's at least double the defender's for
    // (2..6, 1), (4..6, 2) and (6, 3), 9; higher but not double 6 more; ties 6; the defender's
    // higher but not double 6; the defender's at least double 9.
    const auto chances = trainDuelOutcomeOdds({train("BP-A", false), train("BP-B", false)});
    REQUIRE(chances.size() == 5);
    const auto chanceOf = [&](int attackerLost, bool attackerWithdrawn, const std::string& fate) {
        for (const auto& chance : chances) {
            if (chance.outcome.attackerStepsLost == attackerLost &&
                chance.outcome.attackerWithdrawn == attackerWithdrawn &&
                chance.outcome.defenderFate == fate) {
                return chance.probability;
            }
        }
        return Probability{};
    };
    CHECK(chanceOf(0, false, "eliminated") == Probability{1, 4});  // a step loss: its only step
    CHECK(chanceOf(0, false, "withdrawn") == Probability{1, 6});   // "removed from the game"
    CHECK(chanceOf(0, false, "holds") == Probability{1, 6});       // "no result ... a tie"
    CHECK(chanceOf(0, true, "holds") == Probability{1, 6});        // the attacker removed
    CHECK(chanceOf(1, false, "holds") == Probability{1, 4});       // the attacker's step lost
    const auto withdrawn = std::find_if(chances.begin(), chances.end(), [](const auto& c) {
        return c.outcome.attackerWithdrawn;
    });
    CHECK(withdrawn->outcome.text() ==
          "attacker loses 0 steps and is withdrawn for two turns, defender loses 0 steps and "
          "holds; hex held");
}
