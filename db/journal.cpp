#include "db/journal.hpp"

#include <SQLiteCpp/Statement.h>

#include <limits>
#include <stdexcept>

#include "db/campaign_file.hpp"
#include "db/prepared_statements.hpp"
#include "db/row_snapshot.hpp"
#include "db/side_file.hpp"
#include "db/sql_values.hpp"
#include "db/taken_back.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

std::string_view checkedColumn(Table table, std::string_view column) {
    if (!hasColumn(table, column)) {
        throw std::logic_error("table " + std::string(tableName(table)) + " has no column " +
                               model::quoted(column));
    }
    return column;
}

// A column named by a ledger row's text (undo and replay), or by a typed Column.
Value readText(PreparedStatements& statements, Table table, std::int64_t id,
               std::string_view column);

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

namespace {

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

void insertFromSnapshot(SQLite::Database& database, Table table, const std::string& json) {
    SQLite::Statement fields(database, "SELECT key, value FROM json_each(?)");
    fields.bind(1, json);
    std::string columns;
    std::string marks;
    std::vector<Value> values;
    while (fields.executeStep()) {
        const std::string column = fields.getColumn(0).getString();
        if (!columns.empty()) {
            columns += ", ";
            marks += ", ";
        }
        columns += quotedName(checkedColumn(table, column));
        marks += "?";
        values.push_back(columnValue(fields.getColumn(1)));
    }
    SQLite::Statement insert(database, "INSERT INTO " + quotedName(tableName(table)) + " (" +
                                           columns + ") VALUES (" + marks + ")");
    for (std::size_t index = 0; index < values.size(); ++index) {
        bindValue(insert, static_cast<int>(index) + 1, values[index]);
    }
    insert.exec();
}

void deleteRow(SQLite::Database& database, Table table, std::int64_t id) {
    SQLite::Statement remove(database,
                             "DELETE FROM " + quotedName(tableName(table)) + " WHERE id = ?");
    remove.bind(1, id);
    remove.exec();
}

Table storedTable(const std::string& name) {
    const auto table = tableNamed(name);
    if (!table) throw StoreError("the ledger names an unknown table " + model::quoted(name));
    return *table;
}

// One change of an action as its ledger row records it, for undo.
struct LedgerChange {
    std::int64_t row;
    std::string entity;
    std::int64_t id;
    std::optional<std::string> field;  // none: the change made the row
    Value before;
};

// A change's column and the value undo would put back are what Tachanka wrote, or a StoreError
// of one line: a ledger edited by hand may name a column the table lacks, or hold text where
// the column keeps a number, and undo would otherwise fail halfway or leave a campaign that no
// command can read.
void checkRestorable(PreparedStatements& statements, Table table, const LedgerChange& change) {
    const std::string row = "ledger row " + std::to_string(change.row);
    const std::string& field = *change.field;
    if (!hasColumn(table, field)) {
        throw StoreError("the campaign file's " + row + " changes " + model::quoted(field) +
                         ", which is not a column of " + std::string(tableName(table)));
    }
    const std::string what = std::string(tableName(table)) + " " + field + " before";
    const bool keepsNumbers = std::holds_alternative<std::int64_t>(
        readText(statements, table, change.id, field));
    if (keepsNumbers && std::holds_alternative<std::string>(change.before)) {
        throw StoreError("the campaign file's " + row + " has " + what + " " +
                         model::quoted(valueText(change.before)) + ", not a whole number");
    }
    const auto* number = std::get_if<std::int64_t>(&change.before);
    const auto column = columnNamed(field);
    if (number && column) inStoredRange(*number, storedRange(*column), row, what);
}

}  // namespace

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

namespace {

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

}  // namespace

std::optional<UndoneAction> actionToUndo(SQLite::Database& database) {
    SQLite::Statement last(database,
                           "SELECT id, kind, description FROM action ORDER BY id DESC LIMIT 1");
    if (!last.executeStep()) return std::nullopt;
    UndoneAction next{last.getColumn(0).getInt64(), last.getColumn(1).getString(),
                      last.getColumn(2).getString()};
    if (isOriginKind(next.kind)) return std::nullopt;
    return next;
}

HistoryMark historyMark(SQLite::Database& database) {
    SQLite::Statement query(database,
                            "SELECT (SELECT max(id) FROM action), (SELECT max(id) FROM ledger), "
                            "(SELECT recorded_at FROM action ORDER BY id DESC LIMIT 1)");
    query.executeStep();
    return {query.getColumn(0).getInt64(), query.getColumn(1).getInt64(),
            query.getColumn(2).getString()};
}

