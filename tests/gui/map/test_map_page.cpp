// The Map page in the real window (issue 19) on the historical scenario: it draws the core's
// picture of the campaign, lists a clicked hex's stack and selects the unit in the tree, moves
// a dragged counter through core (a move the rules forbid is refused in one line, the file unchanged),
// and plans a battle from the counters Ctrl-clicked on a target hex.

#include <doctest/doctest.h>
#include <wx/notebook.h>

#include <algorithm>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/gui/campaign_tree.hpp"
#include "app/gui/preferences.hpp"
#include "tests/gui/actions/battle_script.hpp"
#include "tests/gui/map/map_mouse.hpp"

using namespace tachanka;
using model::Hex;
using testing::CampaignWindowTest;
using testing::clickHex;
using testing::closeUp;
using testing::control;
using testing::counterPoint;
using testing::dragLeft;
using testing::showMap;

namespace {

const model::MapStack& stackOf(const model::SituationMap& map, const std::string& code) {
    for (const auto& stack : map.stacks) {
        for (const auto& counter : stack.counters) {
            if (counter.code == code) return stack;
        }
    }
    FAIL("no stack holds " << code);
    return map.stacks.front();
}

// Where each unit on the map stands, "code@hex", sorted: what a refused move must not change.
std::vector<std::string> whereUnitsStand(const std::filesystem::path& file) {
    std::vector<std::string> places;
    for (const auto& stack : core::situationMap(file).stacks) {
        for (const auto& counter : stack.counters) {
            places.push_back(counter.code + "@" + stack.hex.label());
        }
    }
    std::sort(places.begin(), places.end());
    return places;
}

// The refusal of a dragged counter: the status bar's line, with no error box.
std::string refusedDrag(CampaignWindowTest& window) {
    CHECK(window.takeErrors().empty());
    return window.frame().GetStatusBar()->GetStatusText(0).utf8_string();
}

// The Whites' movement phase of the first day (depots, recruitment, command, events, movement).
void toWhiteMovement(const std::filesystem::path& file) {
    for (int phase = 0; phase < 4; ++phase) core::advanceTurn(file);
}

}  // namespace

TEST_CASE("map page: draws the core's picture of the campaign, its terrain marked provisional") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    const auto map = core::situationMap(window.file());
    CHECK(page.map().stacks.size() == map.stacks.size());
    CHECK(page.map().places.size() == map.places.size());
    CHECK_FALSE(page.map().stacks.empty());
    CHECK(page.map().terrainProvisional);
    CHECK(page.status().Contains("provisional"));
    // The whole map fits the window it opens in.
    const auto corner = page.canvas().pointOf({map.grid.lastColumn, map.grid.lastRow});
    CHECK(corner.x <= page.canvas().GetClientSize().GetWidth());
    CHECK(corner.y <= page.canvas().GetClientSize().GetHeight());
    CHECK(window.takeErrors().empty());
}

TEST_CASE("map page: zoom with the buttons and the wheel, kept in the preferences") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    auto& canvas = page.canvas();
    const double whole = canvas.view().scale;
    window.click(control<wxButton>(window, "map-zoom-in"));
    CHECK(canvas.view().scale == doctest::Approx(whole * 1.25));
    wxMouseEvent wheel(wxEVT_MOUSEWHEEL);
    wheel.SetPosition(canvas.pointOf({27, 5}));
    wheel.m_wheelRotation = 120;
    wheel.m_wheelDelta = 120;
    const Hex under = canvas.hexAt(canvas.pointOf({27, 5}));
    canvas.ProcessWindowEvent(wheel);
    CHECK(canvas.view().scale == doctest::Approx(whole * 1.25 * 1.15));
    CHECK(canvas.hexAt(wheel.GetPosition()) == under);  // the map stays under the mouse
    REQUIRE(gui::rememberedMapZoom().has_value());
    CHECK(*gui::rememberedMapZoom() == doctest::Approx(canvas.view().scale));
    // The keys: − zooms out, 0 shows the whole map again.
    const double before = canvas.view().scale;
    for (const int key : {int('-'), int('0')}) {
        wxKeyEvent press(wxEVT_KEY_DOWN);
        press.m_keyCode = key;
        canvas.ProcessWindowEvent(press);
        if (key == '-') CHECK(canvas.view().scale == doctest::Approx(before / 1.25));
    }
    CHECK(canvas.view().scale == doctest::Approx(whole));
}

