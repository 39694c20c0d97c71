#include "db/campaign_exchange.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <charconv>

#include "db/campaign_file.hpp"
#include "db/schema.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

ColumnType declaredType(const std::string& table, const std::string& column,
                        const std::string& type) {
    if (type == "INTEGER") return ColumnType::Integer;
    if (type == "TEXT") return ColumnType::Text;
    if (type == "ANY") return ColumnType::Any;
    throw StoreError("column " + table + "." + column + " has type '" + type +
                     "', which a campaign cannot be exchanged with");
}

}  // namespace

const ColumnInfo* TableInfo::column(std::string_view columnName) const {
    for (const auto& each : columns) {
        if (each.name == columnName) return &each;
    }
    return nullptr;
}

std::vector<TableInfo> exchangeTables(SQLite::Database& database) {
    std::vector<TableInfo> tables;
    SQLite::Statement names(database,
                            "SELECT name FROM sqlite_master WHERE type = 'table' "
                            "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid");
    while (names.executeStep()) tables.push_back({names.getColumn(0).getString(), {}});
    for (auto& table : tables) {
        SQLite::Statement columns(database, "SELECT name, type FROM pragma_table_info(?) ORDER BY cid");
        columns.bind(1, table.name);
        while (columns.executeStep()) {
            const std::string name = columns.getColumn(0).getString();
            table.columns.push_back(
                {name, declaredType(table.name, name, columns.getColumn(1).getString())});
        }
    }
    return tables;
}

std::vector<std::vector<Value>> tableRows(SQLite::Database& database, const TableInfo& table) {
    std::string columns;
    for (const auto& column : table.columns) {
        columns += (columns.empty() ? "" : ", ") + quotedName(column.name);
    }
    SQLite::Statement query(database, "SELECT " + columns + " FROM " + quotedName(table.name) +
                                          " ORDER BY rowid");
    std::vector<std::vector<Value>> rows;
    while (query.executeStep()) {
        std::vector<Value> row;
        for (int index = 0; index < query.getColumnCount(); ++index) {
            const auto column = query.getColumn(index);
            // Built in place: GCC 12 at -O2 takes a variant moved into the vector for one whose
            // string may be read uninitialised (-Wmaybe-uninitialized, a false alarm).
            if (column.isNull()) {
                row.emplace_back(nullValue());
            } else if (column.isInteger()) {
                row.emplace_back(std::in_place_type<std::int64_t>, column.getInt64());
            } else if (column.isText()) {
                row.emplace_back(std::in_place_type<std::string>, column.getString());
            } else {
                throw StoreError("table " + table.name + " holds a value that is neither a "
                                 "whole number nor text");
            }
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

RowRestorer::RowRestorer(SQLite::Database& database) : database_(database) {
    database_.exec("PRAGMA defer_foreign_keys = ON");
}

void RowRestorer::insert(const TableInfo& table,
                         const std::vector<std::pair<std::string, Value>>& row) {
    std::string columns;
    std::string marks;
    for (const auto& [column, value] : row) {
        if (table.column(column) == nullptr) {
            throw StoreError("table " + table.name + " has no column " + model::quoted(column));
        }
        columns += (columns.empty() ? "" : ", ") + quotedName(column);
        marks += marks.empty() ? "?" : ", ?";
    }
    try {
        SQLite::Statement statement(database_, "INSERT INTO " + quotedName(table.name) + " (" +
                                                   columns + ") VALUES (" + marks + ")");
        int index = 1;
        for (const auto& entry : row) {
            bindValue(statement, index++, entry.second);
        }
        statement.exec();
    } catch (const SQLite::Exception& failure) {
        throw StoreError(failure.what());
    }
}

std::vector<RowRestorer::BrokenReference> RowRestorer::brokenReferences() {
    std::vector<BrokenReference> broken;
    SQLite::Statement check(database_, "PRAGMA foreign_key_check");
    while (check.executeStep()) {
        broken.push_back({check.getColumn(0).getString(), check.getColumn(1).getInt64(),
                          check.getColumn(2).getString()});
    }
    return broken;
}

namespace {

// "side|id=2|name=Whites..." as dumpState writes it: the table and the row id.
UnaccountedRow rowOfDumpLine(std::string_view line) {
    constexpr std::string_view idMark = "|id=";
    const auto bar = line.find('|');
    // A line that a value's own line break began names no row; the caller says no more then.
    if (bar == std::string_view::npos || !line.substr(bar).starts_with(idMark)) return {};
    const auto id = line.substr(bar + idMark.size());
    UnaccountedRow row{std::string(line.substr(0, bar)), 0};
    std::from_chars(id.data(), id.data() + id.size(), row.rowId);
    return row;
}

std::vector<std::string_view> linesOf(std::string_view dump) {
    std::vector<std::string_view> lines;
    for (std::size_t at = 0; at < dump.size();) {
        const auto end = dump.find('\n', at);
        lines.push_back(dump.substr(at, end - at));
        at = end == std::string_view::npos ? dump.size() : end + 1;
    }
    return lines;
}

}  // namespace

std::optional<UnaccountedRow> rowUnaccountedByLedger(SQLite::Database& database) {
    SQLite::Database replayed(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    for (const auto step : migrations()) replayed.exec(std::string(step));
    replayLedger(database, replayed);
    const std::string expected = dumpState(replayed, false);
    const std::string held = dumpState(database, false);
    const auto expectedLines = linesOf(expected);
    const auto heldLines = linesOf(held);
    const auto [replayedRow, heldRow] = std::mismatch(expectedLines.begin(), expectedLines.end(),
                                                      heldLines.begin(), heldLines.end());
    if (heldRow != heldLines.end()) return rowOfDumpLine(*heldRow);
    if (replayedRow != expectedLines.end()) return rowOfDumpLine(*replayedRow);
    return std::nullopt;
}

std::vector<StoredArmyList> storedArmyLists(SQLite::Database& database) {
    SQLite::Statement query(database, "SELECT id, army, name, source FROM army_list ORDER BY id");
    std::vector<StoredArmyList> lists;
    while (query.executeStep()) {
        lists.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                         query.getColumn(2).getString(), query.getColumn(3).getString()});
    }
    return lists;
}

}  // namespace tachanka::db
