#include "tests/gui/map/map_mouse.hpp"

#include <doctest/doctest.h>
#include <wx/notebook.h>

#include <cmath>

namespace tachanka::testing {
namespace {

void send(gui::MapCanvas& canvas, wxEventType type, wxPoint at, bool leftDown, bool control) {
    wxMouseEvent event(type);
    event.SetEventObject(&canvas);
    event.SetId(canvas.GetId());
    event.SetPosition(at);
    event.SetLeftDown(leftDown);
    event.SetControlDown(control);
    canvas.ProcessWindowEvent(event);
}

}  // namespace

gui::MapPage& showMap(CampaignWindowTest& window) {
    REQUIRE(window.frame().selectPage("map"));
    window.settle();
    return window.frame().map();
}

void dragLeft(gui::MapCanvas& canvas, const std::vector<wxPoint>& path, bool control) {
    REQUIRE_FALSE(path.empty());
    send(canvas, wxEVT_LEFT_DOWN, path.front(), true, control);
    for (std::size_t i = 1; i < path.size(); ++i) {
        send(canvas, wxEVT_MOTION, path[i], true, control);
    }
    send(canvas, wxEVT_LEFT_UP, path.back(), false, control);
}

void clickLeft(gui::MapCanvas& canvas, wxPoint at, bool control) {
    dragLeft(canvas, {at}, control);
}

void clickHex(gui::MapCanvas& canvas, model::Hex hex, bool control) {
    clickLeft(canvas, canvas.pointOf(hex), control);
}

wxPoint counterPoint(gui::MapPage& page, const std::string& code) {
    const auto& map = page.map();
    for (const auto& place : gui::counterPlaces(map, page.canvas().view())) {
        if (map.stacks[place.stack].counters[place.counter].code != code) continue;
        // The corner of the square no counter above it covers: stacked ones peek out up-right.
        const auto& area = place.area;
        return {static_cast<int>(std::floor(area.m_x + area.m_width - 1)),
                static_cast<int>(std::ceil(area.m_y + 1))};
    }
    FAIL("no counter " << code << " on the map");
    return {};
}

}  // namespace tachanka::testing
