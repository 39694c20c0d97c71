// The Battle console's circumstances in the real window (issue 16: "shoot with all modifiers
// and cover", "pursuit"): a shot's distance and flags reach the request and its odds, a shot
// out of range says why where the odds stand, the pursuit's inputs wake for a pursuit only,
// and a routed unit pursued from the console is run down, its prisoners on the units' rows.

#include <doctest/doctest.h>

#include <wx/checkbox.h>
#include <wx/choice.h>

#include <algorithm>
#include <stdexcept>
#include <string>

#include "app/core/battles/tactical_battles.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/console_action_panel.hpp"
#include "app/gui/table_view.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::battlesPage;
using testing::press;
using testing::tacticalUnitCoded;
using testing::planFirstAttack;
using testing::reachWhiteCombat;

namespace {

void tick(CampaignWindowTest& window, wxCheckBox& box) {
    REQUIRE(box.IsEnabled());
    box.SetValue(true);
    wxCommandEvent event(wxEVT_CHECKBOX, box.GetId());
    event.SetEventObject(&box);
    event.SetInt(1);
    box.GetEventHandler()->ProcessEvent(event);
    window.settle();
}

// Selects `text` in the drop-down as a user does: the console hears of it.
void pick(CampaignWindowTest& window, wxChoice& choice, const std::string& text) {
    REQUIRE(choice.IsEnabled());
    REQUIRE(choice.SetStringSelection(wxString::FromUTF8(text)));
    wxCommandEvent event(wxEVT_CHOICE, choice.GetId());
    event.SetEventObject(&choice);
    event.SetInt(choice.GetSelection());
    choice.GetEventHandler()->ProcessEvent(event);
    window.settle();
}

// The first unit the rules let take `action` now; fails the test when none may.
std::string firstUnitThatMay(const core::TacticalBattleView& battle, const std::string& action) {
    for (const auto& unit : battle.units) {
        for (const auto& choice : unit.choices) {
            if (choice.action == action) return unit.code;
        }
    }
    FAIL("no unit may " << action);
    throw std::logic_error("unreachable");
}

// The White attack of the first day fought on the table; its console open.
gui::BattleConsolePage& consoleOfFirstAttack(CampaignWindowTest& window, std::int64_t& id) {
    reachWhiteCombat(window);
    id = planFirstAttack(window);
    core::fightBattle(window.file(), id, core::redActionsSystem);
    window.frame().campaignChanged();
    REQUIRE(window.frame().selectPage("battles"));
    REQUIRE(battlesPage(window).selectBattle(id));
    window.click(battlesPage(window).fightButton());  // fought already: its console opens
    REQUIRE(window.takeErrors().empty());
    return *window.frame().actions().battles().console();
}

// The console of the first attack, fought on the table, with its action panel.
struct ConsoleOfFirstAttack {
    CampaignWindowTest window;
    std::int64_t id = 0;
    gui::BattleConsolePage& console = consoleOfFirstAttack(window, id);
    gui::ConsoleActionPanel& panel = console.actions();
    gui::CircumstancesPanel& circumstances = panel.circumstances();
    const core::TacticalBattleView battle = core::tacticalBattle(window.file(), id);
};

}  // namespace

