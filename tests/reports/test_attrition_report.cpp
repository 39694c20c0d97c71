// The attrition report of a campaign played through the use cases: what each side and
// formation lost and gained per day, the steps left day by day counted from the scenario's
// order of battle, and the charts and tables that show them.

#include <doctest/doctest.h>

#include <regex>

#include "app/core/printing/campaign_documents.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/reports/campaign_documents_fixture.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using model::Phase;
using testing::HistoricalCampaign;
using testing::TempFolder;

namespace {

void record(const HistoricalCampaign& game, core::UnitChangeRequest request) {
    core::recordUnitChange(game.file(), request);
}

core::UnitChangeRequest unit(std::string code) {
    core::UnitChangeRequest request;
    request.code = std::move(code);
    return request;
}

// 15 October: 1/2K (White) loses 2 steps, 3/9D (Red) is captured. 16 October: 1/2K recovers a
// step for 1 RP, 2/9D (Red) is eliminated.
void playTwoDays(HistoricalCampaign& game) {
    game.advanceTo("1919-10-15", "Whites", Phase::Recruitment);
    auto attack = unit("1/2K");
    attack.loseSteps = 2;
    record(game, attack);
    auto capture = unit("3/9D");
    capture.capture = true;
    record(game, capture);
    game.advanceTo("1919-10-16", "Whites", Phase::Recruitment);
    core::recoverSteps(game.file(), "1/2K", 1, std::nullopt);
    auto rout = unit("2/9D");
    rout.eliminate = true;
    record(game, rout);
}

int income(const char* side, const char* day) {
    return testing::trackPoints(side, day) + testing::orelBonusAtStart(side);
}

}  // namespace

TEST_CASE("the steps left each day are the scenario's less what was lost, plus what came back") {
    HistoricalCampaign game;
    playTwoDays(game);
    const auto data = core::attritionData(game.file(), std::nullopt, std::nullopt);
    REQUIRE(data.sides.size() == 2);
    CHECK(data.days == std::vector<std::string>{"15 October 1919", "16 October 1919"});
    CHECK(data.dayLabels == std::vector<std::string>{"15 Oct", "16 Oct"});

    const auto& whites = data.sides[0];
    const std::int64_t whiteStart = testing::scenarioSteps("Whites");
    CHECK(whites.steps.steps == std::vector<std::int64_t>{whiteStart, whiteStart - 2,
                                                          whiteStart - 2 + 1});
    CHECK(whites.total.stepsLost == 2);
    CHECK(whites.total.stepsRecovered == 1);
    CHECK(whites.total.prisonersTaken == testing::scenarioUnit("3/9D").steps);
    CHECK(whites.total.rpIn == income("Whites", "1919-10-15") + income("Whites", "1919-10-16"));
    CHECK(whites.total.rpOut == 1);
    REQUIRE(whites.formations.size() == 1);
    CHECK(whites.formations[0].label == "2nd “General Kornilov” Shock Regiment");

    const auto& reds = data.sides[1];
    const std::int64_t redStart = testing::scenarioSteps("Reds");
    const std::int64_t captured = testing::scenarioUnit("3/9D").steps;
    const std::int64_t eliminated = testing::scenarioUnit("2/9D").steps;
    CHECK(reds.steps.steps == std::vector<std::int64_t>{redStart, redStart - captured,
                                                        redStart - captured - eliminated});
    CHECK(reds.days[1].counts.stepsLost == eliminated);
    CHECK(reds.total.unitsLost == 2);
    CHECK(reds.total.prisonersLost == captured);
    CHECK(reds.total.rpIn == income("Reds", "1919-10-15"));
    // The 9th Rifle Division's losses are its army's: the 13th Army's line falls by them.
    REQUIRE(!reds.formationSteps.empty());
    CHECK(reds.formationSteps[0].name == "13th Army");
    const auto& army = reds.formationSteps[0].steps;
    CHECK(army.front() - army.back() == captured + eliminated);
}

TEST_CASE("the attrition report charts and tabulates the losses the players entered") {
    HistoricalCampaign game;
    playTwoDays(game);
    TempFolder folder;
    const auto printed = testing::printOut(game, folder, "attrition");
    CHECK(testing::pdfProblems(printed.pdf).empty());
    CHECK(testing::pdfInfo(printed.pdf).at("Pages") == "3");  // the overview, then each side
    CHECK(testing::pdfInfo(printed.pdf).at("Page size").find("595.276 x 841.89") !=
          std::string::npos);
    const auto& text = printed.text;
    CHECK(text.find("Steps remaining at the end of each day") != std::string::npos);
    CHECK(text.find("Steps lost each day") != std::string::npos);
    CHECK(std::regex_search(text, std::regex("Whites .*Reds")));  // the legend
    CHECK(text.find("15 Oct") != std::string::npos);
    CHECK(text.find("16 Oct") != std::string::npos);
    CHECK(text.find("Кутепов") != std::string::npos);
    CHECK(text.find("Егоров") != std::string::npos);
    const std::int64_t captured = testing::scenarioUnit("3/9D").steps;
    const std::int64_t redLost = captured + testing::scenarioUnit("2/9D").steps;
    // Side: steps lost, recovered, units lost, prisoners taken and lost, RP in and out.
    CHECK(std::regex_search(
        text, std::regex("Whites 2 1 0 " + std::to_string(captured) + " 0 " +
                         std::to_string(income("Whites", "1919-10-15") +
                                        income("Whites", "1919-10-16")) +
                         " 1\\b")));
    CHECK(std::regex_search(text, std::regex("Reds " + std::to_string(redLost) + " 0 2 0 " +
                                             std::to_string(captured) + " " +
                                             std::to_string(income("Reds", "1919-10-15")) +
                                             " 0\\b")));
    CHECK(std::regex_search(text, std::regex("9th Rifle Division " + std::to_string(redLost) +
                                             " 0 2 " + std::to_string(captured) + "\\b")));
    CHECK(text.find("16 October 1919") != std::string::npos);
}

TEST_CASE("attrition up to a turn, for one side, on Letter paper") {
    HistoricalCampaign game;
    playTwoDays(game);
    TempFolder folder;
    core::PrintRequest request;
    request.side = "reds";
    request.turn = 1;
    request.paper = reports::Paper::Letter;
    const auto printed = testing::printOut(game, folder, "attrition", request);
    CHECK(testing::pdfProblems(printed.pdf).empty());
    CHECK(testing::pdfInfo(printed.pdf).at("Page size").find("612 x 792") != std::string::npos);
    CHECK(printed.text.find("15 October 1919 (turn 1 of") != std::string::npos);
    CHECK(printed.text.find("16 October 1919") == std::string::npos);
    CHECK(printed.text.find("Кутепов") == std::string::npos);

    request.turn = 3;
    CHECK_THROWS_WITH_AS(testing::printOut(game, folder, "attrition", request),
                         doctest::Contains("has not been played yet"), core::UserError);
}
