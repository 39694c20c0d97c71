// Undo and replay of the ledger: an action's changes put back from its ledger rows, and the
// rows of one campaign's actions written again into another.

#include "db/journal.hpp"

#include <SQLiteCpp/Statement.h>

#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/prepared_statements.hpp"
#include "db/row_access.hpp"
#include "db/sql_values.hpp"
#include "db/taken_back.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

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

}  // namespace tachanka::db
