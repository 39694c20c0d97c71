#pragma once
// A campaign's battles as the store keeps them: the battle row, a row per unit in it and a
// row per die rolled. Writing goes through the Journal (so undo and the replay see it); this
// file maps the rows to model::Battle and back.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/battle.hpp"

namespace tachanka::db {

// Battles in id order; `date` ("1919-10-15") keeps those of that day.
std::vector<model::Battle> loadBattles(SQLite::Database& database,
                                       const std::optional<std::string>& date = std::nullopt);
std::optional<model::Battle> loadBattle(SQLite::Database& database, std::int64_t id);

// The number the next battle planned gets.
std::int64_t nextBattleId(SQLite::Database& database);

// The row values the journal writes for a new battle, unit and event.
Row battleRow(const model::Battle& battle);
Row battleUnitRow(std::int64_t battleId, const model::BattleUnit& unit);
Row battleEventRow(std::int64_t battleId, const model::BattleEvent& event);

// The players' answers as the battle row keeps them: a line each ("assault<TAB>yes").
std::string answersText(const model::BattleAnswers& answers);

// "4,5" and back: the dice of an event as the battle_event row keeps them.
std::string diceText(const std::vector<int>& dice);

}  // namespace tachanka::db
