#pragma once
// The random events a campaign has rolled (table random_event): read here, written through the
// Journal with the row built here.

#include <cstdint>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/random_event.hpp"

namespace tachanka::db {

// Every event rolled, oldest first.
std::vector<model::RandomEventRecord> loadRandomEvents(SQLite::Database& database);

Row randomEventRow(const model::RandomEventRecord& event);

Value eventStateValue(model::EventState state);

}  // namespace tachanka::db
