// The campaign summary PDF: what it says about the campaign, and that it is a sound PDF
// that poppler and qpdf accept, on one page or many.

#include <doctest/doctest.h>

#include <regex>

#include "reports/campaign_summary.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::TempFolder;

namespace {

model::Campaign campaignWithUnits(int redUnits) {
    model::Campaign campaign;
    campaign.name = "Осень под Orël";
    campaign.scenarioId = "test";
    campaign.scenarioTitle = "Test scenario";
    campaign.seed = 1919;
    campaign.date = model::GameDate{1919, 10, 17};
    campaign.phase = model::Phase::Movement;
    campaign.activeSide = "Reds";
    campaign.provisionalData = true;

    model::Side whites;
    whites.name = "Whites";
    whites.commander = "А. П. Кутепов";
    whites.recruitPoints = 7;
    whites.prisoners = 3;
    model::Formation kornilov;
    kornilov.id = 1;
    kornilov.name = "2nd Kornilov";
    model::Unit officers;
    officers.code = "off/2K";
    officers.name = "Officers Battalion";
    officers.stepsMax = 3;
    officers.stepsLost = 1;
    officers.troopQuality = 7;
    officers.hex = model::Hex{27, 5};
    kornilov.units.push_back(officers);
    whites.formations.push_back(kornilov);

    model::Side reds;
    reds.name = "Reds";
    reds.commander = "А. И. Егоров";
    model::Formation division;
    division.id = 2;
    division.name = "9th Rifle Division";
    for (int i = 1; i <= redUnits; ++i) {
        model::Unit unit;
        unit.code = "R" + std::to_string(i);
        unit.name = "Regiment " + std::to_string(i);
        unit.stepsMax = 4;
        division.units.push_back(unit);
    }
    reds.formations.push_back(division);
    campaign.sides = {whites, reds};
    return campaign;
}

}  // namespace

TEST_CASE("the summary states the campaign, its date, phase and each side's order of battle") {
    TempFolder folder;
    const auto pdf = folder / "summary.pdf";
    reports::writeCampaignSummary(campaignWithUnits(2), reports::findDejaVuFonts(),
                                  reports::Paper::A4, pdf);
    const std::string text = testing::pdfText(pdf);
    CHECK(text.find("Осень под Orël") != std::string::npos);
    CHECK(text.find("17 October 1919") != std::string::npos);
    CHECK(text.find("Reds turn") != std::string::npos);
    CHECK(text.find("Movement and special actions") != std::string::npos);
    CHECK(text.find("Кутепов") != std::string::npos);
    CHECK(text.find("Егоров") != std::string::npos);
    CHECK(text.find("off/2K") != std::string::npos);
    CHECK(text.find("2/3") != std::string::npos);  // 3 steps, 1 lost (pdftotext drops the spaces)
    CHECK(text.find("2705") != std::string::npos);
    CHECK(text.find("recruit points 7") != std::string::npos);
    CHECK(text.find("prisoners 3") != std::string::npos);
    CHECK(text.find("Provisional data") != std::string::npos);
    CHECK(testing::pdfInfo(pdf).at("Pages") == "1");
}

TEST_CASE("a long order of battle flows onto further pages with nothing lost") {
    TempFolder folder;
    const auto pdf = folder / "long.pdf";
    reports::writeCampaignSummary(campaignWithUnits(150), reports::findDejaVuFonts(),
                                  reports::Paper::Letter, pdf);
    const auto info = testing::pdfInfo(pdf);
    CHECK(std::stoi(info.at("Pages")) >= 3);
    CHECK(info.at("Page size").find("612 x 792") != std::string::npos);
    const std::string text = testing::pdfText(pdf);
    for (const char* code : {"R1 ", "R75 ", "R150 "}) {
        CAPTURE(code);
        CHECK(text.find(code) != std::string::npos);
    }
    CHECK(text.find("page 3") != std::string::npos);
}

TEST_CASE("the summary is a clean PDF that renders") {
    TempFolder folder;
    const auto pdf = folder / "clean.pdf";
    reports::writeCampaignSummary(campaignWithUnits(5), reports::findDejaVuFonts(),
                                  reports::Paper::A4, pdf);
    CHECK(testing::pdfProblems(pdf).empty());
    testing::runPoppler({"pdftoppm", "-r", "40", "-png", pdf.string(), (folder / "page").string()});
    CHECK(std::filesystem::file_size(folder / "page-1.png") > 1000);
}

TEST_CASE("a long code, such as an armoured train's name, never runs into the unit's name") {
    auto campaign = campaignWithUnits(1);
    model::Unit train;
    train.code = "Doblest Vitazia";
    train.name = "Armoured train";
    train.kind = model::UnitKind::ArmouredTrain;
    train.stepsMax = 1;
    campaign.sides[0].formations[0].units.push_back(train);
    TempFolder folder;
    const auto pdf = folder / "trains.pdf";
    reports::writeCampaignSummary(campaign, reports::findDejaVuFonts(), reports::Paper::A4, pdf);
    // Text that touches or overlaps comes out of poppler as one word; the code and the name
    // are separate cells.
    const std::string text = testing::pdfText(pdf);
    CHECK(std::regex_search(text, std::regex("Doblest Vitazia +Armoured train")));
}
