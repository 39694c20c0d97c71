// Battles in the real window (issue 14): planned from the units selected on the Units page,
// their odds, resolved with the players' dice typed one roll at a time in the die dialog,
// applied with the retreat hexes they need, and shown on the Battles page, the tree and the
// Turn page; a refusal is one line and leaves the file as it was.

#include <doctest/doctest.h>
#include <wx/menu.h>

#include <algorithm>

#include "app/core/battles/battles.hpp"
#include "app/core/printing/print_service.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/combat_section.hpp"
#include "app/gui/campaign_tree.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/units_page.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::DiceAtTheTable;
using testing::ScriptedBattleDialogs;
using testing::battlesPage;
using testing::reachWhiteCombat;
using testing::scriptBattles;
using testing::selectUnits;
using testing::selectedBattle;


TEST_CASE("a battle planned from the selected units, its odds, its dice typed one at a time, "
          "applied and shown on the Battles page") {
    CampaignWindowTest window;
    reachWhiteCombat(window);
    auto& answers = scriptBattles(window);

    // The Turn page lists where the Whites may attack.
    const auto attacks = core::possibleAttacks(window.file());
    REQUIRE_FALSE(attacks.empty());
    auto& combat = window.frame().actions().turnPage()->combat();
    CHECK(combat.attacks().GetItemCount() == static_cast<int>(attacks.size()));
    CHECK(combat.planButton().IsEnabled());

    // The player selects the units that can attack the first hex and plans from them.
    const auto& attack = attacks.front();
    selectUnits(window, {attack.attackers.front()});
    CHECK(window.frame().units().selectedCodes() ==
          std::vector<std::string>{attack.attackers.front()});
    window.choose("Battle", "Plan from the selected units…");
    CHECK(window.takeErrors().empty());
    CHECK(answers.selectedOffered == std::vector<std::string>{attack.attackers.front()});
    REQUIRE(answers.attackersTicked.size() == 1);  // the selected one only
    CHECK(answers.attackersTicked.front().rfind(attack.attackers.front() + " ", 0) == 0);
    auto battle = selectedBattle(window);
    CHECK(battle.battle.state == model::BattleState::Planned);
    CHECK(battle.battle.hex.label() == attack.hex);
    CHECK(battle.attackers == std::vector<std::string>{attack.attackers.front()});
    CHECK(window.frame().selectPage("battles"));
    CHECK(battlesPage(window).table().rowCount() == 1);
    CHECK(window.frame().tree().find({gui::TreeTarget::Kind::Battle, "", "", battle.battle.id})
              .IsOk());
    // Planned today, on the Turn page (out of sight, it is read again when asked for).
    CHECK(window.frame().actions().turnPage()->combat().planned().GetItemCount() == 1);

    // The odds: every way it may end, adding up to certainty.
    window.choose("Battle", "Odds…");
    CHECK(window.takeErrors().empty());
    REQUIRE(answers.oddsShown.has_value());
    REQUIRE_FALSE(answers.oddsShown->outcomes.empty());
    CHECK(answers.oddsRows == static_cast<long>(answers.oddsShown->outcomes.size()));
    rules::Probability total{0, 1};
    for (const auto& outcome : answers.oddsShown->outcomes) total = total + outcome.probability;
    CHECK(total == rules::Probability{1, 1});

    // Resolved with the players' dice, one modal die dialog per roll.
    answers.resolveAnswer = {true, std::nullopt};
    {
        DiceAtTheTable table({4, 2, 6, 3, 5, 1});
        window.choose("Battle", "Resolve…");
        CHECK(window.takeErrors().empty());
        battle = selectedBattle(window);
        REQUIRE(battle.battle.state == model::BattleState::Resolved);
        REQUIRE_FALSE(table.typed.empty());
        // Every die asked is in the log with the purpose the dialog showed and the value typed.
        std::vector<int> logged;
        std::vector<std::string> purposes;
        for (const auto& event : battle.battle.events) {
            logged.insert(logged.end(), event.dice.begin(), event.dice.end());
            for (std::size_t die = 0; die < event.dice.size(); ++die) {
                purposes.push_back(event.purpose);
            }
        }
        CHECK(logged == table.typed);
        CHECK(purposes == table.purposes);
        // Each die's dialog showed its own odds: the faces from 1 to 6 and what they read,
        // unless it waits for the next die (the first of a 2d6).
        REQUIRE(table.faceLines.size() == table.purposes.size());
        for (std::size_t die = 0; die < table.faceLines.size(); ++die) {
            const auto& lines = table.faceLines[die];
            CAPTURE(table.purposes[die]);
            if (lines.empty()) continue;
            CHECK(lines.front().rfind("1", 0) == 0);
            CHECK(lines.back().find("6: ") != std::string::npos);
        }
        CHECK_FALSE(table.faceLines.front().empty());
    }
    auto& page = battlesPage(window);
    CHECK(page.dice().rowCount() == battle.battle.events.size());
    CHECK(page.effects().GetCount() == std::max<std::size_t>(battle.effectLines.size(), 1));
    CHECK_FALSE(battle.battle.outcome.empty());

    // Previewed, then applied: one action on the ledger, the page and tree say so.
    const std::string beforeApply = testing::campaignDump(window.file());
    window.choose("Battle", "Preview and apply…");
    CHECK(window.takeErrors().empty());
    CHECK_FALSE(answers.previewShown.empty());
    battle = selectedBattle(window);
    CHECK(battle.battle.state == model::BattleState::Applied);
    CHECK(testing::campaignDump(window.file()) != beforeApply);
    const auto& row = page.table().row(*page.table().selectedRow());
    CHECK(row.cells[3].text == "applied");
    CHECK(page.title().utf8_string() == battle.title);
    CHECK(window.frame().GetStatusBar()->GetStatusText(0).utf8_string() ==
          "Applied " + battle.title);
    const wxTreeItemId item =
        window.frame().tree().find({gui::TreeTarget::Kind::Battle, "", "", battle.battle.id});
    REQUIRE(item.IsOk());
    CHECK(window.frame().tree().GetItemText(item).utf8_string().find("applied") !=
          std::string::npos);
    // Applied, nothing more is offered but undo, and its report.
    CHECK_FALSE(window.menuItem("Battle", "Resolve…").IsEnabled());
    CHECK_FALSE(window.menuItem("Battle", "Void…").IsEnabled());
    core::PrintRequest print;
    print.output = window.folder() / "battle.pdf";
    window.answers().printAnswer = print;
    window.choose("Battle", "Report…");
    CHECK(window.takeErrors().empty());
    REQUIRE(std::filesystem::exists(print.output));
    CHECK(testing::pdfProblems(print.output).empty());
    CHECK(testing::pdfText(print.output).find(battle.battle.hex.label()) != std::string::npos);
    CHECK(window.answers().documentsShown == std::vector<std::filesystem::path>{print.output});

    // The tree's battle leads to it on the Battles page, its day to that day's battles.
    auto& tree = window.frame().tree();
    REQUIRE(window.frame().selectPage("units"));
    tree.SelectItem(item);
    window.settle();
    auto& notebook = window.frame().notebook();
    CHECK(notebook.GetPageText(static_cast<std::size_t>(notebook.GetSelection())) == "Battles");
    CHECK(page.selectedBattle() == battle.battle.id);
    const wxTreeItemId day = tree.find({gui::TreeTarget::Kind::BattleDay, "", "1919-10-15", 0});
    REQUIRE(day.IsOk());
    tree.SelectItem(day);
    window.settle();
    CHECK(page.table().rowCount() == 1);

    // Edit → Undo takes the apply back whole, and the page shows the battle resolved again.
    wxMenuBar* bar = window.frame().GetMenuBar();
    wxMenuItem* undo =
        bar->GetMenu(static_cast<std::size_t>(bar->FindMenu("Edit")))->FindItemByPosition(0);
    REQUIRE(undo->IsEnabled());
    undo->GetMenu()->SendEvent(undo->GetId());
    window.settle();
    CHECK(testing::campaignDump(window.file()) == beforeApply);
    REQUIRE(page.selectedBattle() == battle.battle.id);
    CHECK(page.selectedView()->battle.state == model::BattleState::Resolved);
    CHECK(window.menuItem("Battle", "Preview and apply…").IsEnabled());
    CHECK(window.takeErrors().empty());
}

