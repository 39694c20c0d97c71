// A campaign's rows read back into the model, one mapping function per entity.

#include <SQLiteCpp/Statement.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/campaign_rows.hpp"
#include "db/record_queries.hpp"
#include "db/sql_values.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {
namespace {

// Columns of a row read in order, each named in the error if the file holds nonsense: the
// whole numbers by their column, checked against what the rules can hold (db/stored_ranges.hpp)
// and refused with the row's owner named ("side 'Reds'") once about() has said who it is.
class Reader {
public:
    Reader(SQLite::Statement& row, std::string owner) : row_(row), owner_(std::move(owner)) {}

    void about(std::string owner) { owner_ = std::move(owner); }
    std::int64_t id() { return row_.getColumn(index_++).getInt64(); }
    int integer(Column column) { return storedInt(row_.getColumn(index_++), column, owner_); }
    bool flag(Column column) { return storedFlag(row_.getColumn(index_++), column, owner_); }
    std::string text() { return row_.getColumn(index_++).getString(); }
    std::optional<std::int64_t> optionalId() {
        const auto column = row_.getColumn(index_++);
        return column.isNull() ? std::nullopt : std::optional<std::int64_t>(column.getInt64());
    }
    std::optional<int> optionalInteger(Column column) {
        const auto value = row_.getColumn(index_++);
        if (value.isNull()) return std::nullopt;
        return storedInt(value, column, owner_);
    }
    std::optional<std::string> optionalText() {
        const auto column = row_.getColumn(index_++);
        return column.isNull() ? std::nullopt : std::optional<std::string>(column.getString());
    }
    std::optional<model::Hex> optionalHex() {
        const auto label = optionalText();
        return label ? std::optional<model::Hex>(model::Hex::parse(*label)) : std::nullopt;
    }
    std::optional<model::GameDate> optionalDate() {
        const auto iso = optionalText();
        return iso ? std::optional<model::GameDate>(model::GameDate::parseIso(*iso)) : std::nullopt;
    }
    template <typename Enum>
    Enum named(std::optional<Enum> (*parse)(std::string_view), std::string_view what) {
        const std::string name = text();
        const auto value = parse(name);
        if (!value) throw StoreError("unknown " + std::string(what) + " " + model::quoted(name));
        return *value;
    }
    std::optional<model::Arrival> arrival() {
        const auto date = optionalDate();
        const std::string hexes = text();
        const int penalty = integer(Column::MpPenalty);
        const std::string note = text();
        if (!date) return std::nullopt;
        model::Arrival arrival{*date, {}, penalty, note};
        std::istringstream words(hexes);
        for (std::string word; words >> word;) arrival.entryHexes.push_back(model::Hex::parse(word));
        return arrival;
    }

private:
    SQLite::Statement& row_;
    std::string owner_;
    int index_ = 0;
};

constexpr const char* arrivalColumns = "arrival_date, entry_hexes, mp_penalty, arrival_note";

}  // namespace

std::string unitColumns() {
    return std::string("SELECT id, side_id, formation_id, code, name, kind, steps_max, "
                       "steps_lost, troop_quality, hex, recruits_marker, strength, charge, "
                       "fire, movement, shock, integrated_artillery, train, battalion, mode, "
                       "routed_on, unsupplied, entrenchment, out_of_command, off_map, fate, ") +
           arrivalColumns + ", town_centre FROM unit";
}

model::Unit readUnit(SQLite::Statement& row) {
    Reader read(row, "unit");
    model::Unit unit;
    unit.id = read.id();
    unit.sideId = read.id();
    unit.formationId = read.id();
    unit.code = read.text();
    read.about("unit " + model::quoted(unit.code));
    unit.name = read.text();
    unit.kind = read.named(model::unitKindNamed, "unit kind");
    unit.stepsMax = read.integer(Column::StepsMax);
    unit.stepsLost = read.integer(Column::StepsLost);
    unit.troopQuality = read.integer(Column::TroopQuality);
    unit.hex = read.optionalHex();
    unit.recruitsMarker = read.flag(Column::RecruitsMarker);
    unit.strength = read.integer(Column::Strength);
    unit.charge = read.optionalInteger(Column::Charge);
    unit.fire = read.optionalInteger(Column::Fire);
    unit.movement = read.optionalInteger(Column::Movement);
    unit.shock = read.flag(Column::Shock);
    unit.integratedArtillery = read.flag(Column::IntegratedArtillery);
    if (const auto train = read.optionalText()) {
        unit.train = model::trainWeightNamed(*train);
        if (!unit.train) throw StoreError("unknown train weight " + model::quoted(*train));
    }
    unit.battalion = read.flag(Column::Battalion);
    unit.mode = read.named(model::unitModeNamed, "unit mode");
    unit.routedOn = read.optionalDate();
    unit.unsupplied = read.flag(Column::Unsupplied);
    unit.entrenchment = read.named(model::entrenchmentNamed, "entrenchment");
    unit.outOfCommand = read.flag(Column::OutOfCommand);
    unit.offMap = read.flag(Column::OffMap);
    unit.fate = read.named(model::unitFateNamed, "unit fate");
    unit.arrival = read.arrival();
    unit.townCentre = read.flag(Column::TownCentre);
    return unit;
}

