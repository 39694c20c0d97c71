// The Orel 1919 quick-reference sheet: the Cohesion Table, the Assault Results Table, the
// Barrage Table and the Terrain Effects Table cell by cell as templates/rules/orel-1919.xml
// gives them (read here with pugixml), the operational numbers, and a provisional notice for
// each provisional chart, driven by the file's own flags.

#include <doctest/doctest.h>

#include <pugixml.hpp>

#include <algorithm>
#include <cctype>

#include "reports/qrs/qrs.hpp"
#include "tests/reports/qrs_text.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::hasRow;
using tachanka::testing::signedText;
using tachanka::testing::TempFolder;

namespace {

const std::filesystem::path orelFile =
    std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "rules" / "orel-1919.xml";

constexpr const char* provisional = "PROVISIONAL";
constexpr const char* provisionalFootNote = "PROVISIONAL values on this page";

// The notices (their heading is "PROVISIONAL: not the published values"), not the foot notes.
std::size_t notices(const std::string& text) {
    return testing::occurrences(text, provisional) -
           testing::occurrences(text, provisionalFootNote);
}

// "orel-suburbs" as the sheet names it: "Orel suburbs".
std::string words(std::string id) {
    std::ranges::replace(id, '-', ' ');
    id[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(id[0])));
    return id;
}

std::filesystem::path writeSheet(const TempFolder& folder, const std::string& xml) {
    const reports::RulesSource source{orelFile, "/nowhere/templates/rules/orel-1919.xml",
                                      "/nowhere/templates/rules/"};
    const reports::OrelQrsData data{rules::orel::parseOrelTables(xml, orelFile.string()), source};
    const auto pdf = folder / "orel-qrs.pdf";
    reports::writeOrelQrs(data, reports::findDejaVuFonts(), reports::Paper::A4, pdf);
    return pdf;
}

struct Sheet {
    TempFolder folder;
    std::string xmlText = testing::readFile(orelFile);
    std::filesystem::path pdf = writeSheet(folder, xmlText);
    std::string text = testing::pdfText(pdf);
    pugi::xml_document xml;
    Sheet() { REQUIRE(xml.load_string(xmlText.c_str())); }
    pugi::xml_node chart(const char* name) const { return xml.child("orel-1919").child(name); }
};

// The first row of an open-ended chart reads "N or less", the last "N or more".
std::string openEnded(const pugi::xml_node& row, const char* attribute) {
    const std::string value = row.attribute(attribute).value();
    if (!row.previous_sibling("row")) return value + " or less";
    if (!row.next_sibling("row")) return value + " or more";
    return value;
}

}  // namespace

TEST_CASE("every Cohesion Table row: the difference, the cohesion and the morale result") {
    const Sheet sheet;
    int rows = 0;
    for (const auto& row : sheet.chart("cohesion-table").children("row")) {
        std::string difference = row.attribute("difference").value();
        if (!row.next_sibling("row")) difference += " or more";
        CAPTURE(difference);
        CHECK(hasRow(sheet.text, {difference, words(row.attribute("cohesion").value()),
                                  words(row.attribute("morale").value())}));
        ++rows;
    }
    CHECK(rows == 5);
    CHECK(hasRow(sheet.text, {"0 or less", "Passed", "Passed"}));
}

TEST_CASE("every Assault Results Table row: losses both ways, the loser and the morale check") {
    const Sheet sheet;
    int rows = 0;
    for (const auto& row : sheet.chart("assault-results-table").children("row")) {
        const auto morale = row.attribute("morale");
        const std::vector<std::string> cells{
            openEnded(row, "roll"), row.attribute("attacker").value(),
            row.attribute("defender").value(), words(row.attribute("loser").value()),
            morale ? "m" + signedText(morale.as_int()) : "—"};
        CAPTURE(cells.front());
        CHECK(hasRow(sheet.text, cells));
        ++rows;
    }
    CHECK(rows == 15);
    for (const auto& ratio : sheet.chart("assault-results-table").children("ratio")) {
        CHECK(sheet.text.find(signedText(ratio.attribute("modifier").as_int())) !=
              std::string::npos);
    }
    CHECK(hasRow(sheet.text, {"1.5:1", "+1"}));
    CHECK(hasRow(sheet.text, {"1:2", signedText(-1)}));
}

TEST_CASE("every Barrage Table row: the total, the step losses and the cohesion check") {
    const Sheet sheet;
    for (const auto& row : sheet.chart("barrage-table").children("row")) {
        const std::vector<std::string> cells{openEnded(row, "total"),
                                             row.attribute("losses").value(),
                                             row.attribute("check").as_bool() ? "yes" : "—"};
        CAPTURE(cells.front());
        CHECK(hasRow(sheet.text, cells));
    }
}

TEST_CASE("every Terrain Effects Table terrain: MP per mover and the combat columns") {
    const Sheet sheet;
    int rows = 0;
    for (const auto& terrain : sheet.chart("terrain-effects").children("terrain")) {
        std::vector<std::string> cells{words(terrain.attribute("name").value())};
        for (const char* mover :
             {"infantry", "cavalry", "artillery", "tank", "armoured-car", "convoy"}) {
            cells.push_back(terrain.attribute(mover).value());
        }
        cells.push_back(terrain.attribute("charge").as_bool(true) ? "yes" : "no");
        cells.push_back(signedText(terrain.attribute("cohesion").as_int()));
        cells.push_back(signedText(terrain.attribute("assault").as_int()));
        CAPTURE(cells.front());
        CHECK(hasRow(sheet.text, cells));
        ++rows;
    }
    CHECK(rows == 5);
    const auto entrenchment = sheet.chart("terrain-effects").child("entrenchment");
    CHECK(hasRow(sheet.text, {"Entrenchment", "—", "—", "—", "—", "—", "—", "yes",
                              signedText(entrenchment.attribute("cohesion").as_int()),
                              signedText(entrenchment.attribute("assault").as_int())}));
}

