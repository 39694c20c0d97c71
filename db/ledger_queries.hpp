#pragma once
// Reading the ledger back: the rows a player asks for (by side, unit, kind, day, action), and
// the sums of amounts by day, side, unit and kind that attrition reports are built from.

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"

namespace tachanka::db {

struct LedgerFilter {
    std::optional<std::int64_t> sideId{};
    std::optional<std::int64_t> unitId{};
    std::optional<std::string> kind{};
    std::optional<std::string> date{};      // "1919-10-15"
    std::optional<std::string> fromDate{};  // that day and every later one
    std::optional<std::int64_t> actionId{};
    std::optional<std::int64_t> battleId{};
    // The change the row made, as LedgerEntry's entity, entityId and field: a side's prisoners.
    std::optional<std::string> entity{};
    std::optional<std::int64_t> entityId{};
    std::optional<std::string> field{};
    std::optional<int> limit{};  // only the newest `limit` rows (still listed oldest first)
};

struct LedgerEntry {
    std::int64_t id = 0;
    std::int64_t actionId = 0;
    std::string actionKind;
    std::string date;
    std::string phase;
    std::optional<std::int64_t> sideId;
    std::optional<std::string> side;  // the side's name
    std::optional<std::int64_t> unitId;
    std::optional<std::int64_t> battleId;
    std::string kind;
    std::optional<std::string> unitCode;
    std::optional<std::string> officerName;
    std::int64_t amount = 0;
    std::string note;
    // The change the row made: a column of a row (field set), or a whole new row (no field).
    std::optional<std::string> entity;
    std::optional<std::int64_t> entityId;
    std::optional<std::string> field;
    Value before;
    Value after;
};

// The ledger rows that pass every filter given, oldest first.
std::vector<LedgerEntry> ledgerEntries(SQLite::Database& database, const LedgerFilter& filter);

// The rows that pass every filter, oldest first, handed over one at a time until `visit`
// returns false: a day of two million rows is read in the memory of one row (issue 53). The
// filter's limit is not read: the visitor stops when it has what it needs.
void visitLedgerEntries(SQLite::Database& database, const LedgerFilter& filter,
                        const std::function<bool(const LedgerEntry&)>& visit);
// How many rows pass every filter, the limit aside.
std::int64_t ledgerRowCount(SQLite::Database& database, const LedgerFilter& filter);

// The ids of the rows that pass the filter, newest first: a window lists a long ledger by
// these (8 bytes a row) and reads only the rows it shows, with ledgerEntriesWithIds.
std::vector<std::int64_t> ledgerIds(SQLite::Database& database, const LedgerFilter& filter);
// The rows with these ids, in the order given; an id no longer in the ledger (undone since)
// is left out.
std::vector<LedgerEntry> ledgerEntriesWithIds(SQLite::Database& database,
                                              std::span<const std::int64_t> ids);
// The kinds the ledger's rows have, by name, in name order (read off the kind index).
std::vector<std::string> ledgerKindsUsed(SQLite::Database& database);

struct LedgerSum {
    std::string date;
    std::optional<std::int64_t> sideId;
    std::optional<std::int64_t> unitId;
    model::LedgerKind kind;
    std::int64_t amount = 0;  // the rows' amounts added up
    std::int64_t rows = 0;
};

// The amounts of the ledger rows of these kinds, summed by day, side, unit and kind, in
// date order, in one pass over the rows of those kinds.
std::vector<LedgerSum> ledgerSums(SQLite::Database& database,
                                  const std::vector<model::LedgerKind>& kinds);

}  // namespace tachanka::db
