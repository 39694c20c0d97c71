#include "db/kept_sums.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>

#include "db/kept_by_seal.hpp"
#include "db/sql_values.hpp"

namespace tachanka::db {
namespace {

// Past 20,000 ledger rows since, summing the whole ledger again is as cheap.
KeptBySeal<std::vector<LedgerSum>, std::vector<model::LedgerKind>> kept(4, 20'000);

// ledgerSums' order: by day, then kind by name, side and unit, none before any.
auto orderOf(const LedgerSum& sum) {
    return std::tuple(std::string_view(sum.date), model::ledgerKindName(sum.kind), sum.sideId,
                      sum.unitId);
}

// Adds the rows of `kinds` after ledger row `after` to `sums`, each to its own sum.
void addRowsSince(SQLite::Database& database, const std::vector<model::LedgerKind>& kinds,
                  std::int64_t after, std::vector<LedgerSum>& sums) {
    std::string placeholders;
    for (std::size_t i = 0; i < kinds.size(); ++i) placeholders += i == 0 ? "?" : ", ?";
    // "+kind": along the rows since, by id; by the kind index, SQLite read every row of the
    // kinds the campaign ever wrote.
    SQLite::Statement rows(database,
                           "SELECT kind, game_date, side_id, unit_id, amount FROM ledger "
                           "WHERE id > ? AND +kind IN (" + placeholders + ")");
    rows.bind(1, after);
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        rows.bind(static_cast<int>(i + 2), std::string(model::ledgerKindName(kinds[i])));
    }
    while (rows.executeStep()) {
        const auto kind = model::ledgerKindNamed(rows.getColumn(0).getString());
        if (!kind) continue;  // the IN list holds only known kinds
        LedgerSum row{rows.getColumn(1).getString(), optionalId(rows.getColumn(2)),
                      optionalId(rows.getColumn(3)), *kind,
                      storedNumber(rows.getColumn(4), ledgerAmount, "ledger", "amount"), 1};
        const auto place = std::lower_bound(
            sums.begin(), sums.end(), row,
            [](const LedgerSum& a, const LedgerSum& b) { return orderOf(a) < orderOf(b); });
        if (place != sums.end() && orderOf(*place) == orderOf(row)) {
            place->amount += row.amount;
            ++place->rows;
        } else {
            sums.insert(place, std::move(row));
        }
    }
}

}  // namespace

std::shared_ptr<const std::vector<LedgerSum>> ledgerSumsAsTheyStand(
    SQLite::Database& database, const std::vector<model::LedgerKind>& kinds) {
    return kept.asItStands(
        database, kinds, [&] { return ledgerSums(database, kinds); },
        [&](const HistorySeal& since, const std::shared_ptr<const std::vector<LedgerSum>>& sums) {
            auto caughtUp = std::make_shared<std::vector<LedgerSum>>(*sums);
            addRowsSince(database, kinds, since.lastLedgerId, *caughtUp);
            return std::shared_ptr<const std::vector<LedgerSum>>(std::move(caughtUp));
        });
}

}  // namespace tachanka::db
