// Pictures of the Battles page, the Turn page in a combat phase and the battle dialogs, as a
// player sees them at 1280×800, saved beside the other pictures of the actions and checked to
// be real pictures. As there, each picture is its own test case (Xvfb paints only the first
// window a process maps) and a dialog's is taken with the main window unmapped.

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/battles/battles.hpp"
#include "app/core/battles/tactical_battles.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/combat_section.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/battle_plan_dialog.hpp"
#include "app/gui/battles/battle_step_dialogs.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/fight_choice_dialog.hpp"
#include "app/gui/battles/console_action_panel.hpp"
#include "app/gui/campaign_tree.hpp"
#include "app/gui/column_fit.hpp"
#include "app/gui/table_view.hpp"
#include "tests/support/answered_battle.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/gui/table_fit.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::battlesPage;
using testing::screenshot;

namespace {

constexpr std::size_t realPicture = 64;

// The Whites' combat phase of the first day with two battles planned through the core: the
// first attack by all who can make it, resolved with seeded dice and applied when `apply`;
// the second (when there is one) left planned.
std::int64_t planBattles(CampaignWindowTest& window, bool resolve, bool apply) {
    for (int phase = 0; phase < 5; ++phase) window.frame().actions().advancePhase();
    const auto& file = window.file();
    const auto attacks = core::possibleAttacks(file);
    REQUIRE_FALSE(attacks.empty());
    core::BattlePlanRequest request;
    request.hex = attacks.front().hex;
    request.attackers = attacks.front().attackers;
    const auto id = core::planBattle(file, request).battle.id;
    if (resolve) {
        core::BattleDice dice;
        dice.seed = 1919;
        testing::resolveAnsweringFirst(file, id, dice);
    }
    if (apply) {
        const auto battle = core::showBattle(file, id);
        core::BattleMoves moves;
        if (const int hexes = gui::retreatsNeeded(battle.battle).defenders) {
            for (const auto& next : gui::hexesAround({battle.battle.hex}, hexes)) {
                moves.defenderRetreat = next.label();
                try {
                    core::previewBattle(file, id, moves);
                    break;
                } catch (const core::UserError&) {
                    moves.defenderRetreat.reset();
                }
            }
        }
        core::applyBattle(file, id, moves);
    }
    if (attacks.size() > 1) {
        core::BattlePlanRequest second;
        second.hex = attacks[1].hex;
        second.attackers = attacks[1].attackers;
        try {
            core::planBattle(file, second);
        } catch (const core::UserError&) {
            // its units fought in the first: one battle is picture enough
        }
    }
    window.frame().campaignChanged();
    REQUIRE(window.takeErrors().empty());
    return id;
}

}  // namespace

TEST_CASE("picture: the Battles page with a battle applied") {
    CampaignWindowTest window;
    const auto id = planBattles(window, true, true);
    REQUIRE(window.frame().selectPage("battles"));
    auto& page = *window.frame().actions().battles().page();
    REQUIRE(page.selectBattle(id));
    // The tree scrolled to its Battles branch, so the picture shows the battle there too.
    const wxTreeItemId item =
        window.frame().tree().find({gui::TreeTarget::Kind::Battle, "", "", id});
    REQUIRE(item.IsOk());
    window.frame().tree().ScrollTo(item);
    window.settle();
    CHECK(page.dice().rowCount() > 0);
    CHECK(window.frame().GetSize().GetWidth() <= 1280);
    CHECK(window.frame().GetSize().GetHeight() <= 800);
    // Every column within the page; what the battle's and the die's narrowed columns hold is
    // whole under their tables.
    testing::checkColumnsFit(page.table());
    testing::checkColumnsFit(page.dice());
    const auto battle = core::showBattle(window.file(), id);
    REQUIRE_FALSE(battle.battle.outcome.empty());
    CHECK(page.outcome().text().utf8_string().find(battle.battle.outcome) !=
          std::string::npos);
    testing::clickRow(page.dice(), 0);
    window.settle();
    const auto& die = battle.battle.events.front();
    CHECK(page.dieWhole().text().utf8_string().find("Table cell: " + die.tableCell) !=
          std::string::npos);
    CHECK(screenshot(window.frame(), "battles-page") >= realPicture);
}

