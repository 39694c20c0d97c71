#pragma once
// The Battle menu's questions as the desktop asks them: one modal dialog each.

#include <wx/frame.h>

#include "app/gui/battles/battle_dialogs.hpp"

namespace tachanka::gui {

class ModalBattleDialogs : public BattleDialogs {
public:
    explicit ModalBattleDialogs(wxFrame& frame) : frame_(frame) {}

    std::optional<BattlePlanChoice> plan(const BattlePlanContext& context) override;
    std::optional<BarragePlanChoice> planBarrage(const BattlePlanContext& context) override;
    void showOdds(const core::BattleView& battle, const core::BattleOdds& odds) override;
    std::optional<ResolveChoice> resolveChoice(const core::BattleView& battle) override;
    std::optional<int> die(const core::AskedDie& die) override;
    std::optional<core::BattleDecision> decide(const core::BattleQuestion& question) override;
    std::optional<BattleEnding> confirmApply(const core::BattleView& battle,
                                                  const RetreatsNeeded& needed,
                                             const BattlePreview& preview,
                                             bool correctable) override;
    bool confirmVoid(const core::BattleView& battle) override;
    FightDecision chooseFight(const core::FightPrediction& prediction) override;
    std::optional<AutoResolveChoice> autoResolveChoice(const std::string& title) override;
    void showLines(const std::string& title, const std::vector<std::string>& lines) override;

protected:
    wxFrame& frame() { return frame_; }

private:
    wxFrame& frame_;
};

}  // namespace tachanka::gui
