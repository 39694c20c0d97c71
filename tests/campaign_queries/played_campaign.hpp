#pragma once
// A historical-scenario campaign with two days of play written through the Journal, as the
// other use cases would write them: the fixture the query and exchange tests read.
//
// 15 October (action "combat"): a White infantry unit loses 1 step and moves to hex 0118, a Red
// infantry unit loses 2 steps, the Whites receive 4 RP.
// 16 October (action "combat"): a Red unit is captured by the Whites (its remaining steps become
// White prisoners), another Red unit is eliminated, the White unit recovers its step, and the
// Whites spend 2 RP.

#include <cstdint>
#include <filesystem>

#include <functional>

#include "db/journal.hpp"
#include "model/campaign.hpp"

namespace tachanka::testing {

struct PlayedCampaign {
    std::int64_t whites = 0;
    std::int64_t reds = 0;
    model::Unit whiteUnit;       // infantry, 3+ steps
    model::Unit redUnit;         // infantry, 3+ steps
    model::Unit capturedUnit;    // Red infantry, all its steps captured on the 16th
    model::Unit eliminatedUnit;  // Red infantry, eliminated on the 16th
};

PlayedCampaign playCampaign(const std::filesystem::path& file);

// Writes one more action through the Journal, as a use case would.
void act(const std::filesystem::path& file, const std::function<void(db::Journal&)>& body);

}  // namespace tachanka::testing
