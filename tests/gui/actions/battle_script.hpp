#pragma once
// The Battle menu's questions answered for the tests: the plan, the odds, the dice's source and
// the apply are the real dialogs, filled in and confirmed without being shown; each die rolled
// at the table is the real modal dialog, answered by a player's hand (a timer that types the
// next value and presses Record while it waits).

#include <wx/tglbtn.h>
#include <wx/timer.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/tactical_battles.hpp"
#include "app/gui/battles/barrage_plan_dialog.hpp"
#include "app/gui/battles/battle_plan_dialog.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/console_action_panel.hpp"
#include "app/gui/battles/decision_dialog.hpp"
#include "app/gui/battles/modal_battle_dialogs.hpp"
#include "tests/gui/actions/window_fixture.hpp"

namespace tachanka::testing {

class ScriptedBattleDialogs : public gui::ModalBattleDialogs {
public:
    explicit ScriptedBattleDialogs(wxFrame& frame) : ModalBattleDialogs(frame) {}

    // The plan dialog as built from the context: the test may change its fields; false: the
    // player cancels. None: the dialog is confirmed as it opens.
    std::function<bool(gui::BattlePlanDialog&)> fillPlan;
    std::function<bool(gui::BarragePlanDialog&)> fillBarrage;
    gui::ResolveChoice resolveAnswer;
    bool cancelApply = false;
    // Typed into an ending's Corrections and Reason fields, when the dialog has them.
    std::string correctionsAnswer;
    std::string reasonAnswer;
    bool confirmVoidAnswer = true;
    gui::FightChoice fightAnswer = gui::FightChoice::OnTheTable;
    std::string fightSystem = "red-actions";  // chosen in the dialog's system list
    gui::AutoResolveChoice autoResolveAnswer{200, 7};
    // The decision dialog as it opens, for the test to answer in it; false: the players answer
    // later. None: its first answer (assault, every unit enters, the first retreat hex).
    std::function<bool(gui::DecisionDialog&)> fillDecision;

    // What the questions were shown.
    std::vector<std::string> selectedOffered;
    std::vector<std::string> attackersTicked;
    std::string gunOffered;  // the barrage dialog's gun as it opened
    std::optional<core::BattleOdds> oddsShown;
    long oddsRows = 0;
    std::vector<std::string> previewShown;
    bool correctionsOffered = false;
    std::optional<core::FightPrediction> predictionShown;
    std::vector<std::string> predictionRowsShown;  // "measure | Orel | on the table"
    std::vector<std::string> linesShown;
    std::vector<core::BattleQuestion> questionsShown;

    std::optional<gui::BattlePlanChoice> plan(const gui::BattlePlanContext& context) override;
    std::optional<gui::BarragePlanChoice> planBarrage(
        const gui::BattlePlanContext& context) override;
    void showOdds(const core::BattleView& battle, const core::BattleOdds& odds) override;
    std::optional<gui::ResolveChoice> resolveChoice(const core::BattleView& battle) override;
    std::optional<core::BattleDecision> decide(const core::BattleQuestion& question) override;
    std::optional<gui::BattleEnding> confirmApply(const core::BattleView& battle,
                                                  const gui::RetreatsNeeded& needed,
                                                  const gui::BattlePreview& preview,
                                                  bool correctable) override;
    bool confirmVoid(const core::BattleView& battle) override;
    gui::FightDecision chooseFight(const core::FightPrediction& prediction) override;
    std::optional<gui::AutoResolveChoice> autoResolveChoice(const std::string& title) override;
    void showLines(const std::string& title, const std::vector<std::string>& lines) override;
};

// Orel 1919, 2.1: the Whites' combat phase is the sixth of the first day.
void reachWhiteCombat(CampaignWindowTest& window);
// Plans, through the core, the first attack the side to play can make with all who can make
// it; returns the battle's id.
std::int64_t planFirstAttack(CampaignWindowTest& window);
// Installs the scripted answers in the window's Battle menu.
ScriptedBattleDialogs& scriptBattles(CampaignWindowTest& window);
// The first attack of the Whites' combat phase planned and fought on the table in `system`
// from the Battles page, the fight dialog answered so: the battle's id.
std::int64_t fightFirstAttackIn(CampaignWindowTest& window, const std::string& system);
// The player selects these units of the side to play on the Units page (as a click on each
// with Ctrl held).
void selectUnits(CampaignWindowTest& window, const std::vector<std::string>& codes);
gui::BattlesPage& battlesPage(CampaignWindowTest& window);
// Presses a toggle button (a console action) as a click does.
void press(CampaignWindowTest& window, wxToggleButton& button);
// A console action with nothing the players said beside its units.
core::TacticalActionRequest tacticalRequest(std::string action, std::string actor = "",
                                            std::string target = "");
// The battle's tactical unit with this code; fails the test when there is none.
const core::TacticalUnitView& tacticalUnitCoded(const core::TacticalBattleView& battle,
                                                const std::string& code);
core::BattleView selectedBattle(CampaignWindowTest& window);
// Issue 52, "every page at 1280×800 must show its content without cut words": the window is
// no bigger than that screen, the console's controls fit its page, the units table's columns
// its width, the odds list is wide enough to read and the log shows several rows.
void checkConsoleFitsSmallScreen(CampaignWindowTest& window, gui::BattleConsolePage& console);
// An outcome of the console's odds list as the player reads it: "50.0% Церковь fire out".
std::string oddsShown(gui::ConsoleActionPanel& panel, unsigned row);

// Answers each die dialog shown modally with the next of `values` (over again when they run
// out), or presses Cancel once `stopAfter` dice were answered.
class DiceAtTheTable : public wxTimer {
public:
    explicit DiceAtTheTable(std::vector<int> values, std::optional<int> stopAfter = {});
    ~DiceAtTheTable() override;

    std::vector<std::string> purposes;  // of each die asked, in order
    std::vector<std::vector<std::string>> faceLines;  // each die's odds, as its dialog showed
    std::vector<int> typed;             // the values answered

private:
    void Notify() override;
    std::vector<int> values_;
    std::optional<int> stopAfter_;
};

}  // namespace tachanka::testing
