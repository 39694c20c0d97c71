#include "db/turn_record.hpp"

#include <algorithm>

#include <SQLiteCpp/Statement.h>

#include "db/sql_values.hpp"

namespace tachanka::db {

std::optional<TurnRecord> turnRecord(SQLite::Database& database, std::string_view date,
                                     std::int64_t sideId) {
    SQLite::Statement query(database,
                            "SELECT id, track_points, received, orel_bonus, points_lost FROM turn "
                            "WHERE game_date = ? AND side_id = ?");
    query.bind(1, std::string(date));
    query.bind(2, sideId);
    if (!query.executeStep()) return std::nullopt;
    TurnRecord record;
    record.id = query.getColumn(0).getInt64();
    const std::string owner = "turn record " + std::to_string(record.id);
    record.trackPoints = storedInt(query.getColumn(1), Column::TrackPoints, owner);
    if (!query.getColumn(2).isNull()) {
        record.received = storedInt(query.getColumn(2), Column::Received, owner);
    }
    record.orelBonus = storedInt(query.getColumn(3), Column::OrelBonus, owner);
    record.pointsLost = storedInt(query.getColumn(4), Column::PointsLost, owner);
    return record;
}

std::optional<LedgerMoment> lastChange(SQLite::Database& database, Table table, std::int64_t id,
                                       std::string_view column) {
    if (!hasColumn(table, column)) return std::nullopt;
    SQLite::Statement query(database,
                            "SELECT action_id, game_date, phase FROM ledger "
                            "WHERE entity = ? AND entity_id = ? AND field = ? "
                            "ORDER BY id DESC LIMIT 1");
    query.bind(1, std::string(tableName(table)));
    query.bind(2, id);
    query.bind(3, std::string(column));
    if (!query.executeStep()) return std::nullopt;
    return LedgerMoment{query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                        query.getColumn(2).getString()};
}

std::optional<std::int64_t> activeSideAt(SQLite::Database& database, std::int64_t actionId) {
    SQLite::Statement query(database,
                            "SELECT after FROM ledger WHERE entity = 'campaign' AND "
                            "field = 'active_side_id' AND action_id <= ? ORDER BY id DESC LIMIT 1");
    query.bind(1, actionId);
    if (!query.executeStep() || query.getColumn(0).isNull()) return std::nullopt;
    return query.getColumn(0).getInt64();
}

bool madeMarchingDay(SQLite::Database& database, std::int64_t unitId, const std::string& date) {
    SQLite::Statement query(database,
                            "SELECT 1 FROM ledger WHERE kind = 'marching-day' AND unit_id = ? AND "
                            "game_date = ? LIMIT 1");
    query.bind(1, unitId);
    query.bind(2, date);
    return query.executeStep();
}

int movementPointsSpent(SQLite::Database& database, std::int64_t unitId, const std::string& date) {
    SQLite::Statement query(database,
                            "SELECT coalesce(sum(amount), 0) FROM ledger WHERE unit_id = ? AND "
                            "game_date = ? AND phase = 'movement' AND "
                            "kind IN ('moved', 'mode', 'entrenchment')");
    query.bind(1, unitId);
    query.bind(2, date);
    query.executeStep();
    // A hostile file's amounts stay within what an allowance could be.
    return static_cast<int>(std::clamp<std::int64_t>(query.getColumn(0).getInt64(), 0, 1000));
}

std::int64_t turnStartAction(SQLite::Database& database) {
    SQLite::Statement query(database,
                            "SELECT coalesce(max(action_id), 0) FROM ledger "
                            "WHERE entity = 'campaign' AND field = 'active_side_id'");
    query.executeStep();
    return query.getColumn(0).getInt64();
}

}  // namespace tachanka::db
