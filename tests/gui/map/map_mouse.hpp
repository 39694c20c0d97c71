#pragma once
// The player's mouse on the Map page's canvas, as wxWidgets delivers it: presses, moves and
// releases at the middle of a hex (or any point), so the tests run the page's own handlers.

#include <doctest/doctest.h>
#include <wx/event.h>

#include <vector>

#include "app/gui/map/map_canvas.hpp"
#include "app/gui/map/map_page.hpp"
#include "model/hex.hpp"
#include "tests/gui/actions/window_fixture.hpp"

namespace tachanka::testing {

// The control called `name` on the window; the test fails when there is none.
template <typename Control>
Control& control(CampaignWindowTest& window, const char* name) {
    return field<Control>(window.frame(), name);
}

// A zoom big enough for every counter's code to be drawn and hit.
inline constexpr double closeUp = 40;

// The Map page of the window, shown.
gui::MapPage& showMap(CampaignWindowTest& window);

// A press, moves through `path` and a release of the left button; `control`: Ctrl held.
void dragLeft(gui::MapCanvas& canvas, const std::vector<wxPoint>& path, bool control = false);
void clickLeft(gui::MapCanvas& canvas, wxPoint at, bool control = false);
void clickHex(gui::MapCanvas& canvas, model::Hex hex, bool control = false);
// The point a counter of the unit is drawn at: the middle of its square.
wxPoint counterPoint(gui::MapPage& page, const std::string& code);

}  // namespace tachanka::testing
