#pragma once
// The tables and columns of a campaign's state, as the schema (db/schema.cpp) defines them:
// the only names the journal, the undo and the replay ever put into SQL.

#include <optional>
#include <string_view>
#include <vector>

namespace tachanka::db {

// The tables a campaign's state lives in, in the order rows may refer to each other.
enum class Table {
    Side, Campaign, Setting, Formation, Unit, Depot, ArmyList, TokenPool, Officer, Token,
    Location, Turn, Battle, BattleUnit, BattleEvent, TacticalUnit, TacticalEvent, RandomEvent,
    MapHex, MapHexside, TacticalSenior, Note, Photo, Bookmark, Seat,
    TacticalMarker, TacticalSecret
};

std::string_view tableName(Table table);
std::optional<Table> tableNamed(std::string_view name);
// Whether `column` is one of the table's columns (the id included).
bool hasColumn(Table table, std::string_view column);
const std::vector<std::string_view>& columnsOf(Table table);

// Every state table, in the order rows may refer to each other.
std::vector<Table> allTables();

}  // namespace tachanka::db
