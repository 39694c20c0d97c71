#include "db/record_queries.hpp"

#include <string>

#include <SQLiteCpp/Statement.h>

namespace tachanka::db {

bool battleExists(SQLite::Database& database, std::int64_t battleId) {
    SQLite::Statement query(database, "SELECT 1 FROM battle WHERE id = ?");
    query.bind(1, battleId);
    return query.executeStep();
}

std::optional<std::int64_t> settingId(SQLite::Database& database, std::string_view name) {
    SQLite::Statement query(database, "SELECT id FROM setting WHERE name = ?");
    query.bind(1, std::string(name));
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getInt64();
}

std::map<std::string, std::string> loadSettings(SQLite::Database& database) {
    std::map<std::string, std::string> settings;
    SQLite::Statement query(database, "SELECT name, value FROM setting ORDER BY name");
    while (query.executeStep()) {
        settings[query.getColumn(0).getString()] = query.getColumn(1).getString();
    }
    return settings;
}

}  // namespace tachanka::db
