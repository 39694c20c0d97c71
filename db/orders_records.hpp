#pragma once
// The orders each side's seats sent that the umpire merged (issue 47), numbered from 1 per
// side. A merge is written with the seal of the first ledger row it wrote: when undo has taken
// back all it wrote, the merge no longer counts, and the same orders may be merged again.

#include <cstdint>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

// The orders a side's file has written on its ledger, oldest first, as their text.
std::vector<std::string> loadOrderTexts(SQLite::Database& database);

// The number of the side's last merged orders that still stand; 0 before any.
std::int64_t lastMergedOrders(SQLite::Database& database, std::int64_t sideId);

struct MergedOrders {
    std::int64_t sideId = 0;
    std::int64_t number = 0;
    std::int64_t seatId = 0;
    std::string digest;  // BLAKE2b of the orders file's signed text
};
// Records a merge in the transaction that wrote it: the actions after `afterAction`.
void recordMergedOrders(SQLite::Database& database, const MergedOrders& merged,
                        std::int64_t afterAction);

}  // namespace tachanka::db
