#include "db/campaign_cache.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <cstdint>
#include <list>
#include <mutex>
#include <set>
#include <string>

#include "db/campaign_repository.hpp"
#include "db/history_seal.hpp"

namespace tachanka::db {
namespace {

// Campaigns kept at once: an umpire's and a few side-by-side, each state a few MB at most.
constexpr std::size_t statesKept = 6;
// Past this many ledger rows since a kept state, reading it whole is cheaper.
constexpr std::int64_t mostRowsToCatchUp = 5'000;

struct Kept {
    HistorySeal mark;
    std::shared_ptr<const model::Campaign> campaign;
};

std::mutex guard;
std::list<Kept> kept;  // the most recently used first

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

// The rows changed since `since`, when the history only grew from it, by not too much.
std::optional<std::vector<ChangedRow>> changedSince(SQLite::Database& database,
                                                    const HistorySeal& since) {
    if (!grownFrom(database, since, mostRowsToCatchUp)) return std::nullopt;
    SQLite::Statement rows(database, std::string(changedRowsQuery) + "id > ?");
    rows.bind(1, since.lastLedgerId);
    return changedRows(rows);
}

void keep(const HistorySeal& mark, std::shared_ptr<const model::Campaign> campaign) {
    const std::lock_guard lock(guard);
    kept.push_front({mark, std::move(campaign)});
    if (kept.size() > statesKept) kept.pop_back();
}

}  // namespace

std::shared_ptr<const model::Campaign> campaignAsItStands(CampaignFile& file) {
    auto& database = file.database();
    return atOneMoment(database, [&]() -> std::shared_ptr<const model::Campaign> {
        const auto mark = historySealOf(database);
        if (!mark) return std::make_shared<const model::Campaign>(loadCampaign(database));
        std::vector<Kept> earlier;  // of the same file, the newest history first
        {
            const std::lock_guard lock(guard);
            for (auto state = kept.begin(); state != kept.end(); ++state) {
                if (state->mark == *mark) {
                    kept.splice(kept.begin(), kept, state);
                    return state->campaign;
                }
                if (state->mark.sameFile(*mark) &&
                    state->mark.lastLedgerId < mark->lastLedgerId) {
                    earlier.push_back(*state);
                }
            }
        }
        std::sort(earlier.begin(), earlier.end(), [](const Kept& a, const Kept& b) {
            return a.mark.lastLedgerId > b.mark.lastLedgerId;
        });
        for (const auto& state : earlier) {
            const auto changed = changedSince(database, state.mark);
            if (!changed) continue;
            if (auto campaign = campaignWithChanges(database, state.campaign, *changed)) {
                keep(*mark, campaign);
                return campaign;
            }
            break;  // a change only a whole reading settles
        }
        auto campaign = std::make_shared<const model::Campaign>(loadCampaign(database));
        keep(*mark, campaign);
        return campaign;
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

}  // namespace tachanka::db
