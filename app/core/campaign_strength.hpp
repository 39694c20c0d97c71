#pragma once
// Each side's strength over the days played: the steps its units in play had as the campaign
// began and at the end of every day since, read back from the ledger (the attrition chart).

#include <filesystem>
#include <string>
#include <vector>

namespace tachanka::core {

struct SideStrength {
    std::string side;
    int atStart = 0;          // as the campaign was created
    std::vector<int> atEnd;   // at the end of each day of StrengthHistory::days; today: now
};

struct StrengthHistory {
    std::vector<std::string> days;  // "1919-10-15", from the first day to today
    std::vector<SideStrength> sides;  // in the campaign's order
};

// Steps remaining over the units in play (reinforcements still to come and units lost do not
// count), taken back day by day through the ledger's record of every change.
StrengthHistory strengthOverTime(const std::filesystem::path& file);

}  // namespace tachanka::core
