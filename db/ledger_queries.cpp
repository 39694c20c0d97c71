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

}  // namespace

std::vector<LedgerEntry> ledgerEntries(SQLite::Database& database, const LedgerFilter& filter) {
    // Each filter is bound as a value; an unset one is NULL and lets every row through.
    SQLite::Statement query(
        database,
        "SELECT l.id, l.action_id, a.kind, l.game_date, l.phase, s.name, l.kind, u.code, o.name, "
        "l.amount, l.note, l.entity, l.entity_id, l.field, l.before, l.after, l.side_id, "
        "l.unit_id, l.battle_id "
        "FROM ledger l JOIN action a ON a.id = l.action_id "
        "LEFT JOIN side s ON s.id = l.side_id "
        "LEFT JOIN unit u ON u.id = l.unit_id "
        "LEFT JOIN officer o ON o.id = l.officer_id "
        "WHERE (?1 IS NULL OR l.side_id = ?1) AND (?2 IS NULL OR l.unit_id = ?2) "
        "AND (?3 IS NULL OR l.kind = ?3) AND (?4 IS NULL OR l.game_date = ?4) "
        "AND (?5 IS NULL OR l.action_id = ?5) AND (?7 IS NULL OR l.battle_id = ?7) "
        "ORDER BY l.id DESC LIMIT ?6");
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
    std::vector<LedgerEntry> entries;
    while (query.executeStep()) {
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
        entries.push_back(std::move(entry));
    }
    std::reverse(entries.begin(), entries.end());
    return entries;
}

std::vector<LedgerSum> ledgerSums(SQLite::Database& database,
                                  const std::vector<model::LedgerKind>& kinds) {
    std::vector<LedgerSum> sums;
    for (const auto& kind : kinds) {
        SQLite::Statement query(database,
                                "SELECT game_date, side_id, unit_id, sum(amount), count(*) "
                                "FROM ledger WHERE kind = ? "
                                "GROUP BY game_date, side_id, unit_id");
        query.bind(1, std::string(model::ledgerKindName(kind)));
        while (query.executeStep()) {
            sums.push_back({query.getColumn(0).getString(), optionalId(query.getColumn(1)),
                            optionalId(query.getColumn(2)), kind, query.getColumn(3).getInt64(),
                            query.getColumn(4).getInt64()});
        }
    }
    std::stable_sort(sums.begin(), sums.end(),
                     [](const LedgerSum& a, const LedgerSum& b) { return a.date < b.date; });
    return sums;
}

}  // namespace tachanka::db
