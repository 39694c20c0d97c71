#include "reports/sheets/attrition_report.hpp"

#include "reports/layout/chart.hpp"
#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"

namespace tachanka::reports {
namespace {

constexpr float lineChartHeight = 200.0f;
constexpr float barChartHeight = 160.0f;
constexpr float tableSize = 8.5f;

// The line charts start from the strength before the first day.
std::vector<std::string> withStart(const AttritionData& data) {
    std::vector<std::string> labels{"start"};
    labels.insert(labels.end(), data.dayLabels.begin(), data.dayLabels.end());
    return labels;
}

std::vector<double> valuesOf(const std::vector<std::int64_t>& numbers) {
    return {numbers.begin(), numbers.end()};
}

ChartSeries stepsSeries(const StepsSeries& steps) {
    return {steps.name, valuesOf(steps.steps)};
}

template <typename Field>
ChartSeries perDay(std::string name, const SideAttrition& side, Field field) {
    ChartSeries series{std::move(name), {}};
    for (const auto& day : side.days) {
        series.values.push_back(static_cast<double>(day.counts.*field));
    }
    return series;
}

std::vector<TableColumn> countColumns(std::string first, bool sideOnly) {
    std::vector<TableColumn> columns{{std::move(first)},
                                     {"Steps lost", Align::Right},
                                     {"Steps recovered", Align::Right},
                                     {"Units lost", Align::Right}};
    if (sideOnly) {
        columns.push_back({"Prisoners taken", Align::Right});
        columns.push_back({"Prisoners lost", Align::Right});
        columns.push_back({"RP in", Align::Right});
        columns.push_back({"RP out", Align::Right});
    } else {
        columns.push_back({"Steps captured", Align::Right});
    }
    return columns;
}

// Recruit points and prisoners taken belong to a side, not to a formation (4, 4.1).
TableRow countRow(const std::string& label, const AttritionCounts& counts, bool sideOnly,
                  FontStyle style = FontStyle::Regular) {
    TableRow row;
    const auto cell = [&](std::int64_t value) {
        row.cells.push_back(TableCell{std::to_string(value), style});
    };
    row.cells.push_back(TableCell{label, style});
    cell(counts.stepsLost);
    cell(counts.stepsRecovered);
    cell(counts.unitsLost);
    if (sideOnly) {
        cell(counts.prisonersTaken);
        cell(counts.prisonersLost);
        cell(counts.rpIn);
        cell(counts.rpOut);
    } else {
        cell(counts.prisonersLost);
    }
    return row;
}

void writeSide(PageFlow& flow, const AttritionData& data, const SideAttrition& side) {
    flow.heading(side.name, lineChartHeight);
    if (!side.commander.empty()) flow.paragraph("Commander: " + side.commander);
    ChartData remaining{side.name + ": steps remaining at the end of each day, by formation",
                        "steps", withStart(data), {}};
    for (const auto& formation : side.formationSteps) {
        remaining.series.push_back(stepsSeries(formation));
    }
    if (remaining.series.empty()) remaining.series.push_back(stepsSeries(side.steps));
    lineChart(flow, remaining, lineChartHeight);
    ChartData daily{side.name + ": steps lost and recovered each day", "steps", data.dayLabels,
                    {perDay("steps lost", side, &AttritionCounts::stepsLost),
                     perDay("steps recovered", side, &AttritionCounts::stepsRecovered)}};
    barChart(flow, daily, barChartHeight);

    flow.subheading("Day by day");
    Table days(countColumns("Day", true), tableSize);
    days.fillWidth();
    days.striped();
    for (const auto& day : side.days) days.addRow(countRow(day.label, day.counts, true));
    days.addRow(countRow("Total", side.total, true, FontStyle::Bold));
    days.draw(flow);

    flow.subheading("By formation");
    if (side.formations.empty()) {
        flow.paragraph("No formation has lost or recovered a step yet.");
        return;
    }
    Table formations(countColumns("Formation", false), tableSize);
    formations.fillWidth();
    formations.striped();
    for (const auto& formation : side.formations) {
        formations.addRow(countRow(formation.label, formation.counts, false));
    }
    formations.draw(flow);
}

}  // namespace

void writeAttritionOverview(PageFlow& flow, const AttritionData& data) {
    flow.heading("The campaign at a glance", lineChartHeight);
    ChartData remaining{"Steps remaining at the end of each day", "steps", withStart(data), {}};
    ChartData lost{"Steps lost each day", "steps", data.dayLabels, {}};
    for (const auto& side : data.sides) {
        remaining.series.push_back(stepsSeries(side.steps));
        lost.series.push_back(perDay(side.name, side, &AttritionCounts::stepsLost));
    }
    lineChart(flow, remaining, lineChartHeight);
    barChart(flow, lost, barChartHeight);
    Table totals(countColumns("Side", true), tableSize);
    totals.fillWidth();
    for (const auto& side : data.sides) totals.addRow(countRow(side.name, side.total, true));
    totals.draw(flow);
}

void writeAttritionReport(const AttritionData& data, const FontSet& fonts, Paper paper,
                          const std::filesystem::path& output) {
    PdfDocument document(fonts, data.campaign + " — attrition");
    PageFlow flow(document, paper, "Tachanka · " + data.campaign + " · attrition");
    flow.title(data.campaign + " — attrition");
    flow.paragraph("Days played: " + data.period + ".");
    flow.paragraph("Steps lost count the steps a unit still had when it was eliminated or "
                   "captured; steps remaining count every unit not lost, reinforcements still "
                   "to come included. Recruit points and prisoners taken belong to a side, "
                   "not to a formation.",
                   FontStyle::Regular, 8.0f, Colour::gray(0.3f));
    if (data.sides.size() > 1) writeAttritionOverview(flow, data);
    for (std::size_t i = 0; i < data.sides.size(); ++i) {
        if (i > 0 || data.sides.size() > 1) flow.newPage();
        writeSide(flow, data, data.sides[i]);
    }
    document.save(output);
}

}  // namespace tachanka::reports
