#include "app/gui/map/map_view.hpp"

#include <algorithm>

namespace tachanka::gui {

MapBounds mapBounds(const model::MapGrid& grid) {
    const model::MapPoint first = model::hexCentre({grid.firstColumn, grid.firstRow});
    const model::MapPoint last = model::hexCentre({grid.lastColumn, grid.lastRow});
    // The even columns hang half a hex lower: the top is the higher of the first two columns,
    // the bottom the lower of the last two.
    const model::MapPoint second = model::hexCentre({grid.firstColumn + 1, grid.firstRow});
    const model::MapPoint lowest = model::hexCentre({grid.lastColumn - 1, grid.lastRow});
    return {first.x - 1.0, std::min(first.y, second.y) - model::hexApothem, last.x + 1.0,
            std::max(last.y, lowest.y) + model::hexApothem};
}

void MapView::zoomAbout(double newScale, wxPoint2DDouble anchor) {
    const model::MapPoint held = toMap(anchor);
    scale = std::clamp(newScale, smallest, largest);
    left = held.x * scale - anchor.m_x;
    top = held.y * scale - anchor.m_y;
}

MapView MapView::fitting(const MapBounds& bounds, double width, double height) {
    constexpr double margin = 8;
    const double across = bounds.right - bounds.left;
    const double down = bounds.bottom - bounds.top;
    MapView view;
    view.scale = std::clamp(std::min((width - 2 * margin) / across, (height - 2 * margin) / down),
                            smallest, largest);
    view.left = bounds.left * view.scale - margin;
    view.top = bounds.top * view.scale - margin;
    return view;
}

}  // namespace tachanka::gui
