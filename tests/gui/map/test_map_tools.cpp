// The Map page's terrain editor in the real window (issue 19): terrain painted in strokes,
// hexside lines drawn and erased, stations marked, each one action that Edit → Undo takes back.

#include <doctest/doctest.h>
#include <wx/choice.h>

#include <algorithm>

#include "app/core/map/campaign_map.hpp"
#include "tests/gui/map/map_mouse.hpp"

using namespace tachanka;
using model::Hex;
using testing::CampaignWindowTest;
using testing::closeUp;
using testing::control;
using testing::dragLeft;
using testing::showMap;

TEST_CASE("map page: terrain painted in one stroke is one action, and undo takes it back") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    page.chooseTool(gui::MapTool::PaintTerrain);
    auto& terrain = control<wxChoice>(window, "map-terrain");
    terrain.SetStringSelection("forest");
    const auto shipped = core::situationMap(window.file()).terrain;  // Orël's own hex
    const std::vector<Hex> stroke{{10, 10}, {11, 10}, {12, 10}};
    std::vector<wxPoint> path;
    for (const auto& hex : stroke) path.push_back(page.canvas().pointOf(hex));
    dragLeft(page.canvas(), path);
    window.settle();
    CHECK(window.takeErrors().empty());
    const auto painted = core::situationMap(window.file());
    REQUIRE(painted.terrain.size() == shipped.size() + 3);
    for (const auto& hex : stroke) {
        CAPTURE(hex.label());
        CHECK(std::any_of(painted.terrain.begin(), painted.terrain.end(), [&](const auto& p) {
            return p.hex == hex && p.terrain == "forest";
        }));
    }
    CHECK_FALSE(painted.terrainProvisional);
    CHECK(page.map().terrain.size() == painted.terrain.size());  // the page read it again

    CHECK(window.menuItem("Edit", "Undo painted forest on 1010 1110 1210").IsEnabled());
    window.frame().actions().undo();
    CHECK(window.takeErrors().empty());
    CHECK(core::situationMap(window.file()).terrain.size() == shipped.size());
    CHECK(page.map().terrain.size() == shipped.size());
}

TEST_CASE("map page: a click on a hexside draws a road there, a second click erases it") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    page.chooseTool(gui::MapTool::DrawHexside);
    control<wxChoice>(window, "map-feature").SetStringSelection("road");
    // Just inside 1010, toward its north side.
    const auto ends = model::hexsideEnds({10, 10}, model::HexDirection::North);
    const auto& view = page.canvas().view();
    const auto middle =
        view.toScreen({(ends[0].x + ends[1].x) / 2, (ends[0].y + ends[1].y) / 2 + 0.1});
    const wxPoint near(static_cast<int>(middle.m_x), static_cast<int>(middle.m_y));
    testing::clickLeft(page.canvas(), near);
    CHECK(window.takeErrors().empty());
    const auto drawn = core::situationMap(window.file()).hexsides;
    REQUIRE(drawn.size() == 1);
    CHECK(drawn.front().feature == model::HexsideFeature::Road);
    CHECK(((drawn.front().a == Hex{10, 9} && drawn.front().b == Hex{10, 10}) ||
           (drawn.front().a == Hex{10, 10} && drawn.front().b == Hex{10, 9})));
    testing::clickLeft(page.canvas(), near);
    CHECK(window.takeErrors().empty());
    CHECK(core::situationMap(window.file()).hexsides.empty());
}

TEST_CASE("map page: clicks on a hex make it a station, one of the double track, then none") {
    CampaignWindowTest window;
    auto& page = showMap(window);
    page.canvas().zoomTo(closeUp);
    page.chooseTool(gui::MapTool::MarkStation);
    const Hex navlia = Hex::parse("0309");
    page.canvas().centreOn(navlia);
    const auto stationAt = [&] {
        for (const auto& [hex, station] : core::situationMap(window.file()).stations) {
            if (hex == navlia) return station;
        }
        return model::Station::None;
    };
    for (const auto expected : {model::Station::Station, model::Station::DoubleTrack,
                                model::Station::None}) {
        testing::clickLeft(page.canvas(), page.canvas().pointOf(navlia));
        CHECK(window.takeErrors().empty());
        CHECK(stationAt() == expected);
    }
    window.frame().actions().undo();
    CHECK(window.takeErrors().empty());
    CHECK(stationAt() == model::Station::DoubleTrack);
}
