#include "rules/orel/operations/map_file.hpp"

#include <map>
#include <set>
#include <sstream>

#include <pugixml.hpp>

#include "rules/orel/operations/xml_lists.hpp"

namespace tachanka::rules::orel::operations {
namespace {

using xml::Element;

// A road, railroad or river along consecutive adjacent hexes.
void readLine(const Element& element, const MapExtent& extent, std::set<Hexside>& sides) {
    element.allowOnly({"hexes"});
    const auto hexes = hexesOnMap(element, "hexes", extent);
    if (hexes.size() < 2) element.fail("a line needs at least two hexes");
    for (std::size_t i = 0; i + 1 < hexes.size(); ++i) {
        if (!model::adjacent(hexes[i], hexes[i + 1])) {
            element.fail(hexes[i].label() + " and " + hexes[i + 1].label() + " are not adjacent");
        }
        sides.insert(Hexside::between(hexes[i], hexes[i + 1]));
    }
}

MapFile readMapFile(const xml::Document& document, const MapExtent& extent) {
    const Element root = document.root("orel-map");
    root.allowOnly({}, {"place", "map"});
    MapFile file;
    std::set<std::string> names;
    for (const auto& row : root.children("place")) {
        row.allowOnly({"name", "hex"});
        NamedPlace place{row.required("name"), {}};
        if (!names.insert(place.name).second) row.fail("place '" + place.name + "' given twice");
        const auto hexes = hexesOnMap(row, "hex", extent);
        if (hexes.size() != 1) row.fail("attribute 'hex' is one hex");
        place.hex = hexes.front();
        file.places.push_back(std::move(place));
    }
    if (auto map = root.optionalChild("map")) {
        file.map = readMap(*map, extent);
    } else {
        file.map.extent = extent;
    }
    return file;
}

std::string hexList(const std::set<model::Hex>& hexes) {
    std::string text;
    for (const auto hex : hexes) text += (text.empty() ? "" : " ") + hex.label();
    return text;
}

void writeLines(pugi::xml_node map, const char* name, const std::set<Hexside>& sides) {
    for (const auto& side : sides) {
        map.append_child(name).append_attribute("hexes") =
            (side.a.label() + " " + side.b.label()).c_str();
    }
}

}  // namespace

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
        for (const auto hex : hexesOnMap(row, "hexes", extent)) map.terrain[hex] = terrain;
    }
    for (const auto& row : element.children("road")) readLine(row, extent, map.roads);
    for (const auto& row : element.children("railroad")) readLine(row, extent, map.railroads);
    for (const auto& row : element.children("river")) readLine(row, extent, map.rivers);
    for (const auto& row : element.children("station")) {
        row.allowOnly({"hexes", "double-track"});
        const bool doubleTrack = row.optionalBool("double-track", false);
        for (const auto hex : hexesOnMap(row, "hexes", extent)) {
            map.stations.insert(hex);
            if (doubleTrack) map.doubleTrack.insert(hex);
        }
    }
    for (const auto& row : element.children("entry-zone")) {
        row.allowOnly({"side", "hexes"});
        const Side side = sideAttribute(row, "side");
        for (const auto hex : hexesOnMap(row, "hexes", extent)) map.entryZones[side].insert(hex);
    }
    return map;
}

MapFile loadMapFile(const std::filesystem::path& file, const MapExtent& extent) {
    return readMapFile(xml::Document::load(file), extent);
}

MapFile parseMapFile(std::string text, std::string sourceName, const MapExtent& extent) {
    return readMapFile(xml::Document::parse(std::move(text), std::move(sourceName)), extent);
}

std::string mapFileText(const MapFile& file) {
    pugi::xml_document document;
    auto declaration = document.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    auto root = document.append_child("orel-map");
    for (const auto& place : file.places) {
        auto row = root.append_child("place");
        row.append_attribute("name") = place.name.c_str();
        row.append_attribute("hex") = place.hex.label().c_str();
    }
    auto map = root.append_child("map");
    std::map<Terrain, std::set<model::Hex>> byTerrain;
    for (const auto& [hex, terrain] : file.map.terrain) byTerrain[terrain].insert(hex);
    for (const auto& [terrain, hexes] : byTerrain) {
        auto row = map.append_child("terrain");
        row.append_attribute("hexes") = hexList(hexes).c_str();
        row.append_attribute("type") = std::string(terrainName(terrain)).c_str();
    }
    writeLines(map, "road", file.map.roads);
    writeLines(map, "railroad", file.map.railroads);
    writeLines(map, "river", file.map.rivers);
    std::set<model::Hex> singleTrack;
    for (const auto hex : file.map.stations) {
        if (!file.map.doubleTrack.contains(hex)) singleTrack.insert(hex);
    }
    if (!singleTrack.empty()) {
        map.append_child("station").append_attribute("hexes") = hexList(singleTrack).c_str();
    }
    if (!file.map.doubleTrack.empty()) {
        auto row = map.append_child("station");
        row.append_attribute("hexes") = hexList(file.map.doubleTrack).c_str();
        row.append_attribute("double-track") = "true";
    }
    for (const auto& [side, hexes] : file.map.entryZones) {
        auto row = map.append_child("entry-zone");
        row.append_attribute("side") = std::string(sideName(side)).c_str();
        row.append_attribute("hexes") = hexList(hexes).c_str();
    }
    std::ostringstream text;
    document.save(text, "  ");
    return text.str();
}

}  // namespace tachanka::rules::orel::operations
