#include "app/gui/battles/modal_battle_dialogs.hpp"

#include <wx/msgdlg.h>

#include "app/gui/battles/barrage_plan_dialog.hpp"
#include "app/gui/battles/battle_plan_dialog.hpp"
#include "app/gui/battles/battle_step_dialogs.hpp"
#include "app/gui/battles/decision_dialog.hpp"
#include "app/gui/battles/fight_choice_dialog.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

std::optional<BattlePlanChoice> ModalBattleDialogs::plan(const BattlePlanContext& context) {
    BattlePlanDialog dialog(&frame_, context);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return BattlePlanChoice{dialog.request(), dialog.umpireReason()};
}

std::optional<BarragePlanChoice> ModalBattleDialogs::planBarrage(
    const BattlePlanContext& context) {
    BarragePlanDialog dialog(&frame_, context);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return BarragePlanChoice{dialog.request(), dialog.umpireReason()};
}

void ModalBattleDialogs::showOdds(const core::BattleView& battle, const core::BattleOdds& odds) {
    BattleOddsDialog dialog(&frame_, battle, odds);
    dialog.ShowModal();
}

std::optional<ResolveChoice> ModalBattleDialogs::resolveChoice(const core::BattleView& battle) {
    ResolveDialog dialog(&frame_, battle);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.choice();
}

std::optional<int> ModalBattleDialogs::die(const core::AskedDie& die) {
    DieDialog dialog(&frame_, die);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.value();
}

std::optional<core::BattleDecision> ModalBattleDialogs::decide(
    const core::BattleQuestion& question) {
    DecisionDialog dialog(&frame_, question);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.decision();
}

std::optional<BattleEnding> ModalBattleDialogs::confirmApply(const core::BattleView& battle,
                                                             const RetreatsNeeded& needed,
                                                             const BattlePreview& preview,
                                                             bool correctable) {
    ApplyDialog dialog(&frame_, battle, needed, preview, correctable);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.ending();
}

bool ModalBattleDialogs::confirmVoid(const core::BattleView& battle) {
    wxMessageDialog confirm(&frame_,
                            utf8("Void " + battle.title +
                                 "? It stays in the record as voided; "
                                 "its dice and effects are set aside."),
                            "Void the battle", wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION);
    confirm.SetYesNoLabels("Void", "Keep");
    return confirm.ShowModal() == wxID_YES;
}

FightDecision ModalBattleDialogs::chooseFight(const core::FightPrediction& prediction) {
    FightChoiceDialog dialog(&frame_, prediction);
    const auto choice = fightChoiceOf(dialog.ShowModal());
    return {choice, dialog.system()};
}

std::optional<AutoResolveChoice> ModalBattleDialogs::autoResolveChoice(const std::string& title) {
    AutoResolveDialog dialog(&frame_, title);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return dialog.choice();
}

void ModalBattleDialogs::showLines(const std::string& title, const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines) text += (text.empty() ? "" : "\n") + line;
    wxMessageDialog dialog(&frame_, utf8(text), utf8(title), wxOK | wxICON_INFORMATION);
    dialog.ShowModal();
}

}  // namespace tachanka::gui
