#include "rules/redactions/field/field_tables.hpp"

#include <set>
#include <stdexcept>

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::redactions {
namespace {

using xml::Element;

constexpr int maxInches = 1000;
constexpr int maxMetres = 25'000;

std::string uniqueId(const Element& element, std::set<std::string>& seen) {
    const std::string id = element.required("id");
    if (!seen.insert(id).second) element.fail("id '" + id + "' is used twice");
    return id;
}

TerrainTable readTerrain(const Element& parent) {
    TerrainTable table;
    std::set<std::string> ids;
    for (const auto& element : parent.children("terrain")) {
        element.allowOnly({"id", "name", "infantry", "sabres", "tachankas-and-limbered-guns",
                           "armoured-cars", "tanks", "column-unless-infantry", "uphill"});
        TerrainRow row;
        row.id = uniqueId(element, ids);
        row.name = element.required("name");
        for (const auto& [mover, name] : moverNames) {
            row.cells.at(static_cast<std::size_t>(mover)) =
                element.requiredAs(name, parseTerrainCell);
        }
        row.columnUnlessInfantry = element.optionalBool("column-unless-infantry", false);
        row.uphill = element.optionalBool("uphill", false);
        table.rows.push_back(std::move(row));
    }
    if (table.rows.empty()) parent.fail("the terrain movement table needs at least one <terrain>");
    return table;
}

MovementNumbers readMovement(const Element& element) {
    element.allowOnly({"road-bonus", "march-factor", "march-clear-of-enemy", "officer-mounted",
                       "officer-on-foot"});
    MovementNumbers numbers;
    numbers.roadBonus = element.requiredInt("road-bonus", 0, maxInches);
    numbers.marchFactor = element.requiredInt("march-factor", 1, 10);
    numbers.marchClearOfEnemy = element.requiredInt("march-clear-of-enemy", 0, maxInches);
    numbers.officerMounted = element.requiredInt("officer-mounted", 0, maxInches);
    numbers.officerOnFoot = element.requiredInt("officer-on-foot", 0, maxInches);
    return numbers;
}

std::vector<VisibilityDistance> readVisibility(const Element& parent) {
    std::vector<VisibilityDistance> distances;
    std::set<std::string> ids;
    for (const auto& element : parent.children("distance")) {
        element.allowOnly({"id", "inches", "metres", "text"});
        VisibilityDistance distance;
        distance.id = uniqueId(element, ids);
        distance.inches = element.requiredInt("inches", 0, maxInches);
        distance.metres = element.requiredInt("metres", 0, maxMetres);
        distance.text = element.required("text");
        distances.push_back(std::move(distance));
    }
    return distances;
}

std::vector<WeatherCondition> readWeather(const Element& parent) {
    parent.allowOnly({}, {"condition"});
    std::vector<WeatherCondition> conditions;
    std::set<std::string> ids;
    for (const auto& element : parent.children("condition")) {
        element.allowOnly({"id", "name", "night-or-fog", "humiliated-markers", "visibility",
                           "shooting-range", "friendly-fire-on", "veer-degrees",
                           "column-above-half-speed", "road-bonus"});
        WeatherCondition condition;
        condition.id = uniqueId(element, ids);
        condition.name = element.required("name");
        condition.nightOrFog = element.optionalBool("night-or-fog", false);
        condition.humiliatedMarkers = element.optionalInt("humiliated-markers", 0, 6).value_or(0);
        condition.visibility = element.optionalInt("visibility", 0, maxInches);
        condition.shootingRange = element.optionalInt("shooting-range", 0, maxInches);
        condition.friendlyFireOn = element.optionalInt("friendly-fire-on", 1, 6);
        condition.veerDegrees = element.optionalInt("veer-degrees", 0, 180).value_or(0);
        condition.columnAboveHalfSpeed = element.optionalBool("column-above-half-speed", false);
        condition.roadBonus = element.optionalBool("road-bonus", true);
        conditions.push_back(std::move(condition));
    }
    if (conditions.empty()) parent.fail("the weather needs at least one <condition>");
    return conditions;
}

VehicleNumbers readVehicles(const Element& element) {
    element.allowOnly({"breaks-down-on", "stuck-for-good-on", "stuck-for-now-on", "freed-on",
                       "wire-problem-on", "wire-crushed-on", "wire-strip", "damaged-by-charged-on",
                       "grenadier-bonus", "turret-arc", "sponson-arc", "other-arc"});
    VehicleNumbers numbers;
    numbers.breaksDownOn = element.requiredInt("breaks-down-on", 0, 6);
    numbers.stuckForGoodOn = element.requiredInt("stuck-for-good-on", 0, 6);
    numbers.stuckForNowOn = element.requiredInt("stuck-for-now-on", numbers.stuckForGoodOn, 6);
    numbers.freedOn = element.requiredInt("freed-on", 1, 7);
    numbers.wireProblemOn = element.requiredInt("wire-problem-on", 0, 6);
    numbers.wireCrushedOn = element.requiredInt("wire-crushed-on", 1, 7);
    numbers.wireStripInches = element.requiredInt("wire-strip", 1, maxInches);
    numbers.damagedByChargedOn = element.requiredInt("damaged-by-charged-on", 1, 7);
    numbers.grenadierBonus = element.requiredInt("grenadier-bonus", 0, 6);
    numbers.turretArc = element.requiredInt("turret-arc", 0, 360);
    numbers.sponsonArc = element.requiredInt("sponson-arc", 0, 360);
    numbers.otherArc = element.requiredInt("other-arc", 0, 360);
    return numbers;
}

TrainNumbers readTrains(const Element& element) {
    element.allowOnly({"max-move", "start-move", "stop-below", "loss-per-engine-hit",
                       "engine-hits-to-immobilise", "turret-car-hits-to-destroy"});
    TrainNumbers numbers;
    numbers.maxMove = element.requiredInt("max-move", 1, maxInches);
    numbers.startMove = element.requiredInt("start-move", 1, static_cast<int>(numbers.maxMove));
    numbers.stopBelow = element.requiredInt("stop-below", 1, static_cast<int>(numbers.maxMove));
    numbers.lossPerEngineHit = element.requiredInt("loss-per-engine-hit", 0, maxInches);
    numbers.engineHitsToImmobilise = element.requiredInt("engine-hits-to-immobilise", 1, 20);
    numbers.turretCarHitsToDestroy = element.requiredInt("turret-car-hits-to-destroy", 1, 20);
    return numbers;
}

FireNumbers readFires(const Element& element) {
    element.allowOnly({"set-on", "spread-per-turn", "markers-to-destroy"}, {"fight"});
    FireNumbers numbers;
    numbers.setOn = element.requiredInt("set-on", 1, 7);
    numbers.spreadPerTurn = element.requiredInt("spread-per-turn", 0, 6);
    numbers.markersToDestroy = element.requiredInt("markers-to-destroy", 1, 20);
    std::set<int> rolls;
    for (const auto& fight : element.children("fight")) {
        fight.allowOnly({"roll", "removes"});
        const int roll = fight.requiredInt("roll", 1, 6);
        if (!rolls.insert(roll).second)
            fight.fail("roll " + std::to_string(roll) + " is given twice");
        numbers.fightRemoves.emplace_back(roll, fight.requiredInt("removes", 0, 20));
    }
    return numbers;
}

WireNumbers readWire(const Element& element) {
    element.allowOnly({"cross-on", "engineers-cut-on"});
    return {element.requiredInt("cross-on", 2, 13), element.requiredInt("engineers-cut-on", 2, 13)};
}

int readQuarters(const std::string& text) {
    if (text == "¼") return 1;
    if (text == "½") return 2;
    if (text == "¾") return 3;
    if (text == "1") return 4;
    throw std::invalid_argument("'" + text + "' is not ¼, ½, ¾ or 1 column");
}

DiggingNumbers readDigging(const Element& element) {
    element.allowOnly({"max-columns", "per-move-with-tools", "per-move-without-tools"});
    // No more than the shooting table's foxhole cover: foxholes-1 to foxholes-3.
    return {element.requiredInt("max-columns", 0, 3) * 4,
            element.requiredAs("per-move-with-tools", readQuarters),
            element.requiredAs("per-move-without-tools", readQuarters)};
}

AmbushNumbers readAmbush(const Element& element) {
    element.allowOnly({"scout-range", "scout-range-doubled", "discovered-on", "ambusher-move-bonus",
                       "terror-markers"});
    AmbushNumbers numbers;
    numbers.scoutRange = element.requiredInt("scout-range", 0, maxInches);
    numbers.scoutRangeDoubled = element.requiredInt("scout-range-doubled", 0, maxInches);
    numbers.discoveredOn = element.requiredInt("discovered-on", 1, 7);
    numbers.ambusherMoveBonus = element.requiredInt("ambusher-move-bonus", 0, maxInches);
    numbers.terrorMarkers = element.requiredInt("terror-markers", 0, 6);
    return numbers;
}

InitiativeNumbers readInitiative(const Element& element) {
    element.allowOnly({"die", "turn-ends-on-both"});
    InitiativeNumbers numbers;
    numbers.die = element.requiredInt("die", 2, 100);
    numbers.turnEndsOnBoth = element.requiredInt("turn-ends-on-both", 1, numbers.die);
    return numbers;
}

}  // namespace

const VisibilityDistance& FieldTables::visibilityNamed(std::string_view id) const {
    std::string known;
    for (const auto& distance : visibility) {
        if (distance.id == id) return distance;
        known += (known.empty() ? "" : ", ") + distance.id;
    }
    throw std::invalid_argument("no visibility distance '" + std::string(id) +
                                "' (known: " + known + ")");
}

const WeatherCondition& FieldTables::weatherNamed(std::string_view id) const {
    std::string known;
    for (const auto& condition : weather) {
        if (condition.id == id) return condition;
        known += (known.empty() ? "" : ", ") + condition.id;
    }
    throw std::invalid_argument("no weather '" + std::string(id) + "' (known: " + known + ")");
}

FieldTables loadFieldTables(const std::filesystem::path& file) {
    const auto document = xml::Document::load(file);
    const Element root = document.root("red-actions-field");
    root.allowOnly({}, {"terrain-movement", "movement", "visibility", "weather", "vehicles",
                        "trains", "fires", "wire", "digging", "ambush", "moving-and-shooting",
                        "initiative", "segment-actions", "ammunition"});
    FieldTables tables;
    tables.file = file;
    const auto terrain = root.requiredChild("terrain-movement");
    terrain.allowOnly({}, {"terrain"});
    tables.terrain = readTerrain(terrain);
    tables.movement = readMovement(root.requiredChild("movement"));
    const auto visibility = root.requiredChild("visibility");
    visibility.allowOnly({"within-cover", "edge-of-cover"}, {"distance"});
    tables.withinCoverVisibility = visibility.requiredInt("within-cover", 0, maxInches);
    tables.edgeOfCover = visibility.requiredInt("edge-of-cover", 0, maxInches);
    tables.visibility = readVisibility(visibility);
    tables.weather = readWeather(root.requiredChild("weather"));
    tables.vehicles = readVehicles(root.requiredChild("vehicles"));
    tables.trains = readTrains(root.requiredChild("trains"));
    tables.fires = readFires(root.requiredChild("fires"));
    tables.wire = readWire(root.requiredChild("wire"));
    tables.digging = readDigging(root.requiredChild("digging"));
    tables.ambush = readAmbush(root.requiredChild("ambush"));
    tables.movingAndShooting = readMovingAndShooting(root.requiredChild("moving-and-shooting"));
    tables.initiative = readInitiative(root.requiredChild("initiative"));
    tables.segmentActions = readSegmentActions(root.requiredChild("segment-actions"));
    tables.ammunition = readAmmunition(root.requiredChild("ammunition"));
    return tables;
}

}  // namespace tachanka::rules::redactions
