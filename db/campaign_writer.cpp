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
    for (const auto edge : edges) list += (list.empty() ? "" : " ") + std::string(boardEdgeName(edge));
    return list;
}

void addArrival(Row& row, const std::optional<model::Arrival>& arrival) {
    row.emplace_back("arrival_date", arrival ? Value(arrival->date.iso()) : nullValue());
    row.emplace_back("entry_hexes", text(arrival ? hexList(arrival->entryHexes) : ""));
    row.emplace_back("mp_penalty", number(arrival ? arrival->mpPenalty : 0));
    row.emplace_back("arrival_note", text(arrival ? arrival->note : ""));
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

    std::int64_t formation(std::int64_t sideId, std::optional<std::int64_t> parentId,
                           const model::ScenarioFormation& source) {
        const std::int64_t id = journal.insert(
            Table::Formation,
            {{"side_id", sideId},
             {"parent_id", optionalId(parentId)},
             {"name", text(source.name)},
             {"commander", text(source.commander)},
             {"kind", text(model::formationKindName(source.kind))},
             {"main_bodies", number(source.mainBodies)},
             {"army_id", text(source.armyId)},
             {"inactive_through",
              source.inactive ? Value(source.inactive->through.iso()) : nullValue()},
             {"release_conditions",
              text(source.inactive ? model::releaseConditionsText(source.inactive->releasedBy)
                                   : "")}},
            LedgerTags::of("created").forSide(sideId));
        for (const auto& unit : source.units) {
            const auto made = unitFrom(unit, sideId, id);
            journal.insert(Table::Unit, unitRow(made), LedgerTags::of("created").forSide(sideId));
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
            journal.insert(Table::Depot, depotRow(made), LedgerTags::of("created").forSide(sideId));
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
    Row row{{"side_id", unit.sideId},
            {"formation_id", unit.formationId},
            {"code", text(unit.code)},
            {"name", text(unit.name)},
            {"kind", text(model::unitKindName(unit.kind))},
            {"steps_max", number(unit.stepsMax)},
            {"steps_lost", number(unit.stepsLost)},
            {"troop_quality", number(unit.troopQuality)},
            {"hex", optionalHex(unit.hex)},
            {"recruits_marker", flag(unit.recruitsMarker)},
            {"strength", number(unit.strength)},
            {"charge", optionalInt(unit.charge)},
            {"fire", optionalInt(unit.fire)},
            {"movement", optionalInt(unit.movement)},
            {"shock", flag(unit.shock)},
            {"integrated_artillery", flag(unit.integratedArtillery)},
            {"train", unit.train ? text(model::trainWeightName(*unit.train)) : nullValue()},
            {"battalion", flag(unit.battalion)},
            {"mode", text(model::unitModeName(unit.mode))},
            {"routed_on", optionalDate(unit.routedOn)},
            {"unsupplied", flag(unit.unsupplied)},
            {"entrenchment", text(model::entrenchmentName(unit.entrenchment))},
            {"out_of_command", flag(unit.outOfCommand)},
            {"off_map", flag(unit.offMap)},
            {"fate", text(model::unitFateName(unit.fate))}};
    if (unit.id != 0) row.emplace_back("id", unit.id);
    addArrival(row, unit.arrival);
    return row;
}

Row depotRow(const model::Depot& depot) {
    Row row{{"side_id", depot.sideId},
            {"formation_id", optionalId(depot.formationId)},
            {"kind", text(model::depotKindName(depot.kind))},
            {"munitions", number(depot.munitions)},
            {"functional", flag(depot.functional)},
            {"unsupplied", flag(depot.unsupplied)},
            {"hex", optionalHex(depot.hex)},
            {"fate", text(model::unitFateName(depot.fate))}};
    if (depot.id != 0) row.emplace_back("id", depot.id);
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
                           {{"position", number(position++)},
                            {"name", text(side.name)},
                            {"commander", text(side.commander)},
                            {"army_id", text(side.armyId)},
                            {"friendly_edges", text(edgeList(side.friendlyEdges))},
                            {"recruit_battalions", number(side.recruitBattalions)}},
                           LedgerTags::of("created"));
        sideIds[side.name] = sideId;
    }
    if (sideIds.empty()) throw std::invalid_argument("the scenario has no sides");
    journal.insert(Table::Campaign,
                   {{"id", std::int64_t{1}},
                    {"name", text(campaign.name)},
                    {"scenario_id", text(scenario.id)},
                    {"scenario_title", text(scenario.title)},
                    {"seed", storedSeed(campaign.seed)},
                    {"start_date", text(scenario.start.iso())},
                    {"turns", number(scenario.turns)},
                    {"game_date", text(scenario.start.iso())},
                    {"phase", text(model::phaseName(model::Phase::DepotStatus))},
                    {"active_side_id", sideIds.at(scenario.sides.front().name)},
                    {"provisional", flag(scenario.provisional)},
                    {"recruit_points_percent", number(scenario.recruitPointsPercent)}},
                   LedgerTags::of("created").because("scenario " + scenario.id + ", seed " +
                                                      std::to_string(campaign.seed)));
    for (const auto& side : scenario.sides) {
        for (const auto& formation : side.formations) {
            writer.formation(sideIds.at(side.name), std::nullopt, formation);
        }
    }
    for (const auto& location : scenario.victory.locations) {
        const auto holder = holderAtSetup(scenario, location.hex);
        journal.insert(Table::Location,
                       {{"name", text(location.name)},
                        {"hex", text(location.hex.label())},
                        {"controller_side_id", holder ? Value(sideIds.at(*holder)) : nullValue()}},
                       LedgerTags::of("created"));
    }
}

void insertNewCampaign(SQLite::Database& database, const NewCampaign& campaign) {
    Journal journal(database, "create",
                    "campaign created from scenario '" + campaign.scenario.id + "'",
                    campaign.scenario.start.iso(),
                    std::string(model::phaseName(model::Phase::DepotStatus)));
    insertNewCampaign(journal, campaign);
}

}  // namespace tachanka::db
