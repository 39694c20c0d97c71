// Charts: round axis steps, and line and bar charts whose titles, legends, axis labels and
// values a reader (and poppler) finds on the page.

#include <doctest/doctest.h>

#include <regex>

#include "reports/layout/chart.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::TempFolder;

namespace {

reports::ChartData twoSides(std::size_t days) {
    reports::ChartData data{"Steps remaining", "steps", {}, {{"Whites", {}}, {"Reds", {}}}};
    for (std::size_t i = 0; i < days; ++i) {
        data.categories.push_back("day " + std::to_string(i + 1));
        data.series[0].values.push_back(120.0 - static_cast<double>(i));
        data.series[1].values.push_back(140.0 - 2.0 * static_cast<double>(i));
    }
    return data;
}

void drawBoth(const reports::ChartData& data, const std::filesystem::path& pdf, float width) {
    reports::PdfDocument document(reports::findDejaVuFonts(), "charts");
    auto page = document.addPage(reports::Paper::A4);
    reports::drawLineChart(page, {40, 40, width, 220}, data);
    reports::drawBarChart(page, {40, 300, width, 220}, data);
    document.save(pdf);
}

}  // namespace

TEST_CASE("an axis steps by 1, 2 or 5 times a power of ten and covers the values") {
    const auto steps = reports::niceScale(0, 7, true);
    CHECK(steps.step == 2);
    CHECK(steps.low == 0);
    CHECK(steps.high == 8);
    const auto hundreds = reports::niceScale(121, 139, true);
    CHECK(hundreds.step == 5);
    CHECK(hundreds.low == 120);
    CHECK(hundreds.high == 140);
    const auto large = reports::niceScale(0, 2400, true);
    CHECK(large.step == 500);
    CHECK(large.high == 2500);
}

TEST_CASE("whole-number axes never step by less than one, and a flat series still has a range") {
    const auto small = reports::niceScale(0, 2, true);
    CHECK(small.step == 1);
    const auto flat = reports::niceScale(12, 12, true);
    CHECK(flat.low < 12);
    CHECK(flat.high > 12);
    const auto fractions = reports::niceScale(0, 2, false);
    CHECK(fractions.step == doctest::Approx(0.5));
}

TEST_CASE("line and bar charts show their title, legend, dates and values") {
    TempFolder folder;
    const auto pdf = folder / "charts.pdf";
    drawBoth(twoSides(3), pdf, 480);
    CHECK(testing::pdfProblems(pdf).empty());
    const std::string text = testing::pdfText(pdf);
    CHECK(text.find("Steps remaining") != std::string::npos);
    CHECK(std::regex_search(text, std::regex("Whites +Reds")));  // the legend, side by side
    for (const char* day : {"day 1", "day 2", "day 3"}) {
        CAPTURE(day);
        CHECK(text.find(day) != std::string::npos);
    }
    // Each line's last value at its end, each bar's value over it.
    CHECK(text.find("118") != std::string::npos);
    CHECK(text.find("136") != std::string::npos);
    CHECK(text.find("119") != std::string::npos);
}

TEST_CASE("a crowded axis labels every few days rather than letting dates run together") {
    TempFolder folder;
    const auto pdf = folder / "crowded.pdf";
    drawBoth(twoSides(40), pdf, 300);
    CHECK(testing::pdfProblems(pdf).empty());
    const std::string text = testing::pdfText(pdf);
    CHECK(text.find("day 1 ") != std::string::npos);
    CHECK(text.find("day 2 ") == std::string::npos);
}

TEST_CASE("a thousand days' bars carry no values, which would run together, and the lines end labelled") {
    TempFolder folder;
    const auto pdf = folder / "thousand.pdf";
    reports::ChartData data{"Steps remaining", "steps", {}, {{"Whites", {}}, {"Reds", {}}}};
    for (int day = 0; day < 1000; ++day) {
        data.categories.push_back("day " + std::to_string(day + 1));
        data.series[0].values.push_back(2000.0 - day);
        data.series[1].values.push_back(3000.0 - 2.0 * day);
    }
    drawBoth(data, pdf, 480);
    CHECK(testing::pdfProblems(pdf).empty());
    const std::string text = testing::pdfText(pdf);
    // The last day's values at the lines' ends: 2000 - 999 and 3000 - 2 x 999.
    CHECK(text.find("1001") != std::string::npos);
    CHECK(text.find("1002") != std::string::npos);
    // Numbers on the page: the axes' ticks, a few days' labels and the two ends, not a value
    // over each of two thousand bars.
    const std::regex number("(^|\\s)[0-9]+(?=\\s|$)");
    const auto numbers = std::distance(std::sregex_iterator(text.begin(), text.end(), number),
                                       std::sregex_iterator());
    CHECK(numbers < 200);
}
