#pragma once
// Inside db/: the campaign's rows read one at a time, for the reading of the whole campaign
// (db/campaign_reader.cpp) and the catching up of a kept one (db/campaign_refresh.cpp). Each
// throws std::invalid_argument naming the row when the file holds what the rules cannot.

#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include "model/campaign.hpp"

namespace tachanka::db {

// "SELECT <the columns readUnit reads> FROM unit", to which a WHERE or ORDER BY is added.
std::string unitColumns();
model::Unit readUnit(SQLite::Statement& row);

std::string depotColumns();
model::Depot readDepot(SQLite::Statement& row);

extern const char* const sideColumns;
// A side row's own values; its formations and depots are read apart.
void readSideRow(SQLite::Statement& row, model::Side& made);

// The campaign row's own values: its day, phase, active side and the rest.
void readCampaignRow(SQLite::Database& database, model::Campaign& campaign);

std::vector<model::Location> loadLocations(SQLite::Database& database);

}  // namespace tachanka::db
