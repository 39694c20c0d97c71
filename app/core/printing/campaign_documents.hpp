#pragma once
// The campaign documents of the print pack, gathered from a campaign file for reports/: the
// Orel counters sheet, the turn sheets and the attrition report. An unknown side or a turn
// that is not a day of the campaign is a UserError.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/printing/print_service.hpp"
#include "model/campaign.hpp"
#include "reports/sheets/attrition_report.hpp"
#include "reports/sheets/counters_sheet.hpp"
#include "reports/sheets/turn_sheet.hpp"

namespace tachanka::core {

class OpenCampaign;  // app/core/queries/open_campaign.hpp

// The campaign's sides in order, or the one named.
std::vector<const model::Side*> sidesToPrint(const model::Campaign& campaign,
                                             const std::optional<std::string>& side);

// Day `turn` of the campaign (1 = its first), or the campaign's day when none is given.
model::GameDate dayOfTurn(const model::Campaign& campaign, const std::optional<int>& turn);

// The counters sheet shows the campaign as it stands; a --turn is refused.
reports::CountersSheet countersSheet(const std::filesystem::path& file,
                                     const std::optional<std::string>& side);

// One sheet per side, for the day: today's state, or what the ledger recorded on a day
// played, or what the scenario and the rules promise for a day ahead.
std::vector<reports::TurnSheet> turnSheets(const std::filesystem::path& file,
                                           const std::optional<std::string>& side,
                                           const std::optional<int>& turn);

// The days from the first to `turn` (default: today), which must have been reached.
reports::AttritionData attritionData(const std::filesystem::path& file,
                                     const std::optional<std::string>& side,
                                     const std::optional<int>& turn);
// The same, of the campaign open in a window (the Overview's chart).
reports::AttritionData attritionData(OpenCampaign& campaign,
                                     const std::optional<std::string>& side,
                                     const std::optional<int>& turn);

void printCounters(const PrintRequest& request);
void printSituationMap(const PrintRequest& request);  // map_document.cpp
void printTurnSheets(const PrintRequest& request);
void printAttrition(const PrintRequest& request);
void printChronicle(const PrintRequest& request);  // chronicle_data.cpp

}  // namespace tachanka::core
