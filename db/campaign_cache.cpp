#include "db/campaign_cache.hpp"

#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <set>
#include <string>
#include <variant>

#include "db/campaign_repository.hpp"
#include "db/kept_by_seal.hpp"

namespace tachanka::db {
namespace {

// An umpire's campaign and a few side-by-side, each state a few MB at most; past 5,000 ledger
// rows since a kept state, reading it whole is cheaper.
KeptBySeal<model::Campaign, std::monostate> kept(6, 5'000);

// Each row the ledger rows `rows` selects changed, once. Read row by row and not with
// DISTINCT, which would take the ledger's index by entity, all of it, over the few rows asked.
std::vector<ChangedRow> changedRows(SQLite::Statement& rows) {
    std::set<ChangedRow> changed;
    while (rows.executeStep()) {
        if (rows.getColumn(0).isNull() || rows.getColumn(1).isNull()) continue;
        changed.emplace(rows.getColumn(0).getString(), rows.getColumn(1).getInt64());
    }
    return {changed.begin(), changed.end()};
}

constexpr const char* changedRowsQuery = "SELECT entity, entity_id FROM ledger WHERE ";

}  // namespace

std::shared_ptr<const model::Campaign> campaignAsItStands(CampaignFile& file) {
    auto& database = file.database();
    return kept.asItStands(
        database, {}, [&] { return loadCampaign(database); },
        [&](const HistorySeal& since, const std::shared_ptr<const model::Campaign>& campaign) {
            SQLite::Statement rows(database, std::string(changedRowsQuery) + "id > ?");
            rows.bind(1, since.lastLedgerId);
            return campaignWithChanges(database, campaign, changedRows(rows));
        });
}

std::shared_ptr<const model::Campaign> campaignWithOwnChanges(
    SQLite::Database& database, const std::shared_ptr<const model::Campaign>& before,
    std::int64_t actionId) {
    SQLite::Statement rows(database, std::string(changedRowsQuery) + "action_id = ?");
    rows.bind(1, actionId);
    if (auto campaign = campaignWithChanges(database, before, changedRows(rows))) return campaign;
    return std::make_shared<const model::Campaign>(loadCampaign(database));
}

std::vector<ChangedRow> rowsChangedByActions(SQLite::Database& database, std::int64_t after,
                                             std::int64_t through) {
    SQLite::Statement rows(database,
                           std::string(changedRowsQuery) + "action_id > ? AND action_id <= ?");
    rows.bind(1, after);
    rows.bind(2, through);
    return changedRows(rows);
}

}  // namespace tachanka::db
