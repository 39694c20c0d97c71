#pragma once
// Draws a SituationMap on any wxGraphicsContext (a window's, or a bitmap's for a benchmark):
// the grid with its hex numbers, painted terrain and hexside lines, named and victory places,
// depots with their supply range, units to come at their entry hexes, today's battles, every
// stack as counters in its side's colours, and what the page marks over it.

#include <wx/geometry.h>
#include <wx/graphics.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/gui/map/map_view.hpp"
#include "model/situation_map.hpp"

namespace tachanka::gui {

// What the page marks over the situation.
struct MapMarks {
    std::optional<model::Hex> chosenHex;
    std::set<std::int64_t> selectedUnits;  // the attackers a battle would be planned with
    // A terrain stroke the mouse is drawing, not yet recorded.
    std::vector<model::Hex> stroke;
    std::string strokeTerrain;
    // The counter being dragged, under the mouse, and the hex it would be dropped on.
    std::optional<std::int64_t> dragged;
    wxPoint2DDouble dragAt;
    std::optional<model::Hex> dropHex;
};

// A counter's square on screen.
struct CounterPlace {
    std::size_t stack = 0;  // index into SituationMap::stacks
    std::size_t counter = 0;
    wxRect2DDouble area;
};
// Every counter's square, the ones drawn on top first (what a click hits is the first that
// holds the point).
std::vector<CounterPlace> counterPlaces(const model::SituationMap& map, const MapView& view);

// Draws the part of the map that falls in a `width` × `height` window.
void paintMap(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
              const MapMarks& marks, double width, double height);

// The pieces paintMap draws above the terrain (map_pieces.cpp).
namespace pieces {
void drawDepots(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view);
void drawArrivals(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view);
void drawBattles(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view);
void drawStacks(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
                const MapMarks& marks);
void drawDragged(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
                 const MapMarks& marks);
}  // namespace pieces

}  // namespace tachanka::gui
