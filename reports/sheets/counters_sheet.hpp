#pragma once
// The Orel 1919 counters sheet: every operational unit of a side as its counter stands, in
// its formation, nested as the order of battle, with a box per strength step (the lost ones
// crossed out, the others left blank to cross at the table).

#include <filesystem>
#include <string>
#include <vector>

#include "model/campaign.hpp"
#include "reports/pdf/pdf_document.hpp"
#include "reports/sheets/unit_text.hpp"

namespace tachanka::reports {

struct CounterFormation {
    std::string name;
    std::string commander;
    int depth = 0;      // 0 directly under the side; each level indents
    std::string state;  // "inactive through 18 October 1919; released if ..." or empty
    std::vector<UnitEntry> units;
};

struct LostUnit {
    std::string code;
    std::string name;
    std::string fate;  // "eliminated", "captured"
};

struct CounterSide {
    std::string name;
    std::string commander;
    int steps = 0;  // remaining over the units not lost
    std::vector<CounterFormation> formations;
    std::vector<LostUnit> lost;
};

struct CountersSheet {
    std::string campaign;
    std::string turnLine;  // "15 October 1919 · Whites turn · Check status of depots"
    bool provisional = false;
    std::vector<CounterSide> sides;
};

// One side after the other, each from a new page.
void writeCountersSheet(const CountersSheet& sheet, const FontSet& fonts, Paper paper,
                        const std::filesystem::path& output);

}  // namespace tachanka::reports
