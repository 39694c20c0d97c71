#pragma once
// The campaign's position read through the operational rules on its own map: each depot's
// status, each unit's supply range (8.2.2, traced in MP over the painted terrain) and command
// (5.2, lines of command counted on the map), the overstacked hexes and the victory levels it
// would give. The same report `orel situation` gives for a situation file.

#include <filesystem>
#include <cstdint>
#include <set>
#include <string>

#include "app/core/orel/orel_operations_situation.hpp"
#include "model/campaign.hpp"

namespace tachanka::core {

struct CampaignSituation {
    SituationReport report;
    bool terrainKnown = false;  // the club has painted the map; else every hex counts as clear
    std::vector<std::int64_t> depotIds;  // the campaign's depot of each of report.depots
};

// The formations holding units on the map, for 5.2 to trace command: each unit's membership of
// its own formation, and each formation's main body at the last command phase (kept on a tie,
// 5.2 b); a cavalry formation's main body counts in its own distances (5.2.2).
void addCommand(ops::Situation& situation, const model::Campaign& campaign);

// `ownerChoices`: unit codes naming the main body each owner picks on a tie (5.2 b).
CampaignSituation campaignSituation(const std::filesystem::path& campaignFile,
                                    const std::set<std::string>& ownerChoices);

}  // namespace tachanka::core
