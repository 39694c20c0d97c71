// Turn sheets printed from a historical campaign: the day's phases from the sequence of play,
// its recruit points from the turn track and the Orël rule, prisoners, arrivals and inactive
// formations from the scenario; for a day played, what the campaign's actions recorded.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include <regex>

#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "tests/reports/campaign_documents_fixture.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using model::Phase;
using testing::HistoricalCampaign;
using testing::TempFolder;

namespace {

bool shows(const std::string& text, const std::string& pattern) {
    return std::regex_search(text, std::regex(pattern));
}

std::string number(int value) { return std::to_string(value); }

core::PrintRequest sheetOf(const std::string& side, std::optional<int> turn = std::nullopt) {
    core::PrintRequest request;
    request.side = side;
    request.turn = turn;
    return request;
}

int whiteIncome(const char* day) {
    return testing::trackPoints("Whites", day) + testing::orelBonusAtStart("Whites");
}

// The Whites' first two days, through the use cases the players use: steps lost in an attack,
// prisoners taken and a Red regiment captured on the 15th; a step recovered and prisoners
// enlisted on the 16th.
// The Whites' first combat phase takes its losses and prisoners (4.1: captured in combat); the
// next day's recruitment gets a step back and enlists prisoners.
void playTwoWhiteDays(HistoricalCampaign& game) {
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    core::UnitChangeRequest attack;
    attack.code = "1/2K";
    attack.loseSteps = 2;
    attack.reason = "attack on Kromy";
    core::recordUnitChange(game.file(), attack);
    core::takePrisoners(game.file(), "Whites", 2, std::nullopt);
    core::UnitChangeRequest capture;
    capture.code = "3/9D";
    capture.capture = true;
    core::recordUnitChange(game.file(), capture);
    game.advanceTo("1919-10-16", "Whites", Phase::Recruitment);
    core::recoverSteps(game.file(), "1/2K", 1, std::nullopt);
    core::convertPrisoners(game.file(), "Whites", 1);
}

}  // namespace

TEST_CASE("today's sheet gives the date, the phases to tick and the day's recruit points") {
    HistoricalCampaign game;
    TempFolder folder;
    const auto printed = testing::printOut(game, folder, "turn-sheet", sheetOf("Whites"));
    CHECK(testing::pdfProblems(printed.pdf).empty());
    CHECK(testing::pdfInfo(printed.pdf).at("Page size").find("595.276 x 841.89") !=
          std::string::npos);
    const auto& text = printed.text;
    const std::string start = testing::historicalScenario().start.longForm();
    CHECK(text.find("Whites — turn sheet, " + start) != std::string::npos);
    CHECK(text.find("Turn 1 of ") != std::string::npos);
    CHECK(text.find("(today)") != std::string::npos);
    CHECK(text.find("Кутепов") != std::string::npos);
    for (auto phase : {Phase::DepotStatus, Phase::Recruitment, Phase::CommandCheck,
                       Phase::RandomEvents, Phase::Movement, Phase::Combat, Phase::CleanUp}) {
        CAPTURE(model::phaseTitle(phase));
        CHECK(text.find(std::string(model::phaseTitle(phase))) != std::string::npos);
    }
    const auto& rules = testing::recruitmentRules();
    const int track = testing::trackPoints("Whites", "1919-10-15");
    CHECK(shows(text, "Turn track " + number(track) + "\\b"));
    CHECK(shows(text, "Orël \\(\\+1 for the side holding it\\): held " +
                          number(testing::orelBonusAtStart("Whites"))));
    CHECK(shows(text, "Income to receive \\(saved maximum " + number(rules.savedMaximum) +
                          "\\) " + number(whiteIncome("1919-10-15"))));
    CHECK(shows(text, "Available after the income " + number(whiteIncome("1919-10-15"))));
    CHECK(shows(text, "Recruit battalions the scenario allows " +
                          number(testing::historicalScenario().sides[0].recruitBattalions)));
    CHECK(text.find("Battles of the day") != std::string::npos);
    CHECK(text.find("Notes") != std::string::npos);
}

