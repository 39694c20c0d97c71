#include "db/kept_battles.hpp"

#include <SQLiteCpp/Statement.h>

#include <variant>

#include "db/battle_records.hpp"
#include "db/kept_by_seal.hpp"

namespace tachanka::db {
namespace {

// Past 20,000 ledger rows since, the look for a battle's change costs as much as a reading.
KeptBySeal<std::vector<model::Battle>, std::monostate> kept(2, 20'000);

// Whether a ledger row after `after` changed what loadBattles reads: a battle, its units or
// events, or the code of a unit (which the battle's units show by it), a unit made or removed.
bool battlesChangedSince(SQLite::Database& database, std::int64_t after) {
    // "+entity": along the rows since, by id; by the entity index, SQLite read every unit
    // change the campaign ever made.
    SQLite::Statement changed(database,
                              "SELECT 1 FROM ledger WHERE id > ? AND (+entity IN ('battle', "
                              "'battle_unit', 'battle_event') OR (+entity = 'unit' AND "
                              "(field IS NULL OR field = 'code'))) LIMIT 1");
    changed.bind(1, after);
    return changed.executeStep();
}

}  // namespace

std::shared_ptr<const std::vector<model::Battle>> battlesAsTheyStand(SQLite::Database& database) {
    return kept.asItStands(
        database, {}, [&] { return loadBattles(database); },
        [&](const HistorySeal& since, const std::shared_ptr<const std::vector<model::Battle>>& battles)
            -> std::shared_ptr<const std::vector<model::Battle>> {
            if (battlesChangedSince(database, since.lastLedgerId)) return nullptr;
            return battles;
        });
}

}  // namespace tachanka::db