TEST_CASE_FIXTURE(ConsoleOfFirstAttack, "the console's shot takes the distance and circumstances, and pursues a router") {
    const auto& shooter = battle.units.front();
    REQUIRE(console.selectUnit(shooter.code));

    // Nothing chosen: the circumstances wait for an action that reads them.
    CHECK_FALSE(circumstances.distance().IsEnabled());
    CHECK_FALSE(circumstances.flag("cornered").IsEnabled());
    press(window, panel.actionButton("shoot"));
    REQUIRE(circumstances.distance().IsEnabled());
    CHECK_FALSE(circumstances.flag("halted").IsEnabled());
    circumstances.distance().SetValue("3");
    tick(window, circumstances.flag("enfiladed"));
    auto request = panel.request();
    CHECK(request.distance == 3);
    CHECK(request.enfiladed);
    CHECK_FALSE(request.speculative);
    const auto odds = core::tacticalActionOdds(window.file(), id, request);
    REQUIRE(panel.odds().GetCount() >= odds.outcomes.size());
    CHECK(panel.odds().GetString(0).utf8_string().find(odds.outcomes.front().result) !=
          std::string::npos);
    // Out of range: the refusal stands where the odds would.
    circumstances.distance().SetValue("999");
    window.settle();
    CHECK(panel.odds().GetString(0).utf8_string().find("cannot hit") != std::string::npos);
    circumstances.distance().SetValue("");
    window.settle();

    // A charge: its direction, the target's choice and the ground reach the request, the
    // shot's inputs sleep.
    REQUIRE(console.selectUnit(firstUnitThatMay(battle, "charge")));
    press(window, panel.actionButton("charge"));
    CHECK_FALSE(circumstances.distance().IsEnabled());
    REQUIRE(circumstances.direction().IsEnabled());
    circumstances.direction().SetStringSelection("flank");
    tick(window, circumstances.flag("target-shoots"));
    tick(window, circumstances.flag("defender-uphill"));
    const auto charge = panel.request();
    CHECK(charge.direction == "flank");
    CHECK(charge.targetShoots);
    CHECK(charge.defenderModifiers == std::vector<std::string>{"uphill"});
    CHECK(charge.chargerModifiers.empty());
    // A real picture: more colours than an empty window has.
    CHECK(testing::screenshot(window.frame(), "battle-console-charge") >= 64);

    // A defender routs (a fear test of 12); the attackers' sabres, or any unit entitled to
    // charge it, may pursue it, and only the pursuit's inputs are awake.
    const auto& router = battle.units.back();
    core::BattleDice twelve;
    twelve.typed = std::vector<int>{6, 6};
    core::actInBattle(window.file(), id, testing::tacticalRequest("morale", router.code),
                      twelve);
    window.frame().campaignChanged();
    window.settle();
    REQUIRE(console.selectUnit(firstUnitThatMay(core::tacticalBattle(window.file(), id),
                                                "pursue")));
    press(window, panel.actionButton("pursue"));
    CHECK_FALSE(circumstances.distance().IsEnabled());
    CHECK(panel.target().GetStringSelection().utf8_string() == router.code);
    tick(window, circumstances.flag("cornered"));
    CHECK(panel.request().cornered);
    panel.seed().SetValue("5");
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    const auto after = core::tacticalBattle(window.file(), id);
    const auto& caught = tacticalUnitCoded(after, router.code);
    CHECK(caught.basesLeft == 0);
    CHECK(caught.surrendered == tacticalUnitCoded(battle, router.code).bases / 2);
    CHECK(after.log.back().action == "pursue");
}

TEST_CASE_FIXTURE(ConsoleOfFirstAttack, "the console digs in with the tools ticked, the foxholes on the unit's row, and offers troops no vehicle test") {
    const auto digger = firstUnitThatMay(battle, "dig");
    REQUIRE(console.selectUnit(digger));
    CHECK_FALSE(circumstances.flag("tools").IsEnabled());
    CHECK_FALSE(panel.preempt().IsEnabled());  // no Clever officer in this battle
    press(window, panel.actionButton("dig"));
    CHECK_FALSE(circumstances.vehicleCheck().IsEnabled());
    tick(window, circumstances.flag("tools"));
    CHECK(panel.request().entrenchingTools);
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    const auto after = core::tacticalBattle(window.file(), id);
    const auto& dug = tacticalUnitCoded(after, digger);
    CHECK(dug.foxholes == 2);
    bool shown = false;
    for (std::size_t row = 0; row < console.units().rowCount(); ++row) {
        const auto& cells = console.units().row(row).cells;
        if (cells[1].text.utf8_string() != digger) continue;
        CHECK(cells[7].text.utf8_string() == core::fieldStateText(dug));
        CHECK(cells[7].text.utf8_string().find("foxholes ½ column") != std::string::npos);
        shown = true;
    }
    CHECK(shown);
    // No vehicle in the battle: the vehicle's test is offered to none of its units.
    for (const auto& unit : after.units) {
        for (const auto& choice : unit.choices) CHECK(choice.action != "vehicle");
    }
}

