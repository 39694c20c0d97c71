// print map: the situation map as the campaign stands.
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/core/printing/campaign_documents.hpp"
#include "reports/sheets/situation_map_sheet.hpp"

namespace tachanka::core {

void printSituationMap(const PrintRequest& request) {
    const auto map = situationMap(*request.campaign);
    if (request.turn) {
        const auto campaign = describeCampaign(*request.campaign);
        const int today = campaign.date.turnNumberFrom(campaign.startDate);
        if (*request.turn != today) {
            throw UserError("print map draws the positions of today, day " + std::to_string(today) +
                                "; the campaign keeps no positions of day " +
                                std::to_string(*request.turn) + " to draw",
                            {"turn"});
        }
    }
    reports::writeSituationMap(map, reports::findDejaVuFonts(), request.paper, request.output);
}

}  // namespace tachanka::core
