#include "db/sql_values.hpp"

namespace tachanka::db {

Value columnValue(const SQLite::Column& column) {
    if (column.isNull()) return nullValue();
    if (column.isInteger()) return column.getInt64();
    return column.getString();
}

void bindValue(SQLite::Statement& statement, int index, const Value& value) {
    if (const auto* number = std::get_if<std::int64_t>(&value)) {
        statement.bind(index, *number);
    } else if (const auto* text = std::get_if<std::string>(&value)) {
        statement.bind(index, *text);
    } else {
        statement.bind(index);
    }
}

std::string quotedName(std::string_view name) { return "\"" + std::string(name) + "\""; }

}  // namespace tachanka::db
