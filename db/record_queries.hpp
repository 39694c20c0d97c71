#pragma once
// Questions the recording use cases ask of rows the campaign model does not carry ids for.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

bool battleExists(SQLite::Database& database, std::int64_t battleId);
// The setting row named `name`; none while the setting has never been set.
std::optional<std::int64_t> settingId(SQLite::Database& database, std::string_view name);
// Every setting the campaign has set, by name: what a use case reads of it without the rest.
std::map<std::string, std::string> loadSettings(SQLite::Database& database);

}  // namespace tachanka::db
