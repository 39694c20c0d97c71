#pragma once
// The turn record track as a campaign keeps it (one row per day and side), and when a value
// of a row last changed, read off the ledger: what advancing the turn needs beyond the model.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"

namespace tachanka::db {

struct TurnRecord {
    std::int64_t id = 0;
    int trackPoints = 0;            // the day's recruit points, scaled for the scenario
    std::optional<int> received;    // none until the side's recruitment phase came
    int orelBonus = 0;
    int pointsLost = 0;
};

// The row of `date` ("1919-10-15") for the side; none when the track has no such day.
std::optional<TurnRecord> turnRecord(SQLite::Database& database, std::string_view date,
                                     std::int64_t sideId);

// The action, day and phase (as the ledger dates rows: "1919-10-15", "movement") of the last
// ledger row that changed `column` of the row `id` of `table`; none when it never changed.
struct LedgerMoment {
    std::int64_t actionId = 0;
    std::string date;
    std::string phase;
};
std::optional<LedgerMoment> lastChange(SQLite::Database& database, Table table, std::int64_t id,
                                       std::string_view column);

// The side whose turn it was when action `actionId` was recorded (the last change of the
// campaign's active side at or before it); none before the first advance of the turn.
std::optional<std::int64_t> activeSideAt(SQLite::Database& database, std::int64_t actionId);

// Whether unit `unitId` moved with a White Marching Day (7.1.5) on `date` ("1919-10-15").
bool madeMarchingDay(SQLite::Database& database, std::int64_t unitId, const std::string& date);

// The MP unit `unitId` has spent in the movement phase of `date` ("1919-10-15"): what its moves,
// mode changes and entrenching carried in their ledger rows' amounts (7.1).
int movementPointsSpent(SQLite::Database& database, std::int64_t unitId, const std::string& date);

// The action that began the current player's turn (the last that changed the campaign's
// active side); 0 when the first player's first turn is still going on.
std::int64_t turnStartAction(SQLite::Database& database);

}  // namespace tachanka::db
