#include "db/seat_records.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

namespace tachanka::db {

std::vector<SeatRecord> loadSeats(SQLite::Database& database) {
    SQLite::Statement query(database,
                            "SELECT s.id, s.side_id, s.name, s.public_key, "
                            "EXISTS (SELECT 1 FROM seat_secret WHERE seat_id = s.id) "
                            "FROM seat AS s ORDER BY s.side_id IS NOT NULL, s.side_id, s.id");
    std::vector<SeatRecord> seats;
    while (query.executeStep()) {
        SeatRecord seat;
        seat.id = query.getColumn(0).getInt64();
        if (!query.getColumn(1).isNull()) seat.sideId = query.getColumn(1).getInt64();
        seat.name = query.getColumn(2).getString();
        seat.publicKey = query.getColumn(3).getString();
        seat.holdsSecret = query.getColumn(4).getInt() != 0;
        seats.push_back(std::move(seat));
    }
    return seats;
}

Row seatRow(std::optional<std::int64_t> sideId, const std::string& name,
            const std::string& publicKey) {
    return {{Column::SideId, sideId ? Value(*sideId) : nullValue()},
            {Column::Name, name},
            {Column::PublicKey, publicKey}};
}

void keepSeatSecret(SQLite::Database& database, std::int64_t seatId,
                    const std::string& secretKey) {
    SQLite::Statement insert(database,
                             "INSERT INTO seat_secret (seat_id, secret_key) VALUES (?, ?)");
    insert.bind(1, seatId);
    insert.bind(2, secretKey);
    insert.exec();
}

std::optional<std::string> seatSecret(SQLite::Database& database, std::int64_t seatId) {
    SQLite::Statement query(database, "SELECT secret_key FROM seat_secret WHERE seat_id = ?");
    query.bind(1, seatId);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getString();
}

void keepSeatPassword(SQLite::Database& database, std::int64_t seatId, const std::string& hash) {
    SQLite::Transaction transaction(database, SQLite::TransactionBehavior::IMMEDIATE);
    SQLite::Statement insert(database,
                             "INSERT INTO seat_password (seat_id, hash) VALUES (?, ?) "
                             "ON CONFLICT (seat_id) DO UPDATE SET hash = excluded.hash, "
                             "set_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')");
    insert.bind(1, seatId);
    insert.bind(2, hash);
    insert.exec();
    transaction.commit();
}

std::optional<std::string> seatPassword(SQLite::Database& database, std::int64_t seatId) {
    SQLite::Statement query(database, "SELECT hash FROM seat_password WHERE seat_id = ?");
    query.bind(1, seatId);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getString();
}

}  // namespace tachanka::db
