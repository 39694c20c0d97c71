// Combat decisions at their moment in the desktop app: Battle → Resolve stops where the rules
// hand the players a choice (8.8, 8.7.4, 8.7.3, 8.5.1) and asks it in a dialog with each
// answer's odds; the answer is kept with the battle, and a battle left waiting is taken up
// where it stopped.

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/decision_dialog.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::DiceAtTheTable;
using testing::reachWhiteCombat;
using testing::scriptBattles;
using testing::selectedBattle;

namespace {

// 2/3D against Cv/41S in 0814.
std::int64_t planOn0814(const std::filesystem::path& file) {
    core::BattlePlanRequest plan;
    plan.attackers = {"2/3D"};
    plan.hex = "0814";
    return core::planBattle(file, plan).battle.id;
}

// The same, selected on the Battles page.
std::int64_t planOn0814(CampaignWindowTest& window) {
    const auto id = planOn0814(window.file());
    window.frame().campaignChanged();
    REQUIRE(window.frame().selectPage("battles"));
    REQUIRE(testing::battlesPage(window).selectBattle(id));
    return id;
}

}  // namespace

TEST_CASE("Resolve stops for the assault: the dialog offers yes and no with their odds, the "
          "answer is kept, and a battle left waiting is taken up where it stopped") {
    CampaignWindowTest window;
    reachWhiteCombat(window);
    auto& answers = scriptBattles(window);
    const auto id = planOn0814(window);
    answers.resolveAnswer = {true, std::nullopt};

    // The players put off the answer: the battle keeps its two dice and waits.
    answers.fillDecision = [](gui::DecisionDialog&) { return false; };
    {
        DiceAtTheTable table({1, 1});  // both cohesion checks pass: the hex is held
        window.choose("Battle", "Resolve…");
        CHECK(window.takeErrors().empty());
        CHECK(table.typed.size() == 2);
    }
    REQUIRE(answers.questionsShown.size() == 1);
    const auto& asked = answers.questionsShown.front();
    CHECK(asked.awaiting == "assault");
    CHECK(asked.text == "the Whites decide whether to assault hex 0814 (8.8)");
    REQUIRE(asked.answers.size() == 2);
    CHECK_FALSE(asked.answers.front().odds.outcomes.empty());
    auto battle = selectedBattle(window);
    CHECK(battle.battle.state == model::BattleState::Planned);
    CHECK(battle.battle.awaiting == "assault");
    CHECK(battle.battle.events.size() == 2);
    CHECK(window.frame().GetStatusBar()->GetStatusText(0).utf8_string().find(
              "waits: the Whites decide whether to assault hex 0814 (8.8)") != std::string::npos);

    // Resolve again: no die is asked again; the dialog asks, and "no" ends the battle.
    answers.fillDecision = [&](gui::DecisionDialog& dialog) {
        REQUIRE(dialog.answers() != nullptr);
        CHECK(dialog.answers()->GetCount() == 2);
        CHECK(dialog.odds().GetItemCount() > 0);  // the odds of "yes", chosen as it opens
        dialog.answers()->SetSelection(1);
        return true;
    };
    {
        DiceAtTheTable table({6});
        window.choose("Battle", "Resolve…");
        CHECK(window.takeErrors().empty());
        CHECK(table.typed.empty());
    }
    battle = selectedBattle(window);
    CHECK(battle.battle.id == id);
    CHECK(battle.battle.state == model::BattleState::Resolved);
    CHECK(battle.answers == "assault no");
    CHECK(battle.battle.outcome.find("no assault: the attacker does not press one (8.8)") !=
          std::string::npos);
}

TEST_CASE("picture: the attacker's choice to assault, with the odds of each answer") {
    CampaignWindowTest window(false);
    reachWhiteCombat(window);
    const auto id = planOn0814(window.file());
    core::BattleDice dice;
    dice.typed = std::vector<int>{1, 1};
    const auto stopped = core::resolveBattle(window.file(), id, dice);
    REQUIRE(stopped.question.has_value());
    auto* dialog = new gui::DecisionDialog(&window.frame(), *stopped.question);
    dialog->Show();
    CHECK(dialog->odds().GetItemCount() > 0);
    CHECK(testing::screenshot(*dialog, "battle-decide-assault") >= 64);
    dialog->Destroy();
}

TEST_CASE("Resolve asks where a routed unit goes among the hexes the core lists, then which "
          "attackers enter, unit by unit; the log keeps both answers (8.7.3, 8.7.4)") {
    CampaignWindowTest window;
    reachWhiteCombat(window);
    auto& answers = scriptBattles(window);
    planOn0814(window);
    answers.resolveAnswer = {true, std::nullopt};
    answers.fillDecision = [](gui::DecisionDialog& dialog) {
        if (dialog.units() != nullptr) {  // the advance: 2/3D enters, as the only attacker
            REQUIRE(dialog.units()->GetCount() == 1);
            CHECK(dialog.units()->GetString(0) == "2/3D");
            return true;
        }
        REQUIRE(dialog.answers() != nullptr);
        int to0713 = -1;
        for (unsigned i = 0; i < dialog.answers()->GetCount(); ++i) {
            if (dialog.answers()->GetString(i).StartsWith("0713")) to0713 = static_cast<int>(i);
        }
        REQUIRE(to0713 >= 0);
        dialog.answers()->SetSelection(to0713);
        return true;
    };
    {
        // Cv/41S fails its cohesion check by 4 (1 and 6) and routs 2 hexes (8.7.3).
        DiceAtTheTable table({1, 6});
        window.choose("Battle", "Resolve…");
        CHECK(window.takeErrors().empty());
    }
    REQUIRE(answers.questionsShown.size() == 2);
    const auto& rout = answers.questionsShown[0];
    CHECK(rout.awaiting == "retreat");
    CHECK(rout.units == std::vector<std::string>{"Cv/41S"});
    CHECK(rout.text.find("routs 2 hexes from 0814") != std::string::npos);
    std::vector<std::string> hexes;
    for (const auto& answer : rout.answers) hexes.push_back(answer.answer);
    std::sort(hexes.begin(), hexes.end());
    CHECK(hexes == std::vector<std::string>{"0713", "0812"});
    CHECK(answers.questionsShown[1].awaiting == "advance");

    const auto battle = selectedBattle(window);
    CHECK(battle.battle.state == model::BattleState::Resolved);
    CHECK(battle.answers == "advance 2/3D; Cv/41S to 0713");
}

TEST_CASE("picture: a routed unit's way out, the two hexes the core lists and their odds") {
    CampaignWindowTest window(false);
    reachWhiteCombat(window);
    const auto id = planOn0814(window.file());
    core::BattleDice dice;
    dice.typed = std::vector<int>{1, 6};
    const auto stopped = core::resolveBattle(window.file(), id, dice);
    REQUIRE(stopped.question.has_value());
    REQUIRE(stopped.question->awaiting == "retreat");
    auto* dialog = new gui::DecisionDialog(&window.frame(), *stopped.question);
    dialog->Show();
    REQUIRE(dialog->answers() != nullptr);
    CHECK(dialog->answers()->GetCount() == 2);
    CHECK(testing::screenshot(*dialog, "battle-decide-rout") >= 64);
    dialog->Destroy();
}
