#pragma once
// The ledger's sums (ledgerSums) kept by a process between reads and caught up from the rows
// written since, so that a page charting the whole history (the Overview's attrition) costs
// what was added since it was last drawn, not the whole ledger again (issue 50). Kept by the
// history's seal (db/history_seal.hpp); anything else is summed whole.

#include <memory>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/ledger_queries.hpp"

namespace tachanka::db {

// The same sums, in the same order, as ledgerSums(database, kinds) gives now; shared with the
// process's next reads, never changed.
std::shared_ptr<const std::vector<LedgerSum>> ledgerSumsAsTheyStand(
    SQLite::Database& database, const std::vector<model::LedgerKind>& kinds);

}  // namespace tachanka::db
