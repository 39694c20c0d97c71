#include "app/core/campaign/campaign_service.hpp"

#include <random>

#include "app/core/campaign/campaign_settings.hpp"
#include "app/core/officers/officer_enlistment.hpp"
#include "app/core/common/paths.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_repository.hpp"
#include "rules/orel/scenario_file.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {
namespace {

std::uint64_t freshSeed() {
    std::random_device source;
    return (std::uint64_t{source()} << 32) | source();
}

// The turn record track's recruit points for every day and side, scaled for the scenario,
// kept in the campaign so that its income never depends on the scenario file again.
void scheduleRecruitPoints(db::Journal& journal, SQLite::Database& database,
                           const model::Scenario& scenario) {
    const auto stored = db::loadCampaign(database);
    for (model::GameDate day = scenario.start; day <= scenario.lastDay(); day = day.nextDay()) {
        for (const auto& side : stored.sides) {
            journal.insert(
                db::Table::Turn,
                {{db::Column::GameDate, db::Value(day.iso())},
                 {db::Column::SideId, side.id},
                 {db::Column::TrackPoints, db::Value(std::int64_t{rules::orel::recruitPointsFor(
                                               scenario, side.name, day)})}},
                db::LedgerTags::of(model::LedgerKind::TurnTrack).forSide(side.id));
        }
    }
}

}  // namespace

std::vector<ScenarioInfo> listScenarios() {
    return asUserErrors([] {
        std::vector<ScenarioInfo> scenarios;
        for (const auto& entry : rules::orel::findScenarios(scenarioFolders())) {
            scenarios.push_back({entry.id, entry.title, entry.description, entry.provisional});
        }
        return scenarios;
    });
}

model::Campaign createCampaign(const NewCampaignRequest& request) {
    return asUserErrors([&request] {
        if (request.name && request.name->empty()) throw UserError("a campaign name is empty");
        db::NewCampaign campaign;
        campaign.scenario = loadScenarioById(request.scenarioId);
        campaign.name = request.name.value_or(campaign.scenario.title);
        campaign.seed = request.seed.value_or(freshSeed());
        db::CampaignFile::create(request.file, [&campaign](SQLite::Database& database) {
            db::Journal journal(database, "create",
                                "campaign created from scenario '" + campaign.scenario.id + "'",
                                campaign.scenario.start.iso(),
                                std::string(model::phaseName(model::Phase::DepotStatus)));
            db::insertNewCampaign(journal, campaign);
            scheduleRecruitPoints(journal, database, campaign.scenario);
            writeDefaultSettings(journal);
            rules::SeededDice dice(actionSeed(campaign.seed, journal.actionId()));
            enlistScenarioOfficers(journal, database, dice);
        });
        auto file = db::CampaignFile::openForReading(request.file);
        return db::loadCampaign(file.database());
    });
}

model::Campaign describeCampaign(const std::filesystem::path& file) {
    return asUserErrors([&file] {
        auto campaign = db::CampaignFile::openForReading(file);
        return *db::campaignAsItStands(campaign);
    });
}

std::filesystem::path openDefaultCampaign() {
    return asUserErrors([] {
        const auto file = defaultCampaignPath();
        std::error_code error;
        if (!std::filesystem::exists(file, error)) {
            std::filesystem::create_directories(file.parent_path());
            createCampaign({file, std::string(defaultScenarioId), std::nullopt, std::nullopt});
        }
        return file;
    });
}

}  // namespace tachanka::core
