#pragma once
// A tactical battle's hidden markers and secret rolls as the store keeps them (tables
// tactical_marker and tactical_secret): read here, written through the Journal with the rows
// built here.

#include <cstdint>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/hidden_table.hpp"

namespace tachanka::db {

std::vector<model::TacticalMarker> loadTacticalMarkers(SQLite::Database& database,
                                                       std::int64_t battleId);
std::vector<model::TacticalSecret> loadTacticalSecrets(SQLite::Database& database,
                                                       std::int64_t battleId);
// Every secret roll of the campaign, for `verify`.
std::vector<model::TacticalSecret> loadAllTacticalSecrets(SQLite::Database& database);

Row tacticalMarkerRow(const model::TacticalMarker& marker);
Row tacticalSecretRow(const model::TacticalSecret& secret);

}  // namespace tachanka::db
