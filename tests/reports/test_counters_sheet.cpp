// The Orel counters sheet printed from a historical campaign: every unit of the scenario in
// its formation, its steps with the lost ones crossed, its TQ with the Recruits marker, and
// the units lost counted apart.

#include <doctest/doctest.h>

#include <regex>

#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/reports/campaign_documents_fixture.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using testing::HistoricalCampaign;
using testing::TempFolder;

namespace {

// What the sheet's box track must read: a blank box per step left, a crossed one per lost.
std::string boxes(int steps, int lost) {
    std::string text;
    for (int i = 0; i < steps - lost; ++i) text += "☐";
    for (int i = 0; i < lost; ++i) text += "☒";
    return text + " " + std::to_string(steps - lost) + "/" + std::to_string(steps);
}

void loseSteps(const HistoricalCampaign& game, const std::string& code, int steps) {
    core::UnitChangeRequest request;
    request.code = code;
    request.loseSteps = steps;
    core::recordUnitChange(game.file(), request);
}

}  // namespace

TEST_CASE("the counters sheet lists every unit of the historical scenario under its commanders") {
    HistoricalCampaign game;
    TempFolder folder;
    const auto printed = testing::printOut(game, folder, "counters");
    CHECK(testing::pdfProblems(printed.pdf).empty());
    CHECK(testing::pdfInfo(printed.pdf).at("Page size").find("595.276 x 841.89") !=
          std::string::npos);
    CHECK(testing::pdfFonts(printed.pdf).find("DejaVuSans-Bold") != std::string::npos);
    for (const char* side : {"Whites", "Reds"}) {
        for (const auto& unit : testing::scenarioUnits(side)) {
            CAPTURE(unit.code);
            CHECK(printed.text.find(unit.code) != std::string::npos);
        }
        CHECK(printed.text.find(std::to_string(testing::scenarioSteps(side)) +
                                " steps in units not lost") != std::string::npos);
    }
    CHECK(printed.text.find("Кутепов") != std::string::npos);
    CHECK(printed.text.find("Егоров") != std::string::npos);
    CHECK(printed.text.find("Orël") != std::string::npos);
    CHECK(printed.text.find("Maj.Gen. Timanovski") != std::string::npos);
    // A unit still to come says when it enters (where wraps under it in its narrow column).
    const auto& arriving = testing::scenarioUnit("Cv/MN");
    REQUIRE(arriving.arrival);
    CHECK(printed.text.find("arrives " + arriving.arrival->date.longForm()) != std::string::npos);
    CHECK(printed.text.find("No unit lost.") != std::string::npos);
}

TEST_CASE("lost steps are crossed, lost units counted apart, and recruits lower a unit's TQ") {
    HistoricalCampaign game;
    TempFolder folder;
    const auto& officers = testing::scenarioUnit("1/2K");
    game.advanceTo("1919-10-15", "Whites", model::Phase::Recruitment);
    loseSteps(game, "1/2K", 2);
    core::UnitChangeRequest capture;
    capture.code = "3/9D";
    capture.capture = true;
    core::recordUnitChange(game.file(), capture);

    const auto hurt = testing::printOut(game, folder, "counters");
    CHECK(std::regex_search(hurt.text,
                            std::regex("1/2K 1st Battalion " + boxes(officers.steps, 2) + " " +
                                       std::to_string(officers.troopQuality) + " ")));
    CHECK(hurt.text.find("1 unit lost: 3/9D 3rd Regiment (captured)") != std::string::npos);
    CHECK(hurt.text.find(std::to_string(testing::scenarioSteps("Reds") -
                                        testing::scenarioUnit("3/9D").steps) +
                         " steps in units not lost") != std::string::npos);

    // The Whites' first income pays for both steps: back to full strength with recruits.
    core::recoverSteps(game.file(), "1/2K", 2, std::nullopt);
    const auto mended = testing::printOut(game, folder, "counters");
    const int troopQuality = officers.troopQuality - testing::recruitmentRules().recruitsPenalty;
    CHECK(std::regex_search(mended.text,
                            std::regex("1/2K 1st Battalion " + boxes(officers.steps, 0) + " " +
                                       std::to_string(troopQuality) + "−1Q ")));
}

TEST_CASE("one side's counters on Letter paper, and no --turn: the sheet shows the units now") {
    HistoricalCampaign game;
    TempFolder folder;
    core::PrintRequest reds;
    reds.side = "reds";
    reds.paper = reports::Paper::Letter;
    const auto printed = testing::printOut(game, folder, "counters", reds);
    CHECK(testing::pdfInfo(printed.pdf).at("Page size").find("612 x 792") != std::string::npos);
    CHECK(printed.text.find("Counters — Reds") != std::string::npos);
    CHECK(printed.text.find("Counters — Whites") == std::string::npos);
    CHECK(printed.text.find("Егоров") != std::string::npos);

    core::PrintRequest past;
    past.turn = 1;
    CHECK_THROWS_AS(testing::printOut(game, folder, "counters", past), core::UserError);
    core::PrintRequest nobody;
    nobody.side = "Greens";
    CHECK_THROWS_WITH_AS(testing::printOut(game, folder, "counters", nobody),
                         doctest::Contains("Greens"), core::UserError);
}
