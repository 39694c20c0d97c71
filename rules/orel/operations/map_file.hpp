#pragma once
// The Orel 1919 map as a file (<orel-map>): the places the scenario names and the features the
// rules read. The same <map> element describes the part of the map a situation file needs.
//
//   <orel-map>
//     <place name="Orël" hex="2705"/>
//     <map>
//       <terrain hexes="1214 2110" type="town"/>        clear, town, orel, forest
//       <road hexes="2705 2706"/> <railroad hexes="..."/> <river hexes="..."/>
//                                                     lines run through adjacent hexes
//       <station hexes="2705 2920" double-track="true"/>
//       <entry-zone side="reds" hexes="0117 0118"/>
//     </map>
//   </orel-map>

#include <filesystem>
#include <string>
#include <vector>

#include "rules/orel/operations/map.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel::operations {

struct NamedPlace {
    std::string name;
    model::Hex hex;
};

struct MapFile {
    std::vector<NamedPlace> places;
    OrelMap map;
};

// A <map> element: every hex inside `extent`, every line through adjacent hexes; errors carry
// file:line.
OrelMap readMap(const xml::Element& element, const MapExtent& extent);

MapFile loadMapFile(const std::filesystem::path& file, const MapExtent& extent);
MapFile parseMapFile(std::string text, std::string sourceName, const MapExtent& extent);

// The file that loadMapFile reads back to the same map (each hexside line as its two hexes).
std::string mapFileText(const MapFile& file);

}  // namespace tachanka::rules::orel::operations
