// The layout toolkit every document shares: text set into widths, and tables that size their
// columns, wrap their cells and repeat their header over page breaks.

#include <doctest/doctest.h>

#include <regex>

#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using namespace tachanka::reports;
using tachanka::testing::TempFolder;

namespace {

std::size_t occurrences(const std::string& text, const std::string& word) {
    std::size_t count = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++count;
    return count;
}

}  // namespace

TEST_CASE("wrapped text keeps every word, in order, and each line inside the width") {
    PdfDocument document(findDejaVuFonts(), "wrap");
    auto page = document.addPage(Paper::A4);
    const std::string text =
        "Шкуро's Wolves ride through Orël before the Letton Rifle Division can close the road";
    const auto lines = wrapText(page, text, FontStyle::Regular, 10, 120);
    CHECK(lines.size() > 2);
    std::string joined;
    for (const auto& line : lines) {
        CHECK(page.textWidth(line, FontStyle::Regular, 10) <= 120);
        joined += (joined.empty() ? "" : " ") + line;
    }
    CHECK(joined == text);
}

TEST_CASE("a newline always breaks, and a word wider than the column stays whole") {
    PdfDocument document(findDejaVuFonts(), "wrap");
    auto page = document.addPage(Paper::A4);
    CHECK(wrapText(page, "Morale\nShooting", FontStyle::Regular, 9, 500) ==
          std::vector<std::string>{"Morale", "Shooting"});
    CHECK(wrapText(page, "a Tchervonno-Kazak b", FontStyle::Regular, 9, 20) ==
          std::vector<std::string>{"a", "Tchervonno-Kazak", "b"});
}

TEST_CASE("the fitting size is the largest quarter point at which a line fits") {
    PdfDocument document(findDejaVuFonts(), "fit");
    auto page = document.addPage(Paper::A4);
    const std::string name = "1st “General Kornilov” Shock Regiment";
    const float size = fittingSize(page, name, FontStyle::Bold, 14, 6, 150);
    CHECK(size < 14);
    CHECK(page.textWidth(name, FontStyle::Bold, size) <= 150);
    CHECK(page.textWidth(name, FontStyle::Bold, size + 0.25f) > 150);
    CHECK(fittingSize(page, name, FontStyle::Bold, 14, 6, 5) == 6);
}

TEST_CASE("a long table runs over pages with its header on every page and no row lost") {
    TempFolder folder;
    const auto pdf = folder / "table.pdf";
    {
        PdfDocument document(findDejaVuFonts(), "table");
        PageFlow flow(document, Paper::A4, "Table test");
        flow.heading("Steps lost");
        Table table({{"Unit"}, {"Steps lost", Align::Right}});
        for (int row = 1; row <= 150; ++row) {
            table.addRow({"Полк " + std::to_string(row), std::to_string(row % 4)});
        }
        table.draw(flow);
        CHECK(flow.pageNumber() >= 3);
        document.save(pdf);
    }
    const std::string text = testing::pdfText(pdf);
    const auto pages = static_cast<std::size_t>(std::stoi(testing::pdfInfo(pdf).at("Pages")));
    CHECK(occurrences(text, "Steps lost") == pages + 1);  // the heading once, the header per page
    for (int row = 1; row <= 150; ++row) {
        CAPTURE(row);
        const std::regex line("Полк " + std::to_string(row) + " +" + std::to_string(row % 4) + "\n");
        CHECK(std::distance(std::sregex_iterator(text.begin(), text.end(), line),
                            std::sregex_iterator()) == 1);
    }
}

TEST_CASE("a column too wide for the page gives way, wrapping, while short columns keep width") {
    PdfDocument document(findDejaVuFonts(), "narrow");
    auto page = document.addPage(Paper::A4);
    Table table({{"TQ"}, {"Description"}});
    const std::string description(60, 'x');
    table.addRow({"6", description + " " + description + " " + description});
    const float oneLine = [&] {
        Table single({{"TQ"}, {"Description"}});
        single.addRow({"6", "short"});
        return single.height(page, 300);
    }();
    CHECK(table.height(page, 300) > oneLine);
    CHECK(table.drawAt(page, 50, 50, 300) == doctest::Approx(table.height(page, 300)));
}
