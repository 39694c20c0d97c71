#include "app/gui/actions/modal_player_dialogs.hpp"

#include <wx/filedlg.h>
#include <wx/log.h>
#include <wx/utils.h>

#include "app/gui/actions/command_dialog.hpp"
#include "app/gui/actions/event_dialogs.hpp"
#include "app/gui/actions/officer_dialogs.hpp"
#include "app/gui/actions/override_dialog.hpp"
#include "app/gui/actions/print_dialog.hpp"
#include "app/gui/actions/recruitment_dialogs.hpp"
#include "app/gui/actions/unit_change_dialog.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// Shows `dialog` modally and reads its answer with `answer` when the player confirms it.
template <typename Dialog, typename Answer>
auto ask(Dialog& dialog, Answer&& answer) -> std::optional<decltype(answer(dialog))> {
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    return answer(dialog);
}

}  // namespace

std::optional<StepRecoveryChoice> ModalPlayerDialogs::stepRecovery(
    const model::Campaign& campaign, const std::string& unit) {
    StepRecoveryDialog dialog(&frame_, campaign, unit);
    return ask(dialog, [](const StepRecoveryDialog& d) { return d.choice(); });
}

std::optional<BattalionChoice> ModalPlayerDialogs::battalion(const model::Campaign& campaign) {
    BattalionDialog dialog(&frame_, campaign);
    return ask(dialog, [](const BattalionDialog& d) { return d.choice(); });
}

std::optional<PrisonersChoice> ModalPlayerDialogs::prisonersTaken(
    const model::Campaign& campaign) {
    PrisonersDialog dialog(&frame_, campaign);
    return ask(dialog, [](const PrisonersDialog& d) { return d.choice(); });
}

std::optional<ConversionChoice> ModalPlayerDialogs::prisonersConverted(
    const model::Campaign& campaign) {
    ConversionDialog dialog(&frame_, campaign);
    return ask(dialog, [](const ConversionDialog& d) { return d.choice(); });
}

std::optional<UnitChangeChoice> ModalPlayerDialogs::unitChange(const model::Campaign& campaign) {
    UnitChangeDialog dialog(&frame_, campaign);
    return ask(dialog, [](const UnitChangeDialog& d) { return d.choice(); });
}

std::optional<std::string> ModalPlayerDialogs::mainBody(const core::MainBodyTie& tie) {
    MainBodyDialog dialog(&frame_, tie);
    return ask(dialog, [](const MainBodyDialog& d) { return d.unit(); });
}

std::optional<core::OverrideRequest> ModalPlayerDialogs::gmOverride(
    const model::Campaign& campaign) {
    OverrideDialog dialog(&frame_, campaign);
    return ask(dialog, [](const OverrideDialog& d) { return d.request(); });
}

std::optional<EventRollChoice> ModalPlayerDialogs::eventRoll(const model::Campaign& campaign) {
    EventRollDialog dialog(&frame_, campaign);
    return ask(dialog, [](const EventRollDialog& d) { return d.choice(); });
}

std::optional<EventPlayChoice> ModalPlayerDialogs::eventToPlay(
    const std::vector<core::RandomEventView>& held) {
    EventPlayDialog dialog(&frame_, held);
    return ask(dialog, [](const EventPlayDialog& d) { return d.choice(); });
}

std::optional<core::CampaignDrawRequest> ModalPlayerDialogs::officerDraw(
    const model::Campaign& campaign) {
    OfficerDrawDialog dialog(&frame_, campaign);
    return ask(dialog, [](const OfficerDrawDialog& d) { return d.request(); });
}

std::optional<CasualtyChoice> ModalPlayerDialogs::casualty(
    const std::vector<core::OfficerView>& officers) {
    CasualtyDialog dialog(&frame_, officers);
    return ask(dialog, [](const CasualtyDialog& d) { return d.choice(); });
}

std::optional<core::ReplacementRequest> ModalPlayerDialogs::replacement(
    const std::vector<core::OfficerView>& officers) {
    ReplacementDialog dialog(&frame_, officers);
    return ask(dialog, [](const ReplacementDialog& d) { return d.request(); });
}

std::optional<std::size_t> ModalPlayerDialogs::keepToken(const DrawPreview& preview) {
    TokenDialog dialog(&frame_, preview);
    return ask(dialog, [](const TokenDialog& d) { return d.kept(); });
}

std::optional<core::PrintRequest> ModalPlayerDialogs::printRequest(
    const core::PrintableDocument& document, const model::Campaign* campaign,
    const std::vector<core::BattleView>& battles, reports::Paper paper) {
    PrintDialog options(&frame_, document, campaign, paper, battles);
    if (options.ShowModal() != wxID_OK) return std::nullopt;
    auto request = options.request();
    wxFileDialog save(&frame_, utf8("Save the " + std::string(document.title) + " as"), "",
                      utf8(std::string(document.name) + ".pdf"), "PDF documents (*.pdf)|*.pdf",
                      wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (save.ShowModal() != wxID_OK) return std::nullopt;
    request.output = std::filesystem::path(save.GetPath().utf8_string());
    return request;
}

void ModalPlayerDialogs::showDocument(const std::filesystem::path& pdf) {
    if (!wxLaunchDefaultApplication(utf8(pdf.string()))) {
        wxLogWarning("No PDF viewer could be started; the document is at %s",
                     utf8(pdf.string()));
    }
}

}  // namespace tachanka::gui