TEST_CASE("picture: the Turn page in a combat phase") {
    CampaignWindowTest window;
    planBattles(window, false, false);
    REQUIRE(window.frame().selectPage("turn"));
    window.settle();
    // Each list as tall as its rows and within the page's width (the page scrolls, not they).
    auto& turn = *window.frame().actions().turnPage();
    for (gui::RowsList* list : {&turn.combat().attacks(), &turn.combat().planned()}) {
        CAPTURE(list->GetName().utf8_string());
        REQUIRE(list->GetItemCount() > 0);
        CHECK(list->GetCountPerPage() >= list->GetItemCount());
        testing::checkColumnsFit(*list);
    }
    CHECK(turn.combat().sizer()->GetSize().GetWidth() <= turn.GetClientSize().GetWidth());
    CHECK(screenshot(window.frame(), "turn-page-combat") >= realPicture);
}

TEST_CASE("picture: plan a battle") {
    CampaignWindowTest window(false);
    for (int phase = 0; phase < 5; ++phase) window.frame().actions().advancePhase();
    const auto campaign = window.campaign();
    const auto attacks = core::possibleAttacks(window.file());
    REQUIRE_FALSE(attacks.empty());
    auto* dialog = new gui::BattlePlanDialog(
        &window.frame(), {campaign, attacks, {attacks.front().attackers.front()}, ""});
    dialog->Show();
    CHECK(screenshot(*dialog, "battle-plan") >= realPicture);
    dialog->Destroy();
}

TEST_CASE("picture: the odds of a planned battle") {
    CampaignWindowTest window(false);
    const auto id = planBattles(window, false, false);
    auto* dialog = new gui::BattleOddsDialog(&window.frame(), core::showBattle(window.file(), id),
                                             core::battleOdds(window.file(), id));
    dialog->Show();
    CHECK(screenshot(*dialog, "battle-odds") >= realPicture);
    dialog->Destroy();
}

TEST_CASE("picture: how to fight a planned battle, both predictions side by side") {
    CampaignWindowTest window(false);
    const auto id = planBattles(window, false, false);
    auto* dialog = new gui::FightChoiceDialog(&window.frame(),
                                              core::predictFight(window.file(), id, 2000, 0));
    dialog->Show();
    CHECK(dialog->rows().GetItemCount() == 6);
    CHECK(screenshot(*dialog, "battle-fight-choice") >= realPicture);
    dialog->Destroy();
}

TEST_CASE("picture: a die rolled at the table") {
    CampaignWindowTest window(false);
    const rules::Probability sixth{1, 6};
    auto* dialog = new gui::DieDialog(
        &window.frame(), {"cohesion check: defender",
                          6,
                          3,
                          {{1, 4, "passed", rules::Probability{2, 3}},
                           {5, 5, "disorganized", sixth},
                           {6, 6, "repulsed", sixth}}});
    dialog->setValue(4);
    dialog->Show();
    CHECK(screenshot(*dialog, "battle-die") >= realPicture);
    dialog->Destroy();
}

TEST_CASE("picture: preview and apply a resolved battle") {
    CampaignWindowTest window(false);
    const auto id = planBattles(window, true, false);
    const auto& file = window.file();
    const auto battle = core::showBattle(file, id);
    auto* dialog = new gui::ApplyDialog(
        &window.frame(), battle, gui::retreatsNeeded(battle.battle),
        [&](const gui::BattleEnding& ending) {
            return core::previewBattle(file, id, ending.moves);
        });
    // The players name the hex the defenders retreat to: the first around it the core takes.
    if (wxComboBox* retreat = dialog->defenderRetreat()) {
        for (unsigned i = 0; i < retreat->GetCount() && dialog->lines().IsEmpty(); ++i) {
            retreat->SetValue(retreat->GetString(i));
        }
    }
    dialog->Show();
    CHECK(dialog->lines().GetCount() > 0);
    CHECK(screenshot(*dialog, "battle-apply") >= realPicture);
    dialog->Destroy();
}

