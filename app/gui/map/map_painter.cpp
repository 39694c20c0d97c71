#include "app/gui/map/map_painter.hpp"

#include <wx/font.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "app/gui/map/map_drawing.hpp"
#include "app/gui/map/map_style.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

using model::Hex;

// A hex whose centre lies this many hex sizes outside the window cannot show in it.
constexpr double cullMargin = 1.6;

struct Visible {
    const MapView& view;
    double width;
    double height;
    bool operator()(Hex hex) const {
        const auto centre = view.toScreen(model::hexCentre(hex));
        const double margin = cullMargin * view.scale;
        return centre.m_x > -margin && centre.m_y > -margin && centre.m_x < width + margin &&
               centre.m_y < height + margin;
    }
};

// One path per terrain and one for every hex's outline: a few fills and strokes for the whole
// grid instead of one per hex keeps the drawing quick.
void drawTerrainAndGrid(wxGraphicsContext& gc, const model::SituationMap& map,
                        const MapView& view, const Visible& visible) {
    std::map<std::string, std::string> painted;
    for (const auto& hex : map.terrain) painted[hex.hex.label()] = hex.terrain;
    std::map<std::string, wxGraphicsPath> fills;
    wxGraphicsPath outlines = gc.CreatePath();
    const auto& grid = map.grid;
    for (int column = grid.firstColumn; column <= grid.lastColumn; ++column) {
        for (int row = grid.firstRow; row <= grid.lastRow; ++row) {
            const Hex hex{column, row};
            if (!visible(hex)) continue;
            const auto found = painted.find(hex.label());
            // Once the club paints, a hex left unpainted is clear, as the rules read it.
            const std::string terrain = found != painted.end() ? found->second
                                        : map.terrainProvisional ? ""
                                                                 : "clear";
            auto fill = fills.find(terrain);
            if (fill == fills.end()) fill = fills.emplace(terrain, gc.CreatePath()).first;
            addHexOutline(fill->second, view, hex);
            addHexOutline(outlines, view, hex);
        }
    }
    gc.SetPen(wxNullPen);
    for (auto& [terrain, path] : fills) {
        gc.SetBrush(gc.CreateBrush(wxBrush(terrainColour(terrain))));
        gc.FillPath(path);
    }
    gc.SetBrush(wxNullBrush);
    gc.SetPen(wxPen(wxColour(185, 185, 180), 1));
    gc.StrokePath(outlines);
}

void drawHexNumbers(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
                    const Visible& visible) {
    // Small enough to leave the hex to its counters; unreadable below this, so left out.
    constexpr double smallestReadable = 20;
    if (view.scale < smallestReadable) return;
    gc.SetFont(mapFont(0.2 * view.scale, false), wxColour(150, 150, 140));
    double width = 0;
    double height = 0;
    gc.GetTextExtent("0000", &width, &height);  // every number has four digits
    const auto& grid = map.grid;
    for (int column = grid.firstColumn; column <= grid.lastColumn; ++column) {
        for (int row = grid.firstRow; row <= grid.lastRow; ++row) {
            const Hex hex{column, row};
            if (!visible(hex)) continue;
            const auto centre = view.toScreen(model::hexCentre(hex));
            gc.DrawText(utf8(hex.label()), centre.m_x - width / 2,
                        centre.m_y - model::hexApothem * view.scale + 1);
        }
    }
}

void drawRailroadTicks(wxGraphicsContext& gc, wxPoint2DDouble from, wxPoint2DDouble to,
                       double scale) {
    const double dx = to.m_x - from.m_x;
    const double dy = to.m_y - from.m_y;
    const double length = std::hypot(dx, dy);
    if (length <= 0) return;
    const double tick = std::max(3.0, 0.12 * scale);
    const double nx = -dy / length * tick;
    const double ny = dx / length * tick;
    wxGraphicsPath ticks = gc.CreatePath();
    for (const double along : {0.25, 0.5, 0.75}) {
        const double x = from.m_x + dx * along;
        const double y = from.m_y + dy * along;
        ticks.MoveToPoint(x - nx, y - ny);
        ticks.AddLineToPoint(x + nx, y + ny);
    }
    gc.StrokePath(ticks);
}

// Rivers under roads under railroads, as a printed map draws them.
void drawHexsides(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
                  const Visible& visible) {
    using model::HexsideFeature;
    for (const auto feature :
         {HexsideFeature::River, HexsideFeature::Road, HexsideFeature::Railroad}) {
        const double width = feature == HexsideFeature::River ? std::max(3.0, 0.16 * view.scale)
                                                              : std::max(2.0, 0.08 * view.scale);
        gc.SetPen(wxPen(featureColour(feature), static_cast<int>(std::lround(width))));
        for (const auto& side : map.hexsides) {
            if (side.feature != feature || !visible(side.a)) continue;
            const auto direction = model::directionTo(side.a, side.b);
            if (!direction) continue;
            const auto ends = model::hexsideEnds(side.a, *direction);
            const auto from = view.toScreen(ends[0]);
            const auto to = view.toScreen(ends[1]);
            gc.StrokeLine(from.m_x, from.m_y, to.m_x, to.m_y);
            if (feature == HexsideFeature::Railroad) drawRailroadTicks(gc, from, to, view.scale);
        }
    }
}

