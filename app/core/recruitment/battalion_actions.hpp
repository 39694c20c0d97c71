#pragma once
// A new battalion of recruits (Orel 1919, 4.3.2) raised on a campaign: 2 recruit points, a
// counter of the scenario's recruit type in the side's own formation, one action on the ledger.

#include <filesystem>
#include <optional>
#include <string>

namespace tachanka::core {

struct BattalionRequest {
    std::string side;
    // A railroad station in the side's recruitment phase, or none: the battalion enters via
    // a friendly board edge in the side's movement phase.
    std::optional<std::string> stationHex;
};

struct RaisedBattalion {
    std::string side;
    std::string code;  // "Rec/1"
    std::string formation;
    std::optional<std::string> hex;  // none: it enters via a friendly board edge
    int troopQuality = 0;
    int steps = 0;
    int pointsSpent = 0;
    int pool = 0;             // the side's recruit points left
    int battalionsOnMap = 0;  // now, this one included
    int limit = 0;
};

// The map is not in the campaign: the player's hex is taken as a friendly-controlled station
// linked by railroad to a friendly edge; what the campaign knows is checked (on the map, no
// enemy unit there, out of enemy ZoC unless a friendly unit is there).
RaisedBattalion buildBattalion(const std::filesystem::path& file, const BattalionRequest& request);

}  // namespace tachanka::core
