#pragma once
// Victory (10.2, 10.1): who controls each location, each side's level, the shifts for lost
// combat units, and the result when both sides score.

#include <map>
#include <optional>
#include <string>

#include "rules/orel/operations/supply.hpp"

namespace tachanka::rules::orel::operations {

enum class VictoryLevel { Defeat, Minor, Regional, Strategic };
std::string_view victoryLevelName(VictoryLevel level);

// 10.2: a location counts as occupied by the side with a unit there that traces a path free
// of enemy ZoC to its friendly edge; otherwise by neither.
std::optional<Side> locationController(const OrelMap& map, const Units& units, model::Hex hex);

struct VictorySituation {
    std::map<std::string, Side> occupied;  // location name -> controller (absent: neither)
    // The double-tracked railroad is clear of ZoC from any Red infantry within range of a
    // functional depot.
    bool doubleTrackClearOfRedInfantry = false;
    // A Red infantry unit within range of a functional depot occupies a station of the
    // double-tracked railroad south of any White unit.
    bool redInfantryOnDoubleTrackSouthOfWhites = false;
    std::map<Side, int> combatUnitsLost;
};

struct VictoryResult {
    std::map<Side, VictoryLevel> earned;  // before the loss shifts
    std::map<Side, int> shift;            // levels lost for combat units lost
    std::map<Side, VictoryLevel> level;
    std::optional<Side> winner;  // none: a draw
    std::string explanation;
};

// The situation read off the map at the end of the game: each victory location's controller,
// and the two railroad conditions. "South of any White unit" is read as: no White unit on a
// hex of the double-tracked line further south (higher row) than the station.
VictorySituation victorySituation(const OperationsTables& tables, const OrelMap& map,
                                  const Units& units, const std::vector<Depot>& depots,
                                  const std::map<Side, int>& combatUnitsLost);

VictoryResult assessVictory(const VictoryConstants& rules, const VictorySituation& situation);

// 10.1 Brasovo: the Whites win holding Brasovo and Sevsk at the end, the Reds otherwise.
Side brasovoWinner(const std::map<std::string, Side>& occupied);

}  // namespace tachanka::rules::orel::operations
