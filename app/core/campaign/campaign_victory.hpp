#pragma once
// Where a campaign stands against its scenario's victory conditions (Orel 10.2): the levels
// each side would have if the game ended now (or has, once it is over), from who occupies each
// victory location and how many combat units each side has lost.

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"
#include "rules/orel/operations/victory.hpp"

namespace tachanka::core {

struct LocationHolder {
    std::string location;
    std::optional<std::string> side;  // none: neither side holds it
};

struct SideVictory {
    std::string side;     // as the campaign names it
    std::string earned;   // the level its conditions give ("regional", "defeat")
    int combatUnitsLost = 0;  // infantry and cavalry units eliminated or captured
    int shift = 0;        // levels lost for them
    std::string level;    // what it has once shifted
};

struct VictoryStatus {
    std::vector<LocationHolder> locations;
    std::vector<SideVictory> sides;
    std::optional<std::string> winner;  // none: a draw
    std::string explanation;
    std::string lastDay;  // "1919-10-31"
    bool over = false;    // the campaign is at its last phase: the levels are the result
    // What the assessment had to take as given because only the map shows it.
    std::vector<std::string> assumptions;
};

// UserError when the campaign's scenario is no longer installed.
VictoryStatus victoryStatus(const std::filesystem::path& file);
// The same, of a campaign already read (the one a window shows).
VictoryStatus victoryStatus(const model::Campaign& campaign);

}  // namespace tachanka::core
