// A whole campaign imported from XML (`tachanka-cli import`, File → Import XML) into a new
// campaign file: every table's rows, the ledger and its actions, checked before anything is
// kept. A refusal is one core::UserError and leaves no file behind.

#include <cstdint>
#include <cstdlib>
#include <filesystem>

#include "app/core/common/user_error.hpp"
#include "app/core/exchange/campaign_xml.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tachanka;
    const auto& folder = fuzz::scratch();
    const auto input = folder.write("campaign.xml", fuzz::textOf(data, size));
    const auto campaign = folder.path() / "imported.tachanka";
    try {
        core::importCampaign(input, campaign);
    } catch (const core::UserError& error) {
        fuzz::requireOneLine(error);
        if (std::filesystem::exists(campaign)) {
            std::fprintf(stderr, "tachanka-fuzz: a refused import left %s\n", campaign.c_str());
            std::abort();
        }
    }
    std::filesystem::remove(campaign);
    return 0;
}
