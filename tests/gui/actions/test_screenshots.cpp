// Pictures of the Turn page and of every dialog of the actions, as a player sees them, saved
// for people to look at (the build folder's tests/gui/actions/screenshots) and checked to be
// real pictures: text and controls give hundreds of colours, a blank capture one or two.
// Xvfb runs no window manager, and only the first window mapped in a process is ever painted:
// each picture is its own test case, and a dialog's is taken with the main window unmapped.
// (A second capture in the same process shows the first one's pixels again.)

#include <doctest/doctest.h>
#include <wx/notebook.h>

#include <functional>

#include "app/core/campaign/turn_actions.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/gui/actions/dice_roller_dialog.hpp"
#include "app/gui/actions/event_dialogs.hpp"
#include "app/gui/actions/odds_calculator_dialog.hpp"
#include "app/gui/ledger_list.hpp"
#include "app/gui/ledger_page.hpp"
#include "app/gui/actions/officer_dialogs.hpp"
#include "app/gui/actions/override_dialog.hpp"
#include "app/gui/actions/print_dialog.hpp"
#include "app/gui/actions/recruitment_dialogs.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "app/gui/actions/unit_change_dialog.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::field;
using testing::screenshot;

namespace {

constexpr std::size_t realPicture = 64;

// The Reds' recruitment phase on the first day, 1/Let a step down.
void reachRedRecruitment(const std::filesystem::path& file) {
    for (int phase = 0; phase < 8; ++phase) core::advanceTurn(file);
    core::UnitChangeRequest loss;
    loss.code = "1/Let";
    loss.side = "Reds";
    loss.loseSteps = 1;
    loss.reason = "attack on Kromy";
    core::recordUnitChange(file, loss);
}

using DialogMaker = std::function<wxTopLevelWindow*(wxWindow* parent, const model::Campaign&,
                                                    const std::filesystem::path& file)>;

// The dialog `make` builds, in the Reds' recruitment phase, shown on its own.
std::size_t dialogPicture(const std::string& name, const DialogMaker& make) {
    CampaignWindowTest window(false, reachRedRecruitment);
    wxTopLevelWindow* dialog = make(&window.frame(), window.campaign(), window.file());
    dialog->Show();
    const std::size_t colours = screenshot(*dialog, name);
    dialog->Destroy();
    return colours;
}

}  // namespace

TEST_CASE("picture: the Turn page in a recruitment phase") {
    CampaignWindowTest window(true, reachRedRecruitment);
    gui::TurnPanel* page = window.frame().actions().turnPage();
    REQUIRE(page != nullptr);
    auto* notebook = dynamic_cast<wxNotebook*>(page->GetParent());
    REQUIRE(notebook != nullptr);
    notebook->SetSelection(static_cast<size_t>(notebook->FindPage(page)));
    window.settle();
    CHECK(page->damagedUnits().GetItemCount() == 1);
    CHECK(screenshot(window.frame(), "turn-page") >= realPicture);
}

TEST_CASE("picture: the Ledger page") {
    CampaignWindowTest window;
    window.frame().selectPage("ledger");
    window.settle();
    auto& ledger = window.frame().ledger().table();
    REQUIRE(ledger.rowCount() > 1);
    CHECK_FALSE(ledger.cellText(0, "Kind").empty());
    CHECK(screenshot(window.frame(), "ledger-page") >= realPicture);
}

TEST_CASE("picture: recover steps") {
    CHECK(dialogPicture("recover-steps", [](wxWindow* parent, const model::Campaign& campaign,
                                            const std::filesystem::path&) {
              return new gui::StepRecoveryDialog(parent, campaign, "1/Let");
          }) >= realPicture);
}

TEST_CASE("picture: build battalion") {
    CHECK(dialogPicture("battalion", [](wxWindow* parent, const model::Campaign& campaign,
                                        const std::filesystem::path&) {
              return new gui::BattalionDialog(parent, campaign);
          }) >= realPicture);
}

TEST_CASE("picture: take prisoners") {
    CHECK(dialogPicture("take-prisoners", [](wxWindow* parent, const model::Campaign& campaign,
                                             const std::filesystem::path&) {
              return new gui::PrisonersDialog(parent, campaign);
          }) >= realPicture);
}

TEST_CASE("picture: convert prisoners") {
    CHECK(dialogPicture("convert-prisoners", [](wxWindow* parent,
                                                const model::Campaign& campaign,
                                                const std::filesystem::path&) {
              return new gui::ConversionDialog(parent, campaign);
          }) >= realPicture);
}

TEST_CASE("picture: record unit change") {
    CHECK(dialogPicture("unit-change", [](wxWindow* parent, const model::Campaign& campaign,
                                          const std::filesystem::path&) {
              return new gui::UnitChangeDialog(parent, campaign);
          }) >= realPicture);
}

TEST_CASE("picture: roll random event") {
    CHECK(dialogPicture("event-roll", [](wxWindow* parent, const model::Campaign& campaign,
                                         const std::filesystem::path&) {
              return new gui::EventRollDialog(parent, campaign);
          }) >= realPicture);
}

TEST_CASE("picture: play held event") {
    CHECK(dialogPicture("event-play", [](wxWindow* parent, const model::Campaign&,
                                         const std::filesystem::path&) {
              core::RandomEventView held;
              held.side = "Whites";
              held.record.id = 1;
              held.record.title = "Fiery Speech";
              held.record.date = model::GameDate{1919, 10, 15};
              held.expiry = "until the end of the Reds' turn of 15 October 1919";
              return new gui::EventPlayDialog(parent, {held});
          }) >= realPicture);
}