TEST_CASE_FIXTURE(ConsoleOfFirstAttack, "the console hands an uncommanded unit to the Actions Table, with its situation and order table") {
    const auto handed = firstUnitThatMay(battle, "handover");
    REQUIRE(console.selectUnit(handed));
    CHECK_FALSE(circumstances.orderTable().IsEnabled());
    CHECK_FALSE(circumstances.flag("enemy-in-range").IsEnabled());
    press(window, panel.actionButton("handover"));
    REQUIRE(circumstances.orderTable().IsEnabled());
    CHECK(circumstances.orderTable().GetStringSelection() == "firearms");
    tick(window, circumstances.flag("enemy-in-range"));
    tick(window, circumstances.flag("flank-or-rear"));
    const auto request = panel.request();
    CHECK(request.action == "handover");
    CHECK(request.orderTable == "firearms");
    CHECK(request.situation.enemyInRange);
    CHECK(request.situation.flankOrRear);
    CHECK_FALSE(request.situation.heroWithUnit);
    // The odds beside the inputs are core's, for the same request.
    const auto odds = core::tacticalActionOdds(window.file(), id, request);
    REQUIRE(panel.odds().GetCount() >= odds.outcomes.size());
    CHECK(panel.odds().GetString(0).utf8_string().find(odds.outcomes.front().result) !=
          std::string::npos);
    testing::checkConsoleFitsSmallScreen(window, console);
    CHECK(testing::screenshot(window.frame(), "battle-console-handover") >= 64);
    panel.seed().SetValue("5");
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    const auto after = core::tacticalBattle(window.file(), id);
    REQUIRE(after.log.back().action == "handover");
    const auto& cell = after.log.back().tableCell;
    // A fresh unit with an enemy in range and one on its flank: RF 3, the RF3-5 row.
    CHECK(cell.starts_with("Actions Table firearms RF3-5, d6 "));
    const auto& unit = tacticalUnitCoded(after, handed);
    CHECK(unit.pinned == (cell.find("Halt in position") != std::string::npos));
    CHECK(unit.routing == (cell.find("Run from") != std::string::npos));
}

TEST_CASE_FIXTURE(ConsoleOfFirstAttack, "the console's shot may be returned: the flag and the shooters' cover reach the request and the log") {
    const auto& shooter = battle.units.front();
    REQUIRE(console.selectUnit(shooter.code));
    CHECK_FALSE(circumstances.flag("return-fire").IsEnabled());
    CHECK_FALSE(circumstances.returnCover().IsEnabled());
    press(window, panel.actionButton("shoot"));
    circumstances.distance().SetValue("3");
    tick(window, circumstances.flag("return-fire"));
    REQUIRE(circumstances.returnCover().IsEnabled());
    circumstances.returnCover().SetStringSelection("soft");
    const auto request = panel.request();
    CHECK(request.returnFire);
    CHECK(request.returnCover == "soft");
    CHECK(testing::screenshot(window.frame(), "battle-console-return-fire") >= 64);
    panel.seed().SetValue("2");
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    const auto after = core::tacticalBattle(window.file(), id);
    REQUIRE(after.log.back().action == "shoot");
    // Two shots read the Shooting Table: the shooters' and the target's back.
    const auto& cell = after.log.back().tableCell;
    const auto firstShot = cell.find("shooting ");
    REQUIRE(firstShot != std::string::npos);
    CHECK(cell.find("shooting ", firstShot + 1) != std::string::npos);
}

