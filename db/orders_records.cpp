#include "db/orders_records.hpp"

#include <SQLiteCpp/Statement.h>

namespace tachanka::db {

std::vector<std::string> loadOrderTexts(SQLite::Database& database) {
    SQLite::Statement query(database, "SELECT note FROM ledger WHERE kind = 'order' ORDER BY id");
    std::vector<std::string> orders;
    while (query.executeStep()) orders.push_back(query.getColumn(0).getString());
    return orders;
}

std::int64_t lastMergedOrders(SQLite::Database& database, std::int64_t sideId) {
    SQLite::Statement query(database,
                            "SELECT coalesce(max(number), 0) FROM orders_merged AS m "
                            "WHERE side_id = ? AND (first_chain IS NULL OR EXISTS "
                            "(SELECT 1 FROM ledger AS l WHERE l.chain = m.first_chain))");
    query.bind(1, sideId);
    query.executeStep();
    return query.getColumn(0).getInt64();
}

void recordMergedOrders(SQLite::Database& database, const MergedOrders& merged,
                        std::int64_t afterAction) {
    // Merges an undo took back are forgotten, so a number is never held twice.
    SQLite::Statement forget(database,
                             "DELETE FROM orders_merged WHERE side_id = ? AND number >= ?");
    forget.bind(1, merged.sideId);
    forget.bind(2, merged.number);
    forget.exec();
    SQLite::Statement insert(database,
                             "INSERT INTO orders_merged (side_id, number, seat_id, digest, "
                             "first_chain) SELECT ?, ?, ?, ?, (SELECT chain FROM ledger "
                             "WHERE action_id > ? ORDER BY id LIMIT 1)");
    insert.bind(1, merged.sideId);
    insert.bind(2, merged.number);
    insert.bind(3, merged.seatId);
    insert.bind(4, merged.digest);
    insert.bind(5, afterAction);
    insert.exec();
}

}  // namespace tachanka::db
