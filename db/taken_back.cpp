#include "db/taken_back.hpp"

#include <SQLiteCpp/Statement.h>

#include <array>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"

namespace tachanka::db {
namespace {

// Every column of a ledger row, so that a row put back is the row that was taken back.
constexpr std::array<std::string_view, 17> ledgerColumns{
    "id",        "action_id", "game_date", "phase", "side_id", "battle_id",
    "kind",      "unit_id",   "officer_id", "amount", "note",  "entity",
    "entity_id", "field",     "before",    "after", "chain"};

std::string ledgerObject() {
    std::string pairs;
    for (const auto column : ledgerColumns) {
        if (!pairs.empty()) pairs += ", ";
        pairs += "'" + std::string(column) + "', l." + std::string(column);
    }
    return "json_object(" + pairs + ")";
}

// An action kept whole, as three JSON texts: its row, its ledger rows, and what it kept in
// turn when it was itself a return.
struct KeptAction {
    std::string action;
    std::string ledger;
    std::string nested;
};

std::vector<KeptAction> actionsAfter(SQLite::Database& database, std::int64_t actionId) {
    SQLite::Statement query(
        database,
        "SELECT json_object('id', a.id, 'kind', a.kind, 'description', a.description, "
        "'recorded_at', a.recorded_at), "
        "(SELECT json_group_array(" + ledgerObject() + ") FROM ledger AS l "
        "WHERE l.action_id = a.id), "
        "(SELECT json_group_array(json_object('id', t.id, 'action', json(t.action), "
        "'ledger', json(t.ledger), 'nested', json(t.nested))) FROM taken_back AS t "
        "WHERE t.restore_action_id = a.id) "
        "FROM action AS a WHERE a.id > ? ORDER BY a.id");
    query.bind(1, actionId);
    std::vector<KeptAction> kept;
    while (query.executeStep()) {
        kept.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(),
                        query.getColumn(2).getString()});
    }
    return kept;
}

// `actionId` is a moment of the campaign that undo can reach.
void checkReachable(SQLite::Database& database, std::int64_t actionId) {
    SQLite::Statement known(database,
                            "SELECT (SELECT count(*) FROM action WHERE id = ?), "
                            "(SELECT max(id) FROM action)");
    known.bind(1, actionId);
    known.executeStep();
    if (known.getColumn(0).getInt64() == 0) {
        throw StoreError("no action " + std::to_string(actionId) +
                         " in the campaign's history, which runs to action " +
                         known.getColumn(1).getString());
    }
    SQLite::Statement later(database, "SELECT id, kind FROM action WHERE id > ? ORDER BY id");
    later.bind(1, actionId);
    while (later.executeStep()) {
        const std::string kind = later.getColumn(1).getString();
        if (!isOriginKind(kind)) continue;
        throw StoreError("action " + std::to_string(actionId) + " comes before the campaign's " +
                         kind + " (action " + later.getColumn(0).getString() +
                         "), which cannot be taken back: its history starts there");
    }
}

void putBack(SQLite::Database& database, const KeptAction& kept) {
    SQLite::Statement action(database,
                             "INSERT INTO action (id, kind, description, recorded_at) "
                             "SELECT json_extract(?1, '$.id'), json_extract(?1, '$.kind'), "
                             "json_extract(?1, '$.description'), "
                             "json_extract(?1, '$.recorded_at')");
    action.bind(1, kept.action);
    action.exec();
    const std::int64_t id = database.getLastInsertRowid();

    std::string columns;
    std::string values;
    for (const auto column : ledgerColumns) {
        columns += std::string(columns.empty() ? "" : ", ") + std::string(column);
        values += std::string(values.empty() ? "" : ", ") + "json_extract(value, '$." +
                  std::string(column) + "')";
    }
    SQLite::Statement ledger(database, "INSERT INTO ledger (" + columns + ") SELECT " + values +
                                           " FROM json_each(?) WHERE json_extract(value, "
                                           "'$.action_id') = ?");
    ledger.bind(1, kept.ledger);
    ledger.bind(2, id);
    const int rows = ledger.exec();
    SQLite::Statement length(database, "SELECT json_array_length(?)");
    length.bind(1, kept.ledger);
    length.executeStep();
    if (rows != length.getColumn(0).getInt()) {
        throw StoreError("the ledger rows kept of action " + std::to_string(id) +
                         " are not all that action's");
    }

    SQLite::Statement nested(
        database,
        "INSERT INTO taken_back (id, restore_action_id, action, ledger, nested) "
        "SELECT json_extract(value, '$.id'), ?2, json_extract(value, '$.action'), "
        "json_extract(value, '$.ledger'), json_extract(value, '$.nested') FROM json_each(?1)");
    nested.bind(1, kept.nested);
    nested.bind(2, id);
    nested.exec();
}

}  // namespace

