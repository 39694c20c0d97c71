#include "db/tables.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::db {
namespace {

struct TableColumns {
    Table table;
    std::string_view name;
    std::vector<std::string_view> columns;
};

const std::vector<TableColumns>& schemaTables() {
    static const std::vector<TableColumns> tables{
        {Table::Side, "side",
         {"id", "position", "name", "commander", "recruit_points", "prisoners", "army_id",
          "friendly_edges", "recruit_battalions"}},
        {Table::Campaign, "campaign",
         {"id", "name", "scenario_id", "scenario_title", "seed", "start_date", "turns",
          "game_date", "phase", "active_side_id", "provisional", "recruit_points_percent"}},
        {Table::Setting, "setting", {"id", "name", "value"}},
        {Table::Formation, "formation",
         {"id", "side_id", "parent_id", "name", "commander", "kind", "main_bodies", "army_id",
          "inactive_through", "release_conditions"}},
        {Table::Unit, "unit",
         {"id", "side_id", "formation_id", "code", "name", "kind", "steps_max", "steps_lost",
          "troop_quality", "hex", "recruits_marker", "strength", "charge", "fire", "movement",
          "shock", "integrated_artillery", "train", "battalion", "mode", "routed_on",
          "unsupplied", "entrenchment", "out_of_command", "off_map", "fate", "arrival_date",
          "entry_hexes", "mp_penalty", "arrival_note"}},
        {Table::Depot, "depot",
         {"id", "side_id", "formation_id", "kind", "munitions", "functional", "unsupplied", "hex",
          "fate", "arrival_date", "entry_hexes", "mp_penalty", "arrival_note"}},
        {Table::ArmyList, "army_list", {"id", "army", "name", "source"}},
        {Table::TokenPool, "token_pool", {"id", "side_id", "formation_id", "army", "senior_draw", "junior_draw"}},
        {Table::Officer, "officer",
         {"id", "side_id", "formation_id", "unit_id", "name", "rank", "fate"}},
        {Table::Token, "token", {"id", "pool_id", "morale_bonus", "characteristics", "officer_id"}},
        {Table::Location, "location", {"id", "name", "hex", "controller_side_id"}},
        {Table::Turn, "turn",
         {"id", "game_date", "side_id", "track_points", "received", "orel_bonus", "points_lost"}},
        {Table::Battle, "battle",
         {"id", "game_date", "hex", "system", "attacker_id", "seed", "state", "outcome", "terrain",
          "river", "attack", "options", "attacker_prisoners", "defender_prisoners",
          "provisional"}},
        {Table::BattleUnit, "battle_unit",
         {"id", "battle_id", "unit_id", "troop_type", "bases", "bases_lost", "terror",
          "humiliated", "officer_id", "role", "steps_before", "hex_before", "steps_lost",
          "mode_after", "fate_after", "retreat_hexes", "advanced", "unsupplied_after",
          "moved_to"}},
        {Table::BattleEvent, "battle_event",
         {"id", "battle_id", "sequence", "actor", "action", "dice", "table_cell", "effects"}},
    };
    return tables;
}

const TableColumns& describe(Table table) {
    for (const auto& entry : schemaTables()) {
        if (entry.table == table) return entry;
    }
    throw std::logic_error("a table with no schema entry");
}

}  // namespace

std::string_view tableName(Table table) { return describe(table).name; }

std::optional<Table> tableNamed(std::string_view name) {
    for (const auto& entry : schemaTables()) {
        if (entry.name == name) return entry.table;
    }
    return std::nullopt;
}

const std::vector<std::string_view>& columnsOf(Table table) { return describe(table).columns; }

bool hasColumn(Table table, std::string_view column) {
    const auto& columns = columnsOf(table);
    return std::find(columns.begin(), columns.end(), column) != columns.end();
}

std::vector<Table> allTables() {
    std::vector<Table> tables;
    for (const auto& entry : schemaTables()) tables.push_back(entry.table);
    return tables;
}

}  // namespace tachanka::db
