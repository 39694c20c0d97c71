#pragma once
// Where a campaign file's history stands, as what a process keeps between reads is known by
// (db/campaign_cache.hpp, db/kept_sums.hpp): the file on disk, its schema, its newest ledger
// row and that row's seal, the hash of the whole history before it (db/ledger_chain.hpp). The
// same seal is the same history, so the same state and the same sums.

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Transaction.h>

namespace tachanka::db {

struct HistorySeal {
    std::string path;
    dev_t device = 0;
    ino_t inode = 0;
    int schema = 0;
    std::int64_t lastLedgerId = 0;
    std::string seal;

    bool sameFile(const HistorySeal& other) const {
        return path == other.path && device == other.device && inode == other.inode &&
               schema == other.schema;
    }
    bool operator==(const HistorySeal& other) const {
        return sameFile(other) && lastLedgerId == other.lastLedgerId && seal == other.seal;
    }
};

// Read inside a transaction, with what it marks. None when nothing may be kept by it: a
// connection to no file on disk (a private copy in memory), a side's file (whose hidden rows
// change without a ledger row), or a newest row not sealed yet.
std::optional<HistorySeal> historySealOf(SQLite::Database& database);

// Whether `since` is of this file and its history only grew from it (its newest row is still
// there, sealed as it was) by no more than `mostRows` rows.
bool grownFrom(SQLite::Database& database, const HistorySeal& since, std::int64_t mostRows);

bool inTransaction(SQLite::Database& database);

// Runs `read` in a read transaction of its own unless one is open, so that a seal and what it
// marks are read at one moment: a commit between them would keep the state it made under the
// seal of the one before.
template <typename Read>
auto atOneMoment(SQLite::Database& database, Read&& read) {
    if (inTransaction(database)) return read();
    SQLite::Transaction snapshot(database);
    auto result = read();
    snapshot.commit();
    return result;
}

}  // namespace tachanka::db
