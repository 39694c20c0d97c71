#include "db/ledger_queries.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>

#include "db/sql_values.hpp"

namespace tachanka::db {
namespace {

std::optional<std::string> columnText(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getString();
}

std::optional<std::int64_t> optionalId(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getInt64();
}

// The columns a LedgerEntry is read from, in readEntry's order.
constexpr const char* entryColumns =
    "SELECT l.id, l.action_id, a.kind, l.game_date, l.phase, s.name, l.kind, u.code, o.name, "
    "l.amount, l.note, l.entity, l.entity_id, l.field, l.before, l.after, l.side_id, "
    "l.unit_id, l.battle_id "
    "FROM ledger l JOIN action a ON a.id = l.action_id "
    "LEFT JOIN side s ON s.id = l.side_id "
    "LEFT JOIN unit u ON u.id = l.unit_id "
    "LEFT JOIN officer o ON o.id = l.officer_id ";

// Each filter is bound as a value; an unset one is NULL and lets every row through.
constexpr const char* filterClause =
    "WHERE (?1 IS NULL OR l.side_id = ?1) AND (?2 IS NULL OR l.unit_id = ?2) "
    "AND (?3 IS NULL OR l.kind = ?3) AND (?4 IS NULL OR l.game_date = ?4) "
    "AND (?5 IS NULL OR l.action_id = ?5) AND (?7 IS NULL OR l.battle_id = ?7) "
    "ORDER BY l.id DESC LIMIT ?6";

void bindFilter(SQLite::Statement& query, const LedgerFilter& filter) {
    const auto bindOptional = [&query](int index, const auto& value) {
        if (value) {
            query.bind(index, *value);
        } else {
            query.bind(index);
        }
    };
    bindOptional(1, filter.sideId);
    bindOptional(2, filter.unitId);
    bindOptional(3, filter.kind);
    bindOptional(4, filter.date);
    bindOptional(5, filter.actionId);
    bindOptional(7, filter.battleId);
    query.bind(6, filter.limit ? std::int64_t{*filter.limit} : std::int64_t{-1});
}

LedgerEntry readEntry(SQLite::Statement& query) {
    LedgerEntry entry;
    entry.id = query.getColumn(0).getInt64();
    entry.actionId = query.getColumn(1).getInt64();
    entry.actionKind = query.getColumn(2).getString();
    entry.date = query.getColumn(3).getString();
    entry.phase = query.getColumn(4).getString();
    entry.side = columnText(query.getColumn(5));
    entry.kind = query.getColumn(6).getString();
    entry.unitCode = columnText(query.getColumn(7));
    entry.officerName = columnText(query.getColumn(8));
    entry.amount = query.getColumn(9).getInt64();
    entry.note = query.getColumn(10).getString();
    entry.entity = columnText(query.getColumn(11));
    entry.entityId = optionalId(query.getColumn(12));
    entry.field = columnText(query.getColumn(13));
    entry.before = columnValue(query.getColumn(14));
    entry.after = columnValue(query.getColumn(15));
    entry.sideId = optionalId(query.getColumn(16));
    entry.unitId = optionalId(query.getColumn(17));
    entry.battleId = optionalId(query.getColumn(18));
    return entry;
}

}  // namespace

std::vector<LedgerEntry> ledgerEntries(SQLite::Database& database, const LedgerFilter& filter) {
    SQLite::Statement query(database, std::string(entryColumns) + filterClause);
    bindFilter(query, filter);
    std::vector<LedgerEntry> entries;
    while (query.executeStep()) entries.push_back(readEntry(query));
    std::reverse(entries.begin(), entries.end());
    return entries;
}

std::vector<std::int64_t> ledgerIds(SQLite::Database& database, const LedgerFilter& filter) {
    SQLite::Statement query(database, std::string("SELECT l.id FROM ledger l ") + filterClause);
    bindFilter(query, filter);
    std::vector<std::int64_t> ids;
    while (query.executeStep()) ids.push_back(query.getColumn(0).getInt64());
    return ids;
}

std::vector<LedgerEntry> ledgerEntriesWithIds(SQLite::Database& database,
                                              std::span<const std::int64_t> ids) {
    // One indexed look-up a row: a page of a list is a few dozen rows.
    SQLite::Statement query(database, std::string(entryColumns) + "WHERE l.id = ?");
    std::vector<LedgerEntry> entries;
    entries.reserve(ids.size());
    for (const auto id : ids) {
        query.reset();
        query.bind(1, id);
        if (query.executeStep()) entries.push_back(readEntry(query));
    }
    return entries;
}

std::vector<std::string> ledgerKindsUsed(SQLite::Database& database) {
    SQLite::Statement query(database, "SELECT DISTINCT kind FROM ledger ORDER BY kind");
    std::vector<std::string> kinds;
    while (query.executeStep()) kinds.push_back(query.getColumn(0).getString());
    return kinds;
}

std::vector<LedgerSum> ledgerSums(SQLite::Database& database,
                                  const std::vector<model::LedgerKind>& kinds) {
    // The kinds as one IN list of bound values: the kind index gives their rows in one pass,
    // where a query per kind read the ledger once for each.
    std::string placeholders;
    for (std::size_t i = 0; i < kinds.size(); ++i) placeholders += i == 0 ? "?" : ", ?";
    SQLite::Statement query(database,
                            "SELECT game_date, side_id, unit_id, kind, sum(amount), count(*) "
                            "FROM ledger WHERE kind IN (" + placeholders + ") "
                            "GROUP BY game_date, side_id, unit_id, kind "
                            "ORDER BY game_date");
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        query.bind(static_cast<int>(i + 1), std::string(model::ledgerKindName(kinds[i])));
    }
    std::vector<LedgerSum> sums;
    while (query.executeStep()) {
        const auto kind = model::ledgerKindNamed(query.getColumn(3).getString());
        if (!kind) continue;  // the IN list holds only known kinds
        sums.push_back({query.getColumn(0).getString(), optionalId(query.getColumn(1)),
                        optionalId(query.getColumn(2)), *kind, query.getColumn(4).getInt64(),
                        query.getColumn(5).getInt64()});
    }
    return sums;
}

}  // namespace tachanka::db
