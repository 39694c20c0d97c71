#pragma once
// Reading and writing a campaign's state: the only place its rows are mapped to the model.

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/campaign.hpp"
#include "model/scenario.hpp"

namespace tachanka::db {

struct NewCampaign {
    std::string name;
    std::uint64_t seed = 0;
    model::Scenario scenario;
};

// The campaign's first action: its sides, formations, units, depots and victory locations from
// the scenario. A location is held at the start by the side with a unit set up on it.
void insertNewCampaign(Journal& journal, const NewCampaign& campaign);
// The same as the campaign's first action ("create") on the ledger.
void insertNewCampaign(SQLite::Database& database, const NewCampaign& campaign);

model::Campaign loadCampaign(SQLite::Database& database);

// A row an action changed, as the ledger names it: ("unit", 17).
using ChangedRow = std::pair<std::string, std::int64_t>;
// `kept`, read earlier from the same file, brought up to date with the rows changed since,
// each read again on its own (`kept` itself when none is the campaign's); null when a change
// is one only a whole reading settles (a unit or depot added, taken away or moved between
// formations, a formation changed).
std::shared_ptr<const model::Campaign> campaignWithChanges(
    SQLite::Database& database, std::shared_ptr<const model::Campaign> kept,
    const std::vector<ChangedRow>& changed);

// The row values of a model object, as the journal writes them.
Row unitRow(const model::Unit& unit);
Row depotRow(const model::Depot& depot);

}  // namespace tachanka::db