TEST_CASE("the operational numbers: stacking, recruitment, ZoC and the sequence of play") {
    const Sheet sheet;
    const auto root = sheet.xml.child("orel-1919");
    CHECK(hasRow(sheet.text, {"Stacking points",
                              root.child("stacking").attribute("points").value()}));
    const auto recruitment = root.child("recruitment");
    CHECK(hasRow(sheet.text, {"Recruit points saved, at most",
                              recruitment.attribute("saved-maximum").value()}));
    CHECK(hasRow(sheet.text, {"Prisoners for 1 RP",
                              recruitment.attribute("prisoners-per-rp").value()}));
    CHECK(hasRow(sheet.text, {"ZoC to ZoC: Cavalry", "+2"}));
    CHECK(hasRow(sheet.text, {"ZoC to ZoC: Infantry", "all but 1"}));
    CHECK(hasRow(sheet.text, {"1", "Check status of depots"}));
    CHECK(hasRow(sheet.text, {"7", "Remove Barrage, Support and Rout markers"}));
    CHECK(sheet.text.find("Defeatist Rumors") != std::string::npos);
    // Orël keeps its diaeresis.
    CHECK(sheet.text.find("Side holding Orël") != std::string::npos);
}

TEST_CASE("each provisional chart has its notice, and a chart no longer flagged has none") {
    const Sheet sheet;
    int provisionalCharts = 0;
    for (const auto& chart : sheet.xml.child("orel-1919").children()) {
        if (chart.attribute("provisional").as_bool()) ++provisionalCharts;
    }
    CHECK(provisionalCharts == 5);  // cohesion, assault, barrage, terrain, events
    // One each, one beside the retreat-before-combat column of the terrain chart, one for the
    // provisional modifiers and one for the odds the Assault Results Table gives.
    const auto shown = notices(sheet.text);
    CHECK(shown == static_cast<std::size_t>(provisionalCharts) + 3);
    CHECK(testing::flowed(sheet.text).find("copy orel-1919.xml into your templates folder") !=
          std::string::npos);
    CHECK(testing::pdfProblems(sheet.pdf).empty());

    // A club that has typed in the published Cohesion Table drops its flag: no notice there.
    std::string published = sheet.xmlText;
    const std::string flagged = "<cohesion-table provisional=\"true\">";
    REQUIRE(published.find(flagged) != std::string::npos);
    published.replace(published.find(flagged), flagged.size(), "<cohesion-table>");
    const TempFolder folder;
    const auto text = testing::pdfText(writeSheet(folder, published));
    CHECK(notices(text) == shown - 1);
}

// 8.8 gives two facts of the odds column: "1.5:1 gives +1" and a negative modifier below 1:1
// (READINGS.md); the other values are the provisional Assault Results Table's.
TEST_CASE("the combat odds: only the 1.5:1 row is the text's, the others are marked provisional") {
    const Sheet sheet;
    const auto tables = rules::orel::parseOrelTables(sheet.xmlText, orelFile.string()).combat;
    for (const auto& ratio : tables.assaultRatio) {
        CAPTURE(ratio.atLeast);
        CHECK(ratio.provisional == (ratio.atLeast != 1.5));
        if (ratio.atLeast < 1) CHECK(ratio.modifier < 0);
    }
    // The notice's first words share their lines with the column beside it.
    CHECK(testing::flowed(sheet.text).find("+1 at 1.5:1 and a negative modifier below 1:1") !=
          std::string::npos);
}

// 7.1.4 "March mode effects: combat strength is halved": the text's value, not provisional.
TEST_CASE("March mode halves the combat strength by the text: not provisional") {
    const Sheet sheet;
    const auto tables = rules::orel::parseOrelTables(sheet.xmlText, orelFile.string()).combat;
    CHECK(tables.modifier("strength.march-divisor") == 2);
    CHECK(std::ranges::find(tables.provisionalModifiers, "strength.march-divisor") ==
          tables.provisionalModifiers.end());
    CHECK(std::ranges::find(tables.provisionalModifiers, "barrage.target-march") !=
          tables.provisionalModifiers.end());
}

// READINGS.md: Tachanka shows users, wherever a provisional table is used (QRS sheet footer,
// ...), that it is provisional: each page showing a provisional value says so at its foot.
TEST_CASE("every page of the sheet with a provisional value says so in its footer") {
    const Sheet sheet;
    std::size_t pages = 0;
    std::size_t marked = 0;
    std::size_t start = 0;
    while (start < sheet.text.size()) {
        const auto end = std::min(sheet.text.find('\f', start), sheet.text.size());
        const std::string page = sheet.text.substr(start, end - start);
        start = end + 1;
        if (page.find_first_not_of(" \n") == std::string::npos) continue;
        ++pages;
        const bool provisionalHere = notices(page) > 0;
        const bool footed = page.find(provisionalFootNote) != std::string::npos;
        CAPTURE(pages);
        if (provisionalHere) CHECK(footed);
        if (footed) ++marked;
    }
    CHECK(pages >= 2);
    CHECK(marked >= 1);
}

// Issue 52: "the QRS gives each table its own half-empty page". A page ends only when what
// follows cannot fit on it: every page but the last is filled to within a fifth of its foot.
TEST_CASE("every page of the sheet but the last is filled before a new page starts") {
    const Sheet sheet;
    const auto shares = testing::filledShares(sheet.pdf);
    REQUIRE(shares.size() >= 1);
    for (std::size_t page = 0; page < shares.size(); ++page) {
        CAPTURE(page + 1);
        CHECK(shares[page] > 0.8f);
    }
}