std::int64_t undoActionsAfter(SQLite::Database& database, std::int64_t actionId) {
    checkReachable(database, actionId);
    SQLite::Statement count(database, "SELECT count(*) FROM action WHERE id > ?");
    count.bind(1, actionId);
    count.executeStep();
    const std::int64_t after = count.getColumn(0).getInt64();
    // Undoing an earlier return among them puts back what it took back, to be undone in turn.
    while (historyMark(database).lastActionId > actionId) {
        if (!undoLastAction(database)) {
            throw StoreError("the campaign's history cannot be taken back to action " +
                             std::to_string(actionId));
        }
    }
    return after;
}

std::int64_t returnToAction(SQLite::Database& database, std::int64_t actionId,
                            std::string_view description) {
    checkReachable(database, actionId);
    const auto kept = actionsAfter(database, actionId);
    if (kept.empty()) {
        throw StoreError("the campaign stands right after action " + std::to_string(actionId) +
                         " already: nothing to take back");
    }
    undoActionsAfter(database, actionId);
    Journal journal(database, returnKind, description);
    const auto count = static_cast<std::int64_t>(kept.size());
    journal.note(LedgerTags::of(model::LedgerKind::Returned)
                     .by(count)
                     .because("takes back " + std::to_string(count) +
                              (count == 1 ? " action" : " actions") + " after action " +
                              std::to_string(actionId)));
    SQLite::Statement keep(database,
                           "INSERT INTO taken_back (restore_action_id, action, ledger, nested) "
                           "VALUES (?, ?, ?, ?)");
    for (const auto& action : kept) {
        keep.bind(1, journal.actionId());
        keep.bind(2, action.action);
        keep.bind(3, action.ledger);
        keep.bind(4, action.nested);
        keep.exec();
        keep.reset();
    }
    return journal.actionId();
}

void putBackTakenBack(SQLite::Database& database, std::int64_t returnActionId) {
    const std::string which = "the return to an earlier moment (action " +
                              std::to_string(returnActionId) + ")";
    try {
        std::vector<KeptAction> kept;
        SQLite::Statement query(database,
                                "SELECT action, ledger, nested FROM taken_back "
                                "WHERE restore_action_id = ? ORDER BY id");
        query.bind(1, returnActionId);
        while (query.executeStep()) {
            kept.push_back({query.getColumn(0).getString(), query.getColumn(1).getString(),
                            query.getColumn(2).getString()});
        }
        for (const char* forget : {"DELETE FROM taken_back WHERE restore_action_id = ?",
                                   "DELETE FROM ledger WHERE action_id = ?",
                                   "DELETE FROM action WHERE id = ?"}) {
            SQLite::Statement remove(database, forget);
            remove.bind(1, returnActionId);
            remove.exec();
        }
        // The rows put back refer to rows the replay below brings back after them.
        database.exec("PRAGMA defer_foreign_keys = ON");
        for (const auto& action : kept) putBack(database, action);
        replayLedger(database, database, std::nullopt, returnActionId - 1);
    } catch (const StoreError& failure) {
        throw StoreError(which + " cannot be undone: " + failure.what());
    } catch (const LedgerRowError& failure) {
        throw StoreError(which + " cannot be undone: ledger row " +
                         std::to_string(failure.ledgerId) + ": " + failure.what());
    } catch (const SQLite::Exception& failure) {
        throw StoreError(which + " cannot be undone: " + failure.what());
    }
}

}  // namespace tachanka::db
