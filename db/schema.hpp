#pragma once
// The campaign file's schema, as an ordered list of migrations: migration N (1-based) takes
// a file from user_version N-1 to N.

#include <cstdint>
#include <span>
#include <string_view>

namespace tachanka::db {

// 'TACH': marks an SQLite file as a Tachanka campaign (PRAGMA application_id).
inline constexpr std::int32_t applicationId = 0x54414348;

std::span<const std::string_view> migrations();
inline int currentSchemaVersion() { return static_cast<int>(migrations().size()); }

}  // namespace tachanka::db
