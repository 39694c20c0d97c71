#pragma once
// Line and bar charts drawn with the page's own lines and shapes, for reports that show a
// campaign's course. Charts are printed on office laser printers as often as in colour, so
// every series differs in dash pattern, marker and bar fill as well as in colour, and the
// legend shows the same sample the chart draws.

#include <string>
#include <vector>

#include "reports/layout/page_flow.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

struct ChartSeries {
    std::string name;            // in the legend
    std::vector<double> values;  // one per category, in the categories' order
};

struct ChartData {
    std::string title;
    std::string valueLabel;               // what the values count: "steps"
    std::vector<std::string> categories;  // along the horizontal axis: "15 Oct", "16 Oct", ...
    std::vector<ChartSeries> series;
    bool wholeNumbers = true;  // ticks at whole values only (steps, units, points)
};

// Where a chart goes on the page: its whole box, title, legend and axis labels included.
struct ChartBox {
    float x = 0;
    float y = 0;
    float width = 0;
    float height = 0;
};

// One point per category joined by a line; the value axis starts at zero unless the values
// all sit far above it, so that small changes to a large total still show.
void drawLineChart(PdfPage& page, const ChartBox& box, const ChartData& data);
// Side by side bars per category, one per series, from zero, each labelled with its value.
void drawBarChart(PdfPage& page, const ChartBox& box, const ChartData& data);

// The same into a page flow, `height` points high, never split over a page break.
void lineChart(PageFlow& flow, const ChartData& data, float height);
void barChart(PageFlow& flow, const ChartData& data, float height);

// Ticks for a value axis: a round step (1, 2 or 5 times a power of ten) and the round values
// at or around [low, high] the axis runs between.
struct AxisScale {
    double low = 0;
    double high = 1;
    double step = 1;
};
AxisScale niceScale(double low, double high, bool wholeNumbers, int wantedTicks = 5);

}  // namespace tachanka::reports
