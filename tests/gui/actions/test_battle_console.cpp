// The Battle console in the real window (issue 16): a battle planned on the historical
// campaign fought on the table from the Battles page, its initiative rolled with the seed, a
// shot with the players' dice typed one die at a time in the die dialog, the unit state shown
// as the core keeps it, an undo, more shots, and the battle ended with its preview and
// applied, which costs the campaign's units steps.

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <wx/choice.h>
#include <wx/notebook.h>

#include "app/core/battles/battles.hpp"
#include "app/core/battles/fight_prediction.hpp"
#include "app/core/battles/tactical_battles.hpp"
#include "app/core/printing/print_service.hpp"
#include "app/gui/actions/print_dialog.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/console_action_panel.hpp"
#include "app/gui/table_view.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::DiceAtTheTable;
using testing::battlesPage;
using testing::press;
using testing::tacticalUnitCoded;
using testing::reachWhiteCombat;
using testing::scriptBattles;

namespace {

// The console's row for the unit shows the state the core keeps: bases left, lost,
// prisoners, terror, its pinned and routing markers, its action segment this turn, officer.
void checkRowShows(gui::BattleConsolePage& console, const core::TacticalUnitView& unit) {
    for (std::size_t row = 0; row < console.units().rowCount(); ++row) {
        const auto& cells = console.units().row(row).cells;
        if (cells[1].text.utf8_string() != unit.code) continue;
        CAPTURE(unit.code);
        CHECK(cells[3].text == wxString::Format("%d", unit.basesLeft));
        CHECK(cells[4].text == wxString::Format("%d", unit.basesLost));
        CHECK(cells[5].text == wxString::Format("%d", unit.surrendered));
        CHECK(cells[6].text == wxString::Format("%d", unit.terror));
        CHECK(cells[7].text == gui::markersOf(unit));
        CHECK(cells[7].text.Contains("pinned") == unit.pinned);
        CHECK(cells[7].text.Contains("routing") == unit.routing);
        CHECK(cells[8].text.utf8_string() == unit.segment);
        CHECK(cells[9].text.utf8_string() == unit.officer);
        return;
    }
    FAIL("the console shows no row for " << unit.code);
}

}  // namespace

