#pragma once
// The campaign's history as moments to browse and return to: each action on the ledger with
// the day and phase it left the campaign in, and the bookmarks that name some of them.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"

namespace tachanka::db {

// The campaign right after one action.
struct Moment {
    std::int64_t actionId = 0;
    std::string kind;         // "advance", "restore", "create"
    std::string description;  // as the ledger words the action
    std::string recordedAt;   // when it was recorded, "2026-12-04T19:42:07Z"
    // The campaign's day and phase the action left; none for an action that wrote no ledger
    // row (the moment before it stands).
    std::optional<std::string> day;
    std::optional<std::string> phase;
    std::int64_t takenBack = 0;  // for a return: how many actions it took back
};

// Every action, oldest first.
std::vector<Moment> loadMoments(SQLite::Database& database);

struct Bookmark {
    std::int64_t id = 0;
    std::string name;
    std::int64_t actionId = 0;  // the action that made it: the moment it names
};

std::vector<Bookmark> loadBookmarks(SQLite::Database& database);
Row bookmarkRow(const std::string& name, std::int64_t actionId);

}  // namespace tachanka::db
