// Issue 14's measure: the Orel "Extended Combat Example" played as a campaign battle gives the
// text's result through plan → odds → resolve → apply, and undo gives the file back exactly.

#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "tests/support/answered_battle.hpp"
#include "tests/battles/battle_campaign.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

core::BattlePlanRequest examplePlan() {
    core::BattlePlanRequest plan;
    plan.attackers = {infA, infB, redCavalry};
    plan.hex = exampleHexes().defender.label();
    plan.support = {redArtillery};
    // White chooses X then Y for the losses; Red gives one to each infantry unit.
    plan.lossOrder = {infA, infB, redCavalry, unitX, unitY, unitZ};
    return plan;
}

const model::BattleEvent& eventFor(const model::Battle& battle, const std::string& purpose) {
    for (const auto& event : battle.events) {
        if (event.purpose == purpose) return event;
    }
    throw std::out_of_range("no event " + purpose);
}

}  // namespace

TEST_CASE("The Extended Combat Example as a campaign battle gives the text's result") {
    ExampleCampaign example;
    const auto before = campaignDump(example.file());

    const auto planned = core::planBattle(example.file(), examplePlan());
    CHECK(planned.battle.state == model::BattleState::Planned);
    CHECK(planned.battle.system == "orel-1919");
    CHECK(planned.attackers == std::vector<std::string>{infA, infB, redCavalry});
    CHECK(planned.defenders == std::vector<std::string>{unitX, unitY, unitZ});
    CHECK(planned.support == std::vector<std::string>{redArtillery});
    const auto id = planned.battle.id;

    // The odds: every ending, summing to exactly 1, the text's among them.
    const auto odds = core::battleOdds(example.file(), id);
    rules::Probability total;
    for (const auto& outcome : odds.outcomes) total = total + outcome.probability;
    CHECK(total == rules::Probability{1, 1});
    const auto textResult = std::find_if(odds.outcomes.begin(), odds.outcomes.end(), [](const auto& o) {
        return o.attackerStepsLost == 2 && o.defenderStepsLost == 2 && o.defenderFate == "retreats" &&
               o.hexCleared;
    });
    REQUIRE(textResult != odds.outcomes.end());
    CHECK(textResult->probability.value() > 0);
    CHECK(campaignDump(example.file()).size() > before.size());  // the plan was written

    core::BattleDice dice;
    dice.typed = exampleDice;
    // The defenders retreat to the hex the example's map gives them (8.5.1 leaves two).
    const auto resolved = testing::resolveAnsweringFirst(example.file(), id, dice,
                                                         {exampleHexes().retreat.label()});
    const auto& battle = resolved.battle;
    CHECK(battle.state == model::BattleState::Resolved);
    // Each roll of the text with its purpose and the chart cell it read.
    CHECK(eventFor(battle, "coordination TQ check: " + std::string(redArtillery)).dice ==
          std::vector<int>{4});
    CHECK(eventFor(battle, "cohesion check: attacker").tableCell ==
          "1/9D: 4 +1 vs TQ 5 → passed; 2/9D: 4 +1 vs TQ 5 → passed; Cv/9D: 4 +1 vs TQ 5 → passed");
    CHECK(eventFor(battle, "cohesion check: defender").tableCell ==
          "1/1K: 6 vs TQ 6 → passed; 2/1K: 6 vs TQ 5 → disorganized; Cv/1K: 6 vs TQ 6 → passed");
    CHECK(eventFor(battle, "assault").dice == std::vector<int>{4, 6});
    CHECK(eventFor(battle, "assault").tableCell.find("17:11 (1.5:1), roll 10 −1 = 9") !=
          std::string::npos);
    CHECK(battle.outcome ==
          "attacker loses 2 steps, defender loses 2 steps and retreats; hex cleared");
    CHECK(battle.attackerPrisoners == 0);
    CHECK(battle.defenderPrisoners == 0);

    // Preview is read-only; apply needs the hex the Whites retreat to.
    const auto resolvedDump = campaignDump(example.file());
    const core::BattleMoves moves{exampleHexes().retreat.label(), std::nullopt};
    const auto preview = core::previewBattle(example.file(), id, moves);
    CHECK(campaignDump(example.file()) == resolvedDump);
    CHECK(std::find(preview.begin(), preview.end(), "1/1K lost 1 step (2 of 3 left)") !=
          preview.end());

    const auto applied = core::applyBattle(example.file(), id, moves);
    CHECK(applied.battle.state == model::BattleState::Applied);
    CHECK(applied.changes == preview);
    const auto campaign = example.campaign();
    const auto& hexes = exampleHexes();
    // White: X and Y lose a step each; all three retreat one hex in March mode.
    CHECK(campaign.unit(unitX)->stepsLost == 1);
    CHECK(campaign.unit(unitY)->stepsLost == 1);
    CHECK(campaign.unit(unitZ)->stepsLost == 0);
    for (const auto* code : {unitX, unitY, unitZ}) {
        CHECK(campaign.unit(code)->mode == model::UnitMode::March);
        CHECK(campaign.unit(code)->hex == hexes.retreat);
    }
    // Red: one step off each infantry unit; all three occupy the hex in Combat mode.
    CHECK(campaign.unit(infA)->stepsLost == 1);
    CHECK(campaign.unit(infB)->stepsLost == 1);
    CHECK(campaign.unit(redCavalry)->stepsLost == 0);
    for (const auto* code : {infA, infB, redCavalry}) {
        CHECK(campaign.unit(code)->hex == hexes.defender);
        CHECK(campaign.unit(code)->mode == model::UnitMode::Combat);
    }
    CHECK(campaign.unit(redArtillery)->hex == hexes.north);
    CHECK(campaign.side("Reds")->prisoners == 0);

    // The ledger names the battle on every row it wrote: the plan, the rolls, the losses.
    core::LedgerQuery query;
    query.battle = id;
    const auto rows = core::listLedger(example.file(), query);
    const auto count = [&](std::string_view kind) {
        return std::count_if(rows.begin(), rows.end(), [&](const auto& row) { return row.kind == kind; });
    };
    CHECK(count("battle-planned") == 1);
    CHECK(count("battle-roll") == 5);
    CHECK(count("step-lost") == 4);
    CHECK(count("moved") == 6);

    // Undo takes the apply, each answer, the resolution and the plan back, to the byte.
    CHECK(core::undoLastAction(example.file()).kind == "battle-apply");
    auto undone = core::undoLastAction(example.file()).kind;
    while (undone == "battle-decide") undone = core::undoLastAction(example.file()).kind;
    CHECK(undone == "battle-resolve");
    CHECK(core::undoLastAction(example.file()).kind == "battle-plan");
    CHECK(campaignDump(example.file()) == before);
}

