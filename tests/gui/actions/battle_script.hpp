#pragma once
// The Battle menu's questions answered for the tests: the plan, the odds, the dice's source and
// the apply are the real dialogs, filled in and confirmed without being shown; each die rolled
// at the table is the real modal dialog, answered by a player's hand (a timer that types the
// next value and presses Record while it waits).

#include <wx/timer.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/gui/battles/battle_plan_dialog.hpp"
#include "app/gui/battles/modal_battle_dialogs.hpp"

namespace tachanka::testing {

class ScriptedBattleDialogs : public gui::ModalBattleDialogs {
public:
    explicit ScriptedBattleDialogs(wxFrame& frame) : ModalBattleDialogs(frame) {}

    // The plan dialog as built from the context: the test may change its fields; false: the
    // player cancels. None: the dialog is confirmed as it opens.
    std::function<bool(gui::BattlePlanDialog&)> fillPlan;
    gui::ResolveChoice resolveAnswer;
    bool cancelApply = false;
    bool confirmVoidAnswer = true;

    // What the questions were shown.
    std::vector<std::string> selectedOffered;
    std::vector<std::string> attackersTicked;
    std::optional<core::BattleOdds> oddsShown;
    long oddsRows = 0;
    std::vector<std::string> previewShown;

    std::optional<core::BattlePlanRequest> plan(const gui::BattlePlanContext& context) override;
    void showOdds(const core::BattleView& battle, const core::BattleOdds& odds) override;
    std::optional<gui::ResolveChoice> resolveChoice(const core::BattleView& battle) override;
    std::optional<core::BattleMoves> confirmApply(const core::BattleView& battle,
                                                  const gui::BattlePreview& preview) override;
    bool confirmVoid(const core::BattleView& battle) override;
};

// Answers each die dialog shown modally with the next of `values` (over again when they run
// out), or presses Cancel once `stopAfter` dice were answered.
class DiceAtTheTable : public wxTimer {
public:
    explicit DiceAtTheTable(std::vector<int> values, std::optional<int> stopAfter = {});
    ~DiceAtTheTable() override;

    std::vector<std::string> purposes;  // of each die asked, in order
    std::vector<int> typed;             // the values answered

private:
    void Notify() override;
    std::vector<int> values_;
    std::optional<int> stopAfter_;
};

}  // namespace tachanka::testing
