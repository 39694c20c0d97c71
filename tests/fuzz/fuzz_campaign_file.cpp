// A campaign file as anyone may send it: the bytes of an SQLite file, mutated, opened and acted
// on as the CLI would (show it, take prisoners, backing it up first, undo that). However the file is made, each
// step either works or is refused with one core::UserError line; nothing else may escape, no
// step may hang (libFuzzer's -timeout) or take more memory than its -rss_limit_mb.

#include <cstdint>
#include <filesystem>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tachanka;
    const auto& folder = fuzz::scratch();
    const auto campaign = folder.write("sent.tachanka", fuzz::textOf(data, size));
    const auto step = [](const auto& action) {
        try {
            action();
        } catch (const core::UserError& error) {
            fuzz::requireOneLine(error);
        }
    };
    step([&] { core::describeCampaign(campaign); });
    step([&] {
        const auto sides = core::describeCampaign(campaign).sides;
        // Under the umpire's override, so that a write reaches the file in any phase (4.1).
        const core::UmpireOverride umpire("fuzz");
        if (!sides.empty()) core::takePrisoners(campaign, sides.front().name, 2, "fuzz");
    });
    step([&] { core::undoLastAction(campaign); });
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm"}) {
        std::filesystem::remove(campaign.string() + suffix, ignored);
    }
    // The day's backup goes too, so that each run's first write makes one again.
    std::filesystem::remove_all(campaign.string() + "-backups", ignored);
    return 0;
}
