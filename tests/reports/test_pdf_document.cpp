// The libharu wrapper: UTF-8 text with the embedded DejaVu font, paper sizes, and errors
// raised from C++ rather than lost inside the C library.

#include <doctest/doctest.h>

#include <sstream>

#include "reports/pdf/pdf_document.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::TempFolder;

TEST_CASE("a page of UTF-8 text keeps Orël, Кутепов and the card suits") {
    TempFolder folder;
    const auto pdf = folder / "utf8.pdf";
    {
        reports::PdfDocument document(reports::findDejaVuFonts(), "Orël test");
        auto page = document.addPage(reports::Paper::A4);
        page.text(50, 80, "Orël — Кутепов ♥ ♣", reports::FontStyle::Regular, 14);
        page.text(50, 110, "Будённый", reports::FontStyle::Bold, 14);
        document.save(pdf);
    }
    const std::string text = testing::pdfText(pdf);
    CHECK(text.find("Orël") != std::string::npos);
    CHECK(text.find("Кутепов") != std::string::npos);
    CHECK(text.find("♥") != std::string::npos);
    CHECK(text.find("♣") != std::string::npos);
    CHECK(text.find("Будённый") != std::string::npos);
}

TEST_CASE("both DejaVu faces are embedded") {
    TempFolder folder;
    const auto pdf = folder / "fonts.pdf";
    {
        reports::PdfDocument document(reports::findDejaVuFonts(), "fonts");
        auto page = document.addPage(reports::Paper::A4);
        page.text(50, 80, "regular", reports::FontStyle::Regular, 12);
        page.text(50, 100, "bold", reports::FontStyle::Bold, 12);
        document.save(pdf);
    }
    const std::string fonts = testing::pdfFonts(pdf);
    CHECK(fonts.find("DejaVuSans,Book") != std::string::npos);
    CHECK(fonts.find("DejaVuSans-Bold") != std::string::npos);
    // Every font row says "yes" in the emb column: no row of pdffonts' listing says "no".
    std::istringstream rows(fonts);
    std::string row;
    int fontRows = 0;
    while (std::getline(rows, row)) {
        if (row.find("DejaVu") == std::string::npos) continue;
        ++fontRows;
        CHECK(row.find(" yes ") != std::string::npos);
    }
    CHECK(fontRows == 2);
}

TEST_CASE("A4 and US Letter pages have their paper sizes") {
    TempFolder folder;
    const auto pdf = folder / "sizes.pdf";
    {
        reports::PdfDocument document(reports::findDejaVuFonts(), "sizes");
        document.addPage(reports::Paper::A4);
        document.addPage(reports::Paper::Letter);
        document.save(pdf);
    }
    const auto info = testing::pdfInfo(pdf);
    CHECK(info.at("Pages") == "2");
    // pdfinfo reports the first page: A4 is 210 x 297 mm = 595.276 x 841.89 pt.
    CHECK(info.at("Page size").find("595.276 x 841.89") != std::string::npos);
    const auto letter = testing::runPoppler({"pdfinfo", "-f", "2", "-l", "2", pdf.string()});
    CHECK(letter.find("612 x 792") != std::string::npos);
}

TEST_CASE("saving into a folder that does not exist throws PdfError and leaves no file") {
    TempFolder folder;
    const auto pdf = folder / "missing" / "out.pdf";
    reports::PdfDocument document(reports::findDejaVuFonts(), "nowhere");
    document.addPage(reports::Paper::A4);
    CHECK_THROWS_AS(document.save(pdf), reports::PdfError);
    CHECK_FALSE(std::filesystem::exists(pdf));
    CHECK_FALSE(std::filesystem::exists(folder / "missing"));
}

TEST_CASE("a font file that is not a TrueType font is a PdfError naming the file") {
    TempFolder folder;
    testing::writeFile(folder / "fake.ttf", "not a font");
    const reports::FontSet fonts{folder / "fake.ttf", folder / "fake.ttf"};
    try {
        reports::PdfDocument document(fonts, "bad font");
        FAIL("a bad font was accepted");
    } catch (const reports::PdfError& error) {
        CHECK(std::string(error.what()).find("fake.ttf") != std::string::npos);
    }
}

TEST_CASE("a title over 64 KB (a campaign's name gone wild) is cut short, not an error") {
    TempFolder folder;
    const auto pdf = folder / "title.pdf";
    std::string title;
    while (title.size() <= 70000) title += "Кутепов ";
    {
        reports::PdfDocument document(reports::findDejaVuFonts(), title);
        document.addPage(reports::Paper::A4);
        document.save(pdf);
    }
    const std::string shown = testing::pdfInfo(pdf).at("Title");
    CHECK(shown.starts_with("Кутепов Кутепов"));
    CHECK(shown.ends_with("…"));
    CHECK(shown.size() < 2000);
}
