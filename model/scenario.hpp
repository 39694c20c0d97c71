#pragma once
// A scenario as its data file states it: the starting order of battle of each side.

#include <optional>
#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "model/hex.hpp"
#include "model/unit_kind.hpp"

namespace tachanka::model {

struct ScenarioUnit {
    std::string code;  // as printed on the counter, e.g. "off/2K"
    std::string name;
    UnitKind kind = UnitKind::Infantry;
    int steps = 1;
    int troopQuality = 5;
    std::optional<Hex> hex;  // none: off map
};

struct ScenarioFormation {
    std::string name;
    std::string commander;
    std::vector<ScenarioUnit> units;
    std::vector<ScenarioFormation> subordinates;
};

struct ScenarioSide {
    std::string name;
    std::string commander;
    std::vector<ScenarioFormation> formations;
};

struct Scenario {
    std::string id;
    std::string title;
    std::string description;
    GameDate start;
    int turns = 1;
    // Values the published components give but the rules text does not (READINGS.md):
    // shipped as a reconstruction, and every view of them must say so.
    bool provisional = false;
    std::string provisionalNote;
    std::vector<ScenarioSide> sides;
};

}  // namespace tachanka::model
