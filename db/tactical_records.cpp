#include "db/tactical_records.hpp"

#include <SQLiteCpp/Statement.h>

#include <set>
#include <sstream>

#include "db/campaign_file.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

Value flag(bool value) { return std::int64_t{value ? 1 : 0}; }

// One die a line: "4/6 shooting: 1/9D at 1/1K".
std::string rollsText(const std::vector<model::TacticalRoll>& rolls) {
    std::string text;
    for (const auto& roll : rolls) {
        text += std::to_string(roll.value) + "/" + std::to_string(roll.sides) + " " + roll.purpose +
                "\n";
    }
    return text;
}

std::vector<model::TacticalRoll> rollsFrom(const std::string& text) {
    std::vector<model::TacticalRoll> rolls;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        model::TacticalRoll roll;
        char slash = 0;
        std::istringstream fields(line);
        if (!(fields >> roll.value >> slash >> roll.sides) || slash != '/') {
            throw StoreError("a tactical event holds the roll '" + line + "'");
        }
        std::getline(fields >> std::ws, roll.purpose);
        rolls.push_back(std::move(roll));
    }
    return rolls;
}

}  // namespace

std::vector<model::TacticalUnitRecord> loadTacticalUnits(SQLite::Database& database,
                                                         std::int64_t battleId) {
    SQLite::Statement query(
        database,
        "SELECT id, battle_id, unit_id, code, side_id, troop_type, army, bases, bases_lost, "
        "surrendered, terror, humiliated, pinned, routing, officer_id, officer_fate, provisional, "
        "foxholes, in_wire, vehicle_condition, train, system_state "
        "FROM tactical_unit WHERE battle_id = ? ORDER BY id");
    query.bind(1, battleId);
    std::vector<model::TacticalUnitRecord> units;
    while (query.executeStep()) {
        model::TacticalUnitRecord unit;
        unit.id = query.getColumn(0).getInt64();
        unit.battleId = query.getColumn(1).getInt64();
        unit.unitId = query.getColumn(2).getInt64();
        unit.code = query.getColumn(3).getString();
        const std::string owner = "battle " + std::to_string(battleId) + "'s tactical unit " +
                                  model::quoted(unit.code);
        unit.sideId = query.getColumn(4).getInt64();
        unit.troopType = query.getColumn(5).getString();
        unit.army = query.getColumn(6).getString();
        unit.bases = storedInt(query.getColumn(7), Column::Bases, owner);
        unit.basesLost = storedInt(query.getColumn(8), Column::BasesLost, owner);
        unit.surrendered = storedInt(query.getColumn(9), Column::Surrendered, owner);
        unit.terror = storedInt(query.getColumn(10), Column::Terror, owner);
        unit.humiliated = storedInt(query.getColumn(11), Column::Humiliated, owner);
        unit.pinned = storedFlag(query.getColumn(12), Column::Pinned, owner);
        unit.routing = storedFlag(query.getColumn(13), Column::Routing, owner);
        if (!query.getColumn(14).isNull()) unit.officerId = query.getColumn(14).getInt64();
        unit.officerFate = query.getColumn(15).getString();
        unit.provisional = storedFlag(query.getColumn(16), Column::Provisional, owner);
        unit.foxholes = storedInt(query.getColumn(17), Column::Foxholes, owner);
        unit.inWire = storedFlag(query.getColumn(18), Column::InWire, owner);
        unit.vehicleCondition = query.getColumn(19).getString();
        unit.train = query.getColumn(20).getString();
        unit.systemState = query.getColumn(21).getString();
        units.push_back(std::move(unit));
    }
    return units;
}

namespace {

constexpr std::string_view eventColumns =
    "SELECT sequence, action, actor, target, rolls, dice_origin, table_cell, effects, corrects, "
    "state_before, turn_step, seed, battle_id FROM tactical_event ";

std::vector<model::TacticalEvent> eventsFrom(SQLite::Statement& query,
                                            std::vector<std::int64_t>* battles = nullptr) {
    std::vector<model::TacticalEvent> events;
    while (query.executeStep()) {
        const auto battleId = query.getColumn(12).getInt64();
        const std::string owner = "battle " + std::to_string(battleId) + "'s tactical event";
        model::TacticalEvent event;
        event.sequence = storedInt(query.getColumn(0), Column::Sequence, owner);
        event.action = query.getColumn(1).getString();
        event.actor = query.getColumn(2).getString();
        event.target = query.getColumn(3).getString();
        event.rolls = rollsFrom(query.getColumn(4).getString());
        event.diceOrigin = query.getColumn(5).getString();
        event.tableCell = query.getColumn(6).getString();
        event.effects = query.getColumn(7).getString();
        if (!query.getColumn(8).isNull()) {
            event.corrects = storedInt(query.getColumn(8), Column::Corrects, owner);
        }
        event.stateBefore = query.getColumn(9).getString();
        event.turnStep = query.getColumn(10).getString();
        if (!query.getColumn(11).isNull()) {
            event.seed = static_cast<std::uint64_t>(query.getColumn(11).getInt64());
        }
        if (battles != nullptr) battles->push_back(battleId);
        events.push_back(std::move(event));
    }
    return events;
}

}  // namespace

