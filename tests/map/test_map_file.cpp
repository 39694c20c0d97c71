// The map XML: the shipped Orel map with every place the text names, read back as written,
// and refused with file:line when it is wrong.

#include <doctest/doctest.h>

#include <algorithm>

#include "rules/orel/operations/map_file.hpp"
#include "rules/xml/xml_document.hpp"

namespace ops = tachanka::rules::orel::operations;
using tachanka::model::Hex;

namespace {

const ops::MapExtent extent{1, 32, 1, 20};

ops::MapFile shipped() {
    return ops::loadMapFile(TACHANKA_SOURCE_DIR "/templates/maps/orel-1919.xml", extent);
}

std::string errorOf(const std::string& text) {
    try {
        ops::parseMapFile(text, "club-map.xml", extent);
    } catch (const tachanka::xml::XmlError& error) {
        return error.what();
    }
    return "";
}

}  // namespace

TEST_CASE("the shipped map names every place the rules text gives a hex") {
    const auto map = shipped();
    // 10.2's victory locations, and the setup lines' "(Navlia)", "(Arkino)", "Diatchia (2413)",
    // "via 2920 (Ponyri)", "via 3205 (Zolotarevo)".
    const std::pair<const char*, const char*> named[] = {
        {"Dmitrovsk", "1214"}, {"Kromy", "2110"},    {"Orël", "2705"},     {"Komaritchi", "0717"},
        {"Brasovo", "0513"},   {"Sevsk", "0219"},    {"Navlia", "0309"},   {"Arkino", "0516"},
        {"Diatchia", "2413"},  {"Ponyri", "2920"},   {"Zolotarevo", "3205"}};
    CHECK(map.places.size() == std::size(named));
    for (const auto& [name, hex] : named) {
        CAPTURE(name);
        const auto found = std::find_if(map.places.begin(), map.places.end(),
                                        [&](const ops::NamedPlace& p) { return p.name == name; });
        REQUIRE(found != map.places.end());
        CHECK(found->hex == Hex::parse(hex));
    }
    // What the text fixes of the terrain: Orël is its own terrain; the rest is the club's.
    CHECK(map.map.terrainAt(Hex::parse("2705")) == ops::Terrain::Orel);
    CHECK(map.map.terrain.size() == 1);
    CHECK(map.map.doubleTrack.contains(Hex::parse("2920")));
    CHECK(map.map.roads.empty());
}

TEST_CASE("a map written out reads back the same") {
    auto map = shipped();
    map.map.terrain[Hex::parse("1214")] = ops::Terrain::Town;
    map.map.terrain[Hex::parse("0309")] = ops::Terrain::Forest;
    map.map.roads.insert(ops::Hexside::between(Hex::parse("2705"), Hex::parse("2706")));
    map.map.rivers.insert(ops::Hexside::between(Hex::parse("2110"), Hex::parse("2111")));
    map.map.railroads.insert(ops::Hexside::between(Hex::parse("2705"), Hex::parse("2805")));
    const auto again = ops::parseMapFile(ops::mapFileText(map), "written.xml", extent);
    CHECK(again.map.terrain == map.map.terrain);
    CHECK(again.map.roads == map.map.roads);
    CHECK(again.map.rivers == map.map.rivers);
    CHECK(again.map.railroads == map.map.railroads);
    CHECK(again.map.stations == map.map.stations);
    CHECK(again.map.doubleTrack == map.map.doubleTrack);
    REQUIRE(again.places.size() == map.places.size());
    CHECK(again.places.front().name == "Orël");
}

TEST_CASE("a bad map file is refused at its line") {
    CHECK(errorOf("<orel-map>\n  <map>\n    <road hexes=\"2705 2707\"/>\n  </map>\n</orel-map>")
              .starts_with("club-map.xml:3:"));
    CHECK(errorOf("<orel-map>\n  <map>\n    <road hexes=\"2705 2707\"/>\n  </map>\n</orel-map>")
              .find("not adjacent") != std::string::npos);
    const auto swamp =
        errorOf("<orel-map>\n<map>\n<terrain hexes=\"0101\" type=\"swamp\"/>\n</map>\n</orel-map>");
    CHECK(swamp.starts_with("club-map.xml:3:"));
    CHECK(swamp.find("swamp") != std::string::npos);
    CHECK(errorOf("<orel-map>\n<place name=\"Moscow\" hex=\"4040\"/>\n</orel-map>")
              .find("off the map") != std::string::npos);
    CHECK(errorOf("<orel-map>\n<place name=\"Orël\" hex=\"2705\"/>\n<place name=\"Orël\" "
                  "hex=\"2706\"/>\n</orel-map>")
              .find("given twice") != std::string::npos);
}
