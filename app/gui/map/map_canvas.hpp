#pragma once
// The map's drawing surface: paints the situation through map_painter, zooms (wheel, keys,
// the page's buttons) and pans (dragging with the right or middle button, arrow keys), and
// turns the left button into what the page's tool means: a click on a hex, a counter dragged
// to another hex, a stroke of hexes painted, a click on a hexside. It changes nothing itself:
// it tells the page, which calls the core.

#include <wx/window.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "app/gui/map/map_painter.hpp"
#include "app/gui/map/map_view.hpp"
#include "model/situation_map.hpp"

namespace tachanka::gui {

enum class MapTool { Move, PaintTerrain, DrawHexside, MarkStation };

struct MapClick {
    model::Hex hex;
    std::optional<std::int64_t> unit;  // the counter under the mouse
    bool toggle = false;               // Ctrl or Shift held: add to or take from the selection
};

class MapCanvas : public wxWindow {
public:
    explicit MapCanvas(wxWindow* parent);

    // The picture to draw; the page keeps it and calls again after every change.
    void show(const model::SituationMap& map);
    MapMarks& marks() { return marks_; }
    void setTool(MapTool tool) { tool_ = tool; }
    MapTool tool() const { return tool_; }

    const MapView& view() const { return view_; }
    // Zooms by `factor` about the window's centre.
    void zoomBy(double factor);
    void zoomTo(double scale);
    // The whole map in the window.
    void fit();
    // Pans so that `hex` is in the middle of the window.
    void centreOn(model::Hex hex);
    // The zoom the window opens at (the user's last), centred on the map; none: the whole map.
    void setOpeningScale(std::optional<double> scale) { openingScale_ = scale; }

    // Where the middle of `hex` is in the window, and the hex at a point of it.
    wxPoint pointOf(model::Hex hex) const;
    model::Hex hexAt(wxPoint point) const;

    void onClick(std::function<void(const MapClick&)> f) { click_ = std::move(f); }
    void onDrop(std::function<void(std::int64_t unit, model::Hex to)> f) { drop_ = std::move(f); }
    void onStroke(std::function<void(const std::vector<model::Hex>&)> f) { stroke_ = std::move(f); }
    void onHexside(std::function<void(model::Hex, model::HexDirection)> f) {
        hexside_ = std::move(f);
    }
    void onStation(std::function<void(model::Hex)> f) { station_ = std::move(f); }
    void onContextMenu(std::function<void(model::Hex, wxPoint)> f) { context_ = std::move(f); }
    void onZoom(std::function<void(double scale)> f) { zoomed_ = std::move(f); }

private:
    void paint();
    void placeOnce();
    void leftDown(const wxMouseEvent& event);
    void leftMotion(wxPoint point);
    void leftUp(const wxMouseEvent& event);
    void otherDown(wxPoint point);
    void otherMotion(wxPoint point);
    void otherUp(wxPoint point, bool right);
    void key(wxKeyEvent& event);
    void zoomAbout(double scale, wxPoint2DDouble anchor);
    std::optional<std::int64_t> counterAt(wxPoint point) const;
    void addToStroke(model::Hex hex);

    const model::SituationMap* map_ = nullptr;
    MapView view_;
    bool placed_ = false;  // a new window places the map once it has a size
    std::optional<double> openingScale_;
    MapMarks marks_;
    MapTool tool_ = MapTool::Move;
    wxPoint pressed_;
    std::optional<std::int64_t> pressedUnit_;
    bool panning_ = false;
    wxPoint panFrom_;
    bool otherDown_ = false;
    std::function<void(const MapClick&)> click_;
    std::function<void(std::int64_t, model::Hex)> drop_;
    std::function<void(const std::vector<model::Hex>&)> stroke_;
    std::function<void(model::Hex, model::HexDirection)> hexside_;
    std::function<void(model::Hex)> station_;
    std::function<void(model::Hex, wxPoint)> context_;
    std::function<void(double)> zoomed_;
};

}  // namespace tachanka::gui
