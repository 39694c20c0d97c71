#include "tests/support/campaign_dump.hpp"

#include "db/campaign_file.hpp"
#include "db/journal.hpp"

namespace tachanka::testing {

std::string campaignDump(const std::filesystem::path& file) {
    auto campaign = db::CampaignFile::open(file);
    return db::dumpState(campaign.database(), true);
}

}  // namespace tachanka::testing