std::string depotColumns() {
    return std::string("SELECT id, side_id, formation_id, kind, munitions, functional, "
                       "unsupplied, hex, fate, ") +
           arrivalColumns + " FROM depot";
}

model::Depot readDepot(SQLite::Statement& row) {
    Reader read(row, "depot");
    model::Depot depot;
    depot.id = read.id();
    read.about("depot " + std::to_string(depot.id));
    depot.sideId = read.id();
    depot.formationId = read.optionalId();
    depot.kind = read.named(model::depotKindNamed, "depot kind");
    depot.munitions = read.integer(Column::Munitions);
    depot.functional = read.flag(Column::Functional);
    depot.unsupplied = read.flag(Column::Unsupplied);
    depot.hex = read.optionalHex();
    depot.fate = read.named(model::unitFateNamed, "depot fate");
    depot.arrival = read.arrival();
    return depot;
}

namespace {

model::Formation readFormation(SQLite::Statement& row) {
    Reader read(row, "formation");
    model::Formation formation;
    formation.id = read.id();
    formation.parentId = read.optionalId();
    formation.name = read.text();
    read.about("formation " + model::quoted(formation.name));
    formation.commander = read.text();
    formation.kind = read.named(model::formationKindNamed, "formation kind");
    formation.mainBodies = read.integer(Column::MainBodies);
    formation.armyId = read.text();
    formation.inactiveThrough = read.optionalDate();
    formation.releaseConditions = read.text();
    std::istringstream codes(read.text());
    for (std::string code; codes >> code;) formation.mainBody.insert(code);
    return formation;
}

std::vector<model::BoardEdge> edgesFrom(const std::string& names) {
    std::vector<model::BoardEdge> edges;
    std::istringstream words(names);
    for (std::string word; words >> word;) {
        const auto edge = model::boardEdgeNamed(word);
        if (!edge) throw StoreError("unknown board edge " + model::quoted(word));
        edges.push_back(*edge);
    }
    return edges;
}

// A side's formations and their units, up to mostUnitsOfASide units: past that its steps would
// no longer add up within an int.
std::vector<model::Formation> loadFormations(SQLite::Database& database, std::int64_t sideId,
                                             const std::string& sideName) {
    std::vector<model::Formation> formations;
    SQLite::Statement query(database,
                            "SELECT id, parent_id, name, commander, kind, main_bodies, army_id, "
                            "inactive_through, release_conditions, main_body FROM formation "
                            "WHERE side_id = ? ORDER BY id");
    query.bind(1, sideId);
    SQLite::Statement unitQuery(database,
                                unitColumns() + " WHERE formation_id = ? ORDER BY id");
    std::int64_t units = 0;
    while (query.executeStep()) {
        auto formation = readFormation(query);
        unitQuery.reset();
        unitQuery.bind(1, formation.id);
        while (unitQuery.executeStep()) {
            if (++units > mostUnitsOfASide) {
                throw StoreError("the campaign file's side " + model::quoted(sideName) +
                                 " has more than " + std::to_string(mostUnitsOfASide) +
                                 " units, more than Tachanka can hold");
            }
            formation.units.push_back(readUnit(unitQuery));
        }
        formations.push_back(std::move(formation));
    }
    return formations;
}

// Every formation's chain of command stays within its side and ends at the side within
// maxFormationLevels: the views walk up these chains, and a loop or a chain thousands long
// would hang them.
void checkChainsOfCommand(const model::Side& side) {
    std::map<std::int64_t, std::optional<std::int64_t>> parents;
    for (const auto& formation : side.formations) parents[formation.id] = formation.parentId;
    for (const auto& formation : side.formations) {
        const std::string damaged = "the campaign file is damaged: formation " +
                                    std::to_string(formation.id) + " (" +
                                    model::quoted(formation.name) + ")";
        int levels = 1;
        for (auto above = formation.parentId; above; above = parents.at(*above)) {
            if (!parents.contains(*above)) {
                throw StoreError(damaged + " is under formation " + std::to_string(*above) +
                                 ", which is not one of the " + model::quoted(side.name) + "'s");
            }
            if (++levels > model::maxFormationLevels) {
                throw StoreError(damaged + " is more than " +
                                 std::to_string(model::maxFormationLevels) +
                                 " levels below its side, or its chain of command goes round "
                                 "in a circle");
            }
        }
    }
}

std::vector<model::Depot> loadDepots(SQLite::Database& database, std::int64_t sideId) {
    std::vector<model::Depot> depots;
    SQLite::Statement query(database, depotColumns() + " WHERE side_id = ? ORDER BY id");
    query.bind(1, sideId);
    while (query.executeStep()) depots.push_back(readDepot(query));
    return depots;
}

}  // namespace

