#include "app/gui/map/map_canvas.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace tachanka::gui {
namespace {

// A press that moves less than this is a click, not a drag.
constexpr int dragThreshold = 4;
constexpr double wheelStep = 1.15;
constexpr double keyStep = 1.25;

bool moved(wxPoint from, wxPoint to) {
    return std::abs(to.x - from.x) > dragThreshold || std::abs(to.y - from.y) > dragThreshold;
}

wxPoint2DDouble asDouble(wxPoint point) { return {double(point.x), double(point.y)}; }

}  // namespace

MapCanvas::MapCanvas(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS) {
    SetName("map-canvas");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) { paint(); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        placeOnce();
        Refresh();
    });
    Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& event) { leftDown(event); });
    Bind(wxEVT_LEFT_UP, [this](wxMouseEvent& event) { leftUp(event); });
    Bind(wxEVT_MOTION, [this](wxMouseEvent& event) {
        if (event.LeftIsDown()) leftMotion(event.GetPosition());
        if (otherDown_) otherMotion(event.GetPosition());
    });
    Bind(wxEVT_RIGHT_DOWN, [this](wxMouseEvent& event) { otherDown(event.GetPosition()); });
    Bind(wxEVT_MIDDLE_DOWN, [this](wxMouseEvent& event) { otherDown(event.GetPosition()); });
    Bind(wxEVT_RIGHT_UP, [this](wxMouseEvent& event) { otherUp(event.GetPosition(), true); });
    Bind(wxEVT_MIDDLE_UP, [this](wxMouseEvent& event) { otherUp(event.GetPosition(), false); });
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) {
        otherDown_ = panning_ = false;
        pressedUnit_.reset();
        marks_.dragged.reset();
        marks_.dropHex.reset();
        marks_.stroke.clear();
    });
    Bind(wxEVT_MOUSEWHEEL, [this](wxMouseEvent& event) {
        const double notches = double(event.GetWheelRotation()) / event.GetWheelDelta();
        zoomAbout(view_.scale * std::pow(wheelStep, notches), asDouble(event.GetPosition()));
    });
    Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& event) { key(event); });
}

void MapCanvas::show(const model::SituationMap& map) {
    map_ = &map;
    placeOnce();
    Refresh();
}

void MapCanvas::placeOnce() {
    const wxSize size = GetClientSize();
    if (placed_ || map_ == nullptr || size.GetWidth() < 50 || size.GetHeight() < 50) return;
    placed_ = true;
    fit();
    if (openingScale_) zoomTo(*openingScale_);
}

void MapCanvas::paint() {
    wxAutoBufferedPaintDC dc(this);
    const wxSize size = GetClientSize();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    if (map_ == nullptr) {
        gc->SetBrush(wxBrush(GetBackgroundColour()));
        gc->DrawRectangle(0, 0, size.GetWidth(), size.GetHeight());
        return;
    }
    paintMap(*gc, *map_, view_, marks_, size.GetWidth(), size.GetHeight());
}

void MapCanvas::zoomAbout(double scale, wxPoint2DDouble anchor) {
    view_.zoomAbout(scale, anchor);
    Refresh();
    if (zoomed_) zoomed_(view_.scale);
}

void MapCanvas::zoomBy(double factor) {
    const wxSize size = GetClientSize();
    zoomAbout(view_.scale * factor, {size.GetWidth() / 2.0, size.GetHeight() / 2.0});
}

void MapCanvas::zoomTo(double scale) {
    const wxSize size = GetClientSize();
    zoomAbout(scale, {size.GetWidth() / 2.0, size.GetHeight() / 2.0});
}

void MapCanvas::fit() {
    if (map_ == nullptr) return;
    const wxSize size = GetClientSize();
    view_ = MapView::fitting(mapBounds(map_->grid), size.GetWidth(), size.GetHeight());
    Refresh();
    if (zoomed_) zoomed_(view_.scale);
}

void MapCanvas::centreOn(model::Hex hex) {
    const wxSize size = GetClientSize();
    const auto centre = model::hexCentre(hex);
    view_.left = centre.x * view_.scale - size.GetWidth() / 2.0;
    view_.top = centre.y * view_.scale - size.GetHeight() / 2.0;
    Refresh();
}

wxPoint MapCanvas::pointOf(model::Hex hex) const {
    const auto point = view_.toScreen(model::hexCentre(hex));
    return {static_cast<int>(std::lround(point.m_x)), static_cast<int>(std::lround(point.m_y))};
}

model::Hex MapCanvas::hexAt(wxPoint point) const {
    return model::hexAt(view_.toMap(asDouble(point)));
}

std::optional<std::int64_t> MapCanvas::counterAt(wxPoint point) const {
    if (map_ == nullptr) return std::nullopt;
    for (const auto& place : counterPlaces(*map_, view_)) {
        if (place.area.Contains(asDouble(point))) {
            return map_->stacks[place.stack].counters[place.counter].unitId;
        }
    }
    return std::nullopt;
}

