#pragma once
// Internal to db/: one column of one state row read and written by its name, as the journal,
// undo and a replay of the ledger do, through statements prepared once per transaction.

#include <cstdint>
#include <string_view>

#include "db/journal.hpp"
#include "db/prepared_statements.hpp"
#include "db/tables.hpp"

namespace tachanka::db {

// `column` itself, if `table` has it; otherwise std::logic_error.
std::string_view checkedColumn(Table table, std::string_view column);
// A column named by a ledger row's text (undo and replay), or by a typed Column; a row that is
// not there (a ledger edited by hand) is a StoreError.
Value readText(PreparedStatements& statements, Table table, std::int64_t id,
               std::string_view column);
// std::logic_error when the row is not there.
void setColumn(PreparedStatements& statements, Table table, std::int64_t id,
               std::string_view column, const Value& value);

}  // namespace tachanka::db
