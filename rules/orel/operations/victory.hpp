#pragma once
// Victory (10.1, 10.2): who controls each location, and the scenario's own victory levels
// evaluated against an end position, with the scenario's shifts for lost combat units and
// the result when both sides score. The levels are the scenario's data; nothing here knows
// which locations or levels a scenario has.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/scenario.hpp"
#include "rules/orel/operations/supply.hpp"
#include "rules/orel/victory_facts.hpp"

namespace tachanka::rules::orel::operations {

// 10.2: a location counts as occupied by the side with a unit there that traces a path free
// of enemy ZoC to its friendly edge; otherwise by neither.
std::optional<Side> locationController(const OrelMap& map, const Stacks& units, model::Hex hex);

struct VictorySituation {
    std::map<std::string, Side> occupied;  // location name -> controller (absent: neither)
    // The double-tracked railroad is clear of ZoC from any Red infantry within range of a
    // functional depot (VictoryFact::DoubleTrackClear).
    bool doubleTrackClearOfRedInfantry = false;
    // A Red infantry unit within range of a functional depot occupies a station of the
    // double-tracked railroad south of any White unit (VictoryFact::DoubleTrackStationSouth).
    bool redInfantryOnDoubleTrackSouthOfWhites = false;
    std::map<Side, int> combatUnitsLost;
};

// A level of victory as the scenario names and ranks it; rank 0 is Defeat ("any other
// result").
struct AttainedLevel {
    std::string name = "defeat";
    int rank = 0;
    bool operator==(const AttainedLevel&) const = default;
};

struct VictoryResult {
    std::map<Side, AttainedLevel> earned;  // before the loss shifts
    std::map<Side, int> shift;             // levels lost for combat units lost
    std::map<Side, AttainedLevel> level;
    std::optional<Side> winner;  // none: a draw
    std::string explanation;
};

// The situation read off the map at the end of the game: each of the scenario's victory
// locations' controller, and the two railroad conditions. "South of any White unit" is read
// as: no White unit on a hex of the double-tracked line further south (higher row) than the
// station.
VictorySituation victorySituation(const model::Victory& victory, const OperationsTables& tables,
                                  const OrelMap& map, const Stacks& units,
                                  const std::vector<Depot>& depots,
                                  const std::map<Side, int>& combatUnitsLost);

// Whether a condition of the scenario holds for `side`: Occupy means `side` (or the side the
// <occupy> names) controls the location. Throws std::invalid_argument for a condition name
// no VictoryFact has.
bool conditionHolds(const model::VictoryCondition& condition, Side side,
                    const VictorySituation& situation);

// Each side earns its best-ranked level whose condition holds (Defeat if none), shifts down
// through its own levels for the combat units it lost, and the higher rank wins; equal ranks
// draw (10.2: "if both sides score a victory ...").
VictoryResult assessVictory(const model::Victory& victory, const VictorySituation& situation);

}  // namespace tachanka::rules::orel::operations
