// Tools → Dice roller and Tools → Odds calculator in the real window: seeded dice that replay,
// dice rolled at the table checked against the dice asked for, and the exact odds the core
// counts, shown as they are.

#include <doctest/doctest.h>
#include <wx/radiobut.h>

#include "app/core/redactions/redactions_lookups.hpp"
#include "app/gui/actions/dice_roller_dialog.hpp"
#include "app/gui/actions/odds_calculator_dialog.hpp"
#include "rules/seeded_dice.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::field;

namespace {

std::string cell(wxListCtrl& list, long row, int column) {
    return list.GetItemText(row, column).utf8_string();
}

// The row whose first column is `result`, or -1.
long rowOf(wxListCtrl& list, const std::string& result) {
    return list.FindItem(-1, wxString::FromUTF8(result));
}

}  // namespace

TEST_CASE("the dice roller replays a seed and checks the dice rolled at the table") {
    CampaignWindowTest window;
    window.choose("Tools", "Dice roller…");
    auto& roller = window.frame().actions().showDiceRoller();
    CHECK(roller.IsShown());
    field<wxSpinCtrl>(roller, "count").SetValue(2);
    field<wxSpinCtrl>(roller, "sides").SetValue(6);
    field<wxTextCtrl>(roller, "purpose").SetValue("morale test of 1/Let");
    field<wxTextCtrl>(roller, "seed").SetValue("7");
    auto& log = field<wxListCtrl>(roller, "log");
    window.click(field<wxButton>(roller, "roll"));
    window.click(field<wxButton>(roller, "roll"));
    REQUIRE(log.GetItemCount() == 2);
    // The same seed gives the same dice anywhere: the campaign's own seeded dice.
    rules::SeededDice replay(7);
    for (long row = 0; row < 2; ++row) {
        const int first = replay.roll(6, "");
        const int second = replay.roll(6, "");
        CHECK(cell(log, row, 1) == "morale test of 1/Let");
        CHECK(cell(log, row, 2) == "2d6");
        CHECK(cell(log, row, 3) == std::to_string(first) + ", " + std::to_string(second));
        CHECK(cell(log, row, 4) == std::to_string(first + second));
        CHECK(cell(log, row, 5) == "seed 7");
    }

    field<wxRadioButton>(roller, "typed").SetValue(true);
    field<wxTextCtrl>(roller, "dice").SetValue("3,4");
    window.click(field<wxButton>(roller, "roll"));
    REQUIRE(log.GetItemCount() == 3);
    CHECK(cell(log, 2, 3) == "3, 4");
    CHECK(cell(log, 2, 4) == "7");
    CHECK(cell(log, 2, 5) == "at the table");

    // A 7 is no d6 result, and one die is not two: each refused in a line, nothing logged.
    auto& problem = field<wxStaticText>(roller, "problem");
    field<wxTextCtrl>(roller, "dice").SetValue("3,7");
    window.click(field<wxButton>(roller, "roll"));
    CHECK(problem.GetLabel().Find("7 is not a d6") != wxNOT_FOUND);
    field<wxTextCtrl>(roller, "dice").SetValue("5");
    window.click(field<wxButton>(roller, "roll"));
    CHECK(problem.GetLabel().Find("d6") != wxNOT_FOUND);
    CHECK(log.GetItemCount() == 3);
}

TEST_CASE("the odds calculator shows exact odds as the core counts them") {
    CampaignWindowTest window;
    window.choose("Tools", "Odds calculator…");
    auto& calculator = window.frame().actions().showOddsCalculator();
    wxNotebook& pages = calculator.pages();
    // Red Actions!'s three, Orel 1919's one, Bullets & Bolsheviks's eight, the Actions Table's
    // four, Red Flags & Iron Crosses's six.
    REQUIRE(pages.GetPageCount() == 22);
    CHECK(pages.GetPageText(4).utf8_string() == "Bullets & Bolsheviks small arms");
    CHECK(pages.GetPageText(12) == "Actions Table order");
    CHECK(pages.GetPageText(15) == "Actions Table activation");
    CHECK(pages.GetPageText(16).utf8_string() == "Red Flags & Iron Crosses fire");
    CHECK(pages.GetPageText(21).utf8_string() == "Red Flags & Iron Crosses minefield");

    // Orel 8.7.1: a check passes when the modified d6 is no more than the TQ, and a 1 always
    // passes: TQ 4 unmodified passes on 1 to 4.
    auto& orel = calculator.page(3);
    field<wxSpinCtrl>(orel, "Checking unit's TQ").SetValue(4);
    field<wxSpinCtrl>(orel, "Cohesion roll modifier").SetValue(0);
    orel.update();
    auto& cohesion = field<wxListCtrl>(orel, "odds");
    const long passed = rowOf(cohesion, "passed");
    REQUIRE(passed >= 0);
    CHECK(cell(cohesion, passed, 2) == "2/3");
    CHECK(cell(cohesion, passed, 1) == "66.7%");

    // Red Actions! combat: every result of the core's count, with its exact fraction.
    auto& combat = calculator.page(1);
    field<wxSpinCtrl>(combat, "Stronger side's strength").SetValue(12);
    field<wxSpinCtrl>(combat, "Weaker side's strength").SetValue(8);
    combat.update();
    rules::redactions::CombatSide stronger;
    stronger.fightingValue = 12;
    rules::redactions::CombatSide weaker;
    weaker.fightingValue = 8;
    const auto counted =
        core::combatOdds({stronger, weaker, rules::redactions::ChargeDirection::Front});
    auto& shown = field<wxListCtrl>(combat, "odds");
    REQUIRE(shown.GetItemCount() == static_cast<int>(counted.outcomes().size()));
    for (const auto& outcome : counted.outcomes()) {
        const long row = rowOf(shown, outcome.result);
        REQUIRE(row >= 0);
        CHECK(cell(shown, row, 2) == outcome.probability.text());
    }

    // Red Flags & Iron Crosses: a disrupted medium AFV hit is destroyed by two reds in a row,
    // drawn without replacement from the 26 red and 24 black cards left: 26/50 × 25/49.
    auto& damage = calculator.page(18);
    field<wxChoice>(damage, "Disrupted unit hit").SetSelection(1);
    field<wxChoice>(damage, "Cards left, from").SetSelection(1);
    field<wxSpinCtrl>(damage, "Black cards left in the pile").SetValue(24);
    damage.update();
    auto& cards = field<wxListCtrl>(damage, "odds");
    const long destroyed = rowOf(cards, "destroyed");
    REQUIRE(destroyed >= 0);
    CHECK(cell(cards, destroyed, 2) == "13/49");
}

