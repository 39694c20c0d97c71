#pragma once
// Where the map lies in a window: how many pixels a hex's size (centre to corner) takes, and
// which pixel of the scaled map sits at the window's top-left corner. Zoom and pan change
// only this; the hexes' own places come from model/hex_geometry.hpp, as on the printed map.

#include <wx/geometry.h>

#include "model/hex_geometry.hpp"
#include "model/situation_map.hpp"

namespace tachanka::gui {

// The map's extent in units of a hex's size: the grid's outer corners.
struct MapBounds {
    double left = 0;
    double top = 0;
    double right = 0;
    double bottom = 0;
};
MapBounds mapBounds(const model::MapGrid& grid);

struct MapView {
    // From a whole map on a laptop's page to a few hexes filling it.
    static constexpr double smallest = 8;
    static constexpr double largest = 120;

    double scale = 30;  // pixels per hex size
    double left = 0;    // the scaled map's pixel at the window's left edge
    double top = 0;

    wxPoint2DDouble toScreen(model::MapPoint point) const {
        return {point.x * scale - left, point.y * scale - top};
    }
    model::MapPoint toMap(wxPoint2DDouble pixel) const {
        return {(pixel.m_x + left) / scale, (pixel.m_y + top) / scale};
    }
    // Zooms to `newScale` (kept between the limits) leaving the map point under `anchor` there.
    void zoomAbout(double newScale, wxPoint2DDouble anchor);
    // The whole map in a window of `width` × `height` pixels, with a small margin.
    static MapView fitting(const MapBounds& bounds, double width, double height);
};

}  // namespace tachanka::gui
