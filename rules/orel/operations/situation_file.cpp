#include "rules/orel/operations/situation_file.hpp"

#include <set>

#include "rules/orel/operations/map_file.hpp"
#include "rules/orel/operations/xml_lists.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel::operations {
namespace {

using xml::Element;

model::Hex oneHex(const Element& element, std::string_view attribute, const MapExtent& extent) {
    const auto hexes = hexesOnMap(element, attribute, extent);
    if (hexes.size() != 1) element.fail("attribute '" + std::string(attribute) + "' is one hex");
    return hexes.front();
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
        unit.side = sideAttribute(row, "side");
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
        depot.side = sideAttribute(row, "side");
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
        formation.side = sideAttribute(row, "side");
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
