// The units page on the club's played campaign: its filters go through the core's unit filter
// and narrow the rows as the order of battle (Orel 1919, 10.2) and the play say, its search
// reads any script.

#include <doctest/doctest.h>
#include <wx/srchctrl.h>

#include <algorithm>
#include <set>

#include "app/gui/column_fit.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/units_page.hpp"
#include "tests/gui/club_campaign.hpp"
#include "tests/gui/pages/gui_session.hpp"
#include "tests/gui/table_fit.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using testing::choose;
using testing::columnText;
using testing::IsolatedDataHome;
using testing::OpenWindow;
using testing::TempFolder;
using testing::tick;

namespace {

std::set<std::string> asSet(const std::vector<std::string>& texts) {
    return {texts.begin(), texts.end()};
}

void search(OpenWindow& window, const std::string& text) {
    window.control<wxSearchCtrl>("units-search").SetValue(wxString::FromUTF8(text));
    testing::settle();
}

}  // namespace

TEST_CASE("units page: the side, state and fate filters narrow the rows as the play says") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    auto& table = window.frame().units().table();
    // 10.2: 46 White and 61 Red units, reinforcements included; 2/9D was captured, and 1/2K
    // lost all three steps of its (provisional) battalion counter.
    CHECK(table.rowCount() == 46 + 61 - 2);
    CHECK_FALSE(asSet(columnText(table, "Code")).contains("2/9D"));
    CHECK_FALSE(asSet(columnText(table, "Code")).contains("1/2K"));

    choose(window.control<gui::FilterChoice>("units-side"), "Whites");
    CHECK(table.rowCount() == 45);
    CHECK(asSet(columnText(table, "Side")) == std::set<std::string>{"Whites"});

    tick(window.control<wxCheckBox>("units-unsupplied"), true);
    CHECK(columnText(table, "Code") == std::vector<std::string>{"2/1K"});
    CHECK(columnText(table, "State") == std::vector<std::string>{"combat · unsupplied"});
    CHECK(columnText(table, "Steps") == std::vector<std::string>{"2/3"});
    tick(window.control<wxCheckBox>("units-unsupplied"), false);

    tick(window.control<wxCheckBox>("units-out-of-command"), true);
    // As the last command phase traced them (5.2): 1/83S in 1214 and Cv/83S in 2311 are more
    // than the Whites' 3 hexes from the 83rd's main body (2/83S 1613, 3/83S 1912); Cv/2K in
    // 2409 is too, 1/2K in 2406 being lost. The play set 3/1K out of command, but in 2703 it
    // is within 3 hexes of 2/1K (2802): that phase put it back in command.
    CHECK(asSet(columnText(table, "Code")) == std::set<std::string>{"1/83S", "Cv/2K", "Cv/83S"});
    for (const auto& state : columnText(table, "State")) {
        CHECK(state.ends_with(" · out of command"));
    }
    tick(window.control<wxCheckBox>("units-out-of-command"), false);

    choose(window.control<gui::FilterChoice>("units-side"), std::nullopt);
    choose(window.control<gui::FilterChoice>("units-fate"), "captured");
    CHECK(columnText(table, "Code") == std::vector<std::string>{"2/9D"});
    // A unit out of play has no mode, supply or command: its state is its fate.
    CHECK(columnText(table, "State") == std::vector<std::string>{"captured"});
    CHECK(window.errors().empty());
}

TEST_CASE("units page: a formation shows its own units and those of the formations under it") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    auto& table = window.frame().units().table();
    choose(window.control<gui::FilterChoice>("units-side"), "Whites");
    choose(window.control<gui::FilterChoice>("units-formation"),
           "1st “General Kornilov” Shock Regiment");
    // 10.2: the regiment's three battalions, its artillery and its cavalry squadron.
    CHECK(asSet(columnText(table, "Code")) ==
          std::set<std::string>{"1/1K", "2/1K", "3/1K", "Art/1K", "Cv/1K"});
    // The 1st Infantry Division holds the Kornilov regiments: their units are its units too.
    choose(window.control<gui::FilterChoice>("units-formation"), "1st Infantry Division");
    const auto division = asSet(columnText(table, "Code"));
    CHECK(division.contains("Res/1D"));
    CHECK(division.contains("1/1K"));
    CHECK(division.size() > 5);
}

TEST_CASE("units page: the search matches code or name in any case, Cyrillic and ë included") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    auto& table = window.frame().units().table();
    search(window, "res/1");
    CHECK(columnText(table, "Code") == std::vector<std::string>{"Res/1D"});
    // The scenario names three White battalions after Orël.
    search(window, "ORËL");
    const auto names = columnText(table, "Name");
    CHECK(names.size() >= 3);
    CHECK(std::all_of(names.begin(), names.end(), [](const std::string& name) {
        return name.find("Orël") != std::string::npos;
    }));
    CHECK(asSet(columnText(table, "Code")).contains("Res/1D"));
    search(window, "no such unit");
    CHECK(table.rowCount() == 0);
}

TEST_CASE("units page at 1280×800: every column within the page, each name whole, and the "
          "selected unit's kind and formation under the table") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    REQUIRE(window.frame().selectPage("units"));
    testing::settle();
    auto& table = window.frame().units().table();
    CHECK(window.frame().GetSize().GetWidth() <= 1280);
    testing::checkColumnsFit(table);
    // The scenario's longest name (templates/scenarios/historical.xml).
    CHECK(testing::drawnWhole(table, "Name", wxString::FromUTF8(
                                                 "1st Division Reserve Battalion (Orël)")));
    window.frame().units().selectUnit("Whites", "Res/1D");
    testing::settle();
    const std::string whole = window.frame().units().whole().text().utf8_string();
    CHECK(whole.find("Kind: infantry") != std::string::npos);
    CHECK(whole.find("Formation: 1st Infantry Division") != std::string::npos);
    // A column asked for from the headings' menu: still within the page, the name giving way.
    table.showColumn("Formation", true);
    testing::settle();
    testing::checkColumnsFit(table);
    CHECK(window.errors().empty());
}
