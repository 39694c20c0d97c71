// The main window's own work: its title, the pages other parts of the app add, the file
// commands behind File (import and export XML, preferences), and errors as one line that
// never ends the program.

#include <doctest/doctest.h>
#include <wx/display.h>
#include <wx/menu.h>
#include <wx/panel.h>

#include <memory>
#include <optional>

#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/campaign_tree.hpp"
#include "app/gui/preferences.hpp"
#include "app/gui/units_page.hpp"
#include "tests/gui/club_campaign.hpp"
#include "tests/gui/pages/gui_session.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using testing::IsolatedDataHome;
using testing::OpenWindow;
using testing::TempFolder;

TEST_CASE("main window: the title names the campaign and its file") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    const std::string title = window.frame().GetTitle().utf8_string();
    CHECK(title.find("Orel 1919 — historical scenario") != std::string::npos);
    CHECK(title.find("club.tachanka") != std::string::npos);
    REQUIRE(window.frame().campaignFile().has_value());
    CHECK(*window.frame().campaignFile() == file);
}

TEST_CASE("main window: Tachanka's icon at every size a desktop asks for, drawn, not blank") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    const wxIconBundle& icons = window.frame().GetIcons();
    CHECK(icons.GetIconCount() == 7);
    for (const int size : {16, 32, 48, 256}) {
        CAPTURE(size);
        const wxIcon icon = icons.GetIconOfExactSize(wxSize(size, size));
        REQUIRE(icon.IsOk());
        const wxImage image = wxBitmap(icon).ConvertToImage();
        // The red field left of the star (36, 100 of the SVG's 256), inside the gold border.
        const int x = size * 36 / 256;
        const int y = size * 100 / 256;
        CHECK(image.GetRed(x, y) > 100);
        CHECK(image.GetGreen(x, y) < 80);
    }
}

namespace {

// The menu commands of `menu` and its submenus without a shortcut key ("File > Quit"). The
// recent files are reached by their numbers (&1 ...), the way every desktop app lists them.
std::vector<std::string> withoutShortcut(wxMenu& menu, const std::string& path) {
    std::vector<std::string> missing;
    for (wxMenuItem* item : menu.GetMenuItems()) {
        const std::string name = path + " > " + item->GetItemLabelText().utf8_string();
        if (item->IsSeparator()) continue;
        if (item->IsSubMenu()) {
            const auto inner = withoutShortcut(*item->GetSubMenu(), name);
            missing.insert(missing.end(), inner.begin(), inner.end());
            continue;
        }
        if (item->GetId() >= wxID_FILE1 && item->GetId() <= wxID_FILE9) continue;
        const std::unique_ptr<wxAcceleratorEntry> shortcut(item->GetAccel());
        if (!shortcut || !shortcut->IsOk()) missing.push_back(name);
    }
    return missing;
}

}  // namespace

TEST_CASE("main window: every menu command has a keyboard shortcut") {
    OpenWindow window(std::nullopt);
    wxMenuBar& bar = *window.frame().GetMenuBar();
    REQUIRE(bar.GetMenuCount() >= 2);
    CHECK(bar.GetMenuLabelText(0) == "File");
    CHECK(bar.GetMenuLabelText(bar.GetMenuCount() - 1) == "Help");
    // New, Open, Open Recent, Import, Export, Print, Preferences, Quit and their separators.
    CHECK(bar.GetMenu(0)->GetMenuItemCount() >= 8);
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < bar.GetMenuCount(); ++i) {
        const auto inner = withoutShortcut(*bar.GetMenu(i), bar.GetMenuLabelText(i).utf8_string());
        missing.insert(missing.end(), inner.begin(), inner.end());
    }
    CHECK(missing == std::vector<std::string>{});
    const std::unique_ptr<wxAcceleratorEntry> preferences(
        bar.FindItem(wxID_PREFERENCES)->GetAccel());
    REQUIRE(preferences);
    CHECK(preferences->GetKeyCode() == ',');
    CHECK(preferences->GetFlags() == wxACCEL_CTRL);
}