TEST_CASE_FIXTURE(ConsoleOfFirstAttack, "the console fights a named building's fire and runs an armoured train, the buildings under the turn") {
    const auto& train = battle.units.back();
    core::adjustForces(window.file(), id,
                       {train.code, {}, {}, {}, "armoured-train", "the club fields a train"});
    const auto firer = firstUnitThatMay(battle, "fire");
    core::TacticalActionRequest setting;
    setting.action = "fire";
    setting.actor = firer;
    setting.target = "Церковь";
    core::actInBattle(window.file(), id, setting, core::BattleDice{std::vector<int>{3}, {}, {}});
    window.frame().campaignChanged();
    window.settle();
    CHECK(console.buildingsLine().IsShown());
    CHECK(console.buildingsLine().GetLabel().utf8_string() == "Buildings: Церковь: 1 fire marker");

    REQUIRE(console.selectUnit(firer));
    CHECK_FALSE(circumstances.buildingName().IsEnabled());
    press(window, panel.actionButton("fire"));
    REQUIRE(circumstances.buildingName().IsEnabled());
    CHECK_FALSE(panel.target().IsEnabled());
    REQUIRE(circumstances.buildingName().GetCount() == 1);  // the building already burning
    circumstances.buildingName().SetValue(wxString::FromUTF8("Церковь"));
    tick(window, circumstances.flag("fight"));
    const auto request = panel.request();
    CHECK(request.target == "Церковь");
    CHECK(request.fightFire);
    // A 4, 5 or 6 takes the one marker off: half the time the fire is out.
    bool shown = false;
    for (unsigned row = 0; row < panel.odds().GetCount(); ++row) {
        shown = shown || testing::oddsShown(panel, row) == "50.0% Церковь fire out";
    }
    CHECK(shown);

    REQUIRE(console.selectUnit(train.code));
    press(window, panel.actionButton("train"));
    CHECK_FALSE(circumstances.buildingName().IsEnabled());
    CHECK_FALSE(circumstances.flag("fight").IsEnabled());
    pick(window, circumstances.trainOrder(), "accelerate");
    CHECK(panel.request().trainOrder == "accelerate");
    // From a stop the train starts with a 1" move: no dice, one outcome.
    REQUIRE(panel.odds().GetCount() >= 1);
    CHECK(testing::oddsShown(panel, 0) == "100.0% " + train.code + " moving 1\"");
    CHECK(testing::screenshot(window.frame(), "battle-console-train") >= 64);
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    const auto after = core::tacticalBattle(window.file(), id);
    CHECK(after.log.back().effects == train.code + " moving 1\"");
    bool moving = false;
    for (std::size_t row = 0; row < console.units().rowCount(); ++row) {
        const auto& cells = console.units().row(row).cells;
        if (cells[1].text.utf8_string() != train.code) continue;
        moving = cells[7].text.utf8_string().find("moving 1\" forward") != std::string::npos;
    }
    CHECK(moving);
}

TEST_CASE_FIXTURE(ConsoleOfFirstAttack, "the console lists the senior officers present and lends one's bonus to a morale test") {
    REQUIRE_FALSE(battle.seniors.empty());
    // Wrapped to the page's width: every word there, lines broken between them.
    wxString shown = console.seniorsLine().GetLabel();
    shown.Replace("\n", " ");
    CHECK(shown.utf8_string() == core::seniorsLine(battle.seniors));
    const auto& unit = battle.units.front();
    std::string senior;
    for (const auto& each : battle.seniors) {
        if (each.side == unit.side) senior = each.name;
    }
    REQUIRE_FALSE(senior.empty());
    REQUIRE(console.selectUnit(unit.code));
    press(window, panel.actionButton("morale"));
    // Only his own side's senior officers are offered, after "none".
    for (unsigned item = 1; item < circumstances.senior().GetCount(); ++item) {
        const auto name = circumstances.senior().GetString(item).utf8_string();
        const auto found = std::find_if(battle.seniors.begin(), battle.seniors.end(),
                                        [&](const auto& each) { return each.name == name; });
        REQUIRE(found != battle.seniors.end());
        CHECK(found->side == unit.side);
    }
    pick(window, circumstances.senior(), senior);
    circumstances.seniorDistance().SetValue("3");
    window.settle();
    // The page has room for every input: a panel given less than it needs is not laid out.
    CHECK(panel.GetSize().x >= panel.GetSizer()->GetMinSize().x);
    CHECK(panel.GetSize().y >= panel.GetSizer()->GetMinSize().y);
    const auto request = panel.request();
    CHECK(request.senior == senior);
    CHECK(request.seniorDistance == 3);
    CHECK(testing::screenshot(window.frame(), "battle-console-senior") >= 64);
    window.click(panel.resolveButton());
    REQUIRE(window.takeErrors().empty());
    const auto after = core::tacticalBattle(window.file(), id);
    REQUIRE(after.log.back().action == "morale");
    CHECK(after.log.back().tableCell.find("the senior officer") != std::string::npos);
}