TEST_CASE("map page: every counter of the tallest stack shows an edge a click picks it by") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const auto& stacks = page.map().stacks;
    const auto tallest = std::max_element(stacks.begin(), stacks.end(), [](const auto& a,
                                                                           const auto& b) {
        return a.counters.size() < b.counters.size();
    });
    REQUIRE(tallest->counters.size() > 4);
    for (const auto& counter : tallest->counters) {
        CAPTURE(counter.code);
        testing::clickLeft(page.canvas(), counterPoint(page, counter.code));
        CHECK(page.selectedCodes() == std::vector<std::string>{counter.code});
    }
}

TEST_CASE("map page: a unit chosen in the hex's list is selected in the tree") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const auto& stack = page.map().stacks.front();
    clickHex(page.canvas(), stack.hex);
    auto& list = page.stackList();
    const std::string code = stack.counters.back().code;
    int line = wxNOT_FOUND;
    for (unsigned i = 0; i < list.GetCount(); ++i) {
        if (list.GetString(i).utf8_string().starts_with(code + " ")) line = static_cast<int>(i);
    }
    REQUIRE(line != wxNOT_FOUND);
    list.SetSelection(line);
    wxCommandEvent chosen(wxEVT_LISTBOX, list.GetId());
    chosen.SetEventObject(&list);
    chosen.SetInt(line);
    list.ProcessWindowEvent(chosen);
    auto& tree = window.frame().tree();
    REQUIRE(tree.GetSelection().IsOk());
    CHECK(tree.GetItemText(tree.GetSelection()).utf8_string().starts_with(code + " "));
    CHECK(window.frame().notebook().GetCurrentPage() == &page);
}

TEST_CASE("map page: a click on a hex lists its stack and selects the unit in the tree") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const auto& stack = page.map().stacks.front();
    const std::string code = stack.counters.front().code;
    testing::clickLeft(page.canvas(), counterPoint(page, code));
    // The hex first, then each of its units (and its depots and battles).
    auto& list = page.stackList();
    CHECK(list.GetString(0).utf8_string().starts_with(stack.hex.label()));
    for (const auto& counter : stack.counters) {
        CAPTURE(counter.code);
        bool listed = false;
        for (unsigned line = 1; line < list.GetCount(); ++line) {
            listed = listed || list.GetString(line).utf8_string().starts_with(counter.code + " ");
        }
        CHECK(listed);
    }
    CHECK(page.selectedCodes() == std::vector<std::string>{code});
    auto& tree = window.frame().tree();
    REQUIRE(tree.GetSelection().IsOk());
    CHECK(tree.GetItemText(tree.GetSelection()).utf8_string().starts_with(code + " "));
    // The map stays in front.
    CHECK(window.frame().notebook().GetCurrentPage() == &page);
    CHECK(window.takeErrors().empty());
}

TEST_CASE("map page: a counter dragged to a free hex moves there, and undo brings it back") {
    CampaignWindowTest window(true, toWhiteMovement);
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const std::string code = "1/2K";
    const Hex from = stackOf(page.map(), code).hex;
    // A neighbour no stack stands in.
    Hex to = from;
    for (const auto& hex : model::neighbours(from)) {
        if (page.map().grid.contains(hex) && page.map().stackAt(hex) == nullptr) to = hex;
    }
    REQUIRE(to != from);
    dragLeft(page.canvas(), {counterPoint(page, code), page.canvas().pointOf(to)});
    window.settle();
    CHECK(window.takeErrors().empty());
    CHECK(stackOf(core::situationMap(window.file()), code).hex == to);
    // 7.1.4: the move leaves it in March mode; the map is not painted, so no MP are counted.
    CHECK(window.frame().GetStatusBar()->GetStatusText(0).utf8_string() ==
          "Whites 1/2K moved to " + to.label());
    window.frame().actions().undo();
    CHECK(window.takeErrors().empty());
    CHECK(stackOf(core::situationMap(window.file()), code).hex == from);
}

