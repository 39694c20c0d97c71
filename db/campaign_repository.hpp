#pragma once
// Reading and writing a campaign's state: the only place its rows are mapped to the model.

#include <cstdint>
#include <string>

#include <SQLiteCpp/Database.h>

#include "model/campaign.hpp"
#include "model/scenario.hpp"

namespace tachanka::db {

struct NewCampaign {
    std::string name;
    std::uint64_t seed = 0;
    model::Scenario scenario;
};

// Writes a fresh campaign from its scenario, with one ledger action recording where it came
// from. The caller supplies the transaction.
void insertNewCampaign(SQLite::Database& database, const NewCampaign& campaign);

model::Campaign loadCampaign(SQLite::Database& database);

}  // namespace tachanka::db
