// Pictures of the Turn page and of every dialog of the actions, as a player sees them, saved
// for people to look at (gui-screenshots in the build folder) and checked to be real pictures:
// text and controls give hundreds of colours, a blank capture one or two.

#include <doctest/doctest.h>
#include <wx/notebook.h>

#include "app/core/campaign_service.hpp"
#include "app/core/officer_actions.hpp"
#include "app/gui/actions/dice_roller_dialog.hpp"
#include "app/gui/actions/odds_calculator_dialog.hpp"
#include "app/gui/actions/officer_dialogs.hpp"
#include "app/gui/actions/override_dialog.hpp"
#include "app/gui/actions/print_dialog.hpp"
#include "app/gui/actions/recruitment_dialogs.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "app/gui/actions/unit_change_dialog.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::screenshot;

namespace {

constexpr std::size_t realPicture = 64;

// The Reds' recruitment phase on the first day, 1/Let a step down.
void reachRedRecruitment(CampaignWindowTest& window) {
    for (int phase = 0; phase < 8; ++phase) window.choose("Turn", "Advance phase");
    core::UnitChangeRequest loss;
    loss.code = "1/Let";
    loss.side = "Reds";
    loss.loseSteps = 1;
    loss.reason = "attack on Kromy";
    window.answers().unitChangeAnswer = loss;
    window.choose("Turn", "Record unit change…");
}

template <typename Dialog>
std::size_t pictureOf(Dialog* dialog, const std::string& name) {
    dialog->Show();
    const std::size_t colours = screenshot(*dialog, name);
    dialog->Destroy();
    return colours;
}

}  // namespace

TEST_CASE("the Turn page in a recruitment phase is a real picture") {
    CampaignWindowTest window;
    reachRedRecruitment(window);
    gui::TurnPanel* page = window.frame().actions().turnPage();
    REQUIRE(page != nullptr);
    auto* notebook = dynamic_cast<wxNotebook*>(page->GetParent());
    REQUIRE(notebook != nullptr);
    notebook->SetSelection(static_cast<size_t>(notebook->FindPage(page)));
    window.settle();
    CHECK(page->damagedUnits().GetItemCount() == 1);
    CHECK(screenshot(window.frame(), "turn-page") >= realPicture);
}

TEST_CASE("every dialog of the Turn and Officers menus is a real picture") {
    CampaignWindowTest window;
    reachRedRecruitment(window);
    const model::Campaign campaign = window.campaign();
    wxWindow* parent = &window.frame();
    CHECK(pictureOf(new gui::StepRecoveryDialog(parent, campaign, "1/Let"), "recover-steps") >=
          realPicture);
    CHECK(pictureOf(new gui::BattalionDialog(parent, campaign), "battalion") >= realPicture);
    CHECK(pictureOf(new gui::PrisonersDialog(parent, campaign), "take-prisoners") >=
          realPicture);
    CHECK(pictureOf(new gui::ConversionDialog(parent, campaign), "convert-prisoners") >=
          realPicture);
    CHECK(pictureOf(new gui::UnitChangeDialog(parent, campaign), "unit-change") >= realPicture);
    CHECK(pictureOf(new gui::OverrideDialog(parent, campaign), "gm-override") >= realPicture);
    CHECK(pictureOf(new gui::OfficerDrawDialog(parent, campaign), "officer-draw") >= realPicture);
    const auto officers = core::listOfficers(window.file());
    CHECK(pictureOf(new gui::CasualtyDialog(parent, officers), "casualty") >= realPicture);
    CHECK(pictureOf(new gui::ReplacementDialog(parent, officers), "replacement") >= realPicture);

    core::CampaignDrawRequest request;
    request.side = "Reds";
    request.rank = "senior";
    request.formation = "1st Letton Brigade";
    const auto draw = core::previewOfficerDraw(window.file(), request);
    const gui::DrawPreview preview{draw.name + " (senior)", draw.pool, draw.drawn, draw.kept, {}};
    CHECK(pictureOf(new gui::TokenDialog(parent, preview), "tokens") >= realPicture);
}

TEST_CASE("the print options, the dice roller and the odds calculator are real pictures") {
    CampaignWindowTest window;
    const model::Campaign campaign = window.campaign();
    // A document asking for every option, so each field shows.
    const core::PrintableDocument everyOption{
        "cards", "Unit cards", true, nullptr, {true, true, true, true}};
    CHECK(pictureOf(new gui::PrintDialog(&window.frame(), everyOption, &campaign,
                                         reports::Paper::A4),
                    "print-options") >= realPicture);

    auto& roller = window.frame().actions().showDiceRoller();
    for (int roll = 0; roll < 3; ++roll) roller.roll();
    CHECK(screenshot(roller, "dice-roller") >= realPicture);

    auto& calculator = window.frame().actions().showOddsCalculator();
    const char* names[] = {"odds-shooting", "odds-combat", "odds-morale", "odds-orel"};
    for (std::size_t page = 0; page < calculator.pages().GetPageCount(); ++page) {
        calculator.pages().SetSelection(page);
        CHECK(screenshot(calculator, names[page]) >= realPicture);
    }
}
