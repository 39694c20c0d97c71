#pragma once
// A state row as the ledger records a row inserted whole: a JSON object of every column.

#include <cstdint>
#include <string>

#include <SQLiteCpp/Database.h>

#include "db/tables.hpp"

namespace tachanka::db {

std::string rowSnapshot(SQLite::Database& database, Table table, std::int64_t id);

}  // namespace tachanka::db