namespace {

// The window open on the club's played campaign.
struct ClubWindow {
    IsolatedDataHome home;
    TempFolder folder;
    std::filesystem::path file = folder / "club.tachanka";
    OpenWindow window{(testing::playClubCampaign(file), file)};
};

}  // namespace

TEST_CASE("main window: a page added comes after the overview and is shown the campaign") {
    ClubWindow club;
    auto& window = club.window;
    int shown = 0;
    window.frame().addPage(new wxPanel(&window.frame().notebook()), "Atlas", [&] { ++shown; });
    CHECK(shown == 1);  // a campaign is open: the page is shown it at once
    // After the overview and the pages added before it (the actions' Turn and Battles pages,
    // the Battle console and the Map).
    CHECK(window.frame().pageNames() ==
          std::vector<std::string>{"overview", "turn", "battles", "console", "map",
                                   "atlas", "units", "officers", "ledger"});
    CHECK(window.frame().selectPage("ATLAS"));
    CHECK(window.frame().notebook().GetSelection() == 5);
    window.frame().campaignChanged();
    CHECK(shown == 2);
    // The Battle console by its --page name and by its title.
    CHECK(window.frame().selectPage("console"));
    CHECK(window.frame().notebook().GetSelection() == 3);
    CHECK(window.frame().selectPage("Battle console"));
    CHECK_FALSE(window.frame().selectPage("battle"));
}

namespace {

// The Reds' 1/9D as core lists it.
model::Unit redBattalion(const std::filesystem::path& file) {
    for (const auto& line : core::listUnits(file, {})) {
        if (line.unit.code == "1/9D" && line.side == "Reds") return line.unit;
    }
    FAIL("no Reds 1/9D");
    return {};
}

// Another program gives 1/9D a step more or less than it has lost; its steps after, as
// "remaining/max".
std::string changeStepsElsewhere(const std::filesystem::path& file) {
    const auto before = redBattalion(file);
    const int lost = before.stepsLost == 0 ? 1 : before.stepsLost - 1;
    core::overrideValue(file, {"unit", "1/9D", "Reds", "steps_lost", std::to_string(lost),
                               "test: another program writes"});
    const auto after = redBattalion(file);
    REQUIRE(after.stepsLost == lost);
    return std::to_string(after.stepsRemaining()) + "/" + std::to_string(after.stepsMax);
}

}  // namespace

TEST_CASE("main window: a change is read at once by the page in front, by others when shown") {
    ClubWindow club;
    auto& window = club.window;
    const auto& file = club.file;
    int shown = 0;
    window.frame().addPage(new wxPanel(&window.frame().notebook()), "Atlas", [&] { ++shown; });
    REQUIRE(shown == 1);
    REQUIRE(window.frame().selectPage("overview"));
    window.frame().campaignChanged();
    window.frame().campaignChanged();
    CHECK(shown == 1);  // out of sight, it is not read on every change
    CHECK(window.frame().selectPage("atlas"));
    CHECK(shown == 2);  // read once, as it comes to the front
    CHECK(window.frame().selectPage("overview"));
    CHECK(window.frame().selectPage("atlas"));
    CHECK(shown == 2);  // nothing changed since

    // A page asked for out of sight shows the campaign as it now stands.
    REQUIRE(window.frame().selectPage("overview"));
    const auto steps = changeStepsElsewhere(file);
    window.frame().noticeChangesOnDisk();
    auto& table = window.frame().units().table();
    const auto codes = testing::columnText(table, "Code");
    const auto sides = testing::columnText(table, "Side");
    const auto stepsShown = testing::columnText(table, "Steps");
    std::optional<std::string> shownSteps;
    for (std::size_t row = 0; row < table.rowCount(); ++row) {
        if (codes[row] == "1/9D" && sides[row] == "Reds") shownSteps = stepsShown[row];
    }
    CHECK(shownSteps == steps);
}

