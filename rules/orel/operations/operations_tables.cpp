#include "rules/orel/operations/operations_tables.hpp"

#include <set>

#include "model/named_enum.hpp"
#include "rules/orel/operations/xml_lists.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel::operations {
namespace {

using xml::Element;

constexpr int maxValue = 999;

constexpr std::array<model::EnumName<Terrain>, 4> terrainNameTable{{
    {Terrain::Clear, "clear"},
    {Terrain::Town, "town"},
    {Terrain::Orel, "orel"},
    {Terrain::Forest, "forest"},
}};

constexpr std::array<model::EnumName<EventKind>, 3> eventKindNames{{
    {EventKind::Suffered, "suffered"},
    {EventKind::Controlled, "controlled"},
    {EventKind::None, "none"},
}};

Side readSide(const std::string& text) {
    if (auto side = sideNamed(text)) return *side;
    throw std::invalid_argument("'" + text + "' is not a side (whites, reds)");
}

std::optional<int> readCost(const Element& element, std::string_view attribute) {
    const std::string text = element.required(attribute);
    if (text == "P") return std::nullopt;
    return element.requiredInt(attribute, 0, maxValue);
}

MoveCosts readMoveCosts(const Element& element) {
    MoveCosts costs;
    for (const Mover mover : terrainMovers) costs[mover] = readCost(element, moverName(mover));
    return costs;
}

std::string readNote(const Element& element) {
    auto note = element.optionalChild("note");
    if (!note) return {};
    note->allowOnly({}, {}, true);
    return note->text();
}

// The Terrain Effects Table names Orël's suburbs and centre apart for combat; movement treats
// Orël as one terrain, so both rows must give the same MP.
constexpr std::array<std::pair<std::string_view, Terrain>, 5> tableTerrainNames{{
    {"clear", Terrain::Clear},
    {"town", Terrain::Town},
    {"orel-suburbs", Terrain::Orel},
    {"orel-centre", Terrain::Orel},
    {"forest", Terrain::Forest},
}};

Terrain movementTerrainOf(const std::string& name) {
    for (const auto& [tableName, terrain] : tableTerrainNames) {
        if (tableName == name) return terrain;
    }
    std::string known;
    for (const auto& each : tableTerrainNames) {
        known += (known.empty() ? "" : ", ") + std::string(each.first);
    }
    throw std::invalid_argument("'" + name + "' is not a terrain (" + known + ")");
}

// The columns are checked once by the loader of the whole file (rules/orel/orel_tables.cpp).
TerrainEffects readTerrain(const Element& element) {
    TerrainEffects effects;
    effects.provisional = element.optionalBool("provisional", false);
    effects.note = readNote(element);
    std::set<std::string> seen;
    for (const auto& row : element.children("terrain")) {
        const Terrain terrain = row.requiredAs("name", movementTerrainOf);
        if (!seen.insert(row.required("name")).second) row.fail("terrain given twice");
        const MoveCosts costs = readMoveCosts(row);
        const auto [at, added] = effects.terrain.emplace(terrain, costs);
        if (!added && at->second != costs) {
            row.fail("Orël suburbs and centre must cost the same MP: movement treats Orël as "
                     "one terrain");
        }
    }
    for (const auto& [name, terrain] : tableTerrainNames) {
        if (!seen.contains(std::string(name))) {
            element.fail("no <terrain name=\"" + std::string(name) + "\"> row");
        }
    }
    std::map<std::string, MoveCosts*> hexsides{{"river", &effects.riverExtra},
                                               {"road", &effects.road}};
    for (const auto& row : element.children("hexside")) {
        const auto target = hexsides.find(row.required("name"));
        if (target == hexsides.end()) {
            row.fail("'" + row.required("name") + "' is not a hexside movement knows (river, road)");
        }
        if (target->second == nullptr) row.fail("hexside given twice");
        *target->second = readMoveCosts(row);
        target->second = nullptr;
    }
    for (const auto& [name, target] : hexsides) {
        if (target != nullptr) element.fail("no <hexside name=\"" + name + "\"> row");
    }
    return effects;
}

ZocCosts readZoc(const Element& element) {
    element.allowOnly({"leave-extra"}, {"zoc-to-zoc"});
    ZocCosts zoc;
    zoc.leaveExtra = element.requiredInt("leave-extra", 0, maxValue);
    for (const auto& row : element.children("zoc-to-zoc")) {
        row.allowOnly({"mover", "cost"});
        const Mover mover = row.requiredAs("mover", [](const std::string& text) {
            if (auto value = moverNamed(text)) return *value;
            throw std::invalid_argument("'" + text + "' is not a mover (" + moverNames() + ")");
        });
        if (row.required("cost") == "all-but-one") {
            zoc.zocToZocExtra[mover] = std::nullopt;
        } else {
            zoc.zocToZocExtra[mover] = row.requiredInt("cost", 0, maxValue);
        }
    }
    for (const Mover mover : terrainMovers) {
        if (!zoc.zocToZocExtra.contains(mover)) {
            element.fail("no <zoc-to-zoc mover=\"" + std::string(moverName(mover)) + "\">");
        }
    }
    return zoc;
}

SpecialActionCosts readActions(const Element& element) {
    element.allowOnly({"combat-mode", "white-marching-day-bonus"},
                      {"barrage", "prepared-attack", "hasty-attack"});
    SpecialActionCosts costs;
    costs.combatMode = element.requiredInt("combat-mode", 0, maxValue);
    costs.marchingDayBonus = element.requiredInt("white-marching-day-bonus", 0, maxValue);
    const Element barrage = element.requiredChild("barrage");
    barrage.allowOnly({"artillery", "armoured-train"});
    costs.barrageArtillery = barrage.requiredInt("artillery", 0, maxValue);
    costs.barrageArmouredTrain = barrage.requiredInt("armoured-train", 0, maxValue);
    const Element prepared = element.requiredChild("prepared-attack");
    prepared.allowOnly({"reds", "red-shock", "whites", "tank", "armoured-car", "armoured-train"});
    costs.preparedReds = prepared.requiredInt("reds", 0, maxValue);
    costs.preparedRedShock = prepared.requiredInt("red-shock", 0, maxValue);
    costs.preparedWhites = prepared.requiredInt("whites", 0, maxValue);
    costs.preparedTank = prepared.requiredInt("tank", 0, maxValue);
    costs.preparedArmouredCar = prepared.requiredInt("armoured-car", 0, maxValue);
    costs.preparedArmouredTrain = prepared.requiredInt("armoured-train", 0, maxValue);
    const Element hasty = element.requiredChild("hasty-attack");
    hasty.allowOnly({"all", "armoured-train"});
    costs.hastyAll = hasty.requiredInt("all", 0, maxValue);
    costs.hastyArmouredTrain = hasty.requiredInt("armoured-train", 0, maxValue);
    return costs;
}

SupplyConstants readSupply(const Element& element) {
    element.allowOnly({"supply-range", "convoy-line", "double-track-factor", "prepared-attack",
                       "hasty-attack", "barrage-per-artillery", "resupply-per-unit",
                       "elimination-relief", "elimination-relief-double-track"},
                      {"convoy-exception"});
    SupplyConstants supply;
    supply.supplyRange = element.requiredInt("supply-range", 0, maxValue);
    supply.convoyLine = element.requiredInt("convoy-line", 0, maxValue);
    supply.doubleTrackFactor = element.requiredInt("double-track-factor", 1, maxValue);
    supply.preparedAttack = element.requiredInt("prepared-attack", 0, maxValue);
    supply.hastyAttack = element.requiredInt("hasty-attack", 0, maxValue);
    supply.barragePerArtillery = element.requiredInt("barrage-per-artillery", 0, maxValue);
    supply.resupplyPerUnit = element.requiredInt("resupply-per-unit", 0, maxValue);
    supply.eliminationRelief = element.requiredInt("elimination-relief", 0, maxValue);
    supply.eliminationReliefDoubleTrack =
        element.requiredInt("elimination-relief-double-track", 0, maxValue);
    for (const auto& row : element.children("convoy-exception")) {
        row.allowOnly({"side", "line", "hexes"});
        const Side side = row.requiredAs("side", readSide);
        supply.convoyExceptions[side] = {row.requiredInt("line", 0, maxValue),
                                         hexesOf(row, "hexes")};
    }
    return supply;
}

template <typename Read>
void readPerSide(const Element& element, Read&& read) {
    std::set<Side> seen;
    for (const auto& row : element.children("side")) {
        const Side side = row.requiredAs("name", readSide);
        if (!seen.insert(side).second) row.fail("side given twice");
        read(row, side);
    }
    if (seen.size() != 2) element.fail("needs one <side> for the whites and one for the reds");
}

RecruitmentConstants readRecruitment(const Element& element) {
    element.allowOnly({"saved-maximum", "orel-bonus", "prisoners-per-rp", "battalion-cost",
                       "recovery-range", "recruits-penalty"},
                      {"side"});
    RecruitmentConstants recruitment;
    recruitment.savedMaximum = element.requiredInt("saved-maximum", 0, maxValue);
    recruitment.orelBonus = element.requiredInt("orel-bonus", 0, maxValue);
    recruitment.prisonersPerRp = element.requiredInt("prisoners-per-rp", 1, maxValue);
    recruitment.battalionCost = element.requiredInt("battalion-cost", 0, maxValue);
    recruitment.recoveryRange = element.requiredInt("recovery-range", 0, maxValue);
    recruitment.recruitsPenalty = element.requiredInt("recruits-penalty", 0, maxValue);
    readPerSide(element, [&](const Element& row, Side side) {
        row.allowOnly({"name", "battalions", "tq-floor"});
        recruitment.battalionLimit[side] = row.requiredInt("battalions", 0, maxValue);
        recruitment.tqFloor[side] = row.requiredInt("tq-floor", 1, 9);
    });
    return recruitment;
}

std::vector<SharedCommand> readSharedCommand(const Element& element) {
    std::vector<SharedCommand> shared;
    for (const auto& row : element.children("shared-command")) {
        row.allowOnly({"units", "formation", "from"});
        shared.push_back({wordsOf(row, "units"), row.required("formation"),
                          row.optionalAs("from", model::GameDate::parseIso)});
    }
    return shared;
}

std::map<Side, CommandDistances> readCommand(const Element& element) {
    element.allowOnly({}, {"side", "shared-command"});
    std::map<Side, CommandDistances> command;
    readPerSide(element, [&](const Element& row, Side side) {
        row.allowOnly({"name", "main-body", "cavalry", "artillery", "cavalry-formation"});
        command[side] = {row.requiredInt("main-body", 0, maxValue),
                         row.requiredInt("cavalry", 0, maxValue),
                         row.requiredInt("artillery", 0, maxValue),
                         row.requiredInt("cavalry-formation", 0, maxValue)};
    });
    return command;
}

EventsTable readEvents(const Element& element) {
    element.allowOnly({"provisional"}, {"note", "side"});
    EventsTable table;
    table.provisional = element.optionalBool("provisional", false);
    table.note = readNote(element);
    readPerSide(element, [&](const Element& row, Side side) {
        row.allowOnly({"name"}, {"event"});
        auto& list = table.events[side];
        for (const auto& cell : row.children("event")) {
            cell.allowOnly({"from", "to", "id", "kind", "title", "effect", "recruit-points-next-turn"});
            RandomEvent event;
            event.from = cell.requiredInt("from", 1, 100);
            event.to = cell.requiredInt("to", event.from, 100);
            if (!list.empty() && event.from <= list.back().to) {
                cell.fail("rolls " + std::to_string(event.from) + "-" + std::to_string(event.to) +
                          " overlap the event before");
            }
            event.id = cell.required("id");
            event.kind = cell.requiredAs("kind", [](const std::string& text) {
                if (auto kind = model::valueNamed(eventKindNames, text)) return *kind;
                throw std::invalid_argument("'" + text + "' is not an event kind (" +
                                            model::joinedNames(eventKindNames) + ")");
            });
            event.title = cell.required("title");
            event.effect = cell.required("effect");
            event.recruitPointsLostNextTurn =
                -cell.optionalInt("recruit-points-next-turn", -12, 0).value_or(0);
            list.push_back(event);
        }
    });
    return table;
}

}  // namespace

