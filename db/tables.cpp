#include "db/tables.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "db/columns.hpp"

namespace tachanka::db {
namespace {

struct TableColumns {
    Table table;
    std::string_view name;
    std::vector<Column> columns;
    std::vector<std::string_view> names() const {
        std::vector<std::string_view> named;
        for (const auto column : columns) named.push_back(columnName(column));
        return named;
    }
};

const std::vector<TableColumns>& schemaTables() {
    static const std::vector<TableColumns> tables{
        {Table::Side,
         "side",
         {Column::Id, Column::Position, Column::Name, Column::Commander, Column::RecruitPoints,
          Column::Prisoners, Column::ArmyId, Column::FriendlyEdges, Column::RecruitBattalions}},
        {Table::Campaign,
         "campaign",
         {Column::Id, Column::Name, Column::ScenarioId, Column::ScenarioTitle, Column::Seed,
          Column::StartDate, Column::Turns, Column::GameDate, Column::Phase, Column::ActiveSideId,
          Column::Provisional, Column::RecruitPointsPercent}},
        {Table::Setting, "setting", {Column::Id, Column::Name, Column::Value}},
        {Table::Formation,
         "formation",
         {Column::Id, Column::SideId, Column::ParentId, Column::Name, Column::Commander,
          Column::Kind, Column::MainBodies, Column::ArmyId, Column::InactiveThrough,
          Column::ReleaseConditions, Column::MainBody}},
        {Table::Unit,
         "unit",
         {Column::Id,
          Column::SideId,
          Column::FormationId,
          Column::Code,
          Column::Name,
          Column::Kind,
          Column::StepsMax,
          Column::StepsLost,
          Column::TroopQuality,
          Column::Hex,
          Column::RecruitsMarker,
          Column::Strength,
          Column::Charge,
          Column::Fire,
          Column::Movement,
          Column::Shock,
          Column::IntegratedArtillery,
          Column::Train,
          Column::Battalion,
          Column::Mode,
          Column::RoutedOn,
          Column::Unsupplied,
          Column::Entrenchment,
          Column::OutOfCommand,
          Column::OffMap,
          Column::Fate,
          Column::ArrivalDate,
          Column::EntryHexes,
          Column::MpPenalty,
          Column::ArrivalNote,
          Column::TownCentre}},
        {Table::Depot,
         "depot",
         {Column::Id, Column::SideId, Column::FormationId, Column::Kind, Column::Munitions,
          Column::Functional, Column::Unsupplied, Column::Hex, Column::Fate, Column::ArrivalDate,
          Column::EntryHexes, Column::MpPenalty, Column::ArrivalNote}},
        {Table::ArmyList, "army_list", {Column::Id, Column::Army, Column::Name, Column::Source}},
        {Table::TokenPool,
         "token_pool",
         {Column::Id, Column::SideId, Column::FormationId, Column::Army, Column::SeniorDraw,
          Column::JuniorDraw}},
        {Table::Officer,
         "officer",
         {Column::Id, Column::SideId, Column::FormationId, Column::UnitId, Column::Name,
          Column::Rank, Column::Fate}},
        {Table::Token,
         "token",
         {Column::Id, Column::PoolId, Column::MoraleBonus, Column::Characteristics,
          Column::OfficerId}},
        {Table::Location,
         "location",
         {Column::Id, Column::Name, Column::Hex, Column::ControllerSideId}},
        {Table::Turn,
         "turn",
         {Column::Id, Column::GameDate, Column::SideId, Column::TrackPoints, Column::Received,
          Column::OrelBonus, Column::PointsLost}},
        {Table::Battle,
         "battle",
         {Column::Id, Column::GameDate, Column::Hex, Column::System, Column::AttackerId,
          Column::Seed, Column::State, Column::Outcome, Column::Terrain, Column::River,
          Column::Attack, Column::Options, Column::AttackerPrisoners, Column::DefenderPrisoners,
          Column::Provisional, Column::AssaultOdds, Column::TacticalSystem,
          Column::Buildings, Column::SystemState, Column::DepotId, Column::Munitions,
          Column::Awaiting, Column::Answers, Column::DiceSeed}},
        {Table::BattleUnit,
         "battle_unit",
         {Column::Id, Column::BattleId, Column::UnitId, Column::TroopType, Column::Bases,
          Column::BasesLost, Column::Terror, Column::Humiliated, Column::OfficerId, Column::Role,
          Column::StepsBefore, Column::HexBefore, Column::StepsLost, Column::ModeAfter,
          Column::FateAfter, Column::RetreatHexes, Column::Advanced, Column::UnsuppliedAfter,
          Column::MovedTo, Column::BrokenDown, Column::RetreatTo}},
        {Table::BattleEvent,
         "battle_event",
         {Column::Id, Column::BattleId, Column::Sequence, Column::Actor, Column::Action,
          Column::Dice, Column::TableCell, Column::Effects}},
        {Table::TacticalUnit,
         "tactical_unit",
         {Column::Id, Column::BattleId, Column::UnitId, Column::Code, Column::SideId,
          Column::TroopType, Column::Army, Column::Bases, Column::BasesLost, Column::Surrendered,
          Column::Terror, Column::Humiliated, Column::Pinned, Column::Routing, Column::OfficerId,
          Column::OfficerFate, Column::Provisional, Column::Foxholes, Column::InWire,
          Column::VehicleCondition, Column::Train, Column::SystemState}},
        {Table::TacticalEvent,
         "tactical_event",
         {Column::Id, Column::BattleId, Column::Sequence, Column::Action, Column::Actor,
          Column::Target, Column::Rolls, Column::DiceOrigin, Column::TableCell, Column::Effects,
          Column::Corrects, Column::StateBefore, Column::TurnStep, Column::Seed}},
        {Table::RandomEvent,
         "random_event",
         {Column::Id, Column::SideId, Column::GameDate, Column::Roll, Column::Event, Column::Kind,
          Column::Title, Column::Effect, Column::RecruitPoints, Column::State, Column::ExpiresOn,
          Column::Provisional}},
        {Table::MapHex, "map_hex", {Column::Id, Column::Hex, Column::Terrain, Column::Station}},
        {Table::MapHexside,
         "map_hexside",
         {Column::Id, Column::Hex, Column::OtherHex, Column::Feature, Column::Drawn}},
        {Table::TacticalSenior,
         "tactical_senior",
         {Column::Id, Column::BattleId, Column::OfficerId, Column::SideId, Column::Fate}},
        {Table::Note,
         "note",
         {Column::Id, Column::GameDate, Column::Subject, Column::BattleId, Column::UnitId,
          Column::OfficerId, Column::Text}},
        {Table::Photo,
         "photo",
         {Column::Id, Column::GameDate, Column::BattleId, Column::MediaType, Column::Width,
          Column::Height, Column::Caption, Column::Data}},
        {Table::Bookmark, "bookmark", {Column::Id, Column::Name, Column::ActionId}},
        {Table::Seat, "seat", {Column::Id, Column::SideId, Column::Name, Column::PublicKey}},
        {Table::TacticalMarker,
         "tactical_marker",
         {Column::Id, Column::BattleId, Column::SideId, Column::Label, Column::Kind,
          Column::UnitId, Column::Spot, Column::Revealed}},
        {Table::TacticalSecret,
         "tactical_secret",
         {Column::Id, Column::BattleId, Column::SideId, Column::Sequence, Column::Turn,
          Column::Scout, Column::Spot, Column::Commitment, Column::Die, Column::Nonce,
          Column::Revealed}},
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

const std::vector<std::string_view>& columnsOf(Table table) {
    static const auto named = [] {
        std::map<Table, std::vector<std::string_view>> byTable;
        for (const auto& entry : schemaTables()) byTable[entry.table] = entry.names();
        return byTable;
    }();
    return named.at(table);
}

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