TEST_CASE("map page: a counter dragged out of its owner's movement phase snaps back, the rule "
          "in the status bar") {
    CampaignWindowTest window(true, toWhiteMovement);
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const auto& red = stackOf(page.map(), "1/9D");
    Hex to = red.hex;
    for (const auto& hex : model::neighbours(red.hex)) {
        if (page.map().grid.contains(hex) && page.map().stackAt(hex) == nullptr) to = hex;
    }
    REQUIRE(to != red.hex);
    const auto before = whereUnitsStand(window.file());
    const auto mark = core::historyMark(window.file());
    dragLeft(page.canvas(), {counterPoint(page, "1/9D"), page.canvas().pointOf(to)});
    window.settle();
    CHECK(refusedDrag(window) == "7: 1/9D is a Red unit and the Whites are moving");
    CHECK(whereUnitsStand(window.file()) == before);
    CHECK(core::historyMark(window.file()) == mark);
    // The counter is drawn back on its own hex.
    CHECK(stackOf(page.map(), "1/9D").hex == red.hex);
    CHECK(testing::screenshot(window.frame(), "map-refused-drag") >= 64);
}

TEST_CASE("map page: a counter dragged onto an enemy hex is refused in one line, the file "
          "unchanged") {
    CampaignWindowTest window(true, toWhiteMovement);
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    // 2/3D at 0715, beside the Reds' Sabline cavalry in 0814 (as the README's first attack).
    const std::string code = "2/3D";
    const auto& red = stackOf(page.map(), "Cv/41S");
    REQUIRE(model::adjacent(stackOf(page.map(), code).hex, red.hex));
    const auto before = whereUnitsStand(window.file());
    const auto mark = core::historyMark(window.file());
    dragLeft(page.canvas(), {counterPoint(page, code), page.canvas().pointOf(red.hex)});
    window.settle();
    CHECK(refusedDrag(window).find("enemy") != std::string::npos);
    CHECK(whereUnitsStand(window.file()) == before);
    CHECK(core::historyMark(window.file()) == mark);
}

TEST_CASE("map page: a counter dragged onto a full stack is refused in one line, the file "
          "unchanged") {
    CampaignWindowTest window(true, toWhiteMovement);
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    // 10.2: Dmitrovsk (1214) holds 2/1D, 3/1D and 1/83S, three units and ten steps already;
    // 1/1D stands two hexes away.
    const auto& full = stackOf(page.map(), "1/83S");
    REQUIRE(full.counters.size() == 3);
    const auto before = whereUnitsStand(window.file());
    const auto mark = core::historyMark(window.file());
    dragLeft(page.canvas(), {counterPoint(page, "1/1D"), page.canvas().pointOf(full.hex)});
    window.settle();
    CHECK(refusedDrag(window).find("7.1.2") != std::string::npos);
    CHECK(whereUnitsStand(window.file()) == before);
    CHECK(core::historyMark(window.file()) == mark);
}

