#pragma once
// A long campaign as a club's would be after a season: 100 days played, 600 units, officers
// with their tokens, battles, and about 50,000 ledger rows of every kind spread across the
// days. The benchmarks, the GUI tests and scripts/time-gui measure on this one file, so a
// figure from one is a figure for the others.

#include <filesystem>

namespace tachanka::testing {

struct LongCampaignShape {
    int days = 100;
    int formationsPerSide = 30;
    int unitsPerFormation = 10;
    int ledgerRows = 50'000;  // reached to within one action's rows
};

// What was written, for tests and benchmarks to check against.
struct LongCampaignCounts {
    int days = 0;
    int units = 0;
    int officers = 0;
    int battles = 0;
    int ledgerRows = 0;  // the rows of the actions after the campaign's creation
};

// Writes a new campaign file at `file` (which must not exist) through the store's journal, so
// every row is one the app could have written and undo, replay and the ledger read it as any.
LongCampaignCounts writeLongCampaign(const std::filesystem::path& file,
                                     const LongCampaignShape& shape = {});

}  // namespace tachanka::testing
