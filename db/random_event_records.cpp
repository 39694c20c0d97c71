#include "db/random_event_records.hpp"

#include <stdexcept>

#include "db/sql_values.hpp"

namespace tachanka::db {

std::vector<model::RandomEventRecord> loadRandomEvents(SQLite::Database& database) {
    SQLite::Statement query(database,
                            "SELECT id, side_id, game_date, roll, event, kind, title, effect, "
                            "recruit_points, state, expires_on, provisional FROM random_event "
                            "ORDER BY id");
    std::vector<model::RandomEventRecord> events;
    while (query.executeStep()) {
        model::RandomEventRecord event;
        event.id = query.getColumn(0).getInt64();
        const std::string owner = "random event " + std::to_string(event.id);
        event.sideId = query.getColumn(1).getInt64();
        event.date = model::GameDate::parseIso(query.getColumn(2).getString());
        event.roll = storedInt(query.getColumn(3), Column::Roll, owner);
        event.event = query.getColumn(4).getString();
        event.kind = query.getColumn(5).getString();
        event.title = query.getColumn(6).getString();
        event.effect = query.getColumn(7).getString();
        event.recruitPointsLost = storedInt(query.getColumn(8), Column::RecruitPoints, owner);
        const auto state = model::valueNamed(model::eventStateNames, query.getColumn(9).getString());
        if (!state) throw std::runtime_error("random event " + std::to_string(event.id) +
                                             " has an unknown state");
        event.state = *state;
        if (!query.getColumn(10).isNull()) {
            event.expiresOn = model::GameDate::parseIso(query.getColumn(10).getString());
        }
        event.provisional = storedFlag(query.getColumn(11), Column::Provisional, owner);
        events.push_back(std::move(event));
    }
    return events;
}

Value eventStateValue(model::EventState state) {
    return Value(std::string(model::nameOf(model::eventStateNames, state)));
}

Row randomEventRow(const model::RandomEventRecord& event) {
    return {{Column::SideId, event.sideId},
            {Column::GameDate, event.date.iso()},
            {Column::Roll, std::int64_t{event.roll}},
            {Column::Event, event.event},
            {Column::Kind, event.kind},
            {Column::Title, event.title},
            {Column::Effect, event.effect},
            {Column::RecruitPoints, std::int64_t{event.recruitPointsLost}},
            {Column::State, eventStateValue(event.state)},
            {Column::ExpiresOn, event.expiresOn ? Value(event.expiresOn->iso()) : nullValue()},
            {Column::Provisional, std::int64_t{event.provisional ? 1 : 0}}};
}

}  // namespace tachanka::db
