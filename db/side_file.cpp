#include "db/side_file.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>
#include <sqlite3.h>

#include <set>
#include <utility>

#include "db/ledger_chain.hpp"
#include "db/tactical_records.hpp"
#include "db/row_snapshot.hpp"
#include "db/tables.hpp"

namespace tachanka::db {
namespace {

void execWithSide(SQLite::Database& database, const std::string& sql, std::int64_t sideId) {
    SQLite::Statement statement(database, sql);
    for (int index = 1; index <= statement.getBindParameterCount(); ++index) {
        statement.bind(index, sideId);
    }
    statement.exec();
}

void execForEach(SQLite::Database& database, const std::string& sql,
                 const std::vector<std::int64_t>& ids) {
    SQLite::Statement statement(database, sql);
    for (const auto id : ids) {
        statement.bind(1, id);
        statement.exec();
        statement.reset();
    }
}

// The enemy's battles and barrages planned and not begun: its plans, unknown until fought.
constexpr std::string_view enemyPlans =
    "SELECT id FROM battle WHERE attacker_id <> ?1 AND state = 'planned' AND awaiting = '' "
    "AND tactical_system = '' AND NOT EXISTS (SELECT 1 FROM battle_event AS e "
    "WHERE e.battle_id = battle.id)";

// Officers the side has seen at a table: theirs and their tokens are known.
constexpr std::string_view seenOfficers =
    "SELECT officer_id FROM tactical_unit WHERE officer_id IS NOT NULL "
    "UNION SELECT officer_id FROM tactical_senior";

void forgetHidden(SQLite::Database& database, std::int64_t sideId, const HiddenFromSide& hidden) {
    execWithSide(database,
                 "DELETE FROM seat_secret WHERE seat_id NOT IN "
                 "(SELECT id FROM seat WHERE side_id = ?1)",
                 sideId);
    database.exec("DELETE FROM seat_password");
    database.exec("UPDATE campaign SET seed = 0");
    database.exec("UPDATE battle SET seed = 0, dice_seed = NULL");
    database.exec("UPDATE tactical_event SET seed = NULL");
    const std::string plans(enemyPlans);
    for (const std::string table : {"note", "photo", "battle_event", "battle_unit"}) {
        execWithSide(database, "DELETE FROM " + table + " WHERE battle_id IN (" + plans + ")",
                     sideId);
    }
    execWithSide(database, "DELETE FROM battle WHERE id IN (" + plans + ")", sideId);
    execWithSide(database,
                 "DELETE FROM token WHERE pool_id IN (SELECT id FROM token_pool WHERE side_id "
                 "<> ?1) AND (officer_id IS NULL OR officer_id NOT IN (" +
                     std::string(seenOfficers) + "))",
                 sideId);
    execWithSide(database,
                 "DELETE FROM note WHERE unit_id IN (SELECT id FROM unit WHERE side_id <> ?1) "
                 "OR officer_id IN (SELECT id FROM officer WHERE side_id <> ?1)",
                 sideId);
    execWithSide(database, "DELETE FROM random_event WHERE side_id <> ?1 AND state = 'held'",
                 sideId);
    database.exec("DELETE FROM bookmark");
    database.exec("DELETE FROM orders_merged");
    execForEach(database,
                "UPDATE unit SET hex = NULL, town_centre = 0, steps_lost = 0, mode = 'combat', "
                "routed_on = NULL, unsupplied = 0, entrenchment = 'none', out_of_command = 0, "
                "off_map = 0 WHERE id = ?",
                hidden.units);
    execForEach(database,
                "UPDATE depot SET hex = NULL, munitions = 0, functional = 1, unsupplied = 0 "
                "WHERE id = ?",
                hidden.depots);
}

// What the enemy hides on the tables of battles fought (Red Actions!' "Set-up", "Ambushes"):
// its ambushes not yet found go, its markers not yet revealed stay as markers only (neither
// their kind, the unit under them nor the spot only a real marker was given), the units under them leave the table the side sees and
// the log's earlier states, and the secret scouting rolls it keeps lose their dice. The markers
// are numbered again so no gap shows where an ambush was.
void forgetHiddenTable(SQLite::Database& database, std::int64_t sideId) {
    std::set<std::int64_t> hiddenUnits;
    SQLite::Statement under(database,
                            "SELECT unit_id FROM tactical_marker WHERE side_id <> ? AND "
                            "revealed = 0 AND unit_id IS NOT NULL");
    under.bind(1, sideId);
    while (under.executeStep()) hiddenUnits.insert(under.getColumn(0).getInt64());
    execWithSide(database,
                 "DELETE FROM tactical_marker WHERE side_id <> ?1 AND revealed = 0 AND "
                 "kind = 'ambush'",
                 sideId);
    execWithSide(database,
                 "UPDATE tactical_marker SET unit_id = NULL, kind = 'marker', spot = '' WHERE "
                 "side_id <> ?1 "
                 "AND revealed = 0",
                 sideId);
    execWithSide(database,
                 "UPDATE tactical_secret SET die = NULL, nonce = NULL WHERE side_id <> ?1 AND "
                 "revealed = 0",
                 sideId);
    execForEach(database, "DELETE FROM tactical_unit WHERE id = ?",
                {hiddenUnits.begin(), hiddenUnits.end()});
    std::vector<std::pair<std::int64_t, std::string>> states;
    SQLite::Statement events(database, "SELECT id, state_before FROM tactical_event");
    while (events.executeStep()) {
        states.emplace_back(events.getColumn(0).getInt64(), events.getColumn(1).getString());
    }
    SQLite::Statement rewrite(database, "UPDATE tactical_event SET state_before = ? WHERE id = ?");
    for (const auto& [id, state] : states) {
        const auto kept = withoutUnits(state, hiddenUnits);
        if (kept == state) continue;
        rewrite.bind(1, kept);
        rewrite.bind(2, id);
        rewrite.exec();
        rewrite.reset();
    }
    std::vector<std::int64_t> markers;
    SQLite::Statement ids(database, "SELECT id FROM tactical_marker ORDER BY id");
    while (ids.executeStep()) markers.push_back(ids.getColumn(0).getInt64());
    database.exec("UPDATE tactical_marker SET id = -id");
    SQLite::Statement renumber(database, "UPDATE tactical_marker SET id = ? WHERE id = ?");
    for (std::size_t index = 0; index < markers.size(); ++index) {
        renumber.bind(1, static_cast<std::int64_t>(index + 1));
        renumber.bind(2, -markers[index]);
        renumber.exec();
        renumber.reset();
    }
}

// The ledger starts again: one origin action that enters every row as it now stands.
void enterState(SQLite::Database& database, std::string_view description) {
    SQLite::Statement action(database, "INSERT INTO action (kind, description) VALUES (?, ?)");
    action.bind(1, std::string(sideFileKind));
    action.bind(2, std::string(description));
    action.exec();
    const auto actionId = database.getLastInsertRowid();
    SQLite::Statement entry(
        database,
        "INSERT INTO ledger (action_id, game_date, phase, kind, unit_id, note, entity, "
        "entity_id, after) SELECT ?1, game_date, phase, 'created', ?2, ?3, ?4, ?5, ?6 "
        "FROM campaign");
    for (const auto table : allTables()) {
        const std::string name(tableName(table));
        SQLite::Statement ids(database, "SELECT id FROM \"" + name + "\" ORDER BY id");
        std::vector<std::int64_t> rows;
        while (ids.executeStep()) rows.push_back(ids.getColumn(0).getInt64());
        for (const auto id : rows) {
            entry.bind(1, actionId);
            if (table == Table::Unit) {
                entry.bind(2, id);
            } else {
                entry.bind(2);
            }
            entry.bind(3, std::string(description));
            entry.bind(4, name);
            entry.bind(5, id);
            entry.bind(6, rowSnapshot(database, table, id));
            entry.exec();
            entry.reset();
        }
    }
}

}  // namespace

std::optional<SideFileMark> sideFileMark(SQLite::Database& database) {
    SQLite::Statement query(database,
                            "SELECT side_id, campaign_key, umpire_action, orders_merged, "
                            "exported_at FROM side_file");
    if (!query.executeStep()) return std::nullopt;
    return SideFileMark{query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                        query.getColumn(2).getInt64(), query.getColumn(3).getInt64(),
                        query.getColumn(4).getString()};
}

void cutDownToSide(SQLite::Database& copy, const SideFileMark& mark, const HiddenFromSide& hidden,
                   std::string_view description) {
    SQLite::Transaction transaction(copy);
    // The history goes first: its rows refer to the plans and rows forgotten next.
    for (const char* table : {"taken_back", "ledger", "action"}) {
        copy.exec(std::string("DELETE FROM ") + table);
    }
    forgetHidden(copy, mark.sideId, hidden);
    forgetHiddenTable(copy, mark.sideId);
    enterState(copy, description);
    sealLedger(copy);
    SQLite::Statement insert(copy,
                             "INSERT INTO side_file (id, side_id, campaign_key, umpire_action, "
                             "orders_merged) VALUES (1, ?, ?, ?, ?)");
    insert.bind(1, mark.sideId);
    insert.bind(2, mark.campaignKey);
    insert.bind(3, mark.umpireAction);
    insert.bind(4, mark.ordersMerged);
    insert.exec();
    transaction.commit();
    // Rows deleted, here or by an undo in the umpire's campaign long ago, leave their bytes in
    // free pages: the copy is rebuilt without any. VACUUM works through an attached database,
    // which the hostile-file limits allow none of; this copy is Tachanka's own.
    const int attached = sqlite3_limit(copy.getHandle(), SQLITE_LIMIT_ATTACHED, 1);
    copy.exec("VACUUM");
    sqlite3_limit(copy.getHandle(), SQLITE_LIMIT_ATTACHED, attached);
}

}  // namespace tachanka::db
