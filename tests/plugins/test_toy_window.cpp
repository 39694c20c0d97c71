// The toy rule system in a window of its own program: a tab of the odds calculator counting its
// table, a choice of File → Print's QRS, and a line of the About box, with no file of the
// product edited.

#include <doctest/doctest.h>
#include <wx/choice.h>

#include "app/gui/actions/odds_calculator_dialog.hpp"
#include "app/gui/actions/print_dialog.hpp"
#include "tests/gui/actions/window_fixture.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;

TEST_CASE("the odds calculator has the toy's tab, and it counts the toy's table") {
    CampaignWindowTest window;
    auto& calculator = window.frame().actions().showOddsCalculator();
    wxNotebook& pages = calculator.pages();
    // The twenty-two shipped pages first, then the toy's.
    REQUIRE(pages.GetPageCount() == 23);
    CHECK(pages.GetPageText(22) == "Toy Skirmish duel");

    auto& duel = calculator.page(22);
    auto* modifier = dynamic_cast<wxSpinCtrl*>(wxWindow::FindWindowByName("Roll modifier", &duel));
    REQUIRE(modifier != nullptr);
    modifier->SetValue(1);
    duel.update();
    auto* odds = dynamic_cast<wxListCtrl*>(wxWindow::FindWindowByName("odds", &duel));
    REQUIRE(odds != nullptr);
    const long killed = odds->FindItem(-1, "killed");
    REQUIRE(killed >= 0);
    CHECK(odds->GetItemText(killed, 2) == "1/3");
}

TEST_CASE("the About box and File → Print's QRS name the toy") {
    CampaignWindowTest window;
    const auto about = gui::MainFrame::aboutInfo().GetDescription().utf8_string();
    CHECK(about.find("Toy Skirmish: a one-table duel") != std::string::npos);
    CHECK(about.find("Red Actions!") < about.find("Toy Skirmish"));

    const core::PrintableDocument* qrs = nullptr;
    for (const auto& document : core::printableDocuments()) {
        if (document.name == "qrs") qrs = &document;
    }
    REQUIRE(qrs != nullptr);
    gui::PrintDialog dialog(&window.frame(), *qrs, nullptr, reports::Paper::A4);
    auto* system = dynamic_cast<wxChoice*>(wxWindow::FindWindowByName("Rule system", &dialog));
    REQUIRE(system != nullptr);
    CHECK(system->FindString("Bullets & Bolsheviks") == 2);
    CHECK(system->FindString("Actions Table") == 3);
    CHECK(system->FindString("Red Flags & Iron Crosses") == 4);
    const int toy = system->FindString("Toy Skirmish");
    REQUIRE(toy == 5);
    system->SetSelection(toy);
    CHECK(dialog.request().system == "toy-skirmish");
}