TEST_CASE("tree: a change that moves no item keeps what the user folded and relabels the rest") {
    ClubWindow club;
    auto& window = club.window;
    const auto& file = club.file;
    auto& tree = window.frame().tree();
    const gui::TreeTarget reds{gui::TreeTarget::Kind::Side, "Reds", "", 0};
    const gui::TreeTarget battalion{gui::TreeTarget::Kind::Unit, "Reds", "1/9D", 0};
    const wxTreeItemId side = tree.find(reds);
    REQUIRE(side.IsOk());
    tree.Collapse(side);
    const wxString before = tree.GetItemText(tree.find(battalion));

    const auto steps = changeStepsElsewhere(file);
    window.frame().noticeChangesOnDisk();
    CHECK(tree.find(reds) == side);  // the same item, still folded as the user left it
    CHECK_FALSE(tree.IsExpanded(side));
    const wxString after = tree.GetItemText(tree.find(battalion));
    CHECK(after != before);
    CHECK(after.utf8_string().find(" · " + steps) != std::string::npos);
}

TEST_CASE("main window: export to XML and import it again opens the same campaign") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    const auto xml = folder / "club.xml";
    window.frame().exportXml(xml);
    REQUIRE(std::filesystem::exists(xml));
    const auto copy = folder / "copy.tachanka";
    window.frame().importXml(xml, copy);
    testing::settle();
    REQUIRE(window.frame().campaignFile().has_value());
    CHECK(*window.frame().campaignFile() == copy);
    CHECK(window.frame().GetTitle().utf8_string().find("copy.tachanka") != std::string::npos);
    CHECK(window.frame().units().table().rowCount() == core::listUnits(file, {}).size());
    CHECK(core::describeCampaign(copy).turnLine() == core::describeCampaign(file).turnLine());

    // The new campaign is a file of its own: an existing one is refused, and the window keeps
    // the campaign it shows.
    CHECK_THROWS_AS(window.frame().importXml(xml, file), core::UserError);
    CHECK(*window.frame().campaignFile() == copy);
}

TEST_CASE("preferences: the paper is the user's, the campaign's settings its own, with a reason") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    window.frame().applyPreferences(
        "letter", {{"random-events", "on"}, {"backups-kept", "20"}, {"intelligence", "contact"}},
        "club rules");
    CHECK(gui::preferredPaperName() == "letter");
    CHECK(gui::preferredPaper() == reports::Paper::Letter);
    const auto settings = core::describeCampaign(file).settings;
    CHECK(settings.at("random-events") == "on");
    CHECK(settings.at("backups-kept") == "20");
    CHECK(settings.at("intelligence") == "contact");
    CHECK_THROWS_WITH_AS(window.frame().applyPreferences("a4", {{"backups-kept", "7"}}, "x"),
                         doctest::Contains("is 3, 5, 10, 20, 30, 50 or 100"), core::UserError);
    const auto overrides = core::listLedger(file, {.kind = "override"});
    REQUIRE_FALSE(overrides.empty());
    CHECK(overrides.back().note.find("club rules") != std::string::npos);
    CHECK_THROWS_AS(window.frame().applyPreferences("a5", {}, ""), core::UserError);
    window.frame().applyPreferences("a4", {}, "");
    CHECK(gui::preferredPaperName() == "a4");
}

TEST_CASE("main window: it opens as it was left, its size and tree width, within the screen") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    core::createCampaign({file, "historical", 7, std::nullopt});
    {
        OpenWindow window(file);
        window.frame().SetSize(1000, 700);
        testing::settle();
        window.frame().splitter().SetSashPosition(380);
        testing::settle();
    }
    {
        OpenWindow window(file);
        CHECK(window.frame().GetSize() == wxSize(1000, 700));
        CHECK(window.frame().splitter().GetSashPosition() == 380);
    }
    // Left larger than this screen, or with a tree too wide: it opens within the screen, and
    // the pages keep their room.
    gui::rememberWindowPlace({5000, 4000, 4900, false});
    {
        OpenWindow window(file);
        const wxRect screen = wxDisplay(0u).GetClientArea();
        CHECK(window.frame().GetSize().GetWidth() <= screen.GetWidth());
        CHECK(window.frame().GetSize().GetHeight() <= screen.GetHeight());
        CHECK(window.frame().splitter().GetSashPosition() <=
              window.frame().GetClientSize().GetWidth() - 160);
    }
    gui::rememberWindowPlace(gui::WindowPlace{});  // the tests after this one open as new
}

