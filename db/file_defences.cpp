#include "db/file_defences.hpp"

#include <SQLiteCpp/Statement.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/campaign_file_checks.hpp"
#include "db/schema.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

// Far beyond any value a campaign holds (a season's ledger is tens of MB in all); a scan of a
// club's map, the largest thing a campaign may keep, fits.
constexpr int maxValueBytes = 256 * 1024 * 1024;
// Tachanka's own statements are a few kB; a migration is the longest.
constexpr int maxStatementBytes = 1024 * 1024;
// SQLite's heap in all, for every campaign a process has open: a private copy of a season at
// ten times its size is a few hundred MB.
constexpr sqlite3_int64 maxHeapBytes = sqlite3_int64{2} * 1024 * 1024 * 1024;
// How many of SQLite's virtual machine steps pass between two looks at the clock.
constexpr int stepsBetweenLooks = 10000;

// When the statement running on this thread began. A trigger's subprogram does not restart
// it (the campaign has none of its own, but the bound must hold even if one slipped through).
thread_local std::chrono::steady_clock::time_point statementStarted =
    std::chrono::steady_clock::now();

int noteStatementStart(unsigned, void*, void*, void* text) {
    const auto* sql = static_cast<const char*>(text);
    if (sql == nullptr || sql[0] != '-' || sql[1] != '-') {
        statementStarted = std::chrono::steady_clock::now();
    }
    return 0;
}

// `seconds` is the connection's bound, carried in the handler's user data.
int stopWhenTooLong(void* seconds) {
    return std::chrono::steady_clock::now() - statementStarted >
           std::chrono::seconds(reinterpret_cast<std::intptr_t>(seconds));
}

struct SchemaObject {
    std::string table;                 // the table it belongs to
    std::vector<std::string> columns;  // a table's columns, hidden ones marked; an index's
    bool operator==(const SchemaObject&) const = default;
};
// By type and name: ("table", "unit"), ("index", "ledger_by_kind").
using Schema = std::map<std::pair<std::string, std::string>, SchemaObject>;

// SQLite's own bookkeeping, made by ANALYZE in any session: no SQL of the file's runs from it.
bool isSqliteStatistics(const std::string& name) { return name.starts_with("sqlite_stat"); }

// Three statements however many tables there are: every open of a campaign runs this, and a
// statement for each table cost more than the rest of the open.
Schema schemaOf(SQLite::Database& database) {
    Schema schema;
    SQLite::Statement objects(database, "SELECT type, name, tbl_name FROM sqlite_schema");
    while (objects.executeStep()) {
        const std::string name = objects.getColumn(1).getString();
        if (isSqliteStatistics(name)) continue;
        schema.emplace(std::pair{objects.getColumn(0).getString(), name},
                       SchemaObject{objects.getColumn(2).getString(), {}});
    }
    // Each object's columns in their order (a table-valued pragma yields them so for each row
    // of sqlite_schema it is joined to).
    for (const auto& [type, columnsOf] :
         {std::pair{"table", "pragma_table_xinfo(s.name) c WHERE s.type = 'table'"},
          std::pair{"index", "pragma_index_xinfo(s.name) c WHERE s.type = 'index'"}}) {
        SQLite::Statement columns(database,
                                  std::string("SELECT s.name, c.name, c.") +
                                      (std::string_view(type) == "table" ? "hidden" : "key") +
                                      " FROM sqlite_schema s JOIN " + columnsOf);
        while (columns.executeStep()) {
            const auto found =
                schema.find(std::pair{std::string(type), columns.getColumn(0).getString()});
            if (found == schema.end()) continue;
            const auto column = columns.getColumn(1);
            found->second.columns.push_back(
                (column.isNull() ? std::string("(expression)") : column.getString()) +
                (columns.getColumn(2).getInt() != 0 ? "*" : ""));
        }
    }
    return schema;
}

