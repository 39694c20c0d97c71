#include "db/journal.hpp"

#include <SQLiteCpp/Statement.h>

#include <stdexcept>

#include "db/campaign_file.hpp"
#include "db/prepared_statements.hpp"
#include "db/row_access.hpp"
#include "db/row_snapshot.hpp"
#include "db/side_file.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

void bindOptional(SQLite::Statement& statement, int index, std::optional<std::int64_t> id) {
    if (id) {
        statement.bind(index, *id);
    } else {
        statement.bind(index);
    }
}

}  // namespace

std::string rowSnapshot(SQLite::Database& database, Table table, std::int64_t id) {
    std::string pairs;
    for (const auto column : columnsOf(table)) {
        if (!pairs.empty()) pairs += ", ";
        pairs += "'" + std::string(column) + "', " + quotedName(column);
    }
    SQLite::Statement query(database, "SELECT json_object(" + pairs + ") FROM " +
                                          quotedName(tableName(table)) + " WHERE id = ?");
    query.bind(1, id);
    if (!query.executeStep()) throw std::logic_error("a row just inserted is not there");
    return query.getColumn(0).getString();
}

bool isOriginKind(std::string_view kind) {
    return kind == "create" || kind == "migrate" || kind == "import" || kind == sideFileKind;
}

LedgerTags LedgerTags::of(model::LedgerKind kind) {
    LedgerTags tags;
    tags.kind = kind;
    return tags;
}

LedgerTags& LedgerTags::forSide(std::int64_t id) {
    sideId = id;
    return *this;
}

LedgerTags& LedgerTags::forUnit(std::int64_t id) {
    unitId = id;
    return *this;
}

LedgerTags& LedgerTags::forOfficer(std::int64_t id) {
    officerId = id;
    return *this;
}

LedgerTags& LedgerTags::inBattle(std::int64_t id) {
    battleId = id;
    return *this;
}

LedgerTags& LedgerTags::by(std::int64_t count) {
    amount = count;
    return *this;
}

LedgerTags& LedgerTags::because(std::string reason) {
    note = std::move(reason);
    return *this;
}

Value optionalText(const std::optional<std::string>& text) {
    return text ? Value(*text) : nullValue();
}

Value optionalInt(const std::optional<int>& number) {
    return number ? Value(std::int64_t{*number}) : nullValue();
}

std::string valueText(const Value& value) {
    if (const auto* number = std::get_if<std::int64_t>(&value)) return std::to_string(*number);
    if (const auto* text = std::get_if<std::string>(&value)) return *text;
    return "NULL";
}

Journal::Journal(SQLite::Database& database, std::string_view kind, std::string_view description,
                 std::optional<std::string> date, std::optional<std::string> phase)
    : database_(database),
      statements_(database),
      date_(date.value_or("")),
      phase_(phase.value_or("")) {
    SQLite::Statement insert(database_, "INSERT INTO action (kind, description) VALUES (?, ?)");
    insert.bind(1, std::string(kind));
    insert.bind(2, std::string(description));
    insert.exec();
    actionId_ = database_.getLastInsertRowid();
    if (!date) refreshDate();
}

void Journal::describe(std::string_view description) {
    SQLite::Statement update(database_, "UPDATE action SET description = ? WHERE id = ?");
    update.bind(1, std::string(description));
    update.bind(2, actionId_);
    update.exec();
}

void Journal::refreshDate() {
    SQLite::Statement query(database_, "SELECT game_date, phase FROM campaign");
    if (!query.executeStep()) throw StoreError("the file holds no campaign");
    date_ = query.getColumn(0).getString();
    phase_ = query.getColumn(1).getString();
}

std::int64_t Journal::insert(Table table, const Row& row, LedgerTags tags) {
    std::string columns;
    std::string marks;
    for (const auto& [column, value] : row) {
        if (!columns.empty()) {
            columns += ", ";
            marks += ", ";
        }
        columns += quotedName(checkedColumn(table, columnName(column)));
        marks += "?";
    }
    SQLite::Statement& statement = statements_("INSERT INTO " + quotedName(tableName(table)) +
                                               " (" + columns + ") VALUES (" + marks + ")");
    int index = 1;
    for (const auto& entry : row) bindValue(statement, index++, entry.second);
    statement.exec();
    const std::int64_t id = database_.getLastInsertRowid();
    if (table == Table::Campaign) refreshDate();
    appendLedger(tags, table, id, std::nullopt, nullValue(), rowSnapshot(database_, table, id));
    return id;
}

bool Journal::set(Table table, std::int64_t id, Column typed, const Value& value,
                  LedgerTags tags) {
    const std::string_view column = columnName(typed);
    const Value before = readText(statements_, table, id, column);
    if (before == value) return false;
    setColumn(statements_, table, id, column, value);
    if (table == Table::Campaign) refreshDate();
    appendLedger(tags, table, id, column, before, value);
    return true;
}

void Journal::note(LedgerTags tags) {
    appendLedger(tags, std::nullopt, std::nullopt, std::nullopt, nullValue(), nullValue());
}

void Journal::appendLedger(const LedgerTags& tags, std::optional<Table> table,
                           std::optional<std::int64_t> id, std::optional<std::string_view> column,
                           const Value& before, const Value& after) {
    static const std::string sql =
        "INSERT INTO ledger (action_id, game_date, phase, side_id, battle_id, kind, unit_id, "
        "officer_id, amount, note, entity, entity_id, field, before, after) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    SQLite::Statement& insert = statements_(sql);
    insert.bind(1, actionId_);
    insert.bind(2, date_);
    insert.bind(3, phase_);
    bindOptional(insert, 4, tags.sideId);
    bindOptional(insert, 5, tags.battleId);
    insert.bind(6, std::string(model::ledgerKindName(tags.kind)));
    bindOptional(insert, 7, tags.unitId);
    bindOptional(insert, 8, tags.officerId);
    insert.bind(9, tags.amount);
    insert.bind(10, tags.note);
    bindValue(insert, 11, table ? Value(std::string(tableName(*table))) : nullValue());
    bindOptional(insert, 12, id);
    bindValue(insert, 13, column ? Value(std::string(*column)) : nullValue());
    bindValue(insert, 14, before);
    bindValue(insert, 15, after);
    insert.exec();
}

Value readValue(SQLite::Database& database, Table table, std::int64_t id, Column column) {
    PreparedStatements statements(database);
    return readText(statements, table, id, columnName(column));
}

std::string dumpState(SQLite::Database& database, bool withLedger) {
    std::vector<std::string> tables;
    for (const auto table : allTables()) tables.emplace_back(tableName(table));
    if (withLedger) {
        tables.emplace_back("action");
        tables.emplace_back("ledger");
        tables.emplace_back("taken_back");
    }
    std::string dump;
    for (const auto& table : tables) {
        SQLite::Statement query(database, "SELECT * FROM " + quotedName(table) + " ORDER BY id");
        while (query.executeStep()) {
            dump += table;
            for (int column = 0; column < query.getColumnCount(); ++column) {
                dump += std::string("|") + query.getColumnName(column) + "=" +
                        valueText(columnValue(query.getColumn(column)));
            }
            dump += '\n';
        }
    }
    return dump;
}

}  // namespace tachanka::db
