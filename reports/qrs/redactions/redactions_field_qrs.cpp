#include "reports/qrs/redactions/redactions_field_qrs.hpp"

#include "reports/qrs/qrs_sheet.hpp"

namespace tachanka::reports {
namespace {

namespace ra = rules::redactions;
using namespace qrs;

std::string moverHeading(ra::Mover mover) {
    switch (mover) {
        case ra::Mover::Infantry: return "Infantry";
        case ra::Mover::Sabres: return "Sabres";
        case ra::Mover::TachankasAndLimberedGuns: return "Tachankas and limbered guns";
        case ra::Mover::ArmouredCars: return "Armoured cars";
        case ra::Mover::Tanks: return "Tanks";
    }
    return "?";
}

Panel terrainTable(const ra::FieldTables& field) {
    std::vector<TableColumn> columns{{"Terrain"}};
    for (const auto& mover : ra::moverNames) {
        columns.push_back({moverHeading(mover.value), Align::Centre});
    }
    columns.push_back({"Column", Align::Centre});
    Table table = sheetTable(std::move(columns));
    for (const auto& terrain : field.terrain.rows) {
        std::vector<std::string> row{terrain.name};
        for (const auto& mover : ra::moverNames) row.push_back(terrain.cell(mover.value).text);
        row.push_back(terrain.columnUnlessInfantry ? "all but infantry" : "");
        table.addRow(row);
    }
    addNote(table, "A share of the move or speed is what a unit keeps in the turn it crosses or "
                   "enters the terrain. Entire move: the crossing takes the whole move. Da: a "
                   "tank goes through. Nyet!: not allowed. Halt and test: see barbed wire. "
                   "*: a breakdown test. Column: troops there must be in column.");
    return Panel{"Terrain effects on movement", {std::move(table)}};
}

std::vector<Panel> movementAndSight(const ra::FieldTables& field) {
    const auto& move = field.movement;
    Table movement = sheetTable({{"Movement"}, {"Inches", Align::Centre}});
    movement.addRow({"Road bonus, a whole move in column on roads", "+" + inches(move.roadBonus)});
    movement.addRow({"Marching, in column: the move times",
                     "×" + std::to_string(move.marchFactor)});
    movement.addRow({"No marching this close to visible or known enemy",
                     inches(move.marchClearOfEnemy)});
    movement.addRow({"Officer not attached to a unit, mounted", inches(move.officerMounted)});
    movement.addRow({"Officer not attached to a unit, on foot", inches(move.officerOnFoot)});
    addNote(movement, "Officers move at the marching rate away from combat.");
    Table sight = sheetTable({{"Distance", Align::Centre}, {"What can be seen"}});
    for (const auto& distance : field.visibility) {
        sight.addRow({inches(distance.inches) + " (" + std::to_string(distance.metres) + " m)",
                      distance.text});
    }
    addNote(sight, "In excellent weather. Both units within built-up areas, woods or scrub: " +
                       inches(field.withinCoverVisibility) + ". Troops within " +
                       inches(field.edgeOfCover) +
                       " of such an edge see out, and all but stationary infantry and "
                       "unlimbered artillery are seen from outside.");
    return {Panel{"Roads, marching and officers", {std::move(movement)}, 1.0f},
            Panel{"Visibility", {std::move(sight)}, 1.6f}};
}

Panel weatherTable(const ra::FieldTables& field) {
    Table table = sheetTable({{"Weather"},
                              {"Visibility", Align::Centre},
                              {"Shooting range", Align::Centre},
                              {"Humiliated markers", Align::Centre},
                              {"Fire on friends (d6)", Align::Centre},
                              {"Veer off a feature", Align::Centre},
                              {"Column above half speed", Align::Centre},
                              {"Road bonus", Align::Centre},
                              {"Night or fog morale bonus", Align::Centre}});
    const auto optionalInches = [](const std::optional<int>& value) {
        return value ? inches(*value) : std::string("—");
    };
    for (const auto& weather : field.weather) {
        table.addRow({weather.name, optionalInches(weather.visibility),
                      optionalInches(weather.shootingRange),
                      std::to_string(weather.humiliatedMarkers),
                      weather.friendlyFireOn ? std::to_string(*weather.friendlyFireOn) : "—",
                      weather.veerDegrees > 0 ? std::to_string(weather.veerDegrees) + "°" : "—",
                      weather.columnAboveHalfSpeed ? "yes" : "no", weather.roadBonus ? "yes" : "no",
                      weather.nightOrFog ? "yes" : "no"});
    }
    addNote(table, "Humiliated markers are on every unit from the start of the game. A unit "
                   "moving off a clear feature veers left on a 1, right on a 6.");
    return Panel{"Weather", {std::move(table)}};
}

Table vehicleTable(const ra::VehicleNumbers& vehicles) {
    Table vehicle = sheetTable({{"Tanks and armoured cars (d6)"}, {"On", Align::Centre}});
    vehicle.addRow({"Moved too fast: broken down for now", atMost(vehicles.breaksDownOn)});
    vehicle.addRow({"Crossing an obstacle: stuck for the game", atMost(vehicles.stuckForGoodOn)});
    vehicle.addRow({"Crossing an obstacle: stuck for now", atMost(vehicles.stuckForNowOn)});
    vehicle.addRow({"A later move: free again", atLeast(vehicles.freedOn)});
    vehicle.addRow(
        {"Crushing or clearing wire: a problem for now", atMost(vehicles.wireProblemOn)});
    vehicle.addRow({"Wire-removing tank: each " + inches(vehicles.wireStripInches) +
                        " strip crushed",
                    atLeast(vehicles.wireCrushedOn)});
    vehicle.addRow({"Troops it contacted immobilise it (grenadiers +" +
                        std::to_string(vehicles.grenadierBonus) + ")",
                    atLeast(vehicles.damagedByChargedOn)});
    return vehicle;
}

Table trainTable(const ra::TrainNumbers& trains) {
    Table train = sheetTable({{"Trains"}, {"", Align::Centre}});
    train.addRow({"Most a train moves along the rails", inches(trains.maxMove)});
    train.addRow({"First move from a stop", inches(trains.startMove)});
    train.addRow({"A move under this ends stopped", inches(trains.stopBelow)});
    train.addRow({"Off the allowance for each direct hit on an engine",
                  "−" + inches(trains.lossPerEngineHit)});
    train.addRow({"Direct hits that immobilise an engine",
                  std::to_string(trains.engineHitsToImmobilise)});
    train.addRow({"Direct hits that destroy a turret car",
                  std::to_string(trains.turretCarHitsToDestroy)});
    return train;
}

Table fireTable(const ra::FireNumbers& fires) {
    Table fire = sheetTable({{"Fires"}, {"", Align::Centre}});
    fire.addRow({"Set on fire: a terror marker on the building, d6", atLeast(fires.setOn)});
    fire.addRow({"Markers added at the start of each turn", std::to_string(fires.spreadPerTurn)});
    fire.addRow({"Uninhabitable at this many markers", std::to_string(fires.markersToDestroy)});
    for (const auto& [roll, removes] : fires.fightRemoves) {
        fire.addRow({"Fighting the fire: d6 " + std::to_string(roll) + " removes",
                     std::to_string(removes)});
    }
    return fire;
}

Table wireTable(const ra::WireNumbers& numbers) {
    Table wire = sheetTable({{"Barbed wire (2d6)"}, {"On", Align::Centre}});
    wire.addRow({"Infantry halted at wire get across", atLeast(numbers.crossOn)});
    wire.addRow({"Engineers cut a base-wide path", atLeast(numbers.engineersCutOn)});
    return wire;
}

Table diggingTable(const ra::DiggingNumbers& digging) {
    Table dig = sheetTable({{"Digging in: columns of cover"}, {"", Align::Centre}});
    dig.addRow({"Most cover dug", quarters(digging.maxQuarterColumns)});
    dig.addRow({"A move with proper tools", quarters(digging.quartersPerMoveWithTools)});
    dig.addRow({"A move without", quarters(digging.quartersPerMoveWithoutTools)});
    return dig;
}

Table ambushTable(const ra::AmbushNumbers& ambush) {
    Table ambushes = sheetTable({{"Ambushes"}, {"", Align::Centre}});
    ambushes.addRow({"Scouting range", inches(ambush.scoutRange)});
    ambushes.addRow({"... partisans or a Clever officer", inches(ambush.scoutRangeDoubled)});
    ambushes.addRow({"Ambush discovered, d6", atLeast(ambush.discoveredOn)});
    ambushes.addRow({"Added to the ambusher's move", "+" + inches(ambush.ambusherMoveBonus)});
    ambushes.addRow({"Terror markers on the ambushed unit", std::to_string(ambush.terrorMarkers)});
    return ambushes;
}

}  // namespace

void writeFieldRules(PageFlow& flow, const ra::FieldTables& field) {
    section(flow, "Field rules", {terrainTable(field)});
    panelRow(flow, movementAndSight(field));
    fullWidth(flow, weatherTable(field));
    panelRow(flow,
             {Panel{"Vehicles", {vehicleTable(field.vehicles)}, 1.3f},
              Panel{"Trains and digging in",
                    {trainTable(field.trains), diggingTable(field.digging)}, 1.1f},
              Panel{"Buildings", {fireTable(field.fires)}, 1.1f},
              Panel{"Wire and ambushes",
                    {wireTable(field.wire), ambushTable(field.ambush)}, 1.0f}});
}

}  // namespace tachanka::reports
