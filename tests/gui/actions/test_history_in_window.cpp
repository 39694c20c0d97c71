// Edit → History in the desktop app (issue 51): the campaign's moments newest first, a
// bookmark on today's, a return to an earlier moment that Edit → Undo takes back whole, and
// the campaign as it stood at its creation opened in the window from a file of its own. And
// File → Preferences with every setting of the campaign, its backups' among them.

#include <doctest/doctest.h>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/gui/history_dialog.hpp"
#include "app/gui/preferences_dialog.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::screenshot;

namespace {

gui::HistoryDialog& historyDialog() {
    auto* table = wxWindow::FindWindowByName("History");
    REQUIRE(table != nullptr);
    auto* dialog = dynamic_cast<gui::HistoryDialog*>(table->GetParent());
    REQUIRE(dialog != nullptr);
    return *dialog;
}

}  // namespace

TEST_CASE("History lists the moments, bookmarks today's, returns to one and opens another") {
    CampaignWindowTest window(false, [](const std::filesystem::path& file) {
        core::advanceTurn(file);  // to the Whites' recruitment
        core::advanceTurn(file);  // to their command phase
    });
    window.choose("Edit", "History…");
    auto& history = historyDialog();
    const auto moments = history.moments();
    REQUIRE(moments.size() == 3);
    CHECK(moments.front().kind == "advance");
    CHECK(moments.front().phase == "command");
    CHECK(moments.back().kind == "create");
    REQUIRE(history.chosen().has_value());
    CHECK(history.chosen()->actionId == moments.front().actionId);  // the newest, chosen

    history.bookmark("before the march");
    CHECK(history.moments().front().bookmarks == std::vector<std::string>{"before the march"});
    const auto bookmarked = testing::campaignDump(window.file());

    history.choose(moments[1].actionId);  // right after the first advance
    const auto returned = history.returnToChosen();
    CHECK(returned.takenBack == 2);  // the second advance and the bookmark
    CHECK(window.campaign().phase == model::Phase::Recruitment);
    CHECK(history.moments().front().kind == "restore");
    CHECK(screenshot(history, "history-dialog") > 16);

    window.choose("Edit", "Undo " + returned.description);
    CHECK(testing::campaignDump(window.file()) == bookmarked);
    CHECK(window.campaign().phase == model::Phase::CommandCheck);

    history.refresh();
    history.choose(moments.back().actionId);
    const auto created = window.folder() / "as-created.tachanka";
    history.openAsItStood(created);
    REQUIRE(window.frame().campaignFile().has_value());
    CHECK(*window.frame().campaignFile() == created);
    CHECK(core::describeCampaign(created).phase == model::Phase::DepotStatus);
    CHECK(window.frame().GetStatusBar()->GetStatusText(0).utf8_string().find(
              "Check status of depots") != std::string::npos);
    CHECK(window.takeErrors().empty());
}

TEST_CASE("Preferences offers every setting of the campaign, each as it stands, and says what changed") {
    CampaignWindowTest window(false);
    const auto campaign = window.campaign();
    auto* dialog = new gui::PreferencesDialog(&window.frame(), &campaign);
    dialog->Show();
    auto& kept = testing::field<wxChoice>(*dialog, "backups-kept");
    auto& intelligence = testing::field<wxChoice>(*dialog, "intelligence");
    auto& folder = testing::field<wxTextCtrl>(*dialog, "backups-folder");
    CHECK(kept.GetStringSelection() == "10");
    CHECK(intelligence.GetStringSelection() == "open");
    CHECK(folder.GetValue() == "beside");
    CHECK(dialog->settingChanges().empty());
    kept.SetStringSelection("20");
    intelligence.SetStringSelection("umpired");
    CHECK(screenshot(*dialog, "preferences-dialog") > 16);
    const auto changes = dialog->settingChanges();
    REQUIRE(changes.size() == 2);
    CHECK(changes[0].setting == "intelligence");
    CHECK(changes[0].value == "umpired");
    CHECK(changes[1].setting == "backups-kept");
    CHECK(changes[1].value == "20");
    dialog->Destroy();
}
