#pragma once
// 10.2 and the scenarios' inactive formations: one is released early by what its scenario
// names: being attacked (the battle's to judge), an enemy unit within some hexes of one of its
// units (an excepted enemy formation's units aside), or an enemy unit within some hexes of the
// double-tracked railroad.

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/hex.hpp"
#include "model/scenario.hpp"

namespace tachanka::rules::orel::operations {

struct ApproachingUnit {
    model::Hex hex;                       // where the enemy unit ended its move
    std::vector<std::string> formations;  // its own formation and those above it
};

// The condition the enemy unit's move fulfils, as a line ("an enemy unit within 2 hexes");
// none when it fulfils none. `formationHexes`: where the inactive formation's units stand;
// `doubleTrack`: the hexes of the double-tracked line the map knows.
std::optional<std::string> releasedByApproach(const std::vector<model::ReleaseCondition>& conditions,
                                              const ApproachingUnit& enemy,
                                              const std::vector<model::Hex>& formationHexes,
                                              const std::set<model::Hex>& doubleTrack);

}  // namespace tachanka::rules::orel::operations
