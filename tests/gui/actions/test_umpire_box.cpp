// The umpire's override in the desktop app (issue: every action belongs to a side and a
// phase): an action's dialog offers a box that sets aside the rule refusing it, the reason the
// ledger keeps asked for first, and the outcome says which rule was set aside.

#include <doctest/doctest.h>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/gui/actions/recruitment_dialogs.hpp"
#include "app/gui/battles/battle_plan_dialog.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::field;
using testing::screenshot;

namespace {

// What OK does: the fields checked and read (the dialog's override is private; through
// wxWindow it is the call wxWidgets makes).
bool confirm(wxWindow& dialog) { return dialog.Validate() && dialog.TransferDataFromWindow(); }

int redPrisoners(const CampaignWindowTest& window) {
    return window.campaign().side("Reds")->prisoners;
}

}  // namespace

TEST_CASE("the umpire's box is ticked only with a reason, and the choice carries it") {
    CampaignWindowTest window(false);
    auto* dialog = new gui::PrisonersDialog(&window.frame(), window.campaign());
    dialog->Show();
    CHECK_FALSE(dialog->choice().umpireReason.has_value());  // not ticked: no override
    field<wxCheckBox>(*dialog, "Umpire").SetValue(true);
    CHECK_FALSE(confirm(*dialog));
    CHECK(screenshot(*dialog, "umpire-box-without-reason") > 0);
    field<wxTextCtrl>(*dialog, "Reason").SetValue("a raid on Kromy, fought on the table");
    CHECK(confirm(*dialog));
    CHECK(dialog->choice().umpireReason == "a raid on Kromy, fought on the table");
    dialog->Destroy();
}

TEST_CASE("prisoners taken outside a combat phase: refused in one line, with the box they land") {
    CampaignWindowTest window;
    REQUIRE(window.campaign().phase != model::Phase::Combat);
    const std::string bytes = testing::readFile(window.file());
    window.answers().prisonersTakenAnswer = gui::PrisonersChoice{"Reds", 2, "raid", std::nullopt};
    window.choose("Turn", "Take prisoners…");
    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(errors.front().starts_with("tachanka: 4.1: prisoners are captured in combat"));
    CHECK(testing::readFile(window.file()) == bytes);

    window.answers().prisonersTakenAnswer = gui::PrisonersChoice{"Reds", 2, "raid", "raid"};
    window.choose("Turn", "Take prisoners…");
    CHECK(window.takeErrors().empty());
    CHECK(redPrisoners(window) == 2);
    const auto& outcome = window.frame().actions().lastOutcome();
    REQUIRE(outcome.size() == 2);
    CHECK(outcome.front() == "Reds take 2 prisoner(s); 2 held");
    CHECK(outcome.back().starts_with("Umpire's override (raid): 4.1: prisoners are captured"));
    const auto overrides = core::listLedger(window.file(), {.kind = "override"});
    REQUIRE(overrides.size() == 1);
    CHECK(overrides.front().note.find("raid") != std::string::npos);
}

TEST_CASE("the box ticked where no rule refuses says the override set nothing aside") {
    CampaignWindowTest window(true, [](const std::filesystem::path& file) {
        for (int phase = 0; phase < 5; ++phase) core::advanceTurn(file);
    });
    REQUIRE(window.campaign().phase == model::Phase::Combat);
    window.answers().prisonersTakenAnswer = gui::PrisonersChoice{"Reds", 1, "rout", "rout"};
    window.choose("Turn", "Take prisoners…");
    CHECK(window.takeErrors().empty());
    CHECK(redPrisoners(window) == 1);
    const auto& outcome = window.frame().actions().lastOutcome();
    REQUIRE_FALSE(outcome.empty());
    CHECK(outcome.back() == "No rule refused this: the override set nothing aside");
}

TEST_CASE("an attack planned before the combat phase lands with the umpire's box ticked") {
    CampaignWindowTest window;
    REQUIRE(window.campaign().phase != model::Phase::Combat);
    auto& answers = testing::scriptBattles(window);
    const auto attacks = core::possibleAttacks(window.file());
    REQUIRE_FALSE(attacks.empty());
    const auto& attack = attacks.front();
    testing::selectUnits(window, {attack.attackers.front()});
    answers.fillPlan = [&](gui::BattlePlanDialog& dialog) {
        dialog.hex().SetValue(attack.hex);
        field<wxCheckBox>(dialog, "Umpire").SetValue(true);
        field<wxTextCtrl>(dialog, "Reason").SetValue("the night attack the club agreed");
        return true;
    };
    window.choose("Battle", "Plan from the selected units…");
    CHECK(window.takeErrors().empty());
    const auto& outcome = window.frame().actions().lastOutcome();
    REQUIRE(outcome.size() >= 2);
    CHECK(outcome.front().starts_with("Planned "));
    CHECK(outcome.back().starts_with("Umpire's override (the night attack the club agreed): "));
    CHECK(testing::selectedBattle(window).battle.state == model::BattleState::Planned);
}
