// The layout toolkit every document shares: text set into widths, and tables that size their
// columns, wrap their cells and repeat their header over page breaks.

#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <sstream>

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

TEST_CASE("a newline always breaks, and a word too wide for the column may be kept whole") {
    PdfDocument document(findDejaVuFonts(), "wrap");
    auto page = document.addPage(Paper::A4);
    CHECK(wrapText(page, "Morale\nShooting", FontStyle::Regular, 9, 500) ==
          std::vector<std::string>{"Morale", "Shooting"});
    const float word = page.textWidth("Tchervonno-Kazak", FontStyle::Regular, 9);
    CHECK(wrapText(page, "a Tchervonno-Kazak b", FontStyle::Regular, 9, word + 1) ==
          std::vector<std::string>{"a", "Tchervonno-Kazak", "b"});
    CHECK(wrapText(page, "a Tchervonno-Kazak b", FontStyle::Regular, 9, 20, LongWords::KeepWhole) ==
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

TEST_CASE("a word wider than the width is broken between characters, none cut in two") {
    PdfDocument document(findDejaVuFonts(), "break");
    auto page = document.addPage(Paper::A4);
    const std::string text = "a Tchervonno-Kazak-Кутеповцы-of-Orël b";
    const auto lines = wrapText(page, text, FontStyle::Bold, 9, 30);
    CHECK(lines.size() > 3);
    std::string joined;
    for (const auto& line : lines) {
        CAPTURE(line);
        CHECK_FALSE(line.empty());
        CHECK(page.textWidth(line, FontStyle::Bold, 9) <= 30);
        // No character is cut in two: each line starts on a character's first byte.
        CHECK((static_cast<unsigned char>(line.front()) & 0xC0) != 0x80);
        joined += line;
    }
    std::string unspaced = text;
    std::erase(unspaced, ' ');
    CHECK(joined == unspaced);
    // Even a width no character fits in gets one character a line, and ends.
    CHECK(wrapText(page, "Орёл", FontStyle::Regular, 9, 1) ==
          std::vector<std::string>{"О", "р", "ё", "л"});
}

TEST_CASE("a long word too wide for its line breaks after a hyphen or a slash that fits") {
    PdfDocument document(findDejaVuFonts(), "hyphen");
    auto page = document.addPage(Paper::A4);
    const float width = page.textWidth("field-artill", FontStyle::Regular, 9);
    CHECK(wrapText(page, "field-artillery", FontStyle::Regular, 9, width) ==
          std::vector<std::string>{"field-", "artillery"});
    const float code = page.textWidth("ArtSabline/4", FontStyle::Regular, 9);
    CHECK(wrapText(page, "ArtSabline/41S", FontStyle::Regular, 9, code) ==
          std::vector<std::string>{"ArtSabline/", "41S"});
}

TEST_CASE("a table narrower than its contents breaks no word while every column's longest "
          "word fits") {
    TempFolder folder;
    const auto pdf = folder / "words.pdf";
    {
        PdfDocument document(findDejaVuFonts(), "words");
        auto page = document.addPage(Paper::A4);
        Table table({{"Unit"}, {"Troop type"}, {"Special rules"}, {"Bases"}});
        const std::string rules =
            "Guns fire over the heads of the men in front of them from a hill, and may move as "
            "fast as horse when they are hitched up";
        table.addRow({"ArtSabline/41S", "field-artillery", rules, "2"});
        table.addRow({"1/9D", "red-regulars", rules + " " + rules, "6"});
        // Room for each column's longest word and no more: an equal share of what the narrow
        // Bases column leaves is less than either code needs, as on the pack's page that
        // printed them broken.
        const auto word = [&](const std::string& text, FontStyle style) {
            return page.textWidth(text, style, 8.5f) + 5;
        };
        float rulesWord = word("Special", FontStyle::Bold);  // its heading's longest word
        std::istringstream words(rules);
        for (std::string each; words >> each;) {
            rulesWord = std::max(rulesWord, word(each, FontStyle::Regular));
        }
        const float longest = word("ArtSabline/41S", FontStyle::Regular) +
                              word("field-artillery", FontStyle::Regular) + rulesWord +
                              word("Bases", FontStyle::Bold);
        const float width = longest + 2;
        REQUIRE((width - word("Bases", FontStyle::Bold)) / 3 <
                word("field-artillery", FontStyle::Regular));
        CHECK(table.drawAt(page, 40, 40, width) > 0);
        document.save(pdf);
    }
    const std::string text = testing::pdfText(pdf);
    INFO(text);
    CHECK(text.find("ArtSabline/41S") != std::string::npos);
    CHECK(text.find("field-artillery") != std::string::npos);
    CHECK(text.find("red-regulars") != std::string::npos);
}

TEST_CASE("a line cut to a width keeps what fits and ends in an ellipsis") {
    PdfDocument document(findDejaVuFonts(), "cut");
    auto page = document.addPage(Paper::A4);
    const std::string name = "Генерал-лейтенант Александр Павлович Кутепов";
    CHECK(page.cutToWidth(name, FontStyle::Regular, 9, 1000) == name);
    const std::string cut = page.cutToWidth(name, FontStyle::Regular, 9, 80);
    CHECK(cut.ends_with("…"));
    CHECK(name.starts_with(cut.substr(0, cut.size() - std::string("…").size())));
    CHECK(page.textWidth(cut, FontStyle::Regular, 9) <= 80);
    CHECK(page.cutToWidth(name, FontStyle::Regular, 9, 1) == "");
    CHECK(page.fittingBytes(name, FontStyle::Regular, 9, 0) == 0);
    CHECK(page.fittingBytes(name, FontStyle::Regular, 9, 1000) == name.size());
}

TEST_CASE("text over 64 KB is measured whole and drawn as far as the page goes, then …") {
    TempFolder folder;
    const auto pdf = folder / "long.pdf";
    const std::string unit = "Кутепов Orël ";
    std::string longName;
    while (longName.size() <= 70000) longName += unit;
    {
        PdfDocument document(findDejaVuFonts(), "long");
        auto page = document.addPage(Paper::A4);
        const std::size_t half = longName.size() / unit.size() / 2 * unit.size();
        CHECK(page.textWidth(longName, FontStyle::Regular, 9) ==
              doctest::Approx(page.textWidth(longName.substr(0, half), FontStyle::Regular, 9) +
                              page.textWidth(longName.substr(half), FontStyle::Regular, 9)));
        page.text(50, 80, longName, FontStyle::Regular, 9);
        page.text(50, 100, std::string(70000, 'x'), FontStyle::Bold, 9);
        page.text(700, 120, longName, FontStyle::Regular, 9);  // starts past the page's edge
        document.save(pdf);
    }
    const std::string text = testing::pdfText(pdf);
    CHECK(text.starts_with("Кутепов Orël Кутепов"));
    CHECK(text.find("…") != std::string::npos);
    CHECK(text.find("xxxxxxxx…") != std::string::npos);
    CHECK(text.size() < 1000);
    for (const auto& word : testing::pdfWords(pdf, 1)) {
        CAPTURE(word.text);
        CHECK(word.right <= 595.3f);
    }
    CHECK(testing::pdfProblems(pdf).empty());
}

TEST_CASE("a table cell or a paragraph over 64 KB prints") {
    TempFolder folder;
    const auto pdf = folder / "long-table.pdf";
    std::string words;
    while (words.size() <= 70000) words += "Кутепов ";
    const std::string word(70000, 'K');
    {
        PdfDocument document(findDejaVuFonts(), "long table");
        PageFlow flow(document, Paper::A4, "Long");
        Table table({{"Unit"}, {"Commander"}});
        table.addRow({"1/1K", word});
        table.addRow({"2/1K", words});
        table.draw(flow);
        flow.paragraph(word);
        document.save(pdf);
    }
    CHECK(testing::pdfText(pdf).find("1/1K") != std::string::npos);
    CHECK(testing::pdfProblems(pdf).empty());
}