void MapCanvas::addToStroke(model::Hex hex) {
    if (map_ == nullptr || !map_->grid.contains(hex)) return;
    if (std::find(marks_.stroke.begin(), marks_.stroke.end(), hex) != marks_.stroke.end()) return;
    marks_.stroke.push_back(hex);
    Refresh();
}

void MapCanvas::leftDown(const wxMouseEvent& event) {
    SetFocus();
    if (!HasCapture()) CaptureMouse();
    pressed_ = event.GetPosition();
    pressedUnit_.reset();
    if (tool_ == MapTool::Move) pressedUnit_ = counterAt(pressed_);
    if (tool_ == MapTool::PaintTerrain) {
        marks_.stroke.clear();
        addToStroke(hexAt(pressed_));
    }
}

void MapCanvas::leftMotion(wxPoint point) {
    if (tool_ == MapTool::PaintTerrain) {
        addToStroke(hexAt(point));
        return;
    }
    if (tool_ != MapTool::Move || !pressedUnit_) return;
    if (!marks_.dragged && !moved(pressed_, point)) return;
    marks_.dragged = pressedUnit_;
    marks_.dragAt = asDouble(point);
    marks_.dropHex = hexAt(point);
    Refresh();
}

void MapCanvas::leftUp(const wxMouseEvent& event) {
    if (HasCapture()) ReleaseMouse();
    const wxPoint point = event.GetPosition();
    if (tool_ == MapTool::PaintTerrain) {
        const auto stroke = std::move(marks_.stroke);
        marks_.stroke.clear();
        Refresh();
        if (!stroke.empty() && stroke_) stroke_(stroke);
        return;
    }
    if (tool_ == MapTool::MarkStation) {
        const model::Hex hex = hexAt(point);
        if (station_ && map_ != nullptr && map_->grid.contains(hex)) station_(hex);
        return;
    }
    if (tool_ == MapTool::DrawHexside) {
        // The hexside nearest the click: the one whose middle is closest, of the hex clicked.
        const auto spot = view_.toMap(asDouble(point));
        const model::Hex hex = model::hexAt(spot);
        auto nearest = model::HexDirection::North;
        double best = std::numeric_limits<double>::max();
        for (const auto direction : model::hexDirections) {
            const auto ends = model::hexsideEnds(hex, direction);
            const double dx = (ends[0].x + ends[1].x) / 2 - spot.x;
            const double dy = (ends[0].y + ends[1].y) / 2 - spot.y;
            if (dx * dx + dy * dy < best) {
                best = dx * dx + dy * dy;
                nearest = direction;
            }
        }
        if (hexside_) hexside_(hex, nearest);
        return;
    }
    const auto dragged = marks_.dragged;
    marks_.dragged.reset();
    marks_.dropHex.reset();
    pressedUnit_.reset();
    Refresh();
    if (dragged) {
        if (drop_) drop_(*dragged, hexAt(point));
        return;
    }
    if (click_) {
        click_({hexAt(point), counterAt(point), event.ControlDown() || event.ShiftDown()});
    }
}

void MapCanvas::otherDown(wxPoint point) {
    SetFocus();
    if (!HasCapture()) CaptureMouse();
    otherDown_ = true;
    panning_ = false;
    panFrom_ = point;
    pressed_ = point;
}

void MapCanvas::otherMotion(wxPoint point) {
    if (!panning_ && !moved(pressed_, point)) return;
    panning_ = true;
    view_.left -= point.x - panFrom_.x;
    view_.top -= point.y - panFrom_.y;
    panFrom_ = point;
    Refresh();
}

void MapCanvas::otherUp(wxPoint point, bool right) {
    if (HasCapture()) ReleaseMouse();
    const bool clicked = otherDown_ && !panning_;
    otherDown_ = panning_ = false;
    if (clicked && right && context_) context_(hexAt(point), point);
}

void MapCanvas::key(wxKeyEvent& event) {
    // A quarter of the window per arrow press.
    const wxSize size = GetClientSize();
    const double across = size.GetWidth() / 4.0;
    const double down = size.GetHeight() / 4.0;
    switch (event.GetKeyCode()) {
        case '+':
        case '=':
        case WXK_NUMPAD_ADD:
            zoomBy(keyStep);
            return;
        case '-':
        case WXK_NUMPAD_SUBTRACT:
            zoomBy(1 / keyStep);
            return;
        case '0':
            fit();
            return;
        case WXK_LEFT:
            view_.left -= across;
            break;
        case WXK_RIGHT:
            view_.left += across;
            break;
        case WXK_UP:
            view_.top -= down;
            break;
        case WXK_DOWN:
            view_.top += down;
            break;
        default:
            event.Skip();
            return;
    }
    Refresh();
}

}  // namespace tachanka::gui
