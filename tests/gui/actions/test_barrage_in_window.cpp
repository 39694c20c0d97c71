// A barrage in the real window (8.3, 8.4): Battle → Plan a barrage… offers the selected gun,
// the enemy units within its reach, and the other side's guns that may answer; the barrage is
// then resolved and applied as any battle, and shown on the Battles page as a barrage.

#include <doctest/doctest.h>

#include "app/core/battles/battles.hpp"
#include "app/gui/battles/barrage_plan_dialog.hpp"
#include "app/gui/table_view.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::screenshot;

namespace {

// The Whites' gun on the historical map next to the Reds' 2/41D on the first day.
constexpr const char* whiteGun = "Art/3D";
constexpr const char* redTarget = "2/41D";

}  // namespace

TEST_CASE("a barrage planned from the selected gun, resolved with seeded dice and applied") {
    CampaignWindowTest window;
    testing::reachWhiteCombat(window);
    auto& answers = testing::scriptBattles(window);
    testing::selectUnits(window, {whiteGun});
    std::vector<std::string> targets;
    answers.fillBarrage = [&](gui::BarragePlanDialog& dialog) {
        for (unsigned i = 0; i < dialog.target().GetCount(); ++i) {
            targets.push_back(dialog.target().GetString(i).utf8_string());
        }
        return true;
    };
    window.choose("Battle", "Plan a barrage…");
    CHECK(window.takeErrors().empty());
    CHECK(answers.gunOffered.rfind(std::string(whiteGun) + " ", 0) == 0);
    REQUIRE_FALSE(targets.empty());
    CHECK(targets.front().rfind(std::string(redTarget) + " ", 0) == 0);

    auto battle = testing::selectedBattle(window);
    CHECK(battle.battle.state == model::BattleState::Planned);
    CHECK(battle.attackers == std::vector<std::string>{whiteGun});
    CHECK(battle.defenders == std::vector<std::string>{redTarget});
    CHECK(battle.title.find("(barrage)") != std::string::npos);
    CHECK(window.frame().GetStatusBar()->GetStatusText(0).utf8_string() ==
          "Planned " + battle.title + ": " + whiteGun + " fires on " + redTarget);

    // A gun barrages once a phase: the second is refused in one line, nothing written.
    const std::string planned = testing::campaignDump(window.file());
    testing::selectUnits(window, {whiteGun});
    window.choose("Battle", "Plan a barrage…");
    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(errors.front().find("already fired its barrage today") != std::string::npos);
    CHECK(testing::campaignDump(window.file()) == planned);

    answers.resolveAnswer = {false, 1919};
    window.choose("Battle", "Resolve…");
    CHECK(window.takeErrors().empty());
    CHECK(testing::selectedBattle(window).battle.state == model::BattleState::Resolved);
    const std::string resolved = testing::campaignDump(window.file());
    window.choose("Battle", "Preview and apply…");
    CHECK(window.takeErrors().empty());
    battle = testing::selectedBattle(window);
    CHECK(battle.battle.state == model::BattleState::Applied);
    CHECK(testing::campaignDump(window.file()) != resolved);
    CHECK(testing::battlesPage(window).table().rowCount() == 1);
}

TEST_CASE("picture: plan a barrage") {
    CampaignWindowTest window(false);
    for (int phase = 0; phase < 5; ++phase) window.frame().actions().advancePhase();
    const auto campaign = window.campaign();
    auto* dialog = new gui::BarragePlanDialog(&window.frame(), {campaign, {}, {whiteGun}, ""});
    dialog->Show();
    CHECK(dialog->target().GetCount() > 0);
    CHECK(screenshot(*dialog, "barrage-plan") >= 64);
    dialog->Destroy();
}