TEST_CASE("a day ahead lists the scenario's arrivals and the formations still inactive") {
    HistoricalCampaign game;
    TempFolder folder;
    const auto printed = testing::printOut(game, folder, "turn-sheet", sheetOf("Reds", 2));
    const auto& text = printed.text;
    CHECK(text.find("Reds — turn sheet, 16 October 1919") != std::string::npos);
    CHECK(text.find("(ahead)") != std::string::npos);
    CHECK(text.find("Егоров") != std::string::npos);
    int arrivals = 0;
    for (const auto& unit : testing::scenarioUnits("Reds")) {
        if (!unit.arrival || unit.arrival->date.iso() != "1919-10-16") continue;
        ++arrivals;
        CAPTURE(unit.code);
        CHECK(text.find(unit.code + " " + unit.name) != std::string::npos);
    }
    CHECK(arrivals > 0);
    // The Reds do not hold Orël: the turn track's points alone.
    CHECK(shows(text, "Orël \\(\\+1 for the side holding it\\): not held 0"));
    CHECK(shows(text, "Income to receive \\(saved maximum \\d+\\) " +
                          number(testing::trackPoints("Reds", "1919-10-16"))));
    // Inactive through the 16th and through the 18th (10.2); released before then only by
    // the conditions the scenario words.
    CHECK(shows(text, "3rd Letton Brigade 16 October 1919 "));
    CHECK(shows(text, "9th Rifle Division 18 October 1919 attacked"));
}

// 10.2: "9th Rifle Division (Solodoukhine) (Inactive through 18 October unless attacked before
// then)": attacked on 15 October, it is active from then on, and later days' sheets say so.
TEST_CASE("a formation released by an attack on the first day is active on later days' sheets") {
    HistoricalCampaign game;
    TempFolder folder;
    std::int64_t division = 0;
    const auto campaign = game.campaign();
    for (const auto& formation : campaign.sides.at(1).formations) {
        if (formation.name == "9th Rifle Division") division = formation.id;
    }
    REQUIRE(division != 0);
    {
        // As a battle applied on the 15th releases it (battle_apply.cpp).
        auto store = db::CampaignFile::open(game.file());
        store.act("battle", "test: an attack on the 9th Rifle Division", [&](db::Journal& journal) {
            journal.set(db::Table::Formation, division, db::Column::InactiveThrough,
                        db::nullValue(),
                        db::LedgerTags::of(model::LedgerKind::FormationReleased)
                            .forSide(game.sideId("Reds"))
                            .because("9th Rifle Division is released: attacked (10.2)"));
        });
    }
    const auto first = testing::printOut(game, folder, "turn-sheet", sheetOf("Reds", 1));
    CHECK(shows(first.text, "9th Rifle Division 18 October 1919 attacked"));
    const auto second = testing::printOut(game, folder, "turn-sheet", sheetOf("Reds", 2));
    CHECK_FALSE(shows(second.text, "9th Rifle Division 18 October 1919"));
    CHECK(shows(second.text, "3rd Letton Brigade 16 October 1919 "));
}

TEST_CASE("a played day shows the income received, the prisoners and what the ledger recorded") {
    HistoricalCampaign game;
    TempFolder folder;
    playTwoWhiteDays(game);
    const int captured = testing::scenarioUnit("3/9D").steps;
    const int prisoners = 2 + captured;

    const auto first = testing::printOut(game, folder, "turn-sheet", sheetOf("Whites", 1));
    CHECK(first.text.find("(played)") != std::string::npos);
    CHECK(shows(first.text, "Saved before the day's income 0"));
    CHECK(shows(first.text, "Income received \\(saved maximum \\d+\\) " +
                                number(whiteIncome("1919-10-15"))));
    CHECK(shows(first.text, "Prisoners held " + number(prisoners) + "\\b"));
    CHECK(shows(first.text, "Worth in recruit points \\(3 prisoners for 1 RP\\) " +
                                number(prisoners / testing::recruitmentRules().prisonersPerRp)));
    CHECK(first.text.find("attack on Kromy") != std::string::npos);
    CHECK(shows(first.text, "step-lost 1/2K 2 "));
    CHECK(shows(first.text, "prisoners-taken 3/9D " + number(captured) + " "));
    // A day played shows what happened, not today's depots and units.
    CHECK(first.text.find("Depots and munitions") == std::string::npos);

    const auto second = testing::printOut(game, folder, "turn-sheet", sheetOf("Whites"));
    CHECK(second.text.find("Whites — turn sheet, 16 October 1919") != std::string::npos);
    CHECK(shows(second.text, "Saved before the day's income " + number(whiteIncome("1919-10-15"))));
    CHECK(shows(second.text, "Available after the income " +
                                 number(whiteIncome("1919-10-15") + whiteIncome("1919-10-16"))));
    CHECK(shows(second.text, "Prisoners held " +
                                 number(prisoners - testing::recruitmentRules().prisonersPerRp)));
    CHECK(shows(second.text, "step-recovered 1/2K 1 "));
    CHECK(shows(second.text, "RP spent this day 1\\b"));  // the step recovered
    CHECK(shows(first.text, "RP spent this day 0\\b"));
    CHECK(shows(second.text, "1/2K 1st Battalion ☐☐☒ 2/3 "));
    CHECK(second.text.find("Depots and munitions") != std::string::npos);

    const auto reds = testing::printOut(game, folder, "turn-sheet", sheetOf("Reds", 1));
    CHECK(shows(reds.text, "unit-captured 3/9D " + number(captured) + " "));
}