TEST_CASE("picture: the Battle console of a battle fought on the table") {
    CampaignWindowTest window;
    const auto id = planBattles(window, false, false);
    const auto& file = window.file();
    const auto fought = core::fightBattle(file, id, core::redActionsSystem);
    // A few actions in the log: initiative, a shot and a morale test, with seeded dice, and
    // the shot taken back and fired again.
    core::BattleDice dice;
    dice.seed = 1919;
    const auto& shooter = fought.units.front();
    REQUIRE(shooter.choices.size() >= 2);
    REQUIRE(shooter.choices[1].action == "shoot");  // after its move
    const auto target = shooter.choices[1].targets.front();
    const auto shot = testing::tacticalRequest("shoot", shooter.code, target);
    core::actInBattle(file, id, testing::tacticalRequest("initiative"), dice);
    core::actInBattle(file, id, shot, dice);
    core::undoBattleAction(file, id);
    dice.seed = 7;
    core::actInBattle(file, id, shot, dice);
    core::actInBattle(file, id, testing::tacticalRequest("morale", target), dice);
    window.frame().campaignChanged();
    REQUIRE(window.frame().selectPage("battles"));
    REQUIRE(battlesPage(window).selectBattle(id));
    window.click(battlesPage(window).fightButton());  // fought already: its console opens
    auto& console = *window.frame().actions().battles().console();
    // The shooter has had its action segment: its side's next unit shoots, odds beside it.
    const auto battle = core::tacticalBattle(file, id);
    const auto next = std::find_if(battle.units.begin(), battle.units.end(), [&](const auto& unit) {
        return unit.side == shooter.side && unit.segment == "to act";
    });
    REQUIRE(next != battle.units.end());
    REQUIRE(console.selectUnit(next->code));
    REQUIRE(console.actions().choose("shoot"));
    window.settle();
    REQUIRE(window.takeErrors().empty());
    CHECK(console.log().rowCount() == 5);
    CHECK(console.actions().odds().GetCount() > 1);
    testing::checkConsoleFitsSmallScreen(window, console);
    // The shot's row clicked: its table cell whole under the log.
    const auto& log = console.log();
    for (std::size_t row = 0; row < log.rowCount(); ++row) {
        const wxString cell = log.row(row).cells.back().text;
        if (cell.empty()) continue;
        testing::clickRow(console.log(), row);
        window.settle();
        CHECK(console.logWhole().text().Contains("Table cell: " + cell));
        break;
    }
    CHECK(screenshot(window.frame(), "battle-console") >= realPicture);
}

TEST_CASE("picture: end a battle fought on the table, the club correcting a line") {
    CampaignWindowTest window(false);
    const auto id = planBattles(window, false, false);
    const auto& file = window.file();
    const auto fought = core::fightBattle(file, id, core::redActionsSystem);
    core::BattleDice dice;
    dice.seed = 1919;
    core::actInBattle(file, id, testing::tacticalRequest("initiative"), dice);
    const auto battle = core::showBattle(file, id);
    const auto attacker = battle.attackers.front();
    auto* dialog = new gui::ApplyDialog(
        &window.frame(), battle, {0, 0},
        [&](const gui::BattleEnding& ending) {
            return core::previewTacticalBattle(file, id, ending.moves, ending.corrections);
        },
        true);
    REQUIRE(dialog->corrections() != nullptr);
    dialog->corrections()->SetValue(wxString::FromUTF8(attacker + "=1"));
    dialog->reason()->SetValue("a stand knocked over");
    const auto lines = core::previewTacticalBattle(file, id, {}, dialog->ending().corrections);
    CHECK(lines.back().find("holds") != std::string::npos);
    dialog->lines().Clear();
    for (const auto& line : lines) dialog->lines().Append(wxString::FromUTF8(line));
    dialog->Show();
    CHECK(screenshot(*dialog, "battle-end-corrected") >= realPicture);
    dialog->Destroy();
}