TEST_CASE("picture: GM override") {
    CHECK(dialogPicture("gm-override", [](wxWindow* parent, const model::Campaign& campaign,
                                          const std::filesystem::path&) {
              return new gui::OverrideDialog(parent, campaign);
          }) >= realPicture);
}

TEST_CASE("picture: draw officer tokens") {
    CHECK(dialogPicture("officer-draw", [](wxWindow* parent, const model::Campaign& campaign,
                                           const std::filesystem::path&) {
              return new gui::OfficerDrawDialog(parent, campaign);
          }) >= realPicture);
}

TEST_CASE("picture: officer casualty") {
    CHECK(dialogPicture("casualty", [](wxWindow* parent, const model::Campaign&,
                                       const std::filesystem::path& file) {
              return new gui::CasualtyDialog(parent, core::listOfficers(file));
          }) >= realPicture);
}

TEST_CASE("picture: replace a fallen officer") {
    CHECK(dialogPicture("replacement", [](wxWindow* parent, const model::Campaign&,
                                          const std::filesystem::path& file) {
              const auto officers = core::listOfficers(file);
              core::officerCasualty(file, officers.front().id, "killed", "Kromy");
              return new gui::ReplacementDialog(parent, core::listOfficers(file));
          }) >= realPicture);
}

TEST_CASE("picture: the tokens a senior officer drew") {
    CHECK(dialogPicture("tokens", [](wxWindow* parent, const model::Campaign&,
                                     const std::filesystem::path& file) {
              core::CampaignDrawRequest request;
              request.side = "Reds";
              request.rank = "senior";
              request.formation = "1st Letton Brigade";
              const auto draw = core::previewOfficerDraw(file, request);
              return new gui::TokenDialog(
                  parent, {draw.name + " (senior)", draw.pool, draw.drawn, draw.kept, {}});
          }) >= realPicture);
}

TEST_CASE("picture: print options") {
    CHECK(dialogPicture("print-options", [](wxWindow* parent, const model::Campaign& campaign,
                                            const std::filesystem::path&) {
              // A document asking for every option, so each field shows.
              static const core::PrintableDocument everyOption{
                  "cards", "Unit cards", true, nullptr, {true, true, true, true}};
              return new gui::PrintDialog(parent, everyOption, &campaign, reports::Paper::A4);
          }) >= realPicture);
}

TEST_CASE("picture: the dice roller") {
    CampaignWindowTest window(false);
    auto& roller = window.frame().actions().showDiceRoller();
    for (int roll = 0; roll < 3; ++roll) roller.roll();
    CHECK(screenshot(roller, "dice-roller") >= realPicture);
}

namespace {

// The calculator at the tab with this title (the tabs' order follows the registry), its inputs
// as `setUp` leaves them.
std::size_t oddsPicture(const std::string& title, const std::string& name,
                        const std::function<void(gui::OddsPage&)>& setUp = {}) {
    CampaignWindowTest window(false);
    auto& calculator = window.frame().actions().showOddsCalculator();
    auto& pages = calculator.pages();
    for (std::size_t page = 0; page < pages.GetPageCount(); ++page) {
        if (pages.GetPageText(page).utf8_string() != title) continue;
        pages.SetSelection(page);
        if (setUp) {
            auto& shown = calculator.page(page);
            setUp(shown);
            shown.update();
        }
        return screenshot(calculator, name);
    }
    FAIL("no odds page " << title);
    return 0;
}

}  // namespace

TEST_CASE("picture: the odds of Red Actions! shooting") {
    CHECK(oddsPicture("Red Actions! shooting", "odds-shooting") >= realPicture);
}

TEST_CASE("picture: the odds of Red Actions! combat") {
    CHECK(oddsPicture("Red Actions! combat", "odds-combat") >= realPicture);
}

TEST_CASE("picture: the odds of a Red Actions! morale test") {
    CHECK(oddsPicture("Red Actions! morale", "odds-morale") >= realPicture);
}

TEST_CASE("picture: the odds of Orel 1919 combat") {
    CHECK(oddsPicture("Orel 1919 combat", "odds-orel") >= realPicture);
}

TEST_CASE("picture: the odds of a Bullets & Bolsheviks artillery fire") {
    CHECK(oddsPicture("Bullets & Bolsheviks artillery", "odds-bnb-artillery") >= realPicture);
}

TEST_CASE("picture: the odds of an Actions Table order") {
    CHECK(oddsPicture("Actions Table order", "odds-actions-order") >= realPicture);
}

TEST_CASE("picture: the odds of an RF&IC second hit given the cards typed as seen") {
    CHECK(oddsPicture("Red Flags & Iron Crosses damage", "odds-rfic-damage",
                      [](gui::OddsPage& page) {
                          field<wxChoice>(page, "Disrupted unit hit").SetSelection(1);
                          field<wxTextCtrl>(page, "Cards seen this turn")
                              .ChangeValue(wxString::FromUTF8("7♥, 2♠, Q♣"));
                      }) >= realPicture);
}

TEST_CASE("picture: the odds of an Actions Table activation") {
    CHECK(oddsPicture("Actions Table activation", "odds-actions-activation") >= realPicture);
}
