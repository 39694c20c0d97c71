#include "db/data_version.hpp"

namespace tachanka::db {

std::int64_t dataVersion(SQLite::Database& database) {
    return database.execAndGet("PRAGMA data_version").getInt64();
}

}  // namespace tachanka::db
