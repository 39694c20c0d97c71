#pragma once
// A position on the Orel 1919 map as a file: the map features the rules read (terrain,
// roads, railroads, rivers, stations, the double track), the units, depots and formations,
// and the losses so far. The map itself is not in the rules text, so a situation describes
// what it needs; everything not listed is clear terrain. The format (hex lists are
// space-separated; lines run through adjacent hexes):
//
//   <orel-situation date="1919-10-15">
//     <map>
//       <terrain hexes="1214 2110" type="town"/>        clear, town, orel, forest
//       <road hexes="..."/> <railroad hexes="..."/> <river hexes="..."/>
//       <station hexes="2705 2920" double-track="true"/>
//       <entry-zone side="reds" hexes="0117 0118 0119 0120"/>
//     </map>
//     <formation name="..." side="reds" kind="infantry|cavalry" main-bodies="1|2"
//                main-body="codes kept from the last command phase"/>
//     <unit code="1/Let" side="reds" type="infantry" hex="1610" steps="2"
//           routed="false" moved="false" formation="...">
//       <commanded-by formation="..."/>                  5.1 notes
//     </unit>
//     <depot side="whites" type="railroad|convoy" hex="2705" munitions="5" unsupplied="false"/>
//     <losses whites="0" reds="0"/>                       combat units lost
//   </orel-situation>

#include <filesystem>
#include <vector>

#include "rules/orel/operations/command.hpp"
#include "rules/orel/operations/supply.hpp"

namespace tachanka::rules::orel::operations {

struct Situation {
    model::GameDate date;
    OrelMap map;
    Units units;
    std::vector<Depot> depots;
    std::vector<CommandFormation> formations;
    std::vector<CommandUnit> membership;  // every unit with a formation, in file order
    std::map<Side, int> combatUnitsLost;
};

// `extent` is the map's numbered area (from the operations tables). Throws xml::XmlError
// with file:line for anything malformed, unknown, off the map or not adjacent.
Situation loadSituation(const std::filesystem::path& file, const MapExtent& extent);

}  // namespace tachanka::rules::orel::operations
