#pragma once
// Values between the journal's Value and SQLite's columns and parameters, and table and column
// names quoted for SQL; shared by every db/ file that reads or writes rows generically. The
// names come from the schema, never from user text.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <SQLiteCpp/Column.h>
#include <SQLiteCpp/Statement.h>

#include "db/columns.hpp"
#include "db/journal.hpp"
#include "db/stored_ranges.hpp"

namespace tachanka::db {

Value columnValue(const SQLite::Column& column);
void bindValue(SQLite::Statement& statement, int index, const Value& value);
std::string quotedName(std::string_view name);
// A row id that may be NULL.
std::optional<std::int64_t> optionalId(const SQLite::Column& column);

// The whole number in `value`, read in full (SQLiteCpp's getInt() keeps only the low 32 bits,
// so 9223372036854775807 read as -1), or a StoreError of one line naming `owner` and `what`
// when the file holds anything else: "the campaign file's side 'Reds' has recruit points
// 9223372036854775807, more than Tachanka can hold (at most 10000000)". Every whole number
// db/ reads from a campaign goes through this.
std::int64_t storedNumber(const SQLite::Column& value, StoredRange range, std::string_view owner,
                          std::string_view what);
// `number` if it is in `range`, or the same refusal as storedNumber's.
std::int64_t inStoredRange(std::int64_t number, StoredRange range, std::string_view owner,
                           std::string_view what);
// The same for `column`, in its storedRange(), named by its words ("recruit points").
int storedInt(const SQLite::Column& value, Column column, std::string_view owner);
bool storedFlag(const SQLite::Column& value, Column column, std::string_view owner);

}  // namespace tachanka::db
