#include "rules/orel/operations/situation_file.hpp"

#include <set>

#include "rules/orel/operations/xml_lists.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel::operations {
namespace {

using xml::Element;

Side readSide(const std::string& text) {
    if (auto side = sideNamed(text)) return *side;
    throw std::invalid_argument("'" + text + "' is not a side (whites, reds)");
}

std::vector<model::Hex> hexList(const Element& element, std::string_view attribute,
                                const MapExtent& extent) {
    auto hexes = hexesOf(element, attribute);
    for (const auto hex : hexes) {
        if (!extent.contains(hex)) element.fail("hex " + hex.label() + " is off the map");
    }
    return hexes;
}

model::Hex oneHex(const Element& element, std::string_view attribute, const MapExtent& extent) {
    const auto hexes = hexList(element, attribute, extent);
    if (hexes.size() != 1) element.fail("attribute '" + std::string(attribute) + "' is one hex");
    return hexes.front();
}

// A road, railroad or river along consecutive adjacent hexes.
void readLine(const Element& element, const MapExtent& extent, std::set<Hexside>& sides) {
    element.allowOnly({"hexes"});
    const auto hexes = hexList(element, "hexes", extent);
    if (hexes.size() < 2) element.fail("a line needs at least two hexes");
    for (std::size_t i = 0; i + 1 < hexes.size(); ++i) {
        if (!model::adjacent(hexes[i], hexes[i + 1])) {
            element.fail(hexes[i].label() + " and " + hexes[i + 1].label() + " are not adjacent");
        }
        sides.insert(Hexside::between(hexes[i], hexes[i + 1]));
    }
}

OrelMap readMap(const Element& element, const MapExtent& extent) {
    element.allowOnly({}, {"terrain", "road", "railroad", "river", "station", "entry-zone"});
    OrelMap map;
    map.extent = extent;
    for (const auto& row : element.children("terrain")) {
        row.allowOnly({"hexes", "type"});
        const Terrain terrain = row.requiredAs("type", [](const std::string& text) {
            if (auto value = terrainNamed(text)) return *value;
            throw std::invalid_argument("'" + text + "' is not a terrain (" + terrainNames() + ")");
        });
        for (const auto hex : hexList(row, "hexes", extent)) map.terrain[hex] = terrain;
    }
    for (const auto& row : element.children("road")) readLine(row, extent, map.roads);
    for (const auto& row : element.children("railroad")) readLine(row, extent, map.railroads);
    for (const auto& row : element.children("river")) readLine(row, extent, map.rivers);
    for (const auto& row : element.children("station")) {
        row.allowOnly({"hexes", "double-track"});
        const bool doubleTrack = row.optionalBool("double-track", false);
        for (const auto hex : hexList(row, "hexes", extent)) {
            map.stations.insert(hex);
            if (doubleTrack) map.doubleTrack.insert(hex);
        }
    }
    for (const auto& row : element.children("entry-zone")) {
        row.allowOnly({"side", "hexes"});
        const Side side = row.requiredAs("side", readSide);
        for (const auto hex : hexList(row, "hexes", extent)) map.entryZones[side].insert(hex);
    }
    return map;
}


}  // namespace

Situation loadSituation(const std::filesystem::path& file, const MapExtent& extent) {
    const auto document = xml::Document::load(file);
    const Element root = document.root("orel-situation");
    root.allowOnly({"date"}, {"map", "unit", "depot", "formation", "losses"});
    Situation situation;
    situation.date = root.requiredAs("date", model::GameDate::parseIso);
    if (auto map = root.optionalChild("map")) {
        situation.map = readMap(*map, extent);
    } else {
        situation.map.extent = extent;
    }
    std::set<std::string> codes;
    for (const auto& row : root.children("unit")) {
        row.allowOnly({"code", "side", "type", "hex", "steps", "routed", "moved", "formation"},
                      {"commanded-by"});
        MapUnit unit;
        unit.code = row.required("code");
        if (!codes.insert(unit.code).second)
            row.fail("unit code '" + unit.code + "' is used twice");
        unit.side = row.requiredAs("side", readSide);
        unit.mover = row.requiredAs("type", [](const std::string& text) {
            const auto mover = moverNamed(text);
            if (!mover || isDepot(*mover)) {
                throw std::invalid_argument("'" + text +
                                            "' is not a unit type (infantry, cavalry, "
                                            "artillery, tank, armoured-car, armoured-train); "
                                            "depots are <depot> elements");
            }
            return *mover;
        });
        unit.hex = oneHex(row, "hex", extent);
        unit.steps = row.requiredInt("steps", 1, 20);
        unit.routed = row.optionalBool("routed", false);
        unit.movedThisPhase = row.optionalBool("moved", false);
        CommandUnit member{unit.code, {}, false};
        if (auto formation = row.optional("formation")) member.formations.push_back(*formation);
        for (const auto& extra : row.children("commanded-by")) {
            extra.allowOnly({"formation"});
            member.formations.push_back(extra.required("formation"));
        }
        situation.membership.push_back(std::move(member));
        situation.units.push_back(std::move(unit));
    }
    for (const auto& row : root.children("depot")) {
        row.allowOnly({"side", "type", "hex", "munitions", "unsupplied"});
        Depot depot;
        depot.side = row.requiredAs("side", readSide);
        const std::string type = row.required("type");
        if (type != "convoy" && type != "railroad")
            row.fail("type is convoy or railroad, not '" + type + "'");
        depot.type = type == "convoy" ? DepotType::Convoy : DepotType::Railroad;
        depot.hex = oneHex(row, "hex", extent);
        depot.munitions = row.requiredInt("munitions", 0, 99);
        depot.unsupplied = row.optionalBool("unsupplied", false);
        situation.depots.push_back(depot);
    }
    std::set<std::string> formations;
    for (const auto& row : root.children("formation")) {
        row.allowOnly({"name", "side", "kind", "main-bodies", "main-body"});
        CommandFormation formation;
        formation.name = row.required("name");
        if (!formations.insert(formation.name).second)
            row.fail("formation '" + formation.name + "' given twice");
        formation.side = row.requiredAs("side", readSide);
        const std::string kind = row.optional("kind").value_or("infantry");
        if (kind != "infantry" && kind != "cavalry")
            row.fail("kind is infantry or cavalry, not '" + kind + "'");
        formation.kind = kind == "cavalry" ? FormationKind::Cavalry : FormationKind::Infantry;
        formation.mainBodies = row.optionalInt("main-bodies", 1, 2).value_or(1);
        if (row.optional("main-body")) {
            for (auto& code : wordsOf(row, "main-body"))
                formation.previousMainBody.insert(std::move(code));
        }
        situation.formations.push_back(std::move(formation));
    }
    for (const auto& member : situation.membership) {
        for (const auto& name : member.formations) {
            if (!formations.contains(name)) {
                root.fail("unit '" + member.code + "' names formation '" + name +
                          "', which has no <formation> element");
            }
        }
    }
    if (auto losses = root.optionalChild("losses")) {
        losses->allowOnly({"whites", "reds"});
        situation.combatUnitsLost[Side::Whites] = losses->optionalInt("whites", 0, 999).value_or(0);
        situation.combatUnitsLost[Side::Reds] = losses->optionalInt("reds", 0, 999).value_or(0);
    }
    return situation;
}

}  // namespace tachanka::rules::orel::operations
