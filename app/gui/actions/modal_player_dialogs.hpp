#pragma once
// The player's answers as the desktop app gets them: one modal dialog per question, and the
// desktop's own viewer for a written PDF.

#include <wx/frame.h>

#include "app/gui/actions/player_dialogs.hpp"

namespace tachanka::gui {

class ModalPlayerDialogs : public PlayerDialogs {
public:
    explicit ModalPlayerDialogs(wxFrame& frame) : frame_(frame) {}

    std::optional<StepRecoveryChoice> stepRecovery(const model::Campaign& campaign,
                                                   const std::string& unit) override;
    std::optional<BattalionChoice> battalion(const model::Campaign& campaign) override;
    std::optional<PrisonersChoice> prisonersTaken(const model::Campaign& campaign) override;
    std::optional<ConversionChoice> prisonersConverted(const model::Campaign& campaign) override;
    std::optional<UnitChangeChoice> unitChange(const model::Campaign& campaign) override;
    std::optional<core::OverrideRequest> gmOverride(const model::Campaign& campaign) override;
    std::optional<EventRollChoice> eventRoll(const model::Campaign& campaign) override;
    std::optional<EventPlayChoice> eventToPlay(
        const std::vector<core::RandomEventView>& held) override;
    std::optional<std::string> mainBody(const core::MainBodyTie& tie) override;
    std::optional<core::CampaignDrawRequest> officerDraw(const model::Campaign& campaign) override;
    std::optional<CasualtyChoice> casualty(
        const std::vector<core::OfficerView>& officers) override;
    std::optional<core::ReplacementRequest> replacement(
        const std::vector<core::OfficerView>& officers) override;
    std::optional<std::size_t> keepToken(const DrawPreview& preview) override;
    std::optional<core::PrintRequest> printRequest(const core::PrintableDocument& document,
                                                   const model::Campaign* campaign,
                                                   const std::vector<core::BattleView>& battles,
                                                   reports::Paper paper) override;
    void showDocument(const std::filesystem::path& pdf) override;

private:
    wxFrame& frame_;
};

}  // namespace tachanka::gui
