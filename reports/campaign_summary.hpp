#pragma once
// The campaign summary: where the campaign stands and every side's order of battle, on as
// many pages as it needs.

#include <filesystem>

#include "model/campaign.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

void writeCampaignSummary(const model::Campaign& campaign, const FontSet& fonts, Paper paper,
                          const std::filesystem::path& output);

}  // namespace tachanka::reports