void readCampaignRow(SQLite::Database& database, model::Campaign& campaign) {
    SQLite::Statement query(database,
                            "SELECT c.name, c.scenario_id, c.scenario_title, c.seed, "
                            "c.start_date, c.turns, c.recruit_points_percent, c.game_date, "
                            "c.phase, s.name, c.provisional FROM campaign c "
                            "JOIN side s ON s.id = c.active_side_id WHERE c.id = 1");
    if (!query.executeStep()) throw StoreError("the campaign file holds no campaign");
    Reader read(query, "campaign");
    campaign.name = read.text();
    campaign.scenarioId = read.text();
    campaign.scenarioTitle = read.text();
    campaign.seed = static_cast<std::uint64_t>(read.id());
    campaign.startDate = model::GameDate::parseIso(read.text());
    campaign.turns = read.integer(Column::Turns);
    campaign.recruitPointsPercent = read.integer(Column::RecruitPointsPercent);
    campaign.date = model::GameDate::parseIso(read.text());
    campaign.phase = read.named(model::phaseNamed, "phase");
    campaign.activeSide = read.text();
    campaign.provisionalData = read.flag(Column::Provisional);
}

const char* const sideColumns =
    "SELECT id, name, commander, recruit_points, prisoners, army_id, friendly_edges, "
    "recruit_battalions FROM side";

void readSideRow(SQLite::Statement& row, model::Side& made) {
    Reader side(row, "side");
    made.id = side.id();
    made.name = side.text();
    side.about("side " + model::quoted(made.name));
    made.commander = side.text();
    made.recruitPoints = side.integer(Column::RecruitPoints);
    made.prisoners = side.integer(Column::Prisoners);
    made.armyId = side.text();
    made.friendlyEdges = edgesFrom(side.text());
    made.recruitBattalions = side.integer(Column::RecruitBattalions);
}

std::vector<model::Location> loadLocations(SQLite::Database& database) {
    std::vector<model::Location> locations;
    SQLite::Statement query(database,
                            "SELECT id, name, hex, controller_side_id FROM location ORDER BY id");
    while (query.executeStep()) {
        Reader location(query, "location");
        model::Location made;
        made.id = location.id();
        made.name = location.text();
        made.hex = model::Hex::parse(location.text());
        made.controllerSideId = location.optionalId();
        locations.push_back(std::move(made));
    }
    return locations;
}

namespace {

model::Campaign readCampaign(SQLite::Database& database) {
    model::Campaign campaign;
    readCampaignRow(database, campaign);
    campaign.settings = loadSettings(database);
    SQLite::Statement sides(database, std::string(sideColumns) + " ORDER BY position");
    while (sides.executeStep()) {
        model::Side made;
        readSideRow(sides, made);
        made.formations = loadFormations(database, made.id, made.name);
        checkChainsOfCommand(made);
        made.depots = loadDepots(database, made.id);
        campaign.sides.push_back(std::move(made));
    }
    campaign.locations = loadLocations(database);
    return campaign;
}

}  // namespace

model::Campaign loadCampaign(SQLite::Database& database) {
    try {
        return readCampaign(database);
    } catch (const std::invalid_argument& damaged) {
        throw StoreError(std::string("the campaign file is damaged: ") + damaged.what());
    }
}

}  // namespace tachanka::db