// What Tachanka's migrations make at `version`, made once per process in memory.
const Schema& expectedSchema(int version) {
    static std::mutex guard;
    static std::map<int, Schema> made;
    const std::lock_guard lock(guard);
    if (const auto found = made.find(version); found != made.end()) return found->second;
    SQLite::Database memory(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    const auto steps = migrations();
    for (int step = 0; step < version && step < static_cast<int>(steps.size()); ++step) {
        memory.exec(std::string(steps[static_cast<std::size_t>(step)]));
    }
    return made.emplace(version, schemaOf(memory)).first->second;
}

// "missing: entrenchment; not Tachanka's: motto", or the table it belongs to.
std::string columnsApart(const SchemaObject& made, const SchemaObject& found) {
    const auto without = [](const std::vector<std::string>& all,
                            const std::vector<std::string>& less) {
        std::string names;
        for (const auto& name : all) {
            if (std::find(less.begin(), less.end(), name) == less.end()) {
                names += (names.empty() ? "" : ", ") + name;
            }
        }
        return names;
    };
    const std::string missing = without(made.columns, found.columns);
    const std::string extra = without(found.columns, made.columns);
    std::string apart;
    if (!missing.empty()) apart = "missing: " + missing;
    if (!extra.empty()) apart += (apart.empty() ? "" : "; ") + std::string("not Tachanka's: ") + extra;
    if (apart.empty()) apart = made.table == found.table ? "in another order" : "on table " + found.table;
    return apart;
}

std::string refusal(const std::filesystem::path& file, const std::string& what) {
    return quoted(file) + " " + what + ": a campaign file holds only what Tachanka made, so it "
           "was not opened and is unchanged";
}

// What makes a campaign this one: the seed and scenario it was made with, and when and how its
// first action was recorded. A foreign -wal nearly always holds the other campaign's campaign
// row (every advance writes it). How far the history goes is no mark: a -wal of the
// campaign's own may hold an undo, which takes the last action away.
struct Lineage {
    std::int64_t seed = 0;
    std::string scenario;
    std::string created;
    bool operator==(const Lineage&) const = default;
};

Lineage lineageOf(SQLite::Database& database) {
    // Read before the schema is checked: only from tables, never a view a file put in their
    // place (the schema check refuses that file next).
    if (database.execAndGet("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND "
                            "name IN ('campaign', 'action')")
            .getInt() != 2) {
        return {};
    }
    SQLite::Statement row(database,
                          "SELECT seed, scenario_id, "
                          "(SELECT recorded_at || ' ' || description FROM action ORDER BY id "
                          "LIMIT 1) FROM campaign");
    if (!row.executeStep()) return {};
    return {row.getColumn(0).getInt64(), row.getColumn(1).getString(),
            row.getColumn(2).getString()};
}

std::int64_t pageCount(SQLite::Database& database) {
    return database.execAndGet("PRAGMA page_count").getInt64();
}

// Every object's SQL as the file keeps it, which is all SQLite builds its schema from: the
// same text is the same schema.
std::string schemaText(SQLite::Database& database, int version) {
    std::string text = std::to_string(version);
    SQLite::Statement objects(database,
                              "SELECT type, name, tbl_name, sql FROM sqlite_schema "
                              "ORDER BY type, name");
    while (objects.executeStep()) {
        for (int column = 0; column < 4; ++column) {
            text += '\x1f';
            text += objects.getColumn(column).getString();
        }
    }
    return text;
}

void checkSchemaColumns(SQLite::Database& database, const std::filesystem::path& file,
                        int version) {
    const Schema found = schemaOf(database);
    const Schema& expected = expectedSchema(version);
    const auto named = [](const std::pair<std::string, std::string>& key) {
        return (key.first == "index" ? "an " : "a ") + key.first + " " + model::quoted(key.second);
    };
    for (const auto& [key, object] : found) {
        const auto made = expected.find(key);
        if (made == expected.end()) {
            const bool code = key.first == "trigger" || key.first == "view";
            throw StoreError(refusal(file, "holds " + std::string(code ? "SQL of its own, " : "") +
                                               named(key) + " Tachanka did not make"));
        }
        if (!(made->second == object)) {
            throw StoreError(refusal(file, "has " + named(key) + " whose columns are not " +
                                               "Tachanka's (" +
                                               columnsApart(made->second, object) + ")"));
        }
    }
    // A missing table is named before the indexes that went with it.
    for (const bool tables : {true, false}) {
        for (const auto& [key, object] : expected) {
            if ((key.first == "table") == tables && !found.contains(key)) {
                throw StoreError(quoted(file) + " lacks " + named(key) + " of a schema " +
                                 std::to_string(version) +
                                 " campaign: it is damaged, and was not opened");
            }
        }
    }
}

}  // namespace