std::optional<std::set<std::pair<std::string, std::string>>> fieldsChangedSince(
    SQLite::Database& database, const HistoryMark& mark, std::size_t limit) {
    // The mark's last action and last ledger row are still there as they were: nothing it saw
    // was undone (an undo removes both, and a later action would be recorded anew).
    SQLite::Statement still(database,
                            "SELECT (SELECT recorded_at FROM action WHERE id = ?1), "
                            "(SELECT action_id FROM ledger WHERE id = ?2), "
                            "(SELECT count(*) FROM ledger WHERE id > ?2)");
    still.bind(1, mark.lastActionId);
    still.bind(2, mark.lastLedgerId);
    still.executeStep();
    const auto ledgerRowAction = still.getColumn(1);
    const bool ledgerRowKept = mark.lastLedgerId == 0 || (!ledgerRowAction.isNull() &&
                                                          ledgerRowAction.getInt64() <=
                                                              mark.lastActionId);
    const bool grown = !still.getColumn(0).isNull() &&
                       still.getColumn(0).getString() == mark.lastRecordedAt && ledgerRowKept;
    if (!grown || static_cast<std::size_t>(still.getColumn(2).getInt64()) > limit) {
        return std::nullopt;
    }
    std::set<std::pair<std::string, std::string>> fields;
    SQLite::Statement rows(database,
                           "SELECT coalesce(entity, ''), coalesce(field, '') FROM ledger "
                           "WHERE id > ?");
    rows.bind(1, mark.lastLedgerId);
    while (rows.executeStep()) {
        fields.emplace(rows.getColumn(0).getString(), rows.getColumn(1).getString());
    }
    return fields;
}

std::optional<UndoneAction> undoLastAction(
    SQLite::Database& database, const std::function<void(const UndoneAction& next)>& approve) {
    const auto undone = actionToUndo(database);
    if (!undone) return std::nullopt;
    if (approve) approve(*undone);
    const std::int64_t actionId = undone->actionId;
    if (undone->kind == returnKind) {
        putBackTakenBack(database, actionId);
        return undone;
    }

    std::vector<LedgerChange> changes;
    SQLite::Statement rows(database,
                           "SELECT id, entity, entity_id, field, before FROM ledger "
                           "WHERE action_id = ? AND entity IS NOT NULL ORDER BY id DESC");
    rows.bind(1, actionId);
    while (rows.executeStep()) {
        changes.push_back({rows.getColumn(0).getInt64(), rows.getColumn(1).getString(),
                           rows.getColumn(2).getInt64(),
                           rows.getColumn(3).isNull()
                               ? std::nullopt
                               : std::optional<std::string>(rows.getColumn(3).getString()),
                           columnValue(rows.getColumn(4))});
    }
    // The action's own ledger rows may refer to rows it created: they go first.
    SQLite::Statement forgetRows(database, "DELETE FROM ledger WHERE action_id = ?");
    forgetRows.bind(1, actionId);
    forgetRows.exec();
    PreparedStatements statements(database);
    for (const auto& change : changes) {
        const Table table = storedTable(change.entity);
        if (change.field) {
            checkRestorable(statements, table, change);
            setColumn(statements, table, change.id, *change.field, change.before);
        } else {
            deleteRow(database, table, change.id);
        }
    }
    SQLite::Statement forgetAction(database, "DELETE FROM action WHERE id = ?");
    forgetAction.bind(1, actionId);
    forgetAction.exec();
    return undone;
}

void replayLedger(SQLite::Database& source, SQLite::Database& target,
                  std::optional<std::int64_t> throughAction, std::int64_t afterAction) {
    SQLite::Statement rows(source,
                           "SELECT id, entity, entity_id, field, before, after FROM ledger "
                           "WHERE entity IS NOT NULL AND action_id > ? AND action_id <= ? "
                           "ORDER BY id");
    rows.bind(1, afterAction);
    rows.bind(2, throughAction.value_or(std::numeric_limits<std::int64_t>::max()));
    PreparedStatements statements(target);
    while (rows.executeStep()) {
        try {
            const Table table = storedTable(rows.getColumn(1).getString());
            const Value after = columnValue(rows.getColumn(5));
            if (rows.getColumn(3).isNull()) {
                insertFromSnapshot(target, table, valueText(after));
                continue;
            }
            const std::int64_t id = rows.getColumn(2).getInt64();
            const std::string column = rows.getColumn(3).getString();
            // Undo puts `before` back: it must be what the rows before this one left.
            const Value before = columnValue(rows.getColumn(4));
            const Value current = readText(statements, table, id, column);
            if (current != before) {
                throw StoreError(std::string(tableName(table)) + " row " + std::to_string(id) +
                                 " has " + column + " " + model::quoted(valueText(current)) +
                                 " here, not the " + model::quoted(valueText(before)) +
                                 " this change starts from");
            }
            setColumn(statements, table, id, column, after);
        } catch (const std::exception& failure) {
            throw LedgerRowError(rows.getColumn(0).getInt64(), failure.what());
        }
    }
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
