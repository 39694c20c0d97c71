#pragma once
// A position on the Orel 1919 map as a file: the map features the rules read (terrain,
// roads, railroads, rivers, stations, the double track), the units, depots and formations,
// and the losses so far. The map itself is not in the rules text, so a situation describes
// what it needs; everything not listed is clear terrain.

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