TEST_CASE("main window: a name the narrow tree cuts shows whole under the pointer") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    core::createCampaign({file, "historical", 7, std::nullopt});
    OpenWindow window(file);
    auto& tree = window.frame().tree();
    const gui::TreeTarget division{gui::TreeTarget::Kind::Formation, "Whites",
                                   "1st Infantry Division", 0};
    const wxTreeItemId item = tree.find(division);
    REQUIRE(item.IsOk());
    const wxString label = tree.GetItemText(item);
    const auto middleOf = [&] {
        wxRect text;
        REQUIRE(tree.GetBoundingRect(item, text, true));
        return wxPoint(text.GetLeft() + 4, text.GetTop() + text.GetHeight() / 2);
    };
    window.frame().splitter().SetSashPosition(120);
    testing::settle();
    CHECK(tree.clippedLabelAt(middleOf()) == label);
    window.frame().splitter().SetSashPosition(window.frame().GetClientSize().GetWidth() - 200);
    testing::settle();
    CHECK(tree.clippedLabelAt(middleOf()).empty());
    gui::rememberWindowPlace(gui::WindowPlace{});
}

TEST_CASE("main window: a campaign file spoiled under it is one line, and the window lives on") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "club.tachanka";
    testing::playClubCampaign(file);
    OpenWindow window(file);
    const auto rows = window.frame().units().table().rowCount();
    testing::writeFile(file, "not a campaign");
    window.frame().campaignChanged();
    testing::settle();
    const auto errors = window.errors();
    CHECK(errors.find("tachanka: ") == 0);
    CHECK(errors.find("not a Tachanka campaign") != std::string::npos);
    CHECK(std::count(errors.begin(), errors.end(), '\n') == 1);
    CHECK(window.frame().units().table().rowCount() == rows);  // what it showed stays
}

TEST_CASE("main window: a file that is not a campaign is refused before anything is shown") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto notes = folder / "notes.tachanka";
    testing::writeFile(notes, "not a campaign");
    OpenWindow window(std::nullopt);
    CHECK_THROWS_AS(window.frame().openCampaign(notes), core::UserError);
    CHECK_FALSE(window.frame().campaignFile().has_value());
    CHECK(testing::readFile(notes) == "not a campaign");
}

TEST_CASE("main window: Open Recent opens a campaign opened before, and drops one gone since") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto club = folder / "club.tachanka";
    testing::playClubCampaign(club);
    const auto other = folder / "other.tachanka";
    core::createCampaign({other, "brasovo", 1, {}});
    OpenWindow window(club);
    window.frame().openCampaign(other);
    // The newest first: the other campaign is the first recent file, the club's the second.
    const auto pick = [&](int id) {
        wxCommandEvent event(wxEVT_MENU, id);
        window.frame().ProcessWindowEvent(event);
        testing::settle();
    };
    pick(wxID_FILE2);
    REQUIRE(window.frame().campaignFile().has_value());
    CHECK(std::filesystem::absolute(*window.frame().campaignFile()) ==
          std::filesystem::absolute(club));
    std::filesystem::remove(other);
    pick(wxID_FILE2);  // now the other one
    CHECK(window.errors().find("other.tachanka' is no longer there") != std::string::npos);
    CHECK(std::filesystem::absolute(*window.frame().campaignFile()) ==
          std::filesystem::absolute(club));
}