TEST_CASE("a planned battle fought on the table from the Battles page through the console") {
    CampaignWindowTest window;
    reachWhiteCombat(window);
    auto& answers = scriptBattles(window);
    const auto& file = window.file();
    const auto id = planFirstAttack(window);
    window.frame().campaignChanged();
    const auto stepsBefore = window.campaign();

    // Fight on the table from the Battles page: first the two predictions side by side, and
    // "Not now" leaves the battle planned.
    REQUIRE(window.frame().selectPage("battles"));
    REQUIRE(battlesPage(window).selectBattle(id));
    answers.fightAnswer = gui::FightChoice::NotNow;
    window.click(battlesPage(window).fightButton());
    REQUIRE(window.takeErrors().empty());
    REQUIRE(answers.predictionShown);
    CHECK_FALSE(core::isTacticalBattle(file, id));
    CHECK(answers.predictionShown->id == id);
    CHECK(answers.predictionShown->tactical.runs == 2000);
    REQUIRE(answers.predictionRowsShown.size() == 6);
    CHECK(answers.predictionRowsShown[0].starts_with("the attacker takes the hex"));
    // Chosen to fight it on the table, the console opens with both sides' units.
    answers.fightAnswer = gui::FightChoice::OnTheTable;
    window.click(battlesPage(window).fightButton());
    REQUIRE(window.takeErrors().empty());
    auto& console = *window.frame().actions().battles().console();
    auto& pages = window.frame().notebook();
    CHECK(pages.GetPage(static_cast<std::size_t>(pages.GetSelection())) == &console);
    REQUIRE(core::isTacticalBattle(file, id));
    REQUIRE(console.view() != nullptr);
    auto battle = core::tacticalBattle(file, id);
    CHECK(console.units().rowCount() == battle.units.size());
    for (const auto& unit : battle.units) checkRowShows(console, unit);
    auto& panel = console.actions();
    CHECK_FALSE(console.undoButton().IsEnabled());  // nothing to take back yet
    // Its actions resolve it now, not the Orel table.
    CHECK_FALSE(window.menuItem("Battle", "Resolve…").IsEnabled());
    CHECK(window.menuItem("Battle", "Fight on the table…").IsEnabled());

    // Initiative, rolled with the seed typed in.
    press(window, panel.actionButton("initiative"));
    CHECK(panel.chosen() == "initiative");
    panel.seed().SetValue("1919");
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    battle = core::tacticalBattle(file, id);
    REQUIRE(battle.log.size() == 1);
    CHECK(battle.log[0].action == "initiative");
    CHECK(battle.log[0].diceOrigin == std::string(model::rolledDice));
    CHECK(console.log().rowCount() == 1);
    // The turn it began, worded as the command line words it.
    CHECK(battle.turn.number == 1);
    CHECK(console.turnLine().GetLabel().utf8_string() == core::turnSummary(battle.turn));
    CHECK(console.turnLine().GetLabel().utf8_string().starts_with(
        "Turn 1 (standard initiative): the attacker's action segment"));

    // Auto-resolve from here: the shares battle auto gives for the same runs and seed, and
    // nothing written.
    const auto unitsBeforeAuto = core::tacticalBattle(file, id).units;
    REQUIRE(console.autoResolveButton().IsEnabled());
    window.click(console.autoResolveButton());
    REQUIRE(window.takeErrors().empty());
    REQUIRE(answers.linesShown.size() == 6);
    CHECK(answers.linesShown[0] == "200 runs, the attacker's view (95% intervals):");
    CHECK(answers.linesShown[1] ==
          "win  " + core::shareText(core::autoResolveBattle(file, id, 200, 7).win));
    const auto afterAuto = core::tacticalBattle(file, id);
    CHECK(afterAuto.log.size() == 1);
    REQUIRE(afterAuto.units.size() == unitsBeforeAuto.size());
    for (std::size_t unit = 0; unit < afterAuto.units.size(); ++unit) {
        CHECK(afterAuto.units[unit].basesLeft == unitsBeforeAuto[unit].basesLeft);
        CHECK(afterAuto.units[unit].terror == unitsBeforeAuto[unit].terror);
    }

    // The first attacker: its buttons are the actions the core allows it now.
    const auto shooter = battle.units.front();
    REQUIRE(console.selectUnit(shooter.code));
    for (const auto& action : core::tacticalActions()) {
        bool offered = action == "initiative";
        for (const auto& choice : shooter.choices) offered = offered || choice.action == action;
        CAPTURE(action);
        CHECK(panel.actionButton(action).IsEnabled() == offered);
    }
    CHECK_FALSE(panel.actionButton("rally").IsEnabled());  // fresh: nothing to rally from

    // A shot at the first target offered, its odds beside it, its dice typed one at a time.
    press(window, panel.actionButton("shoot"));
    REQUIRE(panel.target().GetCount() > 0);
    const std::string target = panel.target().GetStringSelection().utf8_string();
    const auto odds = core::tacticalActionOdds(file, id, panel.request());
    CHECK(panel.odds().GetCount() >= odds.outcomes.size());
    CHECK(panel.odds().GetString(0).utf8_string().find(odds.outcomes.front().result) !=
          std::string::npos);
    const auto targetBefore = tacticalUnitCoded(battle, target);  // a copy: `battle` is read again
    panel.typedDice().SetValue(true);
    {
        DiceAtTheTable table({6, 6, 5, 4, 3});
        window.click(panel.resolveButton());
        REQUIRE(window.takeErrors().empty());
        battle = core::tacticalBattle(file, id);
        REQUIRE(battle.log.size() == 2);
        const auto& shot = battle.log[1];
        CHECK(shot.action == "shoot");
        CHECK(shot.actor == shooter.code);
        CHECK(shot.target == target);
        CHECK(shot.diceOrigin == std::string(model::typedDice));
        // One die dialog per die, in the order the engine asked them, each value logged.
        REQUIRE(shot.rolls.size() == table.typed.size());
        for (std::size_t die = 0; die < shot.rolls.size(); ++die) {
            CHECK(shot.rolls[die].value == table.typed[die]);
            CHECK(shot.rolls[die].purpose == table.purposes[die]);
        }
        CHECK(shot.effects != "no change");
    }
    // What the shot did, shown as the core keeps it.
    const auto targetAfter = tacticalUnitCoded(battle, target);
    CHECK((targetAfter.basesLost != targetBefore.basesLost ||
           targetAfter.terror != targetBefore.terror || targetAfter.pinned != targetBefore.pinned ||
           targetAfter.routing != targetBefore.routing));
    for (const auto& unit : battle.units) checkRowShows(console, unit);
    CHECK(console.log().rowCount() == 2);
    CHECK(console.log().row(1).cells[4].text == "typed");

    // Undo: the shot is taken back, the log keeps both.
    window.click(console.undoButton());
    REQUIRE(window.takeErrors().empty());
    battle = core::tacticalBattle(file, id);
    REQUIRE(battle.log.size() == 3);
    CHECK(battle.log[2].corrects == 2);
    checkRowShows(console, tacticalUnitCoded(battle, target));
    CHECK(tacticalUnitCoded(battle, target).basesLost == targetBefore.basesLost);
    CHECK(tacticalUnitCoded(battle, target).terror == targetBefore.terror);
    CHECK(console.log().rowCount() == 3);
    CHECK(console.log().row(1).cells[4].text == "typed, taken back");
    CHECK(console.log().row(2).cells[4].text == "corrected");

    // Shots with the best dice the table can show until the target has lost a step's bases
    // (two, by the link table), each offered again after the last.
    // A unit shoots once a turn: each shot comes in a turn of its own, started before every
    // unit has acted, the attacker winning its initiative.
    for (int shot = 0; shot < 6 && tacticalUnitCoded(battle, target).basesLost < 2; ++shot) {
        press(window, panel.actionButton("initiative"));
        panel.circumstances().flag("new-turn").SetValue(true);
        {
            DiceAtTheTable initiative({6, 1});
            window.click(panel.resolveButton());
            REQUIRE(window.takeErrors().empty());
        }
        REQUIRE(console.selectUnit(shooter.code));
        press(window, panel.actionButton("shoot"));
        CHECK(panel.target().GetStringSelection().utf8_string() == target);
        DiceAtTheTable table({6, 6, 1, 1, 1});
        window.click(panel.resolveButton());
        REQUIRE(window.takeErrors().empty());
        battle = core::tacticalBattle(file, id);
    }
    REQUIRE(tacticalUnitCoded(battle, target).basesLost >= 2);
    // The club corrects the shooters' line before applying: one step lost, with its reason.
    answers.correctionsAnswer = shooter.operationalCode + "=1";
    answers.reasonAnswer = "a stand knocked over";
    // The officers killed on the table, each offered for replacement once the battle is
    // applied ("Officer Casualties"); the players leave it for later.
    std::vector<std::vector<std::string>> fallen;
    for (const auto& unit : core::tacticalBattle(file, id).units) {
        if (unit.officer.ends_with(", killed")) {
            fallen.push_back({unit.officer.substr(0, unit.officer.find(" ("))});
        }
    }
    window.answers().leaveReplacement = true;
    window.click(console.endButton());
    REQUIRE(window.takeErrors().empty());
    CHECK(window.answers().replacementsOffered == fallen);
    CHECK(core::fallenInBattle(file, id).size() == fallen.size());
    CHECK(answers.correctionsOffered);
    CHECK(std::find(answers.previewShown.begin(), answers.previewShown.end(),
                    shooter.operationalCode + ": corrected by the club (a stand knocked over)") !=
          answers.previewShown.end());
    CHECK(core::showBattle(file, id).battle.state == model::BattleState::Applied);
    CHECK_FALSE(console.endButton().IsEnabled());
    CHECK_FALSE(panel.resolveButton().IsEnabled());

    // The campaign's units changed: steps lost by the units in the battle.
    const auto after = window.campaign();
    int stepsLost = 0;
    for (const auto& entry : core::showBattle(file, id).battle.units) {
        const auto* was = stepsBefore.unit(entry.code);
        const auto* now = after.unit(entry.code);
        REQUIRE(was != nullptr);
        REQUIRE(now != nullptr);
        stepsLost += was->stepsRemaining() - now->stepsRemaining();
    }
    CHECK(stepsLost > 0);
    CHECK(stepsBefore.unit(shooter.operationalCode)->stepsRemaining() -
              after.unit(shooter.operationalCode)->stepsRemaining() ==
          1);

    // Edit → Undo takes the apply back whole: the battle is on the console to fight again.
    window.frame().actions().undo();
    REQUIRE(window.takeErrors().empty());
    CHECK(core::showBattle(file, id).battle.state == model::BattleState::Planned);
    CHECK(console.endButton().IsEnabled());
    CHECK(console.log().rowCount() == core::tacticalBattle(file, id).log.size());
}