TEST_CASE("a day of a hundred thousand ledger rows prints a few pages and counts the rest") {
    // Issue 53: `print turn-sheet` read the side's whole ledger, and a day of 2M rows took
    // 4.4 GB. The sheet now reads the rows it lists, and says how many it left out.
    HistoricalCampaign game;
    TempFolder folder;
    playTwoWhiteDays(game);
    constexpr int filler = 100000;
    {
        SQLite::Database database(game.file().string(), SQLite::OPEN_READWRITE);
        database.exec(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " +
            number(filler) +
            ") INSERT INTO ledger (action_id, game_date, side_id, kind, note) "
            "SELECT (SELECT max(id) FROM action), '1919-10-15', "
            "(SELECT id FROM side WHERE name = 'Whites'), 'umpire-note', 'filler ' || i FROM n");
    }
    const auto sheet = testing::printOut(game, folder, "turn-sheet", sheetOf("Whites", 1));
    CHECK(testing::pdfProblems(sheet.pdf).empty());
    CHECK(std::stoi(testing::pdfInfo(sheet.pdf).at("Pages")) <= 12);
    // The day's own records come first, then the filler as far as the sheet goes.
    CHECK(sheet.text.find("attack on Kromy") != std::string::npos);
    CHECK(shows(sheet.text, "filler 1\\b"));
    CHECK_FALSE(shows(sheet.text, "filler " + number(filler) + "\\b"));
    std::smatch left;
    REQUIRE(std::regex_search(sheet.text, left,
                              std::regex("… and (\\d+) more ledger rows of this day")));
    const int notPrinted = std::stoi(left[1]);
    CHECK(notPrinted > filler - 240);
    CHECK(notPrinted < filler);
    // Every row is accounted for: the last filler row printed and the count left out meet.
    std::smatch last;
    std::string rest = sheet.text;
    int lastPrinted = 0;
    while (std::regex_search(rest, last, std::regex("filler (\\d+)\\b"))) {
        lastPrinted = std::stoi(last[1]);
        rest = last.suffix();
    }
    CHECK(lastPrinted + notPrinted == filler);
}

TEST_CASE("every side's sheet for the day, one after the other, on Letter paper") {
    HistoricalCampaign game;
    TempFolder folder;
    core::PrintRequest request;
    request.paper = reports::Paper::Letter;
    const auto printed = testing::printOut(game, folder, "turn-sheet", request);
    CHECK(testing::pdfProblems(printed.pdf).empty());
    CHECK(testing::pdfInfo(printed.pdf).at("Page size").find("612 x 792") != std::string::npos);
    CHECK(std::stoi(testing::pdfInfo(printed.pdf).at("Pages")) >= 2);
    const auto whites = printed.text.find("Whites — turn sheet");
    const auto reds = printed.text.find("Reds — turn sheet");
    CHECK(whites != std::string::npos);
    CHECK(reds != std::string::npos);
    CHECK(whites < reds);
}

TEST_CASE("a turn that is not a day of the campaign, or an unknown side, is one clear error") {
    HistoricalCampaign game;
    TempFolder folder;
    const int turns = game.campaign().turns;
    const std::string notADay = "turn " + number(turns + 1) + " is not a day of the campaign";
    CHECK_THROWS_WITH_AS(
        testing::printOut(game, folder, "turn-sheet", sheetOf("Whites", turns + 1)),
        doctest::Contains(notADay.c_str()), core::UserError);
    CHECK_THROWS_WITH_AS(testing::printOut(game, folder, "turn-sheet", sheetOf("Greens")),
                         doctest::Contains("Greens"), core::UserError);
    CHECK_FALSE(std::filesystem::exists(folder / "turn-sheet.pdf"));
}
