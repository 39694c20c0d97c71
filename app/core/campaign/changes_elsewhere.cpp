#include "app/core/campaign/changes_elsewhere.hpp"

#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"

namespace tachanka::core {
namespace {

// Rows enough for many commands of another program between two of the window's; past that,
// reading them all costs more than asking the player to choose again.
constexpr std::size_t rowsWorthReading = 10000;

}  // namespace

bool turnStandsAsAt(const std::filesystem::path& file, const HistoryMark& mark) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        const auto fields =
            db::fieldsChangedSince(campaignFile.database(), mark, rowsWorthReading);
        if (!fields) return false;
        for (const char* column : {"game_date", "phase", "active_side_id", ""}) {
            if (fields->contains({"campaign", column})) return false;
        }
        return true;
    });
}

}  // namespace tachanka::core
