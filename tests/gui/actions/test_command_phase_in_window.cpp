// The command phase in the desktop app (5.2): Turn → Advance into it sets the out-of-command
// markers, and a tie between a formation's groups is offered to its owner in a dialog (5.2 b),
// the standing group chosen as it opens.

#include <doctest/doctest.h>

#include "app/core/campaign/command_phase.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/gui/actions/command_dialog.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::field;
using testing::screenshot;

namespace {

const std::string kornilov = "3rd “General Kornilov” Shock Regiment";

// 2/3K and 3/3K far from 1/3K and from each other: three groups of one tie (5.2 b). The
// campaign is left at the Whites' recruitment phase, the command phase next.
void splitKornilov(const std::filesystem::path& file) {
    for (const auto& [code, hex] : {std::pair{"2/3K", "0101"}, std::pair{"3/3K", "0110"}}) {
        core::overrideValue(file, {"unit", code, std::nullopt, "hex", hex, "a test's position"});
    }
    core::advanceTurn(file);
}

}  // namespace

TEST_CASE("Advance into the command phase offers the tie, and the choice sets the markers") {
    CampaignWindowTest window(true, splitKornilov);
    window.answers().mainBodyAnswer = "3/3K";
    window.choose("Turn", "Advance phase");
    CHECK(window.takeErrors().empty());
    const auto campaign = window.campaign();
    CHECK(campaign.phase == model::Phase::CommandCheck);
    REQUIRE(window.answers().tiesOffered.size() == 1);
    CHECK(window.answers().tiesOffered.front() == kornilov);
    CHECK_FALSE(campaign.unit("3/3K")->outOfCommand);
    CHECK(campaign.unit("1/3K")->outOfCommand);
    CHECK(campaign.unit("2/3K")->outOfCommand);
    // Chosen, the tie is no longer open: the menu finds nothing to offer.
    window.choose("Turn", "Choose main body…");
    CHECK(window.answers().tiesOffered.size() == 1);
    CHECK(window.takeErrors().empty());
}

TEST_CASE("picture: the main body dialog, the standing group chosen") {
    CampaignWindowTest window(false, [](const std::filesystem::path& file) {
        splitKornilov(file);
        core::advanceTurn(file);
    });
    const auto ties = core::mainBodyTies(window.file());
    REQUIRE(ties.size() == 1);
    auto* dialog = new gui::MainBodyDialog(&window.frame(), ties.front());
    dialog->Show();
    auto& group = field<wxChoice>(*dialog, "main-body");
    CHECK(group.GetCount() == 3);
    CHECK(group.GetStringSelection().utf8_string() == "1/3K");
    CHECK(dialog->unit() == "1/3K");
    CHECK(screenshot(*dialog, "main-body-tie") >= 64);
    dialog->Destroy();
}
