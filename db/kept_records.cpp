#include "db/kept_records.hpp"

#include <SQLiteCpp/Statement.h>

#include <string>
#include <variant>

#include "db/battle_records.hpp"
#include "db/kept_by_seal.hpp"
#include "db/officer_repository.hpp"

namespace tachanka::db {
namespace {

// Past 20,000 ledger rows since, the look for a change costs as much as a reading.
constexpr std::int64_t mostRowsToLookThrough = 20'000;
KeptBySeal<std::vector<model::Battle>, std::monostate> keptBattles(2, mostRowsToLookThrough);
KeptBySeal<std::vector<model::Officer>, std::monostate> keptOfficers(2, mostRowsToLookThrough);

// Whether a ledger row after `after` meets `changes` (an SQL condition on its entity and
// field). Along the rows since, by id: "+entity" keeps SQLite off the entity index, which
// would read every change of that kind the campaign ever made.
bool changedSince(SQLite::Database& database, std::int64_t after, const std::string& changes) {
    SQLite::Statement changed(database,
                              "SELECT 1 FROM ledger WHERE id > ? AND (" + changes + ") LIMIT 1");
    changed.bind(1, after);
    return changed.executeStep();
}

// The value kept, read whole again once a ledger row since meets `changes`.
template <typename Value, typename Whole>
std::shared_ptr<const Value> keptUnless(KeptBySeal<Value, std::monostate>& kept,
                                        SQLite::Database& database, const std::string& changes,
                                        Whole&& whole) {
    return kept.asItStands(database, {}, whole,
                           [&](const HistorySeal& since, const std::shared_ptr<const Value>& value)
                               -> std::shared_ptr<const Value> {
                               if (changedSince(database, since.lastLedgerId, changes)) {
                                   return nullptr;
                               }
                               return value;
                           });
}

}  // namespace

std::shared_ptr<const std::vector<model::Battle>> battlesAsTheyStand(SQLite::Database& database) {
    // A battle, its units or events; or a unit's code (the battle's units show it), a unit
    // made or removed.
    return keptUnless(keptBattles, database,
                      "+entity IN ('battle', 'battle_unit', 'battle_event') OR "
                      "(+entity = 'unit' AND (field IS NULL OR field = 'code'))",
                      [&] { return loadBattles(database); });
}

std::shared_ptr<const std::vector<model::Officer>> officersAsTheyStand(
    SQLite::Database& database) {
    return keptUnless(keptOfficers, database, "+entity IN ('officer', 'token')",
                      [&] { return loadOfficers(database); });
}

}  // namespace tachanka::db
