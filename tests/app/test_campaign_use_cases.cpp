// The campaign use cases as the front ends call them: create, describe, the default
// campaign, printing, and the one-line errors that leave files as they were.

#include <doctest/doctest.h>
#include <sqlite3.h>

#include <SQLiteCpp/Exception.h>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/paths.hpp"
#include "app/core/printing/print_service.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::TempFolder;

TEST_CASE("a campaign created from the historical scenario starts on its first day") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "orel.tachanka";
    const auto created = core::createCampaign({file, "historical", 42, {}});
    const auto campaign = core::describeCampaign(file);

    CHECK(campaign.name == "Orel 1919 — historical scenario");
    CHECK(campaign.scenarioId == "historical");
    CHECK(campaign.seed == 42);
    // 10.2 and READINGS.md: the historical scenario starts on 15 October 1919.
    CHECK(campaign.date == model::GameDate{1919, 10, 15});
    // The day starts with the White player's turn, at its first phase (rules 2.1, 2.2).
    CHECK(campaign.activeSide == "Whites");
    CHECK(campaign.phase == model::Phase::DepotStatus);
    CHECK(campaign.provisionalData);
    REQUIRE(campaign.sides.size() == 2);
    CHECK(campaign.sides[0].commander.find("Кутепов") != std::string::npos);
    // 10.2 lists 46 White and 61 Red units, reinforcements included (tests/scenarios counts
    // them formation by formation); every one is stored, reinforcements off the map.
    CHECK(campaign.sides[0].unitCount() == 46);
    CHECK(campaign.sides[1].unitCount() == 61);
    CHECK(created.sides[1].stepCount() == campaign.sides[1].stepCount());
    CHECK(campaign.sides[0].stepCount() > campaign.sides[0].unitCount());
}

TEST_CASE("the campaign name can be chosen and an empty one is refused") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto named = core::createCampaign({folder / "a.tachanka", "historical", 1, "Club autumn"});
    CHECK(named.name == "Club autumn");
    CHECK_THROWS_AS(core::createCampaign({folder / "b.tachanka", "historical", 1, ""}),
                    core::UserError);
    CHECK_FALSE(std::filesystem::exists(folder / "b.tachanka"));
}

TEST_CASE("without a seed each campaign gets its own, recorded in the file") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto first = core::createCampaign({folder / "a.tachanka", "historical", {}, {}});
    const auto second = core::createCampaign({folder / "b.tachanka", "historical", {}, {}});
    CHECK(first.seed != second.seed);
    CHECK(core::describeCampaign(folder / "a.tachanka").seed == first.seed);
}

TEST_CASE("creating over an existing file is refused and the file is untouched") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "notes.tachanka";
    testing::writeFile(file, "the club's notes");
    CHECK_THROWS_WITH_AS(core::createCampaign({file, "historical", 1, {}}),
                         doctest::Contains("already exists"), core::UserError);
    CHECK(testing::readFile(file) == "the club's notes");
}

TEST_CASE("describing a file that is not a campaign is a one-line error, file unchanged") {
    TempFolder folder;
    const auto file = folder / "letter.txt";
    testing::writeFile(file, "Dear comrade,\n");
    try {
        core::describeCampaign(file);
        FAIL("a text file was read as a campaign");
    } catch (const core::UserError& error) {
        const std::string message = error.what();
        CHECK(message.find("not a Tachanka campaign") != std::string::npos);
        CHECK(message.find('\n') == std::string::npos);
    }
    CHECK(testing::readFile(file) == "Dear comrade,\n");
}

TEST_CASE("a read that finds the file busy after waiting says so in words, not SQLite's") {
    for (const int code : {SQLITE_BUSY, SQLITE_LOCKED}) {
        CAPTURE(code);
        CHECK_THROWS_WITH_AS(core::asUserErrors([&] {
                                 throw SQLite::Exception("database is locked", code);
                             }),
                             "the campaign is being changed by another program; try again",
                             core::UserError);
    }
}

TEST_CASE("the default campaign is created on first run and reopened afterwards") {
    IsolatedDataHome home;
    const auto file = core::openDefaultCampaign();
    CHECK(file == home.path() / "tachanka" / "default.tachanka");
    CHECK(file == core::defaultCampaignPath());
    const auto first = core::describeCampaign(file);
    CHECK(first.scenarioId == core::defaultScenarioId);
    CHECK(core::openDefaultCampaign() == file);
    CHECK(core::describeCampaign(file).seed == first.seed);
}

TEST_CASE("user templates live under the XDG data folder, before the shipped ones") {
    IsolatedDataHome home;
    const auto folders = core::templateFolders();
    REQUIRE(folders.size() == 2);
    CHECK(folders[0] == home.path() / "tachanka" / "templates");
    CHECK(std::filesystem::exists(folders[1] / "scenarios" / "historical.xml"));
}

TEST_CASE("printing the summary of a campaign writes a PDF naming its commanders") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "orel.tachanka";
    core::createCampaign({file, "historical", 7, {}});
    const auto pdf = folder / "summary.pdf";
    core::PrintRequest request;
    request.campaign = file;
    request.paper = core::paperNamed("letter");
    request.output = pdf;
    core::printDocument("summary", request);
    const std::string text = testing::pdfText(pdf);
    CHECK(text.find("Orël") != std::string::npos);
    CHECK(text.find("Кутепов") != std::string::npos);
    CHECK(testing::pdfInfo(pdf).at("Page size").find("612 x 792") != std::string::npos);
}

TEST_CASE("a document that needs a campaign, or that does not exist, is refused in one line") {
    core::PrintRequest request;
    request.output = "never.pdf";
    CHECK_THROWS_WITH_AS(core::printDocument("summary", request),
                         "print summary: a campaign FILE is needed", core::UserError);
    CHECK_THROWS_WITH_AS(core::printDocument("poster", request),
                         doctest::Contains("print: unknown document 'poster' (documents: summary"),
                         core::UserError);
    CHECK_FALSE(std::filesystem::exists("never.pdf"));
}

TEST_CASE("paper sizes are a4, letter or a3") {
    CHECK(core::paperNamed("a4") == reports::Paper::A4);
    CHECK(core::paperNamed("letter") == reports::Paper::Letter);
    CHECK_THROWS_WITH_AS(core::paperNamed("A5"), "paper 'A5' is not a4, letter or a3",
                         core::UserError);
}
