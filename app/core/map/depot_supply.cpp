#include "app/core/map/depot_supply.hpp"

#include "app/core/battles/battle_munitions.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/map_situation.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {

CampaignSupply campaignSupply(const std::filesystem::path& file,
                              const std::optional<std::string>& side) {
    const auto situation = campaignSituation(file, {});
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const model::Side* only = side ? &sideNamed(campaign, *side) : nullptr;
        CampaignSupply supply;
        supply.terrainKnown = situation.terrainKnown;
        for (std::size_t at = 0; at < situation.depotIds.size(); ++at) {
            const auto& shown = situation.report.depots.at(at);
            for (const auto& owner : campaign.sides) {
                if (only != nullptr && only->id != owner.id) continue;
                for (const auto& depot : owner.depots) {
                    if (depot.id != situation.depotIds[at]) continue;
                    supply.depots.push_back(
                        {depot.id, owner.name, std::string(model::depotKindName(depot.kind)),
                         depot.hex ? depot.hex->label() : "", shown.status.functional,
                         shown.status.reason, depot.munitions, shown.capacity,
                         munitionsSpentOn(database, campaign.date.iso(), depot.id),
                         depot.unsupplied});
                }
            }
        }
        return supply;
    });
}

}  // namespace tachanka::core
