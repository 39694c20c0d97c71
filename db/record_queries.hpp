#pragma once
// Questions the recording use cases ask of rows the campaign model does not carry ids for.

#include <cstdint>
#include <optional>
#include <string_view>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

bool battleExists(SQLite::Database& database, std::int64_t battleId);
// The setting row named `name`; none while the setting has never been set.
std::optional<std::int64_t> settingId(SQLite::Database& database, std::string_view name);

}  // namespace tachanka::db
