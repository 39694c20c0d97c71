#include "app/core/map/depot_supply.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/map/map_situation.hpp"
#include "app/core/campaign/campaign_service.hpp"

namespace tachanka::core {

CampaignSupply campaignSupply(const std::filesystem::path& file,
                              const std::optional<std::string>& side) {
    const auto campaign = describeCampaign(file);
    const model::Side* only = side ? &sideNamed(campaign, *side) : nullptr;
    const auto situation = campaignSituation(file, {});
    CampaignSupply supply;
    supply.terrainKnown = situation.terrainKnown;
    for (std::size_t at = 0; at < situation.depotIds.size(); ++at) {
        const auto& shown = situation.report.depots.at(at);
        for (const auto& owner : campaign.sides) {
            for (const auto& depot : owner.depots) {
                if (depot.id != situation.depotIds[at]) continue;
                if (only != nullptr && only->id != owner.id) continue;
                supply.depots.push_back({depot.id, owner.name,
                                         std::string(model::depotKindName(depot.kind)),
                                         depot.hex ? depot.hex->label() : "",
                                         shown.status.functional, shown.status.reason,
                                         depot.munitions, shown.capacity, depot.unsupplied});
            }
        }
    }
    return supply;
}

}  // namespace tachanka::core