wxGraphicsPath starPath(wxGraphicsContext& gc, wxPoint2DDouble centre, double radius) {
    wxGraphicsPath star = gc.CreatePath();
    for (int point = 0; point < 10; ++point) {
        const double r = point % 2 == 0 ? radius : radius * 0.45;
        const double angle = -M_PI / 2 + point * M_PI / 5;
        const double x = centre.m_x + r * std::cos(angle);
        const double y = centre.m_y + r * std::sin(angle);
        if (point == 0) {
            star.MoveToPoint(x, y);
        } else {
            star.AddLineToPoint(x, y);
        }
    }
    star.CloseSubpath();
    return star;
}

// Names under the hex; a victory place's star in the colours of the side holding it (grey
// while nobody does), a station's small black bar.
void drawPlaces(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
                const Visible& visible) {
    const wxFont font = mapFont(std::max(9.0, 0.27 * view.scale), true);
    for (const auto& place : map.places) {
        if (!visible(place.hex)) continue;
        const auto centre = view.toScreen(model::hexCentre(place.hex));
        if (place.victory) {
            const wxGraphicsPath star = starPath(
                gc, {centre.m_x - 0.52 * view.scale, centre.m_y - 0.6 * view.scale},
                std::max(5.0, 0.2 * view.scale));
            gc.SetBrush(wxBrush(place.holder ? sideColours(*place.holder).fill
                                             : wxColour(170, 170, 170)));
            gc.SetPen(wxPen(place.holder ? sideColours(*place.holder).ink : wxColour(90, 90, 90),
                            2));
            gc.DrawPath(star);
        }
        if (place.station) {
            gc.SetPen(wxNullPen);
            gc.SetBrush(wxBrush(wxColour(20, 20, 20)));
            gc.DrawRectangle(centre.m_x + 0.4 * view.scale, centre.m_y - 0.5 * view.scale,
                             0.25 * view.scale, 0.08 * view.scale);
        }
        gc.SetFont(font, wxColour(30, 30, 30));
        drawCentredText(gc, utf8(place.name), {centre.m_x, centre.m_y + 0.62 * view.scale},
                        wxColour(255, 255, 255, 190));
    }
}

// The stroke being painted, in its terrain's colour, and the hex chosen.
void drawMarks(wxGraphicsContext& gc, const MapView& view, const MapMarks& marks) {
    if (!marks.stroke.empty()) {
        wxGraphicsPath stroke = gc.CreatePath();
        for (const auto& hex : marks.stroke) addHexOutline(stroke, view, hex);
        gc.SetBrush(wxBrush(terrainColour(marks.strokeTerrain)));
        gc.SetPen(wxPen(wxColour(60, 60, 60), 2, wxPENSTYLE_SHORT_DASH));
        gc.DrawPath(stroke);
    }
    for (const auto& hex : {marks.chosenHex, marks.dropHex}) {
        if (!hex) continue;
        wxGraphicsPath outline = gc.CreatePath();
        addHexOutline(outline, view, *hex);
        gc.SetBrush(wxNullBrush);
        gc.SetPen(wxPen(wxColour(240, 190, 0), std::max(3, static_cast<int>(0.1 * view.scale))));
        gc.StrokePath(outline);
    }
}

}  // namespace

void paintMap(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
              const MapMarks& marks, double width, double height) {
    gc.SetAntialiasMode(wxANTIALIAS_DEFAULT);
    gc.SetBrush(wxBrush(wxColour(222, 222, 216)));
    gc.SetPen(wxNullPen);
    gc.DrawRectangle(0, 0, width, height);
    const Visible visible{view, width, height};
    drawTerrainAndGrid(gc, map, view, visible);
    drawHexNumbers(gc, map, view, visible);
    drawHexsides(gc, map, view, visible);
    drawPlaces(gc, map, view, visible);
    pieces::drawDepots(gc, map, view);
    pieces::drawArrivals(gc, map, view);
    pieces::drawBattles(gc, map, view);
    drawMarks(gc, view, marks);
    pieces::drawStacks(gc, map, view, marks);
    pieces::drawDragged(gc, map, view, marks);
    drawLegend(gc, map, height);
}

}  // namespace tachanka::gui
