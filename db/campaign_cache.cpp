#include "db/campaign_cache.hpp"

#include <SQLiteCpp/Statement.h>
#include <sqlite3.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdint>
#include <list>
#include <mutex>
#include <set>
#include <string>

#include "db/campaign_repository.hpp"
#include "db/side_file.hpp"

namespace tachanka::db {
namespace {

// Campaigns kept at once: an umpire's and a few side-by-side, each state a few MB at most.
constexpr std::size_t statesKept = 6;
// Past this many ledger rows since a kept state, reading it whole is cheaper.
constexpr std::int64_t mostRowsToCatchUp = 5'000;

// Where a file's history stands, and which file on disk it is.
struct Mark {
    std::string path;
    dev_t device = 0;
    ino_t inode = 0;
    int schema = 0;
    std::int64_t lastLedgerId = 0;
    std::string seal;
    bool sameFile(const Mark& other) const {
        return path == other.path && device == other.device && inode == other.inode &&
               schema == other.schema;
    }
    bool operator==(const Mark& other) const {
        return sameFile(other) && lastLedgerId == other.lastLedgerId && seal == other.seal;
    }
};

struct Kept {
    Mark mark;
    std::shared_ptr<const model::Campaign> campaign;
};

std::mutex guard;
std::list<Kept> kept;  // the most recently used first

// None when the file cannot be kept: not on disk as itself, or its newest row not sealed yet.
std::optional<Mark> markOf(CampaignFile& file) {
    struct stat status {};
    if (!file.isTheFile() || ::stat(file.path().c_str(), &status) != 0) return std::nullopt;
    SQLite::Statement query(file.database(),
                            "SELECT (SELECT user_version FROM pragma_user_version), id, chain "
                            "FROM ledger ORDER BY id DESC LIMIT 1");
    if (!query.executeStep() || query.getColumn(2).isNull()) return std::nullopt;
    return Mark{file.path().string(), status.st_dev, status.st_ino, query.getColumn(0).getInt(),
                query.getColumn(1).getInt64(), query.getColumn(2).getString()};
}

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

// The rows changed since `since`, when its newest ledger row is still there as it was (the
// history only grew from it) and not too much has happened since.
std::optional<std::vector<ChangedRow>> changedSince(SQLite::Database& database, const Mark& since) {
    SQLite::Statement still(database,
                            "SELECT chain = ?2, (SELECT count(*) FROM ledger WHERE id > ?1) "
                            "FROM ledger WHERE id = ?1");
    still.bind(1, since.lastLedgerId);
    still.bind(2, since.seal);
    if (!still.executeStep() || still.getColumn(0).getInt() != 1 ||
        still.getColumn(1).getInt64() > mostRowsToCatchUp) {
        return std::nullopt;
    }
    SQLite::Statement rows(database, std::string(changedRowsQuery) + "id > ?");
    rows.bind(1, since.lastLedgerId);
    return changedRows(rows);
}

void keep(const Mark& mark, std::shared_ptr<const model::Campaign> campaign) {
    const std::lock_guard lock(guard);
    kept.push_front({mark, std::move(campaign)});
    if (kept.size() > statesKept) kept.pop_back();
}

}  // namespace

std::shared_ptr<const model::Campaign> campaignAsItStands(CampaignFile& file) {
    // The mark and what it marks are read at one moment, or another program's commit between
    // them would keep its state under the mark of the one before.
    if (sqlite3_get_autocommit(file.database().getHandle()) != 0) {
        std::shared_ptr<const model::Campaign> campaign;
        file.readAtOnce([&] { campaign = campaignAsItStands(file); });
        return campaign;
    }
    const auto mark = markOf(file);
    if (!mark || sideFileMark(file.database())) {
        return std::make_shared<const model::Campaign>(loadCampaign(file.database()));
    }
    std::vector<Kept> earlier;  // of the same file, the newest history first
    {
        const std::lock_guard lock(guard);
        for (auto state = kept.begin(); state != kept.end(); ++state) {
            if (state->mark == *mark) {
                kept.splice(kept.begin(), kept, state);
                return state->campaign;
            }
            if (state->mark.sameFile(*mark) && state->mark.lastLedgerId < mark->lastLedgerId) {
                earlier.push_back(*state);
            }
        }
    }
    std::sort(earlier.begin(), earlier.end(), [](const Kept& a, const Kept& b) {
        return a.mark.lastLedgerId > b.mark.lastLedgerId;
    });
    for (const auto& state : earlier) {
        const auto changed = changedSince(file.database(), state.mark);
        if (!changed) continue;
        if (auto campaign = campaignWithChanges(file.database(), state.campaign, *changed)) {
            keep(*mark, campaign);
            return campaign;
        }
        break;  // a change only a whole reading settles
    }
    auto campaign = std::make_shared<const model::Campaign>(loadCampaign(file.database()));
    keep(*mark, campaign);
    return campaign;
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
