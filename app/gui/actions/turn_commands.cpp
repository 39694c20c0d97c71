// The Turn menu: the sequence of play, recruitment (Orel 1919, 4), and what the players record
// by hand (unit changes, GM overrides).

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/gui/actions/campaign_actions.hpp"

namespace tachanka::gui {

using std::filesystem::path;
using std::to_string;

void CampaignActions::advancePhase() {
    onCampaign([this](const path& file) {
        auto advance = core::advanceTurn(file);
        std::vector<std::string> outcome{"Advanced to " + advance.now.campaign.turnLine()};
        for (const auto& step : advance.applied) outcome.push_back(step.text);
        lastAdvance_ = std::move(advance);
        changed(std::move(outcome));
    });
}

void CampaignActions::recoverSteps(const std::string& selectedUnit) {
    onCampaign([&](const path& file) {
        const auto choice = dialogs_->stepRecovery(core::describeCampaign(file), selectedUnit);
        if (!choice) return;
        const auto done = core::recoverSteps(file, choice->unit, choice->steps, choice->side);
        std::vector<std::string> outcome{
            done.unit + " recovers " + to_string(done.pointsSpent) + " step(s) for " +
            to_string(done.pointsSpent) + " RP: " + to_string(done.steps) + " of " +
            to_string(done.stepsMax) + " steps; " + done.side + " pool " + to_string(done.pool)};
        if (done.recruitsMarkerPlaced) {
            outcome.push_back("Recruits −1Q marker placed: TQ " + to_string(done.troopQuality) +
                              " (4.3.1 B)");
        }
        changed(std::move(outcome));
    });
}

void CampaignActions::buildBattalion() {
    onCampaign([this](const path& file) {
        const auto request = dialogs_->battalion(core::describeCampaign(file));
        if (!request) return;
        const auto done = core::buildBattalion(file, *request);
        changed({done.side + " raise recruit battalion " + done.code + " (" +
                 to_string(done.steps) + " steps, TQ " + to_string(done.troopQuality) + ") in " +
                 done.formation +
                 (done.hex ? " at " + *done.hex : std::string(", entering via a friendly edge")) +
                 " for " + to_string(done.pointsSpent) + " RP; pool " + to_string(done.pool) +
                 "; battalions " + to_string(done.battalionsOnMap) + " of " +
                 to_string(done.limit)});
    });
}

void CampaignActions::takePrisoners() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->prisonersTaken(core::describeCampaign(file));
        if (!choice) return;
        const auto done = core::takePrisoners(
            file, choice->side, choice->count,
            choice->reason.empty() ? std::nullopt : std::optional(choice->reason));
        changed({done.side + " take " + to_string(done.taken) + " prisoner(s); " +
                 to_string(done.prisoners) + " held"});
    });
}

void CampaignActions::convertPrisoners() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->prisonersConverted(core::describeCampaign(file));
        if (!choice) return;
        const auto done = core::convertPrisoners(file, choice->side, choice->groups);
        changed({done.side + " enlist " + to_string(done.prisonersUsed) + " prisoners: +" +
                 to_string(done.received) + " RP" +
                 (done.lost > 0 ? " (" + to_string(done.lost) + " lost above the cap)" : "") +
                 "; pool " + to_string(done.pool) + ", " + to_string(done.prisonersLeft) +
                 " prisoner(s) left"});
    });
}

void CampaignActions::recordUnitChange() {
    onCampaign([this](const path& file) {
        const auto request = dialogs_->unitChange(core::describeCampaign(file));
        if (!request) return;
        const auto done = core::recordUnitChange(file, *request);
        changed(done.changes);
    });
}

void CampaignActions::gmOverride() {
    onCampaign([this](const path& file) {
        const auto request = dialogs_->gmOverride(core::describeCampaign(file));
        if (!request) return;
        const auto done = core::overrideValue(file, *request);
        changed({done.target + ": " + done.field + " " + done.before + " → " + done.after +
                 " (GM override: " + request->reason + ")"});
    });
}

}  // namespace tachanka::gui
