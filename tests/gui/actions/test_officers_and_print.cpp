// The Officers menu and File → Print in the real window: a draw is shown before anything is
// recorded and the token the player picks is the one kept; a printed document is a PDF handed
// to the desktop's viewer.

#include <doctest/doctest.h>
#include <wx/config.h>
#include <wx/menu.h>

#include "app/core/officers/officer_actions.hpp"
#include "app/core/printing/print_service.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;

namespace {

core::OfficerView officerNamed(const std::filesystem::path& file, const std::string& name) {
    for (const auto& officer : core::listOfficers(file)) {
        if (officer.name == name) return officer;
    }
    FAIL("no officer " << name);
    return {};
}

std::size_t serving(const std::filesystem::path& file) {
    std::size_t count = 0;
    for (const auto& officer : core::listOfficers(file)) {
        if (officer.fate == model::OfficerFate::Serving) ++count;
    }
    return count;
}

}  // namespace

TEST_CASE("a senior officer's draw shows every token first and keeps the one chosen") {
    CampaignWindowTest window;
    core::CampaignDrawRequest request;
    request.side = "Reds";
    request.rank = "senior";
    request.formation = "1st Letton Brigade";  // draws from the Letton Rifle Division's pool
    request.name = "Commander Ozols";
    window.answers().drawAnswer = request;
    window.answers().keepAnswer = 2;
    window.choose("Officers", "Draw tokens…");
    CHECK(window.takeErrors().empty());
    const auto& preview = window.answers().previewShown;
    REQUIRE(preview.has_value());
    // "Definitions": Latvian senior officers draw three tokens and keep one.
    REQUIRE(preview->drawn.size() == 3);
    const auto kept = officerNamed(window.file(), "Commander Ozols");
    CHECK(kept.rank == model::OfficerRank::Senior);
    CHECK(kept.token == preview->drawn[2]);
}

TEST_CASE("closing the tokens' dialog records nothing") {
    CampaignWindowTest window;
    const std::string before = testing::campaignDump(window.file());
    core::CampaignDrawRequest request;
    request.side = "Reds";
    request.rank = "senior";
    request.formation = "1st Letton Brigade";
    window.answers().drawAnswer = request;
    window.answers().closeTokens = true;
    window.choose("Officers", "Draw tokens…");
    CHECK(window.answers().previewShown.has_value());
    CHECK(window.takeErrors().empty());
    CHECK(testing::campaignDump(window.file()) == before);
}

TEST_CASE("a casualty and his replacement by promotion, with a new draw") {
    CampaignWindowTest window;
    const auto servingAtStart = serving(window.file());
    const auto solodoukhine = officerNamed(window.file(), "Solodoukhine");
    window.answers().casualtyAnswer = gui::CasualtyChoice{solodoukhine.id, "killed", "Kromy"};
    window.choose("Officers", "Casualty…");
    CHECK(officerNamed(window.file(), "Solodoukhine").fate == model::OfficerFate::Killed);

    window.answers().replacementAnswer =
        core::ReplacementRequest{solodoukhine.id, std::nullopt, std::nullopt, std::nullopt, "", std::nullopt};
    window.answers().keepAnswer = 0;
    window.choose("Officers", "Replace…");
    CHECK(window.takeErrors().empty());
    const auto& preview = window.answers().previewShown;
    REQUIRE(preview.has_value());
    CHECK_FALSE(preview->lines.empty());  // who is promoted, said before it is recorded
    // Red Actions! "Officer Casualties": a junior of his formation is promoted in his place
    // and a new junior drawn for the promoted one's unit.
    int seniorsServing = 0;
    for (const auto& officer : core::listOfficers(window.file())) {
        if (officer.formation == "9th Rifle Division" &&
            officer.rank == model::OfficerRank::Senior &&
            officer.fate == model::OfficerFate::Serving) {
            ++seniorsServing;
        }
    }
    CHECK(seniorsServing == 1);
    CHECK(serving(window.file()) == servingAtStart);
}

TEST_CASE("File, Print, Campaign summary writes the PDF and hands it to the viewer") {
    CampaignWindowTest window;
    core::PrintRequest request;
    request.output = window.folder() / "summary.pdf";
    window.answers().printAnswer = request;
    window.choose("File", "Campaign summary…");
    CHECK(window.takeErrors().empty());
    REQUIRE(std::filesystem::exists(request.output));
    CHECK(testing::pdfProblems(request.output).empty());
    CHECK(testing::pdfText(request.output).find(window.campaign().name) != std::string::npos);
    REQUIRE(window.answers().documentsShown.size() == 1);
    CHECK(window.answers().documentsShown.front() == request.output);
    CHECK(window.answers().paperOffered == reports::Paper::A4);  // no preference saved yet

    // The preferences' paper is offered first.
    wxConfig::Get()->Write("paper", "letter");
    request.output = window.folder() / "summary-letter.pdf";
    window.answers().printAnswer = request;
    window.choose("File", "Campaign summary…");
    wxConfig::Get()->DeleteEntry("paper");
    CHECK(window.answers().paperOffered == reports::Paper::Letter);
}

TEST_CASE("File, Print offers every document of the core's table, in its order") {
    CampaignWindowTest window;
    const auto documents = core::printableDocuments();
    REQUIRE_FALSE(documents.empty());
    wxMenuItem& first = window.menuItem("File", std::string(documents.front().title) + "…");
    wxMenu* print = first.GetMenu();
    REQUIRE(print->GetMenuItemCount() == documents.size());
    for (std::size_t i = 0; i < documents.size(); ++i) {
        CHECK(print->FindItemByPosition(i)->GetItemLabelText().utf8_string() ==
              std::string(documents[i].title) + "…");
    }
}
