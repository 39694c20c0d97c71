// The ToUnicode CMap every font carries: a valid CMap (bfrange entries only, none running past
// a low byte, at most 100 to a block), the identity on every character code libharu's UTF-8
// encoding writes, and text copied out of a PDF that gives back exactly what was drawn.

#include <doctest/doctest.h>

#include <regex>
#include <set>
#include <sstream>

#include "reports/pdf/pdf_document.hpp"
#include "reports/pdf/to_unicode_cmap.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::TempFolder;

namespace {

struct BfRange {
    unsigned first;
    unsigned last;
    unsigned target;
};

struct ParsedCMap {
    std::vector<BfRange> ranges;
    std::vector<std::size_t> blockSizes;  // the count each "N beginbfrange" announces
    bool blockCountsAgree = true;
};

ParsedCMap parse(const std::string& cmap) {
    ParsedCMap parsed;
    std::istringstream lines(cmap);
    const std::regex begin(R"((\d+) beginbfrange)");
    const std::regex entry(R"(<([0-9A-F]{4})> <([0-9A-F]{4})> <([0-9A-F]{4})>)");
    std::size_t announced = 0;
    std::size_t seen = 0;
    bool inBlock = false;
    for (std::string line; std::getline(lines, line);) {
        std::smatch match;
        if (std::regex_match(line, match, begin)) {
            announced = std::stoul(match[1]);
            parsed.blockSizes.push_back(announced);
            seen = 0;
            inBlock = true;
        } else if (line == "endbfrange") {
            parsed.blockCountsAgree = parsed.blockCountsAgree && seen == announced;
            inBlock = false;
        } else if (inBlock && std::regex_match(line, match, entry)) {
            parsed.ranges.push_back({static_cast<unsigned>(std::stoul(match[1], nullptr, 16)),
                                     static_cast<unsigned>(std::stoul(match[2], nullptr, 16)),
                                     static_cast<unsigned>(std::stoul(match[3], nullptr, 16))});
            ++seen;
        }
    }
    return parsed;
}

// The document's objects with their streams uncompressed, as qpdf --qdf writes them.
std::string uncompressed(const std::filesystem::path& pdf) {
    const auto qdf = pdf.parent_path() / "qdf.pdf";
    const auto result = testing::runProcess(
        {"qpdf", "--qdf", "--object-streams=disable", pdf.string(), qdf.string()});
    REQUIRE(result.exitCode == 0);
    return testing::readFile(qdf);
}

}  // namespace

TEST_CASE("the ToUnicode CMap maps every code but the surrogates to itself, in valid ranges") {
    const std::string cmap = reports::identityToUnicodeCMap();
    CHECK(cmap.find("cidrange") == std::string::npos);
    CHECK(cmap.find("/CMapType 2 def") != std::string::npos);
    CHECK(cmap.find("1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange") !=
          std::string::npos);
    const auto parsed = parse(cmap);
    CHECK(parsed.blockCountsAgree);
    for (const auto size : parsed.blockSizes) CHECK(size <= 100);
    std::set<unsigned> mapped;
    for (const auto& range : parsed.ranges) {
        CAPTURE(range.first);
        // A range may only vary in its last byte, and starts where its target does.
        CHECK((range.first >> 8) == (range.last >> 8));
        CHECK(range.first <= range.last);
        CHECK(range.target == range.first);
        for (unsigned code = range.first; code <= range.last; ++code) {
            CHECK(mapped.insert(code).second);
        }
    }
    for (const unsigned code : {0x0041u, 0x00EBu, 0x041Au, 0x2014u, 0x2663u, 0x2665u, 0xFFFDu}) {
        CAPTURE(code);
        CHECK(mapped.contains(code));
    }
    CHECK(mapped.size() == 0x10000 - 0x800);
    CHECK_FALSE(mapped.contains(0xD800));
    CHECK_FALSE(mapped.contains(0xDFFF));
}

TEST_CASE("every font of a document carries the valid ToUnicode CMap, not libharu's own") {
    TempFolder folder;
    const auto pdf = folder / "fonts.pdf";
    {
        reports::PdfDocument document(reports::findDejaVuFonts(), "ToUnicode");
        auto page = document.addPage(reports::Paper::A4);
        page.text(50, 80, "Кутепов", reports::FontStyle::Regular, 12);
        page.text(50, 100, "Orël", reports::FontStyle::Bold, 12);
        document.save(pdf);
    }
    const std::string objects = uncompressed(pdf);
    CHECK(objects.find("begincidrange") == std::string::npos);
    CHECK(objects.find("/CMapName /UTF-8") == std::string::npos);
    std::size_t cmaps = 0;
    for (auto at = objects.find("/CMapName /Adobe-Identity-UCS def"); at != std::string::npos;
         at = objects.find("/CMapName /Adobe-Identity-UCS def", at + 1)) {
        ++cmaps;
    }
    CHECK(cmaps == 2);  // regular and bold
    // pdffonts reads the map ("uni" yes) and, like every poppler helper, fails on a warning.
    std::istringstream rows(testing::pdfFonts(pdf));
    int fontRows = 0;
    for (std::string row; std::getline(rows, row);) {
        if (row.find("DejaVu") == std::string::npos) continue;
        ++fontRows;
        CHECK(std::regex_search(row, std::regex("yes +yes +yes")));  // emb, sub, uni
    }
    CHECK(fontRows == 2);
}

TEST_CASE("text copied out of a PDF gives back Кутепов, Orël, ♥ and ♣ exactly") {
    TempFolder folder;
    const auto pdf = folder / "copy.pdf";
    const std::vector<std::string> lines{
        "Кутепов", "Orël", "♥ ♣", "Будённый — «Конармия», 1919", "Ŝkuro ½ “Wolves” ✗ ·"};
    {
        reports::PdfDocument document(reports::findDejaVuFonts(), "Кутепов at Orël");
        auto page = document.addPage(reports::Paper::A4);
        float y = 80;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            page.text(50, y, lines[i],
                      i % 2 == 0 ? reports::FontStyle::Regular : reports::FontStyle::Bold, 12);
            y += 20;
        }
        document.save(pdf);
    }
    std::string expected;
    for (const auto& line : lines) expected += line + "\n";
    // pdftotext ends a page with a form feed.
    CHECK(testing::pdfRawText(pdf) == expected + "\f");
    CHECK(testing::pdfProblems(pdf).empty());
}
