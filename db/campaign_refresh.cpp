// A kept campaign brought up to date from the rows changed since it was read: each unit, depot
// or side row read again on its own, and whatever moves a row between formations, adds one or
// takes one away left to a whole reading (db/campaign_reader.cpp).

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/campaign_rows.hpp"
#include "db/prepared_statements.hpp"
#include "db/record_queries.hpp"

namespace tachanka::db {
namespace {

// One row by its id through `columns` ("SELECT ... FROM unit"); false when it is gone.
bool stepToRow(SQLite::Statement& query, std::int64_t id) {
    query.bind(1, id);
    return query.executeStep();
}

template <typename Item>
Item* withId(std::vector<Item>& items, std::int64_t id) {
    for (auto& item : items) {
        if (item.id == id) return &item;
    }
    return nullptr;
}

model::Side* sideWithId(model::Campaign& campaign, std::int64_t id) {
    return withId(campaign.sides, id);
}

// Puts the unit row `id` in its place in `campaign`; false when it is not where it was (added,
// taken away, or moved to another formation), which only a whole reading settles.
bool refreshUnit(PreparedStatements& statements, model::Campaign& campaign, std::int64_t id) {
    static const std::string sql = unitColumns() + " WHERE id = ?";
    SQLite::Statement& query = statements(sql);
    if (!stepToRow(query, id)) return false;
    auto unit = readUnit(query);
    auto* side = sideWithId(campaign, unit.sideId);
    auto* formation = side == nullptr ? nullptr : withId(side->formations, unit.formationId);
    auto* kept = formation == nullptr ? nullptr : withId(formation->units, id);
    if (kept == nullptr) return false;
    *kept = std::move(unit);
    return true;
}

bool refreshDepot(PreparedStatements& statements, model::Campaign& campaign, std::int64_t id) {
    static const std::string sql = depotColumns() + " WHERE id = ?";
    SQLite::Statement& query = statements(sql);
    if (!stepToRow(query, id)) return false;
    auto depot = readDepot(query);
    auto* side = sideWithId(campaign, depot.sideId);
    auto* kept = side == nullptr ? nullptr : withId(side->depots, id);
    if (kept == nullptr) return false;
    *kept = std::move(depot);
    return true;
}

bool refreshSide(PreparedStatements& statements, model::Campaign& campaign, std::int64_t id) {
    SQLite::Statement& query = statements(std::string(sideColumns) + " WHERE id = ?");
    auto* kept = sideWithId(campaign, id);
    if (kept == nullptr || !stepToRow(query, id)) return false;
    readSideRow(query, *kept);
    return true;
}

}  // namespace

std::shared_ptr<const model::Campaign> campaignWithChanges(
    SQLite::Database& database, std::shared_ptr<const model::Campaign> kept,
    const std::vector<ChangedRow>& changed) {
    static const std::set<std::string, std::less<>> campaignTables = {
        "unit", "depot", "side", "campaign", "setting", "location", "formation"};
    if (std::none_of(changed.begin(), changed.end(),
                     [](const ChangedRow& row) { return campaignTables.contains(row.first); })) {
        return kept;
    }
    try {
        model::Campaign campaign = *kept;
        PreparedStatements statements(database);  // a phase may change every unit
        bool campaignRow = false;
        for (const auto& [table, id] : changed) {
            if (table == "unit") {
                if (!refreshUnit(statements, campaign, id)) return nullptr;
            } else if (table == "depot") {
                if (!refreshDepot(statements, campaign, id)) return nullptr;
            } else if (table == "side") {
                if (!refreshSide(statements, campaign, id)) return nullptr;
                campaignRow = true;  // the active side is read by its name
            } else if (table == "campaign") {
                campaignRow = true;
            } else if (table == "setting") {
                campaign.settings = loadSettings(database);
            } else if (table == "location") {
                campaign.locations = loadLocations(database);
            } else if (table == "formation") {
                return nullptr;  // its chain of command is checked over the whole side
            }
        }
        if (campaignRow) readCampaignRow(database, campaign);
        return std::make_shared<const model::Campaign>(std::move(campaign));
    } catch (const std::invalid_argument& damaged) {
        throw StoreError(std::string("the campaign file is damaged: ") + damaged.what());
    }
}

}  // namespace tachanka::db
