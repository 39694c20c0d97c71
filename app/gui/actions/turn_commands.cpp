// The Turn menu: the sequence of play, recruitment (Orel 1919, 4), random events (6), and what
// the players record by hand (unit changes, GM overrides).

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/command_phase.hpp"
#include "app/core/campaign/random_events.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/actions/umpire_outcome.hpp"

namespace tachanka::gui {

using std::filesystem::path;
using std::to_string;

namespace {

// 5.2 b: each open tie offered; each choice is its own action. Returns what they changed.
std::vector<std::string> offerMainBodies(PlayerDialogs& dialogs, const path& file) {
    std::vector<std::string> lines;
    for (const auto& tie : core::mainBodyTies(file)) {
        const auto unit = dialogs.mainBody(tie);
        if (!unit) continue;
        for (const auto& step : core::chooseMainBody(file, tie.formation, *unit).steps) {
            lines.push_back(step.text);
        }
    }
    return lines;
}

}  // namespace

void CampaignActions::advancePhase() {
    onCampaign([this](const path& file) {
        auto advance = core::advanceTurn(file);
        std::vector<std::string> outcome{"Advanced to " + advance.now.campaign.turnLine()};
        for (const auto& step : advance.applied) outcome.push_back(step.text);
        lastAdvance_ = std::move(advance);
        for (auto& line : offerMainBodies(*dialogs_, file)) outcome.push_back(std::move(line));
        changed(std::move(outcome));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::chooseMainBodies() {
    onCampaign([this](const path& file) {
        auto lines = offerMainBodies(*dialogs_, file);
        if (lines.empty() && core::mainBodyTies(file).empty()) {
            lines.push_back("No formation of the side to play has groups tied for its main body "
                            "in its command phase (5.2 b)");
        }
        changed(std::move(lines));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::recoverSteps(const std::string& selectedUnit) {
    onCampaign([&](const path& file) {
        const auto choice = dialogs_->stepRecovery(core::describeCampaign(file), selectedUnit);
        if (!choice) return;
        changed(underUmpire(choice->umpireReason, [&] {
            const auto done = core::recoverSteps(file, choice->unit, choice->steps, choice->side);
            std::vector<std::string> outcome{
                done.unit + " recovers " + to_string(done.pointsSpent) + " step(s) for " +
                to_string(done.pointsSpent) + " RP: " + to_string(done.steps) + " of " +
                to_string(done.stepsMax) + " steps; " + done.side + " pool " +
                to_string(done.pool)};
            if (done.recruitsMarkerPlaced) {
                outcome.push_back("Recruits −1Q marker placed: TQ " +
                                  to_string(done.troopQuality) + " (4.3.1 B)");
            }
            return outcome;
        }));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::buildBattalion() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->battalion(core::describeCampaign(file));
        if (!choice) return;
        changed(underUmpire(choice->umpireReason, [&]() -> std::vector<std::string> {
            const auto done = core::buildBattalion(file, choice->request);
            return {done.side + " raise recruit battalion " + done.code + " (" +
                    to_string(done.steps) + " steps, TQ " + to_string(done.troopQuality) +
                    ") in " + done.formation +
                    (done.hex ? " at " + *done.hex
                              : std::string(", entering via a friendly edge")) +
                    " for " + to_string(done.pointsSpent) + " RP; pool " +
                    to_string(done.pool) + "; battalions " + to_string(done.battalionsOnMap) +
                    " of " + to_string(done.limit)};
        }));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::takePrisoners() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->prisonersTaken(core::describeCampaign(file));
        if (!choice) return;
        changed(underUmpire(choice->umpireReason, [&]() -> std::vector<std::string> {
            const auto done = core::takePrisoners(
                file, choice->side, choice->count,
                choice->reason.empty() ? std::nullopt : std::optional(choice->reason));
            return {done.side + " take " + to_string(done.taken) + " prisoner(s); " +
                    to_string(done.prisoners) + " held"};
        }));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::convertPrisoners() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->prisonersConverted(core::describeCampaign(file));
        if (!choice) return;
        changed(underUmpire(choice->umpireReason, [&]() -> std::vector<std::string> {
            const auto done = core::convertPrisoners(file, choice->side, choice->groups);
            return {done.side + " enlist " + to_string(done.prisonersUsed) + " prisoners: +" +
                    to_string(done.received) + " RP" +
                    (done.lost > 0 ? " (" + to_string(done.lost) + " lost above the cap)"
                                   : "") +
                    "; pool " + to_string(done.pool) + ", " + to_string(done.prisonersLeft) +
                    " prisoner(s) left"};
        }));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::rollRandomEvent() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->eventRoll(core::describeCampaign(file));
        if (!choice) return;
        const auto rolled = core::rollCampaignEvent(file, choice->dice);
        const auto& event = rolled.event;
        std::vector<std::string> outcome{
            "The " + event.side + " roll " + to_string(event.record.roll) + ": " +
                event.record.title + " (" + event.record.kind + ")",
            event.record.effect, event.timing};
        if (!event.formationChosenBy.empty()) {
            outcome.push_back("The " + event.formationChosenBy + " chooses the formation" +
                              (event.unitsChosenBy.empty()
                                   ? std::string()
                                   : ", the " + event.unitsChosenBy + " its units"));
        }
        if (!event.expiry.empty()) outcome.push_back("Held " + event.expiry);
        if (event.record.provisional) outcome.push_back("Provisional events list (READINGS.md)");
        changed(std::move(outcome));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::playRandomEvent() {
    onCampaign([this](const path& file) {
        std::vector<core::RandomEventView> held;
        for (auto& event : core::campaignEvents(file)) {
            if (event.record.state == model::EventState::Held) held.push_back(std::move(event));
        }
        if (held.empty()) {
            changed({"No Controlled event is held: nothing to play (6.2)"});
            return;
        }
        const auto choice = dialogs_->eventToPlay(held);
        if (!choice) return;
        const auto played = core::playCampaignEvent(file, choice->id, choice->reason);
        changed({"The " + played.side + " play " + played.record.title + ": " +
                 played.record.effect});
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::recordUnitChange() {
    onCampaign([this](const path& file) {
        const auto choice = dialogs_->unitChange(core::describeCampaign(file));
        if (!choice) return;
        changed(underUmpire(choice->umpireReason,
                            [&] { return core::recordUnitChange(file, choice->request).changes; }));
    }, ChoiceRestsOn::Turn);
}

void CampaignActions::gmOverride() {
    onCampaign([this](const path& file) {
        const auto request = dialogs_->gmOverride(core::describeCampaign(file));
        if (!request) return;
        const auto done = core::overrideValue(file, *request);
        changed({done.target + ": " + done.field + " " + done.before + " → " + done.after +
                 " (GM override: " + request->reason + ")"});
    }, ChoiceRestsOn::Turn);
}

}  // namespace tachanka::gui
