#pragma once
// The ledger as a hash chain (issue 47): each ledger row's `chain` is the BLAKE2b-256 hash of
// the row before it's chain, of its action (kind, description, time) and of every one of its
// own columns. The ledger records every change of state row by row, a battle's log included,
// so one byte changed anywhere in a campaign's history breaks the chain from that row on, and
// anyone holding the file can see where. Rows are sealed as their action commits; a file
// from before schema 20 has its older rows sealed by its first action since.

#include <cstdint>
#include <optional>
#include <string>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

// Seals every ledger row not sealed yet, in order, after the last sealed one. Runs inside the
// action's transaction, so a row is never committed unsealed by an action.
void sealLedger(SQLite::Database& database);

struct ChainCheck {
    std::int64_t rows = 0;      // ledger rows whose seal was checked
    std::int64_t unsealed = 0;  // rows at the end no action has sealed yet (a file just migrated)
    // The first row whose seal does not match what its content and the row before give, its
    // action, and why; none when the whole chain holds.
    std::optional<std::int64_t> firstBad;
    std::optional<std::int64_t> firstBadAction;
    std::string why;
};

// What names a campaign wherever its files go: the seal its first ledger row has (its
// creation), computed, so a file whose rows are not sealed yet has one too. Empty for a
// campaign with no ledger.
std::string campaignKey(SQLite::Database& database);

// Recomputes the whole chain from the first row.
ChainCheck checkLedgerChain(SQLite::Database& database);

}  // namespace tachanka::db
