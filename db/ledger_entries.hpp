#pragma once
// The campaign's ledger read back row by row, oldest first: for histories, attrition sums and
// the tests that check what an action recorded.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"

namespace tachanka::db {

struct LedgerEntry {
    std::int64_t actionId = 0;
    std::string date;
    std::string phase;
    std::string kind;
    std::optional<std::int64_t> sideId;
    std::optional<std::int64_t> unitId;
    std::int64_t amount = 0;
    std::string note;
    std::optional<std::string> entity;  // the table it changed; none for a note
    std::optional<std::string> field;   // the column; none for a new row
    Value before;
    Value after;
};

// Every ledger row of `kind` (every row when none), in the order they were written.
std::vector<LedgerEntry> ledgerEntries(SQLite::Database& database,
                                       std::optional<std::string_view> kind = std::nullopt);

}  // namespace tachanka::db
