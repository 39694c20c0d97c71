#include "db/row_access.hpp"

#include <SQLiteCpp/Statement.h>

#include <stdexcept>
#include <string>

#include "db/campaign_file.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {

std::string_view checkedColumn(Table table, std::string_view column) {
    if (!hasColumn(table, column)) {
        throw std::logic_error("table " + std::string(tableName(table)) + " has no column " +
                               model::quoted(column));
    }
    return column;
}

void setColumn(PreparedStatements& statements, Table table, std::int64_t id,
               std::string_view column, const Value& value) {
    SQLite::Statement& update =
        statements("UPDATE " + quotedName(tableName(table)) + " SET " +
                   quotedName(checkedColumn(table, column)) + " = ? WHERE id = ?");
    bindValue(update, 1, value);
    update.bind(2, id);
    if (update.exec() != 1) {
        throw std::logic_error("no " + std::string(tableName(table)) + " row " +
                               std::to_string(id));
    }
}

Value readText(PreparedStatements& statements, Table table, std::int64_t id,
               std::string_view column) {
    SQLite::Statement& query =
        statements("SELECT " + quotedName(checkedColumn(table, column)) + " FROM " +
                   quotedName(tableName(table)) + " WHERE id = ?");
    query.bind(1, id);
    // A ledger row edited by hand may name a row that is not there.
    if (!query.executeStep()) {
        throw StoreError("the campaign file has no " + std::string(tableName(table)) + " row " +
                         std::to_string(id));
    }
    Value value = columnValue(query.getColumn(0));
    query.reset();  // no read left open in the action's transaction
    return value;
}

}  // namespace tachanka::db