TEST_CASE("File, Print's battle pack offers the campaign's battles and prints the one chosen") {
    CampaignWindowTest window;
    reachWhiteCombat(window);
    const auto& file = window.file();
    const auto id = planFirstAttack(window);
    const auto fought = core::fightBattle(file, id, core::redActionsSystem);
    window.frame().campaignChanged();

    // The dialog itself: its Battle choice, none chosen first, then each battle.
    const auto battles = core::listBattles(file);
    const core::PrintableDocument* pack = nullptr;
    for (const auto& document : core::printableDocuments()) {
        if (document.name == "battle-pack") pack = &document;
    }
    REQUIRE(pack != nullptr);
    {
        gui::PrintDialog dialog(&window.frame(), *pack, nullptr, reports::Paper::A4, battles);
        CHECK_FALSE(dialog.request().battle);
        auto* choice = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("print-battle", &dialog));
        REQUIRE(choice != nullptr);
        CHECK(choice->GetCount() == battles.size() + 1);
        CHECK(choice->GetString(1).utf8_string() == fought.title + " (fought on the table)");
        choice->SetSelection(1);
        CHECK(dialog.request().battle == id);
    }

    // Through the menu: the battles offered, and the pack written for the battle answered.
    core::PrintRequest request;
    request.output = window.folder() / "pack.pdf";
    request.battle = id;
    window.answers().printAnswer = request;
    window.choose("File", std::string(pack->title) + "…");
    REQUIRE(window.takeErrors().empty());
    CHECK(window.answers().battlesOffered == std::vector<std::int64_t>{id});
    CHECK(std::filesystem::exists(request.output));
}
