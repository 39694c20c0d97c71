#pragma once
// A linked tactical battle as the store keeps it (tables tactical_unit and tactical_event):
// read here, written through the Journal with the rows built here.

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/tactical_battle.hpp"

namespace tachanka::db {

std::vector<model::TacticalUnitRecord> loadTacticalUnits(SQLite::Database& database,
                                                         std::int64_t battleId);
std::vector<model::TacticalEvent> loadTacticalEvents(SQLite::Database& database,
                                                     std::int64_t battleId);

// Every log entry whose dice Tachanka rolled from a seed it kept, with its battle: `verify`
// rolls them again.
struct SeededEvent {
    std::int64_t battleId = 0;
    model::TacticalEvent event;
};
std::vector<SeededEvent> loadSeededTacticalEvents(SQLite::Database& database);

std::vector<model::TacticalSeniorRecord> loadTacticalSeniors(SQLite::Database& database,
                                                             std::int64_t battleId);

Row tacticalUnitRow(const model::TacticalUnitRecord& unit);
Row tacticalSeniorRow(const model::TacticalSeniorRecord& senior);
Row tacticalEventRow(std::int64_t battleId, const model::TacticalEvent& event);

// The columns of a tactical unit an action may change, with their values, and the battle's
// buildings: what the undo of an action writes back. As text, one unit a line (and a "state"
// line for its state in a system besides Red Actions!) and a last line of buildings, for
// tactical_event.state_before.
std::string markersText(const std::vector<model::TacticalUnitRecord>& units,
                        const std::string& buildings,
                        const std::vector<model::TacticalSeniorRecord>& seniors,
                        const std::string& battleState = "");
// The text without the lines of the units `ids` names: what a side's file keeps of the units
// it may not see.
std::string withoutUnits(const std::string& text, const std::set<std::int64_t>& ids);
// The battle's own state in a system besides Red Actions! as it stood (empty in an entry
// older than schema 12, or of a system that keeps none).
std::string battleStateFrom(const std::string& text);
std::vector<model::TacticalUnitRecord> markersFrom(const std::string& text,
                                                   std::vector<model::TacticalUnitRecord> units);
// The buildings as they stood (none in an entry older than schema 11, which had none).
std::string buildingsFrom(const std::string& text);
// The senior officers' fates as they stood (serving in an entry older than schema 11).
std::vector<model::TacticalSeniorRecord> seniorsFrom(const std::string& text,
                                                     std::vector<model::TacticalSeniorRecord> seniors);

}  // namespace tachanka::db
