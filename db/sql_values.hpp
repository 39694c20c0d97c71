#pragma once
// Values between the journal's Value and SQLite's columns and parameters, and table and column
// names quoted for SQL; shared by every db/ file that reads or writes rows generically. The
// names come from the schema, never from user text.

#include <string>
#include <string_view>

#include <SQLiteCpp/Column.h>
#include <SQLiteCpp/Statement.h>

#include "db/journal.hpp"

namespace tachanka::db {

Value columnValue(const SQLite::Column& column);
void bindValue(SQLite::Statement& statement, int index, const Value& value);
std::string quotedName(std::string_view name);

}  // namespace tachanka::db
