#pragma once
// A campaign's rows as they stand, table by table, for writing a campaign out and reading it
// back exactly: the tables and columns come from the file's own schema, so a column added by
// a later migration travels without any change here.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"

namespace tachanka::db {

// As the schema declares it; ANY columns (the ledger's before/after) keep each value's type.
enum class ColumnType { Integer, Text, Any };

struct ColumnInfo {
    std::string name;
    ColumnType type = ColumnType::Text;
};

struct TableInfo {
    std::string name;
    std::vector<ColumnInfo> columns;

    const ColumnInfo* column(std::string_view columnName) const;  // nullptr: no such column
};

// Every table of the file, in the order the schema created them, the ledger included.
std::vector<TableInfo> exchangeTables(SQLite::Database& database);

// The table's rows in id order, one value per column in the table's column order.
std::vector<std::vector<Value>> tableRows(SQLite::Database& database, const TableInfo& table);

// Puts rows back as they were written out, ids included, into a file that has the schema and
// no rows. Foreign keys are checked once every row is in (rows may refer forwards).
class RowRestorer {
public:
    explicit RowRestorer(SQLite::Database& database);

    // Throws StoreError with SQLite's reason when the row breaks a rule of the schema.
    void insert(const TableInfo& table, const std::vector<std::pair<std::string, Value>>& row);

    struct BrokenReference {
        std::string table;
        std::int64_t rowId = 0;
        std::string parent;  // the table the missing row should be in
    };
    std::vector<BrokenReference> brokenReferences();

private:
    SQLite::Database& database_;
};

// A row the ledger does not account for: replaying the ledger from nothing gives it otherwise,
// or not at all, or gives a row the file lacks. Undo relies on the ledger being the history.
struct UnaccountedRow {
    std::string table;  // empty when the difference cannot be pinned to one row
    std::int64_t rowId = 0;
};

// Replays the ledger of `database` into an empty campaign and compares the rows: none when they
// agree. A ledger row that cannot be applied at all is a LedgerRowError (db/journal.hpp).
std::optional<UnaccountedRow> rowUnaccountedByLedger(SQLite::Database& database);

// The army lists a campaign keeps (table army_list), by their id ("whites").
struct StoredArmyList {
    std::int64_t rowId = 0;
    std::string army;
    std::string name;
    std::string source;  // the army list's XML, as the templates folder holds it
};

std::vector<StoredArmyList> storedArmyLists(SQLite::Database& database);

}  // namespace tachanka::db