std::vector<model::TacticalEvent> loadTacticalEvents(SQLite::Database& database,
                                                     std::int64_t battleId) {
    SQLite::Statement query(database,
                            std::string(eventColumns) + "WHERE battle_id = ? ORDER BY sequence");
    query.bind(1, battleId);
    return eventsFrom(query);
}

std::vector<SeededEvent> loadSeededTacticalEvents(SQLite::Database& database) {
    SQLite::Statement query(database, std::string(eventColumns) +
                                          "WHERE seed IS NOT NULL ORDER BY battle_id, sequence");
    std::vector<std::int64_t> battles;
    auto events = eventsFrom(query, &battles);
    std::vector<SeededEvent> seeded;
    for (std::size_t index = 0; index < events.size(); ++index) {
        seeded.push_back({battles[index], std::move(events[index])});
    }
    return seeded;
}

Row tacticalUnitRow(const model::TacticalUnitRecord& unit) {
    return {{Column::BattleId, unit.battleId},
            {Column::UnitId, unit.unitId},
            {Column::Code, unit.code},
            {Column::SideId, unit.sideId},
            {Column::TroopType, unit.troopType},
            {Column::Army, unit.army},
            {Column::Bases, std::int64_t{unit.bases}},
            {Column::BasesLost, std::int64_t{unit.basesLost}},
            {Column::Surrendered, std::int64_t{unit.surrendered}},
            {Column::Terror, std::int64_t{unit.terror}},
            {Column::Humiliated, std::int64_t{unit.humiliated}},
            {Column::Pinned, flag(unit.pinned)},
            {Column::Routing, flag(unit.routing)},
            {Column::OfficerId, unit.officerId ? Value(*unit.officerId) : nullValue()},
            {Column::OfficerFate, unit.officerFate},
            {Column::Provisional, flag(unit.provisional)},
            {Column::Foxholes, std::int64_t{unit.foxholes}},
            {Column::InWire, flag(unit.inWire)},
            {Column::VehicleCondition, unit.vehicleCondition},
            {Column::Train, unit.train},
            {Column::SystemState, unit.systemState}};
}

std::vector<model::TacticalSeniorRecord> loadTacticalSeniors(SQLite::Database& database,
                                                             std::int64_t battleId) {
    SQLite::Statement query(database,
                            "SELECT id, battle_id, officer_id, side_id, fate FROM tactical_senior "
                            "WHERE battle_id = ? ORDER BY id");
    query.bind(1, battleId);
    std::vector<model::TacticalSeniorRecord> seniors;
    while (query.executeStep()) {
        seniors.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getInt64(),
                           query.getColumn(2).getInt64(), query.getColumn(3).getInt64(),
                           query.getColumn(4).getString()});
    }
    return seniors;
}

Row tacticalSeniorRow(const model::TacticalSeniorRecord& senior) {
    return {{Column::BattleId, senior.battleId},
            {Column::OfficerId, senior.officerId},
            {Column::SideId, senior.sideId},
            {Column::Fate, senior.fate}};
}

Row tacticalEventRow(std::int64_t battleId, const model::TacticalEvent& event) {
    return {{Column::BattleId, battleId},
            {Column::Sequence, std::int64_t{event.sequence}},
            {Column::Action, event.action},
            {Column::Actor, event.actor},
            {Column::Target, event.target},
            {Column::Rolls, rollsText(event.rolls)},
            {Column::DiceOrigin, event.diceOrigin},
            {Column::TableCell, event.tableCell},
            {Column::Effects, event.effects},
            {Column::Corrects, event.corrects ? Value(std::int64_t{*event.corrects}) : nullValue()},
            {Column::StateBefore, event.stateBefore},
            {Column::TurnStep, event.turnStep},
            {Column::Seed, event.seed ? Value(static_cast<std::int64_t>(*event.seed)) : nullValue()}};
}

constexpr std::string_view buildingsLine = "buildings ";
constexpr std::string_view seniorLine = "senior ";
constexpr std::string_view stateLine = "state ";
constexpr std::string_view battleStateLine = "battle-state ";

