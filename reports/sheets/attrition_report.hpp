#pragma once
// The attrition report: what each side and formation has lost and gained over the days
// played so far, in tables and in charts a reader takes in at a glance (the steps each side
// has left day by day, and the steps lost and recovered each day).

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

struct AttritionCounts {
    std::int64_t stepsLost = 0;  // the steps of units lost included
    std::int64_t stepsRecovered = 0;
    std::int64_t unitsLost = 0;
    std::int64_t prisonersTaken = 0;  // by this side
    std::int64_t prisonersLost = 0;   // this side's steps captured
    std::int64_t rpIn = 0;            // income and prisoners turned into RP
    std::int64_t rpOut = 0;           // RP spent
};

struct AttritionRow {
    std::string label;  // a day ("15 October 1919") or a formation's name
    AttritionCounts counts;
};

// A line over the days: the steps a side or formation had at the start of the campaign, then
// at the end of each day.
struct StepsSeries {
    std::string name;
    std::vector<std::int64_t> steps;  // the start, then one per day of AttritionData::days
};

struct SideAttrition {
    std::string name;
    std::string commander;
    AttritionCounts total;
    std::vector<AttritionRow> days;        // one per day of AttritionData::days
    std::vector<AttritionRow> formations;  // formations with anything on the ledger
    StepsSeries steps;                     // the side's
    std::vector<StepsSeries> formationSteps;  // its top formations'
};

struct AttritionData {
    std::string campaign;
    std::string period;  // "15 October 1919 to 17 October 1919 (turn 3 of 10)"
    std::vector<std::string> days;       // "15 October 1919", ...: the days played so far
    std::vector<std::string> dayLabels;  // "15 Oct", ...: the charts' axis
    std::vector<SideAttrition> sides;
};

class PageFlow;  // reports/layout/page_flow.hpp

// The report's first part into another document (the chronicle): both sides' steps day by
// day, the steps lost each day and the totals.
void writeAttritionOverview(PageFlow& flow, const AttritionData& data);

void writeAttritionReport(const AttritionData& data, const FontSet& fonts, Paper paper,
                          const std::filesystem::path& output);

}  // namespace tachanka::reports
