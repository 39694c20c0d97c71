// A new campaign's rows, written through the journal so that its creation is on the ledger.

#include <string>

#include "db/campaign_repository.hpp"

namespace tachanka::db {
namespace {

// SQLite stores integers signed; the seed keeps its 64 bits through the cast both ways.
std::int64_t storedSeed(std::uint64_t seed) { return static_cast<std::int64_t>(seed); }

Value flag(bool value) { return std::int64_t{value ? 1 : 0}; }
Value number(int value) { return std::int64_t{value}; }
Value text(std::string_view value) { return std::string(value); }
Value optionalId(std::optional<std::int64_t> id) { return id ? Value(*id) : nullValue(); }
Value optionalHex(const std::optional<model::Hex>& hex) {
    return hex ? Value(hex->label()) : nullValue();
}
Value optionalDate(const std::optional<model::GameDate>& date) {
    return date ? Value(date->iso()) : nullValue();
}

std::string hexList(const std::vector<model::Hex>& hexes) {
    std::string list;
    for (const auto& hex : hexes) list += (list.empty() ? "" : " ") + hex.label();
    return list;
}

std::string edgeList(const std::vector<model::BoardEdge>& edges) {
    std::string list;
    for (const auto edge : edges)
        list += (list.empty() ? "" : " ") + std::string(boardEdgeName(edge));
    return list;
}

void addArrival(Row& row, const std::optional<model::Arrival>& arrival) {
    row.emplace_back(Column::ArrivalDate, arrival ? Value(arrival->date.iso()) : nullValue());
    row.emplace_back(Column::EntryHexes, text(arrival ? hexList(arrival->entryHexes) : ""));
    row.emplace_back(Column::MpPenalty, number(arrival ? arrival->mpPenalty : 0));
    row.emplace_back(Column::ArrivalNote, text(arrival ? arrival->note : ""));
}

std::optional<model::Arrival> arrivalOf(const std::optional<model::ScenarioArrival>& arrival) {
    if (!arrival) return std::nullopt;
    return model::Arrival{arrival->date, arrival->entryHexes, arrival->mpPenalty, arrival->note};
}

model::Unit unitFrom(const model::ScenarioUnit& source, std::int64_t sideId,
                     std::int64_t formationId) {
    model::Unit unit;
    unit.sideId = sideId;
    unit.formationId = formationId;
    unit.code = source.code;
    unit.name = source.name;
    unit.kind = source.kind;
    unit.stepsMax = source.steps;
    unit.troopQuality = source.troopQuality;
    unit.strength = source.strength;
    unit.charge = source.charge;
    unit.fire = source.fire;
    unit.movement = source.movement;
    unit.shock = source.shock;
    unit.integratedArtillery = source.integratedArtillery;
    unit.train = source.train;
    unit.outOfCommand = source.outOfCommand;
    unit.hex = source.hex;
    unit.arrival = arrivalOf(source.arrival);
    unit.fate = unit.arrival ? model::UnitFate::Pending : model::UnitFate::Active;
    return unit;
}

struct Writer {
    Journal& journal;
    std::string date;

    // 5.2 b: the units the scenario sets up in command stand as the main body the first
    // command phase keeps on a tie (10.2: the 7th Rifle Division's 2nd Brigade).
    static std::string setUpInCommand(const model::ScenarioFormation& source) {
        std::string codes;
        for (const auto& unit : source.units) {
            if (unit.hex && !unit.outOfCommand) codes += (codes.empty() ? "" : " ") + unit.code;
        }
        return codes;
    }

