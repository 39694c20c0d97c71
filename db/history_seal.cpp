#include "db/history_seal.hpp"

#include <SQLiteCpp/Statement.h>
#include <sqlite3.h>
#include <sys/stat.h>

#include "db/side_file.hpp"

namespace tachanka::db {

bool inTransaction(SQLite::Database& database) {
    return sqlite3_get_autocommit(database.getHandle()) == 0;
}

std::optional<HistorySeal> historySealOf(SQLite::Database& database) {
    // SQLite's own name for the file the connection has open; empty for one in memory.
    const char* name = sqlite3_db_filename(database.getHandle(), "main");
    struct stat status {};
    if (name == nullptr || *name == '\0' || ::stat(name, &status) != 0) return std::nullopt;
    if (sideFileMark(database)) return std::nullopt;
    SQLite::Statement query(database,
                            "SELECT (SELECT user_version FROM pragma_user_version), id, chain "
                            "FROM ledger ORDER BY id DESC LIMIT 1");
    if (!query.executeStep() || query.getColumn(2).isNull()) return std::nullopt;
    return HistorySeal{name, status.st_dev, status.st_ino, query.getColumn(0).getInt(),
                       query.getColumn(1).getInt64(), query.getColumn(2).getString()};
}

bool grownFrom(SQLite::Database& database, const HistorySeal& since, std::int64_t mostRows) {
    SQLite::Statement still(database,
                            "SELECT chain = ?2, (SELECT count(*) FROM ledger WHERE id > ?1) "
                            "FROM ledger WHERE id = ?1");
    still.bind(1, since.lastLedgerId);
    still.bind(2, since.seal);
    return still.executeStep() && still.getColumn(0).getInt() == 1 &&
           still.getColumn(1).getInt64() <= mostRows;
}

}  // namespace tachanka::db
