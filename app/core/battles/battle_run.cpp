#include "app/core/battles/battle_run.hpp"

#include "app/core/battles/orel_battle.hpp"
#include "rules/continued_dice.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {

BattleRun runBattle(SQLite::Database& database, const model::Campaign& campaign,
                    const model::Battle& battle, const rules::orel::CombatTables& tables,
                    rules::Dice& dice, const model::BattleAnswers& answers) {
    CampaignDecisions decisions(database, campaign, battle, answers,
                                CampaignDecisions::Unanswered::Ask);
    rules::StoppableDice stoppable(dice, decisions.stopped());
    rules::RecordingDice recording(stoppable);
    decisions.countRollsOf(recording);
    BattleRun run;
    run.report = resolveOrelBattle(campaign, battle, tables, recording, &decisions);
    run.rolls = recording.rolls();
    run.question = decisions.question();
    if (run.question) run.rolls.resize(run.question->rollsBefore);
    run.retreatHexes = decisions.retreatHexes();
    return run;
}

BattleRun replayToQuestion(SQLite::Database& database, const model::Campaign& campaign,
                           const model::Battle& battle, const rules::orel::CombatTables& tables) {
    // The dice after the question are never rolled: any source finishes the run.
    rules::SeededDice filler(battle.seed);
    rules::ContinuedDice continued(diceSoFar(battle), filler, rules::ContinuedDice::Before::Skipped);
    return runBattle(database, campaign, battle, tables, continued, battle.answers);
}

std::vector<int> diceSoFar(const model::Battle& battle) {
    std::vector<int> dice;
    for (const auto& event : battle.events) dice.insert(dice.end(), event.dice.begin(), event.dice.end());
    return dice;
}

}  // namespace tachanka::core
