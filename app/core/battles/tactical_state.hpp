#pragma once
// Internal to the tactical battle use cases: the link table and army lists a battle reads,
// the campaign's units as the conversion sees them, the stored tactical units as the rules
// engine's battle and back, and the battle as the front ends show it.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "app/core/battles/tactical_battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "rules/links/conversion.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/battle/turn_sequence.hpp"

namespace tachanka::core {

// templates/rules/links/orel-1919-to-red-actions.xml, the user's copy first.
rules::links::LinkTable loadOrelToRedActions();
// The link table into `system`: Red Actions!'s, or a linked-battle adapter's; a UserError
// naming the systems a battle can be fought in for any other.
rules::links::LinkTable linkTableOf(std::string_view system);

// The Red Actions! army lists the campaign keeps, by id.
std::map<std::string, rules::redactions::ArmyList> campaignArmyLists(SQLite::Database& database);

// The battle's fighting units (attackers and defenders, the sheltering with the defenders) as
// the link table reads them, in the battle's order.
std::vector<rules::links::OperationalUnit> operationalUnitsOf(SQLite::Database& database,
                                                              const model::Campaign& campaign,
                                                              const model::Battle& battle);

// Refuses a battle that is not planned, or is already fought on the table.
void requireFightable(const model::Battle& battle);

// The battle's units converted through the link table into tactical units (not yet stored):
// a UserError for an army list or troop type the campaign does not keep.
std::vector<model::TacticalUnitRecord> convertedUnits(SQLite::Database& database,
                                                      const model::Campaign& campaign,
                                                      const model::Battle& battle,
                                                      const rules::links::LinkTable& link);

// The serving senior officers of the formations the units belong to, every level up to the
// side's own, each once (not yet stored).
std::vector<model::TacticalSeniorRecord> seniorsPresent(
    SQLite::Database& database, const model::Campaign& campaign, const model::Battle& battle,
    const std::vector<model::TacticalUnitRecord>& units);
// A system's leader figure of each side (RF&IC's Commander) stands for the serving senior
// officer of the lowest formation all the side's units present belong to; a side without one
// has a leader who stands for no officer (not yet stored).
std::vector<model::TacticalSeniorRecord> sideCommanders(
    SQLite::Database& database, const model::Campaign& campaign, const model::Battle& battle,
    const std::vector<model::TacticalUnitRecord>& units);
// The battle's stored senior officers as the rules engine takes them, and as front ends show
// them.
std::vector<rules::redactions::TacticalSenior> seniorsOnTable(SQLite::Database& database,
                                                               const model::Battle& battle);
std::vector<TacticalSeniorView> seniorViews(SQLite::Database& database,
                                            const model::Campaign& campaign,
                                            const model::Battle& battle);

// The battle numbered `id`, refused unless it is fought as a tactical battle and `doing`
// ("act in") is still possible: not once it is applied or voided.
model::Battle tacticalBattleNumbered(SQLite::Database& database, std::int64_t id,
                                     std::string_view doing);

// The stored units as the rules engine's battle, in the same order.
rules::redactions::TacticalBattle tableOf(SQLite::Database& database, const model::Battle& battle,
                                          const std::vector<model::TacticalUnitRecord>& records);

// The records with the engine's markers, bases and officers after an action.
std::vector<model::TacticalUnitRecord> recordsAfter(std::vector<model::TacticalUnitRecord> records,
                                                    const rules::redactions::TacticalBattle& table);

// Writes each changed column of the records through the journal, tagged with the battle.
void writeRecords(ActionContext& context, const std::vector<model::TacticalUnitRecord>& before,
                  const std::vector<model::TacticalUnitRecord>& after);

// Writes each senior officer's fate that changed through the journal.
void writeSeniors(ActionContext& context, const std::vector<model::TacticalSeniorRecord>& before,
                  const std::vector<model::TacticalSeniorRecord>& after);
// The records with the fates the engine's seniors have (both in the stored order).
std::vector<model::TacticalSeniorRecord> seniorsAfter(
    std::vector<model::TacticalSeniorRecord> records,
    const std::vector<rules::redactions::TacticalSenior>& seniors);

// Writes the battle's own state in a system besides Red Actions! through the journal when it
// changed.
void writeBattleState(ActionContext& context, const model::Battle& battle,
                      const std::string& state);

// Writes the battle's buildings through the journal when their fires changed.
void writeBuildings(ActionContext& context, const model::Battle& battle,
                    const std::string& buildings);

TacticalBattleView tacticalViewOf(SQLite::Database& database, const model::Campaign& campaign,
                                  const model::Battle& battle);

// A battle fought through a linked-battle adapter: its stored units as the adapter reads them
// (linked_table.cpp), and the battle as the front ends show it.
struct LinkedBattle;
struct LinkedUnit;
std::vector<LinkedUnit> linkedUnitsOf(SQLite::Database& database, const model::Battle& battle,
                                      const std::vector<model::TacticalUnitRecord>& records);
TacticalBattleView linkedViewOf(SQLite::Database& database, const model::Campaign& campaign,
                                const model::Battle& battle, const LinkedBattle& linked);
// Writes the fate of each side's leader figure in `battleState` (wounded, killed) to the senior
// officer he stands for, through the journal.
void writeLeaderFates(ActionContext& context, const model::Battle& battle,
                      const LinkedBattle& linked, const std::string& battleState);

rules::redactions::ActionRequest actionRequestOf(const TacticalActionRequest& request);

// The number the log's next entry takes, and the entry appended through the journal.
int nextSequence(const std::vector<model::TacticalEvent>& log);
void appendEvent(ActionContext& context, const model::Battle& battle,
                 const model::TacticalEvent& event);

// The log's entries neither an undo nor taken back by one, in order.
std::vector<model::TacticalEvent> standingEvents(const std::vector<model::TacticalEvent>& log);

// The turn as the standing entries of the log made it; a UserError for a step the log holds
// that cannot be read.
rules::redactions::TurnSequence turnOf(const std::vector<model::TacticalEvent>& log);

// The turn as the front ends show it, on the table as it stands.
TacticalTurnView turnViewOf(const rules::redactions::TacticalBattle& table,
                            const rules::redactions::TurnSequence& turn);

}  // namespace tachanka::core