TEST_CASE("the odds calculator's RF&IC pages count over the pack less the cards typed as seen") {
    CampaignWindowTest window;
    auto& calculator = window.frame().actions().showOddsCalculator();
    auto& damage = calculator.page(18);
    field<wxChoice>(damage, "Disrupted unit hit").SetSelection(1);
    auto& seen = field<wxTextCtrl>(damage, "Cards seen this turn");
    auto& black = field<wxSpinCtrl>(damage, "Black cards left in the pile");
    CHECK(seen.IsEnabled());
    CHECK_FALSE(black.IsEnabled());

    // Two black cards seen, as a player types them: 26/50 × 25/49 again, the counts unused.
    seen.ChangeValue(wxString::FromUTF8("2♠, 3C"));
    damage.update();
    auto& cards = field<wxListCtrl>(damage, "odds");
    CHECK(cell(cards, rowOf(cards, "destroyed"), 2) == "13/49");
    CHECK(field<wxStaticText>(damage, "problem").GetLabel().empty());

    // Seven of Hearts seen as well: 25/49 × 24/48.
    seen.ChangeValue("2S,3C,7H");
    damage.update();
    CHECK(cell(cards, rowOf(cards, "destroyed"), 2) == "25/98");

    // A word that is no card is refused in one line naming the field; no odds are shown.
    seen.ChangeValue("2S,3X");
    damage.update();
    CHECK(field<wxStaticText>(damage, "problem").GetLabel().utf8_string().starts_with(
        "Cards seen this turn: '3X' is no card"));
    CHECK(cards.GetItemCount() == 0);

    // Counting by colour greys the typed cards out and brings the counts in.
    field<wxChoice>(damage, "Cards left, from").SetSelection(1);
    wxCommandEvent chosen(wxEVT_CHOICE);
    field<wxChoice>(damage, "Cards left, from").GetEventHandler()->ProcessEvent(chosen);
    CHECK_FALSE(seen.IsEnabled());
    CHECK(black.IsEnabled());
    CHECK(cell(cards, rowOf(cards, "destroyed"), 2) == "25/102");
}

TEST_CASE("the odds calculator builds a tab's page when it is first shown") {
    CampaignWindowTest window;
    window.choose("Tools", "Odds calculator…");
    auto& pages = window.frame().actions().showOddsCalculator().pages();
    // The first tab is shown, and counted; the others wait until they are.
    CHECK(wxWindow::FindWindowByName("odds", pages.GetPage(0)) != nullptr);
    CHECK(wxWindow::FindWindowByName("odds", pages.GetPage(5)) == nullptr);
    pages.SetSelection(5);
    auto* odds = dynamic_cast<wxListCtrl*>(wxWindow::FindWindowByName("odds", pages.GetPage(5)));
    REQUIRE(odds != nullptr);
    CHECK(odds->GetItemCount() > 0);
}

TEST_CASE("a shooting total given outright greys out the card's inputs, and back") {
    CampaignWindowTest window;
    auto& calculator = window.frame().actions().showOddsCalculator();
    auto& shooting = calculator.page(0);
    auto& from = field<wxChoice>(shooting, "Shooting");
    auto& total = field<wxSpinCtrl>(shooting, "Shooting total");
    auto& bases = field<wxSpinCtrl>(shooting, "Bases firing");
    CHECK_FALSE(total.IsEnabled());
    CHECK(bases.IsEnabled());

    const auto choose = [&](int selection) {
        from.SetSelection(selection);
        wxCommandEvent chosen(wxEVT_CHOICE, from.GetId());
        chosen.SetEventObject(&from);
        chosen.SetInt(selection);
        from.ProcessWindowEvent(chosen);
    };
    choose(1);
    CHECK(total.IsEnabled());
    CHECK_FALSE(bases.IsEnabled());
    // A total of 20 on the table: the odds list the same results `ra odds shoot --total 20` does.
    total.SetValue(20);
    shooting.update();
    core::ShotRequest request;
    request.total = 20;
    const auto counted = core::shotOdds(request);
    auto& shown = field<wxListCtrl>(shooting, "odds");
    REQUIRE(shown.GetItemCount() == static_cast<int>(counted.outcomes().size()));
    for (const auto& outcome : counted.outcomes()) {
        const long row = rowOf(shown, outcome.result);
        REQUIRE(row >= 0);
        CHECK(cell(shown, row, 2) == outcome.probability.text());
    }
    choose(0);
    CHECK_FALSE(total.IsEnabled());
    CHECK(bases.IsEnabled());
}
