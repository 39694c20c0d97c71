// The tree, the officers, ledger and overview pages on the club's played campaign: what the
// user picks in the tree is shown on its page, and each page's filters narrow its rows as the
// play (tests/gui/club_campaign.hpp) says.

#include <doctest/doctest.h>
#include <wx/listctrl.h>
#include <wx/srchctrl.h>

#include <algorithm>
#include <set>

#include "app/core/campaign/campaign_service.hpp"
#include "app/gui/campaign_tree.hpp"
#include "app/gui/ledger_page.hpp"
#include "app/gui/officers_page.hpp"
#include "app/gui/overview_panel.hpp"
#include "app/gui/strength_chart.hpp"
#include "app/gui/units_page.hpp"
#include "tests/gui/club_campaign.hpp"
#include "app/gui/column_fit.hpp"
#include "app/gui/ledger_list.hpp"
#include "tests/gui/pages/gui_session.hpp"
#include "tests/gui/table_fit.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using gui::TreeTarget;
using testing::choose;
using testing::columnText;
using testing::IsolatedDataHome;
using testing::OpenWindow;
using testing::TempFolder;

namespace {

std::set<std::string> asSet(const std::vector<std::string>& texts) {
    return {texts.begin(), texts.end()};
}

struct PlayedWindow {
    IsolatedDataHome home;
    TempFolder folder;
    std::filesystem::path file = folder / "club.tachanka";
    OpenWindow window{(testing::playClubCampaign(file), file)};
};

// The user clicks the tree's item for `target`.
void pick(OpenWindow& window, const TreeTarget& target) {
    auto& tree = window.frame().tree();
    const wxTreeItemId item = tree.find(target);
    REQUIRE(item.IsOk());
    tree.SelectItem(item);
    testing::settle();
}

std::string shownPage(OpenWindow& window) {
    auto& notebook = window.frame().notebook();
    return notebook.GetPageText(static_cast<std::size_t>(notebook.GetSelection())).utf8_string();
}

std::string selectedCell(gui::TableView& table, const std::string& column) {
    const auto row = table.selectedRow();
    REQUIRE(row.has_value());
    return columnText(table, column).at(*row);
}

}  // namespace

TEST_CASE("tree: a unit picked is selected on the units page, even one the filters hid") {
    PlayedWindow played;
    auto& window = played.window;
    // The units page shows the Reds only: the White battalion is not among its rows.
    window.frame().selectPage("units");
    choose(window.control<gui::FilterChoice>("units-side"), "Reds");
    pick(window, {TreeTarget::Kind::Unit, "Whites", "Res/1D", 0});
    CHECK(shownPage(window) == "Units");
    CHECK(selectedCell(window.frame().units().table(), "Code") == "Res/1D");
    CHECK(selectedCell(window.frame().units().table(), "Side") == "Whites");

    pick(window, {TreeTarget::Kind::Formation, "Reds", "9th Rifle Division", 0});
    const auto codes = asSet(columnText(window.frame().units().table(), "Code"));
    CHECK(codes.contains("1/9D"));
    CHECK_FALSE(codes.contains("2/9D"));  // captured on the 16th
    CHECK(asSet(columnText(window.frame().units().table(), "Side")) ==
          std::set<std::string>{"Reds"});
}

TEST_CASE("tree: the days played lead to their ledger rows, and the battles say there are none") {
    PlayedWindow played;
    auto& window = played.window;
    auto& tree = window.frame().tree();
    for (const char* day : {"1919-10-15", "1919-10-16", "1919-10-17", "1919-10-18"}) {
        CAPTURE(day);
        CHECK(tree.find({TreeTarget::Kind::Day, "", day, 0}).IsOk());
    }
    CHECK_FALSE(tree.find({TreeTarget::Kind::Day, "", "1919-10-19", 0}).IsOk());
    std::vector<std::string> battles;
    wxTreeItemIdValue cookie;
    for (auto item = tree.GetFirstChild(tree.GetRootItem(), cookie); item.IsOk();
         item = tree.GetNextChild(tree.GetRootItem(), cookie)) {
        if (tree.GetItemText(item) != "Battles") continue;
        wxTreeItemIdValue inner;
        for (auto child = tree.GetFirstChild(item, inner); child.IsOk();
             child = tree.GetNextChild(item, inner)) {
            battles.push_back(tree.GetItemText(child).utf8_string());
        }
    }
    CHECK(battles == std::vector<std::string>{"No battles fought yet"});

    pick(window, {TreeTarget::Kind::Day, "", "1919-10-16", 0});
    CHECK(shownPage(window) == "Ledger");
    auto& ledger = window.frame().ledger().table();
    const auto days = columnText(ledger, "Day");
    REQUIRE_FALSE(days.empty());
    CHECK(asSet(days) == std::set<std::string>{"16 Oct (day 2)"});
    // The capture of 2/9D is on that day's rows.
    const auto kinds = columnText(ledger, "Kind");
    CHECK(std::find(kinds.begin(), kinds.end(), "unit-captured") != kinds.end());
}

