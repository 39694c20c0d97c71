// A campaign open in the window while the real tachanka-cli writes to it: the window notices
// before it acts and when it is activated, reads the campaign again, and Undo takes back only
// the action it names.

#include <doctest/doctest.h>
#include <wx/menu.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_service.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/process.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;

namespace {

wxMenuItem& undoItem(CampaignWindowTest& window) {
    wxMenuBar* bar = window.frame().GetMenuBar();
    wxMenu* edit = bar->GetMenu(static_cast<size_t>(bar->FindMenu("Edit")));
    return *edit->FindItemByPosition(0);
}

std::string undoLabel(CampaignWindowTest& window) {
    return undoItem(window).GetItemLabelText().utf8_string();
}

std::string lastActionShown(CampaignWindowTest& window) {
    return window.frame().actions().turnPage()->lastActionText().utf8_string();
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The CLI, as a second program on the same file, takes 3 prisoners for the Reds.
void cliTakesPrisoners(const CampaignWindowTest& window) {
    const auto result = testing::runProcess({TACHANKA_CLI, "prisoners", window.file().string(),
                                             "--side", "reds", "--add", "3", "--override", "--reason",
                                             "a raid outside the combat phase"});
    REQUIRE(result.exitCode == 0);
}

}  // namespace

TEST_CASE("Undo naming the window's advance refuses once the CLI has added prisoners since") {
    CampaignWindowTest window;
    window.choose("Turn", "Advance phase");
    const std::string advanced = testing::campaignDump(window.file());
    REQUIRE(has(undoLabel(window), "advance"));
    const std::string advanceShown = lastActionShown(window);
    window.takeErrors();

    cliTakesPrisoners(window);
    const std::string withPrisoners = testing::campaignDump(window.file());
    REQUIRE(withPrisoners != advanced);
    // The player chooses the item as it was labelled: "Undo advance to …".
    undoItem(window).GetMenu()->SendEvent(undoItem(window).GetId());
    window.settle();

    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(has(errors[0], "changed by another program"));
    CHECK(has(errors[0], "nothing was done"));
    CHECK(testing::campaignDump(window.file()) == withPrisoners);
    // The window has read the campaign again: the item now names the CLI's action.
    CHECK(has(undoLabel(window), "prisoner"));
    CHECK(lastActionShown(window) != advanceShown);
    CHECK(has(lastActionShown(window), "Reds"));

    window.choose("Edit", undoItem(window).GetItemLabelText().utf8_string());
    CHECK(window.takeErrors().empty());
    CHECK(testing::campaignDump(window.file()) == advanced);
    CHECK(has(undoLabel(window), "advance"));
}

TEST_CASE("activating the window reads again a campaign the CLI changed, and only then") {
    CampaignWindowTest window;
    window.choose("Turn", "Advance phase");
    const std::string labelBefore = undoLabel(window);
    const std::string advanceShown = lastActionShown(window);
    wxActivateEvent activated(wxEVT_ACTIVATE, true, window.frame().GetId());
    window.frame().GetEventHandler()->ProcessEvent(activated);
    CHECK(undoLabel(window) == labelBefore);
    CHECK_FALSE(window.frame().actions().changedElsewhere());

    cliTakesPrisoners(window);
    window.frame().GetEventHandler()->ProcessEvent(activated);
    window.settle();
    CHECK(window.takeErrors().empty());
    CHECK(has(undoLabel(window), "prisoner"));
    CHECK(lastActionShown(window) != advanceShown);
    CHECK(has(lastActionShown(window), "Reds"));
    CHECK_FALSE(window.frame().actions().changedElsewhere());
}

TEST_CASE("a command chosen after the CLI's undo is refused and the window shows the undo") {
    CampaignWindowTest window;
    window.choose("Turn", "Advance phase");
    const auto phaseInWindow = window.campaign().phase;
    const auto undone = testing::runProcess({TACHANKA_CLI, "undo", window.file().string()});
    REQUIRE(undone.exitCode == 0);
    const std::string afterUndo = testing::campaignDump(window.file());
    window.takeErrors();

    // Advancing again on the window's stale picture would advance from the wrong phase.
    window.choose("Turn", "Advance phase");
    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(has(errors[0], "changed by another program"));
    CHECK(testing::campaignDump(window.file()) == afterUndo);
    CHECK(window.campaign().phase != phaseInWindow);
    CHECK_FALSE(undoItem(window).IsEnabled());  // only the creation is left, as the file says
}

TEST_CASE("Advance chosen after the CLI took prisoners goes ahead on the campaign as it is now") {
    CampaignWindowTest window;
    window.takeErrors();
    const auto phaseBefore = window.campaign().phase;
    // The CLI writes what the choice to advance does not rest on: the window's Advance still
    // means what the player meant (issue 53: 47 of 47 were refused while the CLI wrote).
    cliTakesPrisoners(window);
    window.choose("Turn", "Advance phase");
    CHECK(window.takeErrors().empty());
    const auto now = core::describeCampaign(window.file());
    CHECK(now.phase != phaseBefore);
    const auto reds = std::find_if(now.sides.begin(), now.sides.end(),
                                   [](const model::Side& side) { return side.name == "Reds"; });
    REQUIRE(reds != now.sides.end());
    CHECK(reds->prisoners == 3);
    CHECK(has(lastActionShown(window), "Advanced"));
}

TEST_CASE("Advance chosen after the CLI advanced is refused: the phase it rests on moved") {
    CampaignWindowTest window;
    window.takeErrors();
    const auto advanced = testing::runProcess({TACHANKA_CLI, "turn", window.file().string(),
                                               "--advance"});
    REQUIRE(advanced.exitCode == 0);
    const std::string afterCli = testing::campaignDump(window.file());
    window.choose("Turn", "Advance phase");
    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(has(errors[0], "changed by another program"));
    CHECK(testing::campaignDump(window.file()) == afterCli);
}
