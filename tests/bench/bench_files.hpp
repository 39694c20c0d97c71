#pragma once
// The campaign files the benchmarks measure on, written once per run in the temporary folder
// and removed when the program ends.

#include <filesystem>

namespace tachanka::bench {

// The long campaign (tests/support/long_campaign.hpp), as the GUI's timing script writes it.
const std::filesystem::path& longCampaign();
// A campaign of `days` played days with 500 ledger rows a day: the long campaign's density,
// so a cost per row can be compared.
const std::filesystem::path& campaignOfDays(int days);
// The long campaign `times` over: 1 is longCampaign(); 10 is 1,000 days, 6,000 units and
// about 500,000 ledger rows (written once per run, in about half a minute), so a figure at
// 10x stands beside the same figure at 1x.
const std::filesystem::path& campaignTimes(int times);

}  // namespace tachanka::bench
