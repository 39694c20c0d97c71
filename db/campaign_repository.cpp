#include "db/campaign_repository.hpp"

#include <SQLiteCpp/Statement.h>

#include <stdexcept>

#include "db/campaign_file.hpp"

namespace tachanka::db {
namespace {

// SQLite stores integers signed; the seed keeps its 64 bits through the cast both ways.
std::int64_t storedSeed(std::uint64_t seed) { return static_cast<std::int64_t>(seed); }

std::int64_t insertSide(SQLite::Database& database, const model::ScenarioSide& side,
                        int position) {
    SQLite::Statement insert(database,
                             "INSERT INTO side (position, name, commander) VALUES (?, ?, ?)");
    insert.bind(1, position);
    insert.bind(2, side.name);
    insert.bind(3, side.commander);
    insert.exec();
    return database.getLastInsertRowid();
}

void insertFormation(SQLite::Database& database, std::int64_t sideId,
                     std::optional<std::int64_t> parentId,
                     const model::ScenarioFormation& formation) {
    SQLite::Statement insertFormationRow(
        database, "INSERT INTO formation (side_id, parent_id, name, commander) VALUES (?, ?, ?, ?)");
    insertFormationRow.bind(1, sideId);
    if (parentId) {
        insertFormationRow.bind(2, *parentId);
    } else {
        insertFormationRow.bind(2);
    }
    insertFormationRow.bind(3, formation.name);
    insertFormationRow.bind(4, formation.commander);
    insertFormationRow.exec();
    const std::int64_t formationId = database.getLastInsertRowid();

    SQLite::Statement insertUnit(database,
                                 "INSERT INTO unit (side_id, formation_id, code, name, kind, "
                                 "steps_max, troop_quality, hex) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    for (const auto& unit : formation.units) {
        insertUnit.reset();
        insertUnit.bind(1, sideId);
        insertUnit.bind(2, formationId);
        insertUnit.bind(3, unit.code);
        insertUnit.bind(4, unit.name);
        insertUnit.bind(5, std::string(model::unitKindName(unit.kind)));
        insertUnit.bind(6, unit.steps);
        insertUnit.bind(7, unit.troopQuality);
        if (unit.hex) {
            insertUnit.bind(8, unit.hex->label());
        } else {
            insertUnit.bind(8);
        }
        insertUnit.exec();
    }
    for (const auto& subordinate : formation.subordinates) {
        insertFormation(database, sideId, formationId, subordinate);
    }
}

std::int64_t insertAction(SQLite::Database& database, const std::string& kind,
                          const std::string& description) {
    SQLite::Statement insert(database, "INSERT INTO action (kind, description) VALUES (?, ?)");
    insert.bind(1, kind);
    insert.bind(2, description);
    insert.exec();
    return database.getLastInsertRowid();
}

model::Unit readUnit(SQLite::Statement& row) {
    model::Unit unit;
    unit.id = row.getColumn(0).getInt64();
    unit.code = row.getColumn(1).getString();
    unit.name = row.getColumn(2).getString();
    const std::string kind = row.getColumn(3).getString();
    const auto parsedKind = model::unitKindNamed(kind);
    if (!parsedKind) throw StoreError("unit '" + unit.code + "' has an unknown kind '" + kind + "'");
    unit.kind = *parsedKind;
    unit.stepsMax = row.getColumn(4).getInt();
    unit.stepsLost = row.getColumn(5).getInt();
    unit.troopQuality = row.getColumn(6).getInt();
    if (!row.getColumn(7).isNull()) unit.hex = model::Hex::parse(row.getColumn(7).getString());
    return unit;
}

std::vector<model::Formation> loadFormations(SQLite::Database& database, std::int64_t sideId) {
    std::vector<model::Formation> formations;
    SQLite::Statement query(database,
                            "SELECT id, parent_id, name, commander FROM formation "
                            "WHERE side_id = ? ORDER BY id");
    query.bind(1, sideId);
    SQLite::Statement unitQuery(database,
                                "SELECT id, code, name, kind, steps_max, steps_lost, "
                                "troop_quality, hex FROM unit WHERE formation_id = ? ORDER BY id");
    while (query.executeStep()) {
        model::Formation formation;
        formation.id = query.getColumn(0).getInt64();
        if (!query.getColumn(1).isNull()) formation.parentId = query.getColumn(1).getInt64();
        formation.name = query.getColumn(2).getString();
        formation.commander = query.getColumn(3).getString();
        unitQuery.reset();
        unitQuery.bind(1, formation.id);
        while (unitQuery.executeStep()) formation.units.push_back(readUnit(unitQuery));
        formations.push_back(std::move(formation));
    }
    return formations;
}

}  // namespace

void insertNewCampaign(SQLite::Database& database, const NewCampaign& campaign) {
    const auto& scenario = campaign.scenario;
    std::int64_t firstSideId = 0;
    int position = 0;
    for (const auto& side : scenario.sides) {
        const std::int64_t sideId = insertSide(database, side, position++);
        if (firstSideId == 0) firstSideId = sideId;
        for (const auto& formation : side.formations) {
            insertFormation(database, sideId, std::nullopt, formation);
        }
    }
    SQLite::Statement insert(database,
                             "INSERT INTO campaign (id, name, scenario_id, scenario_title, seed, "
                             "start_date, turns, game_date, phase, active_side_id, provisional) "
                             "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, campaign.name);
    insert.bind(2, scenario.id);
    insert.bind(3, scenario.title);
    insert.bind(4, storedSeed(campaign.seed));
    insert.bind(5, scenario.start.iso());
    insert.bind(6, scenario.turns);
    insert.bind(7, scenario.start.iso());
    insert.bind(8, std::string(model::phaseName(model::Phase::DepotStatus)));
    insert.bind(9, firstSideId);
    insert.bind(10, scenario.provisional ? 1 : 0);
    insert.exec();

    const std::int64_t actionId = insertAction(
        database, "create", "campaign created from scenario '" + scenario.id + "'");
    SQLite::Statement ledger(database,
                             "INSERT INTO ledger (action_id, game_date, kind, note) "
                             "VALUES (?, ?, 'campaign-created', ?)");
    ledger.bind(1, actionId);
    ledger.bind(2, scenario.start.iso());
    ledger.bind(3, "scenario " + scenario.id + ", seed " + std::to_string(campaign.seed));
    ledger.exec();
}

namespace {

model::Campaign readCampaign(SQLite::Database& database) {
    SQLite::Statement query(database,
                            "SELECT c.name, c.scenario_id, c.scenario_title, c.seed, c.game_date, "
                            "c.phase, s.name, c.provisional FROM campaign c "
                            "JOIN side s ON s.id = c.active_side_id WHERE c.id = 1");
    if (!query.executeStep()) throw StoreError("the campaign file holds no campaign");
    model::Campaign campaign;
    campaign.name = query.getColumn(0).getString();
    campaign.scenarioId = query.getColumn(1).getString();
    campaign.scenarioTitle = query.getColumn(2).getString();
    campaign.seed = static_cast<std::uint64_t>(query.getColumn(3).getInt64());
    campaign.date = model::GameDate::parseIso(query.getColumn(4).getString());
    const std::string phase = query.getColumn(5).getString();
    const auto parsedPhase = model::phaseNamed(phase);
    if (!parsedPhase) throw StoreError("the campaign is in an unknown phase '" + phase + "'");
    campaign.phase = *parsedPhase;
    campaign.activeSide = query.getColumn(6).getString();
    campaign.provisionalData = query.getColumn(7).getInt() != 0;

    SQLite::Statement sides(database,
                            "SELECT id, name, commander, recruit_points, prisoners FROM side "
                            "ORDER BY position");
    while (sides.executeStep()) {
        model::Side side;
        side.id = sides.getColumn(0).getInt64();
        side.name = sides.getColumn(1).getString();
        side.commander = sides.getColumn(2).getString();
        side.recruitPoints = sides.getColumn(3).getInt();
        side.prisoners = sides.getColumn(4).getInt();
        side.formations = loadFormations(database, side.id);
        campaign.sides.push_back(std::move(side));
    }
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