    std::int64_t formation(std::int64_t sideId, std::optional<std::int64_t> parentId,
                           const model::ScenarioFormation& source) {
        const std::int64_t id = journal.insert(
            Table::Formation,
            {{Column::SideId, sideId},
             {Column::ParentId, optionalId(parentId)},
             {Column::Name, text(source.name)},
             {Column::Commander, text(source.commander)},
             {Column::Kind, text(model::formationKindName(source.kind))},
             {Column::MainBodies, number(source.mainBodies)},
             {Column::ArmyId, text(source.armyId)},
             {Column::InactiveThrough,
              source.inactive ? Value(source.inactive->through.iso()) : nullValue()},
             {Column::ReleaseConditions,
              text(source.inactive ? model::releaseConditionsText(source.inactive->releasedBy)
                                   : "")},
             {Column::MainBody, text(setUpInCommand(source))}},
            LedgerTags::of(model::LedgerKind::Created).forSide(sideId));
        for (const auto& unit : source.units) {
            const auto made = unitFrom(unit, sideId, id);
            journal.insert(Table::Unit, unitRow(made),
                           LedgerTags::of(model::LedgerKind::Created).forSide(sideId));
        }
        for (const auto& depot : source.depots) {
            model::Depot made;
            made.sideId = sideId;
            made.formationId = id;
            made.kind = depot.kind;
            made.munitions = depot.munitions;
            made.hex = depot.hex;
            made.arrival = arrivalOf(depot.arrival);
            made.fate = made.arrival ? model::UnitFate::Pending : model::UnitFate::Active;
            journal.insert(Table::Depot, depotRow(made),
                           LedgerTags::of(model::LedgerKind::Created).forSide(sideId));
        }
        for (const auto& subordinate : source.subordinates) formation(sideId, id, subordinate);
        return id;
    }
};

std::optional<std::string> holderAtSetup(const model::Scenario& scenario, model::Hex hex) {
    for (const auto& side : scenario.sides) {
        for (const auto& entry : model::allUnits(side)) {
            if (entry.unit->hex == hex) return side.name;
        }
    }
    return std::nullopt;
}

}  // namespace

Row unitRow(const model::Unit& unit) {
    Row row{{Column::SideId, unit.sideId},
            {Column::FormationId, unit.formationId},
            {Column::Code, text(unit.code)},
            {Column::Name, text(unit.name)},
            {Column::Kind, text(model::unitKindName(unit.kind))},
            {Column::StepsMax, number(unit.stepsMax)},
            {Column::StepsLost, number(unit.stepsLost)},
            {Column::TroopQuality, number(unit.troopQuality)},
            {Column::Hex, optionalHex(unit.hex)},
            {Column::RecruitsMarker, flag(unit.recruitsMarker)},
            {Column::Strength, number(unit.strength)},
            {Column::Charge, optionalInt(unit.charge)},
            {Column::Fire, optionalInt(unit.fire)},
            {Column::Movement, optionalInt(unit.movement)},
            {Column::Shock, flag(unit.shock)},
            {Column::IntegratedArtillery, flag(unit.integratedArtillery)},
            {Column::Train, unit.train ? text(model::trainWeightName(*unit.train)) : nullValue()},
            {Column::Battalion, flag(unit.battalion)},
            {Column::Mode, text(model::unitModeName(unit.mode))},
            {Column::RoutedOn, optionalDate(unit.routedOn)},
            {Column::Unsupplied, flag(unit.unsupplied)},
            {Column::Entrenchment, text(model::entrenchmentName(unit.entrenchment))},
            {Column::OutOfCommand, flag(unit.outOfCommand)},
            {Column::OffMap, flag(unit.offMap)},
            {Column::Fate, text(model::unitFateName(unit.fate))},
            {Column::TownCentre, flag(unit.townCentre)}};
    if (unit.id != 0) row.emplace_back(Column::Id, unit.id);
    addArrival(row, unit.arrival);
    return row;
}

Row depotRow(const model::Depot& depot) {
    Row row{{Column::SideId, depot.sideId},
            {Column::FormationId, optionalId(depot.formationId)},
            {Column::Kind, text(model::depotKindName(depot.kind))},
            {Column::Munitions, number(depot.munitions)},
            {Column::Functional, flag(depot.functional)},
            {Column::Unsupplied, flag(depot.unsupplied)},
            {Column::Hex, optionalHex(depot.hex)},
            {Column::Fate, text(model::unitFateName(depot.fate))}};
    if (depot.id != 0) row.emplace_back(Column::Id, depot.id);
    addArrival(row, depot.arrival);
    return row;
}

void insertNewCampaign(Journal& journal, const NewCampaign& campaign) {
    const auto& scenario = campaign.scenario;
    Writer writer{journal, scenario.start.iso()};
    std::map<std::string, std::int64_t> sideIds;
    int position = 0;
    for (const auto& side : scenario.sides) {
        const std::int64_t sideId =
            journal.insert(Table::Side,
                           {{Column::Position, number(position++)},
                            {Column::Name, text(side.name)},
                            {Column::Commander, text(side.commander)},
                            {Column::ArmyId, text(side.armyId)},
                            {Column::FriendlyEdges, text(edgeList(side.friendlyEdges))},
                            {Column::RecruitBattalions, number(side.recruitBattalions)}},
                           LedgerTags::of(model::LedgerKind::Created));
        sideIds[side.name] = sideId;
    }
    if (sideIds.empty()) throw std::invalid_argument("the scenario has no sides");
    journal.insert(
        Table::Campaign,
        {{Column::Id, std::int64_t{1}},
         {Column::Name, text(campaign.name)},
         {Column::ScenarioId, text(scenario.id)},
         {Column::ScenarioTitle, text(scenario.title)},
         {Column::Seed, storedSeed(campaign.seed)},
         {Column::StartDate, text(scenario.start.iso())},
         {Column::Turns, number(scenario.turns)},
         {Column::GameDate, text(scenario.start.iso())},
         {Column::Phase, text(model::phaseName(model::Phase::DepotStatus))},
         {Column::ActiveSideId, sideIds.at(scenario.sides.front().name)},
         {Column::Provisional, flag(scenario.provisional)},
         {Column::RecruitPointsPercent, number(scenario.recruitPointsPercent)}},
        LedgerTags::of(model::LedgerKind::Created)
            .because("scenario " + scenario.id + ", seed " + std::to_string(campaign.seed)));
    for (const auto& side : scenario.sides) {
        for (const auto& formation : side.formations) {
            writer.formation(sideIds.at(side.name), std::nullopt, formation);
        }
    }
    for (const auto& location : scenario.victory.locations) {
        const auto holder = holderAtSetup(scenario, location.hex);
        journal.insert(
            Table::Location,
            {{Column::Name, text(location.name)},
             {Column::Hex, text(location.hex.label())},
             {Column::ControllerSideId, holder ? Value(sideIds.at(*holder)) : nullValue()}},
            LedgerTags::of(model::LedgerKind::Created));
    }
}

void insertNewCampaign(SQLite::Database& database, const NewCampaign& campaign) {
    Journal journal(
        database, "create", "campaign created from scenario '" + campaign.scenario.id + "'",
        campaign.scenario.start.iso(), std::string(model::phaseName(model::Phase::DepotStatus)));
    insertNewCampaign(journal, campaign);
}

}  // namespace tachanka::db