TEST_CASE("map page: in its movement phase, on a painted map, a counter dragged farther than "
          "its MP is refused in one line, the file unchanged") {
    // One hex painted makes the terrain known: every other hex is then clear (1 MP).
    CampaignWindowTest window(true, [](const std::filesystem::path& file) {
        core::paintTerrain(file, {{"3220"}, "forest"});
        toWhiteMovement(file);
    });
    REQUIRE(window.campaign().phase == model::Phase::Movement);
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const auto& stack = stackOf(page.map(), "1/1D");
    // Twelve hexes away, and nobody there.
    Hex far = stack.hex;
    const auto& grid = page.map().grid;
    for (int column = grid.firstColumn; column <= grid.lastColumn; ++column) {
        for (int row = grid.firstRow; row <= grid.lastRow; ++row) {
            const Hex hex{column, row};
            if (model::distance(stack.hex, hex) == 12 && page.map().stackAt(hex) == nullptr) {
                far = hex;
            }
        }
    }
    REQUIRE(far != stack.hex);
    const auto before = whereUnitsStand(window.file());
    const auto mark = core::historyMark(window.file());
    dragLeft(page.canvas(), {counterPoint(page, "1/1D"), page.canvas().pointOf(far)});
    window.settle();
    const auto refused = refusedDrag(window);
    CAPTURE(refused);
    CHECK(refused.starts_with("7.1: 1/1D cannot reach "));
    CHECK(refused.find(" MP ") != std::string::npos);
    CHECK(whereUnitsStand(window.file()) == before);
    CHECK(core::historyMark(window.file()) == mark);
}

TEST_CASE("map page: a counter dragged off the map is refused in one line, the file "
          "unchanged") {
    CampaignWindowTest window(true, toWhiteMovement);
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const std::string code = "1/2K";
    const auto before = whereUnitsStand(window.file());
    const auto mark = core::historyMark(window.file());
    // Past the last column, and past any hex the map could number.
    for (const Hex beyond : {Hex{page.map().grid.lastColumn + 2, 5}, Hex{-3, -3}}) {
        CAPTURE(beyond.column);
        dragLeft(page.canvas(), {counterPoint(page, code), page.canvas().pointOf(beyond)});
        window.settle();
        CHECK(refusedDrag(window).find("map") != std::string::npos);
    }
    CHECK(whereUnitsStand(window.file()) == before);
    CHECK(core::historyMark(window.file()) == mark);
}

TEST_CASE("map page: attackers Ctrl-clicked and a target hex plan a battle") {
    CampaignWindowTest window;
    testing::reachWhiteCombat(window);
    auto& answers = testing::scriptBattles(window);
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    const auto attacks = core::possibleAttacks(window.file());
    REQUIRE_FALSE(attacks.empty());
    const auto& attack = attacks.front();
    // The plan dialog's terrain starts "as the map shows": the forest painted there.
    REQUIRE(attack.hex != "2705");
    page.chooseTool(gui::MapTool::PaintTerrain);
    control<wxChoice>(window, "map-terrain").SetStringSelection("forest");
    dragLeft(page.canvas(), {page.canvas().pointOf(Hex::parse(attack.hex))});
    window.settle();
    REQUIRE(window.takeErrors().empty());
    page.chooseTool(gui::MapTool::Move);
    for (const auto& attacker : attack.attackers) {
        testing::clickLeft(page.canvas(), counterPoint(page, attacker), true);
    }
    CHECK(page.selectedCodes() == attack.attackers);
    // A plain click on the enemy's hex chooses the target and keeps the attackers.
    clickHex(page.canvas(), Hex::parse(attack.hex));
    CHECK(page.selectedCodes() == attack.attackers);
    auto& plan = control<wxButton>(window, "map-plan");
    REQUIRE(plan.IsEnabled());
    window.click(plan);
    CHECK(window.takeErrors().empty());
    CHECK(answers.selectedOffered == attack.attackers);
    const auto battles = core::listBattles(window.file());
    REQUIRE(battles.size() == 1);
    CHECK(battles.front().battle.hex == Hex::parse(attack.hex));
    CHECK(battles.front().battle.choices.terrain == "forest");
    // Today's battle is drawn on the map.
    REQUIRE(page.map().battles.size() == 1);
    CHECK(page.map().battles.front().hex == Hex::parse(attack.hex));
}