TEST_CASE("tree: an officer picked is selected on the officers page") {
    PlayedWindow played;
    auto& window = played.window;
    auto& officers = window.frame().officers().table();
    window.frame().selectPage("officers");
    window.control<wxSearchCtrl>("officers-search").SetValue(wxString::FromUTF8("кутепов"));
    testing::settle();
    // The historical scenario's White commander, found by a lower-case Cyrillic search.
    const auto names = columnText(officers, "Name");
    REQUIRE(names.size() == 1);
    CHECK(names[0].find("А. П. Кутепов") == 0);
    CHECK(columnText(officers, "Rank") == std::vector<std::string>{"senior"});

    // A junior officer of the Reds, picked in the tree while the search hides him.
    const auto reds = core::listOfficers(played.file, "Reds");
    const auto junior = std::find_if(reds.begin(), reds.end(), [](const core::OfficerView& o) {
        return o.unit == "1/9D";
    });
    REQUIRE(junior != reds.end());
    pick(window, {TreeTarget::Kind::Officer, "Reds", junior->name, junior->id});
    CHECK(shownPage(window) == "Officers");
    CHECK(selectedCell(officers, "Unit") == "1/9D");
    CHECK(selectedCell(officers, "Side") == "Reds");
}

TEST_CASE("officers page: a junior officer is captured with his unit") {
    PlayedWindow played;
    auto& window = played.window;
    auto& officers = window.frame().officers().table();
    choose(window.control<gui::FilterChoice>("officers-fate"), "captured");
    CHECK(columnText(officers, "Unit") == std::vector<std::string>{"2/9D"});
    choose(window.control<gui::FilterChoice>("officers-fate"), std::nullopt);
    choose(window.control<gui::FilterChoice>("officers-side"), "Reds");
    CHECK(asSet(columnText(officers, "Side")) == std::set<std::string>{"Reds"});
    choose(window.control<gui::FilterChoice>("officers-rank"), "senior");
    CHECK(asSet(columnText(officers, "Rank")) == std::set<std::string>{"senior"});
    CHECK(asSet(columnText(officers, "Unit")) == std::set<std::string>{""});
}

TEST_CASE("ledger page: the side, unit and kind filters go through the ledger query") {
    PlayedWindow played;
    auto& window = played.window;
    auto& ledger = window.frame().ledger().table();
    const std::size_t everything = ledger.rowCount();
    choose(window.control<gui::FilterChoice>("ledger-kind"), "step-lost");
    // The steps the club's play lost, newest first: 3/1K, then 1/2K and 1/9D, then 2/1K
    // and 1/1K.
    CHECK(columnText(ledger, "Unit") ==
          std::vector<std::string>{"3/1K", "1/2K", "1/9D", "2/1K", "1/1K"});
    CHECK(columnText(ledger, "Amount") == std::vector<std::string>{"2", "3", "2", "1", "2"});
    CHECK(columnText(ledger, "Reason").back().find("(attack on Kromy)") != std::string::npos);

    choose(window.control<gui::FilterChoice>("ledger-side"), "Reds");
    CHECK(columnText(ledger, "Unit") == std::vector<std::string>{"1/9D"});

    choose(window.control<gui::FilterChoice>("ledger-kind"), std::nullopt);
    choose(window.control<gui::FilterChoice>("ledger-unit"), "Reds\n2/9D");
    const auto kinds = asSet(columnText(ledger, "Kind"));
    CHECK(kinds.contains("unit-captured"));
    CHECK(asSet(columnText(ledger, "Unit")) == std::set<std::string>{"2/9D"});
    CHECK(ledger.rowCount() < everything);
}

