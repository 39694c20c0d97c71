#pragma once
// Costs read from the campaign's map rather than typed: the MP of a path hex by hex over the
// terrain and hexside lines the club painted (7.1.1, the Terrain Effects Table).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/hex.hpp"

namespace tachanka::core {

struct PathStep {
    model::Hex from;
    model::Hex to;
    std::string terrain;  // of `to`, as the map has it
    bool road = false;    // along the hexside crossed
    bool railroad = false;
    bool river = false;
    std::optional<int> cost;  // none: prohibited
};

struct PathCost {
    std::vector<PathStep> steps;
    std::optional<int> total;    // none when a step is prohibited
    bool terrainKnown = false;   // the club has painted the map
    bool provisionalTable = false;
};

// `mover`: infantry, cavalry, ... as `orel move-cost --unit`; `hexes` as typed, each adjacent
// to the one before. ZoC costs (7.1.3) depend on the units and are not part of it.
PathCost mapPathCost(const std::filesystem::path& campaignFile, const std::string& mover,
                     const std::vector<std::string>& hexes);

}  // namespace tachanka::core
