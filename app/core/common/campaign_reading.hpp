#pragma once
// A question asked of a campaign file: the file opened for reading, and the campaign as it
// stands, kept by the process between reads (db/campaign_cache.hpp) so that a page costs what
// changed since it last asked rather than the whole campaign read again.

#include <filesystem>

#include "app/core/common/user_error.hpp"
#include "db/campaign_cache.hpp"
#include "db/campaign_file.hpp"

namespace tachanka::core {

// `read(database, campaign)` on the file at `file`; its errors, and the file's, as UserErrors.
template <typename Read>
auto readCampaignFile(const std::filesystem::path& file, Read&& read) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        const auto campaign = db::campaignAsItStands(campaignFile);
        return read(campaignFile.database(), *campaign);
    });
}

}  // namespace tachanka::core
