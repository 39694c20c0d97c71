// The Officers menu (Red Actions! "Definitions" and "Officer Casualties"): a draw is first
// previewed (the core runs the very draw it would record, and writes nothing), the player
// sees the tokens and keeps one, and only then is the draw recorded.

#include "app/core/campaign/campaign_service.hpp"
#include "app/gui/actions/campaign_actions.hpp"

namespace tachanka::gui {

using std::filesystem::path;

namespace {

DrawPreview previewOf(const core::CampaignDrawResult& draw, std::vector<std::string> lines) {
    return {draw.name + " (" + std::string(model::officerRankName(draw.rank)) + ")", draw.pool,
            draw.drawn, draw.kept, std::move(lines)};
}

std::string keptLine(const core::CampaignDrawResult& draw) {
    return draw.name + " keeps " + draw.drawn.at(draw.kept) + " (drawn from the " + draw.pool +
           ")";
}

}  // namespace

void CampaignActions::drawOfficer() {
    onCampaign([this](const path& file) {
        auto request = dialogs_->officerDraw(core::describeCampaign(file));
        if (!request) return;
        const auto preview = core::previewOfficerDraw(file, *request);
        const auto keep = dialogs_->keepToken(previewOf(preview, {}));
        if (!keep) return;
        request->keep = static_cast<int>(*keep) + 1;
        changed({keptLine(core::drawOfficer(file, *request))});
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::officerCasualty() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->casualty(core::listOfficers(file));
        if (!choice) return;
        const auto officer =
            core::officerCasualty(file, choice->officerId, choice->fate, choice->reason);
        changed({officer.name + " is " + std::string(model::officerFateName(officer.fate)) +
                 (officer.token.empty() ? "" : "; his " + officer.token +
                                                   " token stays with him")});
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::replaceOfficer() {
    onCampaign([this](const path& file) { replaceOneOf(file, core::listOfficers(file)); },
               ChoiceRestsOn::Turn);
}

void CampaignActions::replaceFallen(const path& file,
                                    const std::vector<core::OfficerView>& fallen) {
    for (const auto& officer : fallen) {
        onCampaign([&](const path&) { replaceOneOf(file, {officer}); }, ChoiceRestsOn::Turn);
    }
}

void CampaignActions::replaceOneOf(const path& file,
                                   const std::vector<core::OfficerView>& officers) {
    auto request = dialogs_->replacement(officers);
    if (!request) return;
    const auto preview = core::previewReplacement(file, *request);
    const auto keep = dialogs_->keepToken(previewOf(preview.newJunior, preview.lines));
    if (!keep) return;
    request->keep = static_cast<int>(*keep) + 1;
    const auto done = core::replaceOfficer(file, *request);
    std::vector<std::string> outcome = done.lines;
    outcome.push_back(keptLine(done.newJunior));
    changed(std::move(outcome));
}

}  // namespace tachanka::gui
