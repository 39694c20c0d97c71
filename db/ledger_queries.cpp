#include "db/ledger_queries.hpp"

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <string>

#include "db/sql_values.hpp"

namespace tachanka::db {
namespace {

std::optional<std::string> columnText(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getString();
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

// The conditions of the filters set, each a bound value. A filter left out of the SQL lets
// SQLite look the rows up by the index of those given (the kind, the unit, the day, the
// change), where "? IS NULL OR kind = ?" held every query to a scan of the whole ledger.
std::string whereClause(const LedgerFilter& filter) {
    std::string where;
    const auto add = [&where](bool set, const char* condition) {
        if (!set) return;
        where += where.empty() ? "WHERE " : " AND ";
        where += condition;
    };
    add(filter.sideId.has_value(), "l.side_id = :side");
    add(filter.unitId.has_value(), "l.unit_id = :unit");
    add(filter.kind.has_value(), "l.kind = :kind");
    add(filter.date.has_value(), "l.game_date = :date");
    add(filter.fromDate.has_value(), "l.game_date >= :from");
    add(filter.actionId.has_value(), "l.action_id = :action");
    add(filter.battleId.has_value(), "l.battle_id = :battle");
    add(filter.entity.has_value(), "l.entity = :entity");
    add(filter.entityId.has_value(), "l.entity_id = :entity_id");
    add(filter.field.has_value(), "l.field = :field");
    return where;
}

// Newest first, as many as the filter's limit.
std::string newestClause(const LedgerFilter& filter) {
    return whereClause(filter) + " ORDER BY l.id DESC LIMIT :limit";
}

void bindFilter(SQLite::Statement& query, const LedgerFilter& filter) {
    if (filter.sideId) query.bind(":side", *filter.sideId);
    if (filter.unitId) query.bind(":unit", *filter.unitId);
    if (filter.kind) query.bind(":kind", *filter.kind);
    if (filter.date) query.bind(":date", *filter.date);
    if (filter.fromDate) query.bind(":from", *filter.fromDate);
    if (filter.actionId) query.bind(":action", *filter.actionId);
    if (filter.battleId) query.bind(":battle", *filter.battleId);
    if (filter.entity) query.bind(":entity", *filter.entity);
    if (filter.entityId) query.bind(":entity_id", *filter.entityId);
    if (filter.field) query.bind(":field", *filter.field);
}

void bindLimit(SQLite::Statement& query, const LedgerFilter& filter) {
    query.bind(":limit", filter.limit ? std::int64_t{*filter.limit} : std::int64_t{-1});
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
    entry.amount = storedNumber(query.getColumn(9), ledgerAmount,
                                "ledger row " + std::to_string(entry.id), "amount");
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
    SQLite::Statement query(database, std::string(entryColumns) + newestClause(filter));
    bindFilter(query, filter);
    bindLimit(query, filter);
    std::vector<LedgerEntry> entries;
    while (query.executeStep()) entries.push_back(readEntry(query));
    std::reverse(entries.begin(), entries.end());
    return entries;
}

void visitLedgerEntries(SQLite::Database& database, const LedgerFilter& filter,
                        const std::function<bool(const LedgerEntry&)>& visit) {
    SQLite::Statement query(database,
                            std::string(entryColumns) + whereClause(filter) + " ORDER BY l.id");
    bindFilter(query, filter);
    while (query.executeStep()) {
        if (!visit(readEntry(query))) return;
    }
}

std::int64_t ledgerRowCount(SQLite::Database& database, const LedgerFilter& filter) {
    SQLite::Statement query(database, "SELECT count(*) FROM ledger l " + whereClause(filter));
    bindFilter(query, filter);
    query.executeStep();
    return query.getColumn(0).getInt64();
}

std::vector<std::int64_t> ledgerIds(SQLite::Database& database, const LedgerFilter& filter) {
    SQLite::Statement query(database,
                            std::string("SELECT l.id FROM ledger l ") + newestClause(filter));
    bindFilter(query, filter);
    bindLimit(query, filter);
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
    // One step along the kind index a kind: DISTINCT read the whole index, half a million rows
    // of a long campaign, for the fifty kinds there are.
    SQLite::Statement next(database,
                           "SELECT kind FROM ledger WHERE kind > ? ORDER BY kind LIMIT 1");
    std::vector<std::string> kinds;
    std::string after;
    for (;;) {
        next.reset();
        next.bind(1, after);
        if (!next.executeStep()) break;
        after = next.getColumn(0).getString();
        kinds.push_back(after);
    }
    return kinds;
}

std::vector<LedgerSum> ledgerSums(SQLite::Database& database,
                                  const std::vector<model::LedgerKind>& kinds) {
    // The kind index holds each row's date, side, unit and amount in that order: the rows come
    // off it grouped, kind by kind, and are summed here as they come, where SQLite's GROUP BY
    // and ORDER BY took three times as long over a long campaign's ledger (issue 21).
    std::string placeholders;
    for (std::size_t i = 0; i < kinds.size(); ++i) placeholders += i == 0 ? "?" : ", ?";
    SQLite::Statement query(database,
                            "SELECT kind, game_date, side_id, unit_id, amount FROM ledger "
                            "WHERE kind IN (" + placeholders + ") "
                            "ORDER BY kind, game_date, side_id, unit_id");
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        query.bind(static_cast<int>(i + 1), std::string(model::ledgerKindName(kinds[i])));
    }
    std::vector<LedgerSum> sums;
    std::string kindName;
    std::optional<model::LedgerKind> kind;
    while (query.executeStep()) {
        const char* rowKind = query.getColumn(0).getText();
        if (kindName != rowKind) {
            kindName = rowKind;
            kind = model::ledgerKindNamed(kindName);
        }
        if (!kind) continue;  // the IN list holds only known kinds
        const char* date = query.getColumn(1).getText();
        const auto sideId = optionalId(query.getColumn(2));
        const auto unitId = optionalId(query.getColumn(3));
        // Each amount is at most ledgerAmount: no count of rows adds up past 64 bits.
        const std::int64_t amount =
            storedNumber(query.getColumn(4), ledgerAmount, "ledger", "amount");
        if (sums.empty() || sums.back().kind != *kind || sums.back().date != date ||
            sums.back().sideId != sideId || sums.back().unitId != unitId) {
            sums.push_back({date, sideId, unitId, *kind, 0, 0});
        }
        sums.back().amount += amount;
        ++sums.back().rows;
    }
    // Each kind's sums came in date order; the attrition report reads them all in date order.
    std::stable_sort(sums.begin(), sums.end(),
                     [](const LedgerSum& a, const LedgerSum& b) { return a.date < b.date; });
    return sums;
}

}  // namespace tachanka::db