TEST_CASE("the players stop typing dice: one line, the battle still planned, no byte changed") {
    CampaignWindowTest window;
    reachWhiteCombat(window);
    auto& answers = scriptBattles(window);
    const auto attack = core::possibleAttacks(window.file()).at(0);
    selectUnits(window, attack.attackers);
    window.choose("Battle", "Plan from the selected units…");
    REQUIRE(window.takeErrors().empty());
    const std::string planned = testing::campaignDump(window.file());

    answers.resolveAnswer = {true, std::nullopt};
    DiceAtTheTable table({3}, 1);
    window.choose("Battle", "Resolve…");
    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(errors.front().find("the dice stopped at die 2") != std::string::npos);
    CHECK(errors.front().find("still planned") != std::string::npos);
    CHECK(testing::campaignDump(window.file()) == planned);
    CHECK(selectedBattle(window).battle.state == model::BattleState::Planned);
}

TEST_CASE("a battle resolved with seeded dice is voided, and one planned outside its phase is "
          "refused") {
    CampaignWindowTest window;
    auto& answers = scriptBattles(window);
    // Before the combat phase the core refuses the plan in one line, and nothing is written.
    const std::string created = testing::campaignDump(window.file());
    selectUnits(window, {"1/1K"});
    answers.fillPlan = [](gui::BattlePlanDialog& dialog) {
        if (dialog.hex().GetValue().empty()) dialog.hex().SetValue("2705");
        return true;
    };
    window.choose("Battle", "Plan from the selected units…");
    CHECK(window.takeErrors().size() == 1);
    answers.fillPlan = nullptr;
    CHECK(testing::campaignDump(window.file()) == created);
    // With no battle chosen, the commands on one are not offered.
    CHECK_FALSE(window.menuItem("Battle", "Resolve…").IsEnabled());
    window.frame().actions().battles().resolve();
    const auto none = window.takeErrors();
    REQUIRE(none.size() == 1);
    CHECK(none.front().find("choose the battle to resolve on the Battles page first") !=
          std::string::npos);

    reachWhiteCombat(window);
    const auto attack = core::possibleAttacks(window.file()).at(0);
    // From the Turn page: the attack chosen there, every unit that can make it ticked.
    auto& combat = window.frame().actions().turnPage()->combat();
    combat.attacks().SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    window.frame().units().table().UnselectAll();
    window.click(combat.planButton());
    CHECK(window.takeErrors().empty());
    CHECK(answers.attackersTicked.size() == attack.attackers.size());
    auto battle = selectedBattle(window);
    CHECK(battle.attackers.size() == attack.attackers.size());

    answers.resolveAnswer = {false, 7};
    window.choose("Battle", "Resolve…");
    CHECK(window.takeErrors().empty());
    CHECK(selectedBattle(window).battle.state == model::BattleState::Resolved);
    window.choose("Battle", "Void…");
    CHECK(window.takeErrors().empty());
    battle = selectedBattle(window);
    CHECK(battle.battle.state == model::BattleState::Voided);
    CHECK(battlesPage(window).table().row(0).cells[3].text == "voided");
}