TEST_CASE("ledger page: a click on the Action heading lists the oldest first, again the newest") {
    PlayedWindow played;
    auto& ledger = played.window.frame().ledger().table();
    const auto newestFirst = columnText(ledger, "Action");
    REQUIRE(newestFirst.size() > 1);
    CHECK(std::stoi(newestFirst.front()) >= 40);  // 43 phases advanced and 6 records
    CHECK(newestFirst.back() == "1");             // the campaign's creation
    const auto clickHeading = [&](const std::string& title) {
        wxDataViewEvent click(wxEVT_DATAVIEW_COLUMN_HEADER_CLICK, &ledger,
                              ledger.GetColumn(static_cast<unsigned>(*ledger.columnNamed(title))));
        ledger.GetEventHandler()->ProcessEvent(click);
        testing::settle();
    };
    clickHeading("Action");
    CHECK(ledger.oldestFirst());
    const auto oldestFirst = columnText(ledger, "Action");
    CHECK(std::equal(oldestFirst.begin(), oldestFirst.end(), newestFirst.rbegin()));
    clickHeading("Kind");  // not an order the rows are numbered in: nothing moves
    CHECK(columnText(ledger, "Action") == oldestFirst);
    clickHeading("Day");
    CHECK(columnText(ledger, "Action") == newestFirst);
}

TEST_CASE("ledger page at 1280×800: every column within the page, and the selected row's "
          "reason, stored change and action whole under the table") {
    PlayedWindow played;
    auto& window = played.window;
    REQUIRE(window.frame().selectPage("ledger"));
    testing::settle();
    auto& ledger = window.frame().ledger().table();
    testing::checkColumnsFit(ledger);
    REQUIRE(ledger.rowCount() > 1);
    // The newest row, the last advance: the user clicks it.
    auto* rows = dynamic_cast<wxDataViewVirtualListModel*>(ledger.GetModel());
    REQUIRE(rows != nullptr);
    const wxDataViewItem newest = rows->GetItem(0);
    ledger.Select(newest);
    wxDataViewEvent clicked(wxEVT_DATAVIEW_SELECTION_CHANGED, &ledger, newest);
    ledger.GetEventHandler()->ProcessEvent(clicked);
    testing::settle();
    const std::string whole = window.frame().ledger().whole().text().utf8_string();
    CHECK(whole.find("Reason: " + ledger.cellText(0, "Reason")) != std::string::npos);
    CHECK(whole.find("Action: " + ledger.cellText(0, "Action")) != std::string::npos);
    const std::string change = ledger.cellText(0, "Change");
    CHECK_FALSE(change.empty());  // the advance's stored date or phase
    CHECK(whole.find("Change: " + change) != std::string::npos);
}

TEST_CASE("overview: date, sides, prisoners and the strength chart over the four days") {
    PlayedWindow played;
    auto& window = played.window;
    auto& sides = window.control<wxListCtrl>("overview-sides");
    REQUIRE(sides.GetItemCount() == 2);
    CHECK(sides.GetItemText(0, 0) == "Whites");
    // 2/9D's three steps (10.2) became White prisoners.
    CHECK(sides.GetItemText(0, 2) == "3");
    CHECK(sides.GetItemText(1, 2) == "0");
    // historical.xml: of the six White units still to come, two arrived on the 17th; the
    // other four are due on the 18th, whose movement phase has not come yet.
    CHECK(sides.GetItemText(0, 4) == "4");
    CHECK(sides.GetItemText(0, 6).utf8_string().find("Кутепов") != std::string::npos);
    CHECK(window.control<wxStaticText>("overview-victory").GetLabel().StartsWith(
        "If the game ended now:"));
    const auto& chart = window.frame().overview().chart();
    CHECK(chart.dayLabels() == std::vector<std::string>{"15 Oct", "16 Oct", "17 Oct", "18 Oct"});
    REQUIRE(chart.sides().size() == 2);
    CHECK(chart.sides()[0].name == "Whites");
    CHECK(chart.sides()[1].name == "Reds");
    // The same scenario unplayed: the steps each side began with, reinforcements included.
    const auto fresh =
        core::createCampaign({played.folder / "fresh.tachanka", "historical", 5, {}});
    const std::int64_t whites = fresh.sides[0].stepCount();
    const std::int64_t reds = fresh.sides[1].stepCount();
    // The play: the Whites lose 3 steps on the 15th, 3 on the 16th and 2 on the 17th; the Reds
    // 2 on the 16th and 2/9D's 3 taken prisoner.
    CHECK(chart.sides()[0].steps ==
          std::vector<std::int64_t>{whites, whites - 3, whites - 6, whites - 8, whites - 8});
    CHECK(chart.sides()[1].steps ==
          std::vector<std::int64_t>{reds, reds, reds - 5, reds - 5, reds - 5});
    CHECK(sides.GetItemText(0, 3) == std::to_string(whites - 8));
}