std::string_view terrainName(Terrain terrain) { return model::nameOf(terrainNameTable, terrain); }
// Situations and look-ups may also name Orël's part the way the Terrain Effects Table does.
std::optional<Terrain> terrainNamed(std::string_view name) {
    if (auto terrain = model::valueNamed(terrainNameTable, name)) return terrain;
    for (const auto& [tableName, terrain] : tableTerrainNames) {
        if (tableName == name) return terrain;
    }
    return std::nullopt;
}
std::string terrainNames() {
    return model::joinedNames(terrainNameTable) + " (orel-suburbs, orel-centre)";
}
std::string_view eventKindName(EventKind kind) { return model::nameOf(eventKindNames, kind); }
std::optional<EventKind> eventKindNamed(std::string_view name) {
    return model::valueNamed(eventKindNames, name);
}

bool MapExtent::contains(model::Hex hex) const {
    return hex.column >= firstColumn && hex.column <= lastColumn && hex.row >= firstRow &&
           hex.row <= lastRow;
}

OperationsTables readOperationsTables(const Element& root) {
    OperationsTables tables;
    const Element map = root.requiredChild("map");
    map.allowOnly({"first-column", "last-column", "first-row", "last-row"});
    tables.map.firstColumn = map.requiredInt("first-column", 0, 99);
    tables.map.lastColumn = map.requiredInt("last-column", tables.map.firstColumn, 99);
    tables.map.firstRow = map.requiredInt("first-row", 0, 99);
    tables.map.lastRow = map.requiredInt("last-row", tables.map.firstRow, 99);
    tables.terrain = readTerrain(root.requiredChild("terrain-effects"));
    tables.zoc = readZoc(root.requiredChild("zoc"));
    const Element stacking = root.requiredChild("stacking");
    stacking.allowOnly({"points", "units"});
    tables.stackingPoints = stacking.requiredInt("points", 1, maxValue);
    tables.stackingUnits = stacking.requiredInt("units", 1, maxValue);
    tables.actions = readActions(root.requiredChild("special-actions"));
    tables.supply = readSupply(root.requiredChild("supply"));
    tables.recruitment = readRecruitment(root.requiredChild("recruitment"));
    tables.command = readCommand(root.requiredChild("command"));
    tables.sharedCommand = readSharedCommand(root.requiredChild("command"));
    tables.events = readEvents(root.requiredChild("events"));
    return tables;
}

}  // namespace tachanka::rules::orel::operations
