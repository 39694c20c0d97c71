#pragma once
// Each depot of the campaign as 3 and 8.2 read it today on the club's map: where it stands,
// whether it is functional (3.2 A, with the line saying why), its munitions and the capacity
// it may spend now (3.1: doubled on the double track; none while Unsupplied, 3.2 B).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace tachanka::core {

struct DepotSupply {
    std::int64_t id = 0;
    std::string side;
    std::string kind;  // "convoy", "railroad"
    std::string hex;
    bool functional = false;
    std::string reason;  // why it is or is not functional
    int munitions = 0;   // its supply capacity as the counter prints it (3.1)
    int capacity = 0;    // what it may spend today (3.1, 3.2 B)
    int spent = 0;       // what today's battles drew from it (8.2.1)
    bool unsupplied = false;
};

struct CampaignSupply {
    std::vector<DepotSupply> depots;  // on the map, by side
    bool terrainKnown = false;        // else every hex counts as clear
};

// `side`: only that side's depots (a UserError naming the sides when there is none such).
CampaignSupply campaignSupply(const std::filesystem::path& file,
                              const std::optional<std::string>& side = std::nullopt);

}  // namespace tachanka::core
