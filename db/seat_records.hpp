#pragma once
// The seats of a campaign (issue 47): who plays each side, and the umpire, each with the
// Ed25519 public key his orders are signed with. The secret half is kept in its own table, off
// the ledger (a ledger row is shown and exported), and goes away with its seat on an undo.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"

namespace tachanka::db {

struct SeatRecord {
    std::int64_t id = 0;
    std::optional<std::int64_t> sideId;  // none: the umpire's seat
    std::string name;
    std::string publicKey;  // 64 hex digits
    bool holdsSecret = false;  // whether this file holds the seat's secret key
};

std::vector<SeatRecord> loadSeats(SQLite::Database& database);
Row seatRow(std::optional<std::int64_t> sideId, const std::string& name,
            const std::string& publicKey);
// Keeps the secret key (128 hex digits) of a seat just inserted, in the same transaction.
void keepSeatSecret(SQLite::Database& database, std::int64_t seatId, const std::string& secretKey);
// The seat's secret key, when this file holds it.
std::optional<std::string> seatSecret(SQLite::Database& database, std::int64_t seatId);
// A player's password (issue 48) as its Argon2id string, set or replaced in its own
// transaction; none until one is set.
void keepSeatPassword(SQLite::Database& database, std::int64_t seatId, const std::string& hash);
std::optional<std::string> seatPassword(SQLite::Database& database, std::int64_t seatId);

}  // namespace tachanka::db