void checkWalIsTheCampaigns(const std::filesystem::path& file) {
    const auto wal = besides(file, "-wal");
    std::error_code error;
    // A -wal of no more than its header holds no changes.
    if (!std::filesystem::exists(wal, error) || std::filesystem::file_size(wal, error) <= 32) return;
    Lineage alone;
    std::int64_t pagesAlone = 0;
    try {
        SQLite::Database main(immutableUri(file), SQLite::OPEN_READONLY | SQLite::OPEN_URI);
        defendConnection(main);
        alone = lineageOf(main);
        pagesAlone = pageCount(main);
    } catch (const SQLite::Exception&) {
        // The file alone cannot be read as it stands (another program is folding its -wal in,
        // or the campaign is new): there is nothing to compare.
        return;
    }
    try {
        // Read-only, so this look never folds the -wal into the campaign.
        SQLite::Database merged(file.string(), SQLite::OPEN_READONLY, busyTimeoutMs);
        defendConnection(merged);
        // A campaign file never shrinks (Tachanka never vacuums: a row taken away leaves its
        // page free), so its own -wal ends at least as long; a copy played on less does not.
        if (lineageOf(merged) == alone && pageCount(merged) >= pagesAlone) return;
    } catch (const SQLite::Exception& failure) {
        const int code = failure.getErrorCode() & 0xff;
        if (code == SQLITE_BUSY || code == SQLITE_LOCKED) throw storeError(file, failure);
    }
    throw StoreError(quoted(wal) + " beside " + quoted(file) +
                     " is not this campaign's (it holds another file's changes): move it away "
                     "to open the campaign; nothing was changed");
}

void defendConnection(SQLite::Database& database, int statementSeconds) {
    static std::once_flag heapLimit;
    std::call_once(heapLimit, [] { sqlite3_hard_heap_limit64(maxHeapBytes); });
    sqlite3* handle = database.getHandle();
    sqlite3_db_config(handle, SQLITE_DBCONFIG_DEFENSIVE, 1, static_cast<int*>(nullptr));
    sqlite3_db_config(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, static_cast<int*>(nullptr));
    sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, maxValueBytes);
    sqlite3_limit(handle, SQLITE_LIMIT_SQL_LENGTH, maxStatementBytes);
    sqlite3_limit(handle, SQLITE_LIMIT_ATTACHED, 0);
    sqlite3_limit(handle, SQLITE_LIMIT_TRIGGER_DEPTH, 1);
    sqlite3_limit(handle, SQLITE_LIMIT_EXPR_DEPTH, 200);
    sqlite3_trace_v2(handle, SQLITE_TRACE_STMT, noteStatementStart, nullptr);
    sqlite3_progress_handler(handle, stepsBetweenLooks, stopWhenTooLong,
                             reinterpret_cast<void*>(std::intptr_t{statementSeconds}));
}

void checkSchemaIsTachankas(SQLite::Database& database, const std::filesystem::path& file,
                            int version) {
    // A schema found Tachanka's once is not looked at column by column again in this process:
    // a window or a server opens the same campaign for every action and page.
    static std::mutex guard;
    static std::set<std::string> foundTachankas;
    auto text = schemaText(database, version);
    {
        const std::lock_guard lock(guard);
        if (foundTachankas.contains(text)) return;
    }
    checkSchemaColumns(database, file, version);
    const std::lock_guard lock(guard);
    if (foundTachankas.size() < 16) foundTachankas.insert(std::move(text));
}

}  // namespace tachanka::db