std::string markersText(const std::vector<model::TacticalUnitRecord>& units,
                        const std::string& buildings,
                        const std::vector<model::TacticalSeniorRecord>& seniors,
                        const std::string& battleState) {
    std::string text;
    if (!battleState.empty()) text += std::string(battleStateLine) + battleState + "\n";
    for (const auto& senior : seniors) {
        text += std::string(seniorLine) + std::to_string(senior.id) + " " +
                (senior.fate.empty() ? "-" : senior.fate) + "\n";
    }
    for (const auto& unit : units) {
        text += std::to_string(unit.id) + " " + std::to_string(unit.basesLost) + " " +
                std::to_string(unit.surrendered) + " " + std::to_string(unit.terror) + " " +
                std::to_string(unit.humiliated) + " " + (unit.pinned ? "1" : "0") + " " +
                (unit.routing ? "1" : "0") + " " +
                (unit.officerFate.empty() ? "-" : unit.officerFate) + " " +
                std::to_string(unit.foxholes) + " " + (unit.inWire ? "1" : "0") + " " +
                unit.vehicleCondition + (unit.train.empty() ? "" : " " + unit.train) + "\n";
        if (!unit.systemState.empty()) {
            text += std::string(stateLine) + std::to_string(unit.id) + " " + unit.systemState + "\n";
        }
    }
    return text + std::string(buildingsLine) + buildings + "\n";
}

std::string withoutUnits(const std::string& text, const std::set<std::int64_t>& ids) {
    std::istringstream lines(text);
    std::string line;
    std::string kept;
    while (std::getline(lines, line)) {
        std::istringstream fields(line.starts_with(stateLine) ? line.substr(stateLine.size())
                                                               : line);
        std::int64_t id = 0;
        const bool unitLine = !line.starts_with(buildingsLine) && !line.starts_with(seniorLine) &&
                              !line.starts_with(battleStateLine);
        if (unitLine && (fields >> id) && ids.contains(id)) continue;
        kept += line + "\n";
    }
    return kept;
}

std::vector<model::TacticalSeniorRecord> seniorsFrom(const std::string& text,
                                                     std::vector<model::TacticalSeniorRecord> seniors) {
    for (auto& senior : seniors) senior.fate.clear();
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (!line.starts_with(seniorLine)) continue;
        std::istringstream fields(line.substr(seniorLine.size()));
        std::int64_t id = 0;
        std::string fate;
        if (!(fields >> id >> fate)) {
            throw StoreError("a tactical event holds the senior officer '" + line + "'");
        }
        for (auto& senior : seniors) {
            if (senior.id == id) senior.fate = fate == "-" ? "" : fate;
        }
    }
    return seniors;
}

std::string battleStateFrom(const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.starts_with(battleStateLine)) return line.substr(battleStateLine.size());
    }
    return "";
}

std::string buildingsFrom(const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.starts_with(buildingsLine)) return line.substr(buildingsLine.size());
    }
    return "";
}

std::vector<model::TacticalUnitRecord> markersFrom(const std::string& text,
                                                   std::vector<model::TacticalUnitRecord> units) {
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.starts_with(buildingsLine) || line.starts_with(seniorLine) ||
            line.starts_with(battleStateLine)) {
            continue;
        }
        if (line.starts_with(stateLine)) {
            std::istringstream fields(line.substr(stateLine.size()));
            std::int64_t id = 0;
            std::string state;
            if (!(fields >> id) || !std::getline(fields >> std::ws, state)) {
                throw StoreError("a tactical event holds the state '" + line + "'");
            }
            for (auto& unit : units) {
                if (unit.id == id) unit.systemState = state;
            }
            continue;
        }
        std::istringstream fields(line);
        std::int64_t id = 0;
        int pinned = 0;
        int routing = 0;
        std::string fate;
        model::TacticalUnitRecord read;
        if (!(fields >> id >> read.basesLost >> read.surrendered >> read.terror >>
              read.humiliated >> pinned >> routing >> fate)) {
            throw StoreError("a tactical event holds the markers '" + line + "'");
        }
        // The field rules' state came with schema 9: an older entry's units had none.
        int foxholes = 0;
        int inWire = 0;
        std::string vehicle = "running";
        if (fields >> foxholes && !(fields >> inWire >> vehicle)) {
            throw StoreError("a tactical event holds the markers '" + line + "'");
        }
        // A train's state came with schema 11, the rest of the line.
        std::string train;
        std::getline(fields >> std::ws, train);
        for (auto& unit : units) {
            if (unit.id != id) continue;
            unit.basesLost = read.basesLost;
            unit.surrendered = read.surrendered;
            unit.terror = read.terror;
            unit.humiliated = read.humiliated;
            unit.pinned = pinned != 0;
            unit.routing = routing != 0;
            unit.officerFate = fate == "-" ? "" : fate;
            unit.foxholes = foxholes;
            unit.inWire = inWire != 0;
            unit.vehicleCondition = vehicle;
            unit.train = train;
        }
    }
    return units;
}

}  // namespace tachanka::db
