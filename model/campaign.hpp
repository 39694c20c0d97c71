#pragma once
// A campaign's current state as the store holds it, for display and printing.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "model/hex.hpp"
#include "model/phase.hpp"
#include "model/unit_kind.hpp"

namespace tachanka::model {

struct Unit {
    std::int64_t id = 0;
    std::string code;
    std::string name;
    UnitKind kind = UnitKind::Infantry;
    int stepsMax = 1;
    int stepsLost = 0;
    int troopQuality = 5;
    std::optional<Hex> hex;

    int stepsRemaining() const { return stepsMax - stepsLost; }
};

struct Formation {
    std::int64_t id = 0;
    std::optional<std::int64_t> parentId;  // none: directly under the side
    std::string name;
    std::string commander;
    std::vector<Unit> units;
};

struct Side {
    std::int64_t id = 0;
    std::string name;
    std::string commander;
    int recruitPoints = 0;
    int prisoners = 0;
    std::vector<Formation> formations;  // parents before their subordinates

    int unitCount() const;
    int stepCount() const;  // steps remaining over all units
};

struct Campaign {
    std::string name;
    std::string scenarioId;
    std::string scenarioTitle;
    std::uint64_t seed = 0;
    GameDate date;
    Phase phase = Phase::DepotStatus;
    std::string activeSide;
    bool provisionalData = false;
    std::vector<Side> sides;

    // Where the campaign stands, as every view words it:
    // "15 October 1919 · Whites turn · Check status of depots".
    std::string turnLine() const;
};

}  // namespace tachanka::model
