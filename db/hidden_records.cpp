#include "db/hidden_records.hpp"

#include <SQLiteCpp/Statement.h>

namespace tachanka::db {
namespace {

model::TacticalSecret secretFrom(SQLite::Statement& query) {
    model::TacticalSecret secret;
    secret.id = query.getColumn(0).getInt64();
    secret.battleId = query.getColumn(1).getInt64();
    secret.sideId = query.getColumn(2).getInt64();
    secret.sequence = query.getColumn(3).getInt();
    secret.turn = query.getColumn(4).getInt();
    secret.scout = query.getColumn(5).getString();
    secret.spot = query.getColumn(6).getString();
    secret.commitment = query.getColumn(7).getString();
    if (!query.getColumn(8).isNull()) secret.die = query.getColumn(8).getInt();
    secret.nonce = query.getColumn(9).isNull() ? "" : query.getColumn(9).getString();
    secret.revealed = query.getColumn(10).getInt() != 0;
    return secret;
}

constexpr const char* secretColumns =
    "SELECT id, battle_id, side_id, sequence, turn, scout, spot, commitment, die, nonce, "
    "revealed FROM tactical_secret ";

}  // namespace

std::vector<model::TacticalMarker> loadTacticalMarkers(SQLite::Database& database,
                                                       std::int64_t battleId) {
    SQLite::Statement query(database,
                            "SELECT id, battle_id, side_id, label, kind, unit_id, spot, revealed "
                            "FROM tactical_marker WHERE battle_id = ? ORDER BY id");
    query.bind(1, battleId);
    std::vector<model::TacticalMarker> markers;
    while (query.executeStep()) {
        model::TacticalMarker marker;
        marker.id = query.getColumn(0).getInt64();
        marker.battleId = query.getColumn(1).getInt64();
        marker.sideId = query.getColumn(2).getInt64();
        marker.label = query.getColumn(3).getString();
        marker.kind = query.getColumn(4).getString();
        if (!query.getColumn(5).isNull()) marker.tacticalUnitId = query.getColumn(5).getInt64();
        marker.spot = query.getColumn(6).getString();
        marker.revealed = query.getColumn(7).getInt() != 0;
        markers.push_back(std::move(marker));
    }
    return markers;
}

std::vector<model::TacticalSecret> loadTacticalSecrets(SQLite::Database& database,
                                                       std::int64_t battleId) {
    SQLite::Statement query(database,
                            std::string(secretColumns) + "WHERE battle_id = ? ORDER BY id");
    query.bind(1, battleId);
    std::vector<model::TacticalSecret> secrets;
    while (query.executeStep()) secrets.push_back(secretFrom(query));
    return secrets;
}

std::vector<model::TacticalSecret> loadAllTacticalSecrets(SQLite::Database& database) {
    SQLite::Statement query(database, std::string(secretColumns) + "ORDER BY id");
    std::vector<model::TacticalSecret> secrets;
    while (query.executeStep()) secrets.push_back(secretFrom(query));
    return secrets;
}

Row tacticalMarkerRow(const model::TacticalMarker& marker) {
    return {{Column::BattleId, marker.battleId},
            {Column::SideId, marker.sideId},
            {Column::Label, marker.label},
            {Column::Kind, marker.kind},
            {Column::UnitId, marker.tacticalUnitId ? Value{*marker.tacticalUnitId} : nullValue()},
            {Column::Spot, marker.spot},
            {Column::Revealed, std::int64_t{marker.revealed ? 1 : 0}}};
}

Row tacticalSecretRow(const model::TacticalSecret& secret) {
    return {{Column::BattleId, secret.battleId},
            {Column::SideId, secret.sideId},
            {Column::Sequence, std::int64_t{secret.sequence}},
            {Column::Turn, std::int64_t{secret.turn}},
            {Column::Scout, secret.scout},
            {Column::Spot, secret.spot},
            {Column::Commitment, secret.commitment},
            {Column::Die, optionalInt(secret.die)},
            {Column::Nonce, secret.nonce.empty() ? nullValue() : Value{secret.nonce}},
            {Column::Revealed, std::int64_t{secret.revealed ? 1 : 0}}};
}

}  // namespace tachanka::db