TEST_CASE("A battle resolved twice after an undo with the campaign's seed rolls the same dice") {
    ExampleCampaign example;
    const auto id = core::planBattle(example.file(), examplePlan()).battle.id;
    const auto first = testing::resolveAnsweringFirst(example.file(), id, {}).battle;
    while (core::undoLastAction(example.file()).kind != "battle-resolve") {
    }
    const auto second = testing::resolveAnsweringFirst(example.file(), id, {}).battle;
    REQUIRE(first.events.size() == second.events.size());
    for (std::size_t i = 0; i < first.events.size(); ++i) {
        CHECK(first.events[i].dice == second.events[i].dice);
        CHECK(first.events[i].purpose == second.events[i].purpose);
    }
    CHECK(first.outcome == second.outcome);
}

TEST_CASE("Dice asked one at a time are asked with their purpose, and give the typed result") {
    ExampleCampaign example;
    const auto id = core::planBattle(example.file(), examplePlan()).battle.id;
    std::vector<std::string> asked;
    std::vector<core::AskedDie> dies;
    std::size_t next = 0;
    core::BattleDice dice;
    dice.ask = [&](const core::AskedDie& die) {
        CHECK(die.sides == 6);
        CHECK(die.number == static_cast<int>(next) + 1);
        asked.push_back(die.purpose);
        dies.push_back(die);
        return exampleDice.at(next++);
    };
    const auto battle = testing::resolveAnsweringFirst(example.file(), id, dice).battle;
    CHECK(asked == std::vector<std::string>{"coordination TQ check: Art/9D", "cohesion check: attacker",
                                            "cohesion check: defender", "assault", "assault",
                                            "assault morale check"});
    CHECK(battle.outcome ==
          "attacker loses 2 steps, defender loses 2 steps and retreats; hex cleared");

    // Each die's own odds: the artillery's coordination check at TQ 5 passes on 1 to 5.
    REQUIRE(dies.size() == 6);
    const auto& coordination = dies[0].faces;
    REQUIRE(coordination.size() == 2);
    CHECK(coordination[0].from == 1);
    CHECK(coordination[0].to == 5);
    CHECK(coordination[0].result == "passed");
    CHECK(coordination[0].chance.text() == "5/6");
    CHECK(coordination[1].from == 6);
    CHECK(coordination[1].result == "failed");
    // The second die of the assault's 2d6 reads the table; each face of the first says what
    // the second then reads, so the face rolled names every result die 5 showed.
    REQUIRE_FALSE(dies[4].faces.empty());
    CHECK(dies[4].faces.front().from == 1);
    CHECK(dies[4].faces.back().to == 6);
    REQUIRE_FALSE(dies[3].faces.empty());
    CHECK(dies[3].faces.front().from == 1);
    CHECK(dies[3].faces.back().to == 6);
    const int first = exampleDice.at(3);
    bool rolledFound = false;
    for (const auto& group : dies[3].faces) {
        CHECK(group.result.starts_with("then "));
        if (group.from > first || first > group.to) continue;
        rolledFound = true;
        for (const auto& second : dies[4].faces) {
            CHECK(group.result.find(second.result) != std::string::npos);
        }
    }
    CHECK(rolledFound);
}
