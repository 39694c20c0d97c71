#include "db/ledger_entries.hpp"

#include <SQLiteCpp/Statement.h>

namespace tachanka::db {
namespace {

Value valueOf(const SQLite::Column& column) {
    if (column.isNull()) return nullValue();
    if (column.isInteger()) return Value(column.getInt64());
    return Value(column.getString());
}

std::optional<std::int64_t> optionalId(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getInt64();
}

std::optional<std::string> optionalString(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getString();
}

}  // namespace

std::vector<LedgerEntry> ledgerEntries(SQLite::Database& database,
                                       std::optional<std::string_view> kind) {
    SQLite::Statement query(database,
                            "SELECT action_id, game_date, phase, kind, side_id, unit_id, amount, "
                            "note, entity, field, before, after FROM ledger "
                            "WHERE ?1 IS NULL OR kind = ?1 ORDER BY id");
    if (kind) query.bind(1, std::string(*kind));
    std::vector<LedgerEntry> entries;
    while (query.executeStep()) {
        LedgerEntry entry;
        entry.actionId = query.getColumn(0).getInt64();
        entry.date = query.getColumn(1).getString();
        entry.phase = query.getColumn(2).getString();
        entry.kind = query.getColumn(3).getString();
        entry.sideId = optionalId(query.getColumn(4));
        entry.unitId = optionalId(query.getColumn(5));
        entry.amount = query.getColumn(6).getInt64();
        entry.note = query.getColumn(7).getString();
        entry.entity = optionalString(query.getColumn(8));
        entry.field = optionalString(query.getColumn(9));
        entry.before = valueOf(query.getColumn(10));
        entry.after = valueOf(query.getColumn(11));
        entries.push_back(std::move(entry));
    }
    return entries;
}

}  // namespace tachanka::db
