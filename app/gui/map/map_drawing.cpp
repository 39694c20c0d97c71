#include "app/gui/map/map_drawing.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/gui/map/map_style.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

void addHexOutline(wxGraphicsPath& path, const MapView& view, model::Hex hex) {
    const auto corners = model::hexCorners(hex);
    const auto first = view.toScreen(corners[0]);
    path.MoveToPoint(first);
    for (std::size_t i = 1; i < corners.size(); ++i) path.AddLineToPoint(view.toScreen(corners[i]));
    path.CloseSubpath();
}

wxFont mapFont(double pixels, bool bold) {
    const int height = std::max(7, static_cast<int>(std::lround(pixels)));
    return wxFont(wxFontInfo(wxSize(0, height)).Family(wxFONTFAMILY_SWISS).Bold(bold));
}

void drawCentredText(wxGraphicsContext& gc, const wxString& text, wxPoint2DDouble top,
                     const wxColour& ground) {
    double width = 0;
    double height = 0;
    gc.GetTextExtent(text, &width, &height);
    if (ground.Alpha() > 0) {
        gc.SetPen(wxNullPen);
        gc.SetBrush(wxBrush(ground));
        gc.DrawRoundedRectangle(top.m_x - width / 2 - 2, top.m_y, width + 4, height, 2);
    }
    gc.DrawText(text, top.m_x - width / 2, top.m_y);
}

void drawLegend(wxGraphicsContext& gc, const model::SituationMap& map, double height) {
    std::vector<wxString> lines;
    if (!map.turnLine.empty()) lines.push_back(utf8(map.turnLine));
    lines.push_back(utf8("Marks: M march · R routed · S out of supply · C out of command · "
                         "dashed circle: a depot's supply range"));
    if (map.terrainProvisional) {
        lines.push_back(utf8("Terrain layer empty (provisional): paint it with the terrain "
                             "tools; supply ranges are approximate"));
    }
    gc.SetFont(mapFont(13, false), wxColour(30, 30, 30));
    constexpr double pad = 6;
    constexpr double swatch = 12;
    double lineHeight = 0;
    double widest = 0;
    for (const auto& line : lines) {
        double w = 0;
        gc.GetTextExtent(line, &w, &lineHeight);
        widest = std::max(widest, w);
    }
    double sidesWidth = 0;
    for (const auto& side : map.sides) {
        double w = 0;
        gc.GetTextExtent(utf8(side), &w, &lineHeight);
        sidesWidth += swatch + 4 + w + 12;
    }
    widest = std::max(widest, sidesWidth);
    const double boxHeight = pad * 2 + lineHeight * static_cast<double>(lines.size() + 1);
    const double top = height - boxHeight - pad;
    gc.SetPen(wxPen(wxColour(150, 150, 150), 1));
    gc.SetBrush(wxBrush(wxColour(255, 255, 255, 225)));
    gc.DrawRectangle(pad, top, widest + 2 * pad, boxHeight);
    double x = 2 * pad;
    const double sidesTop = top + pad;
    for (std::size_t side = 0; side < map.sides.size(); ++side) {
        const auto colours = sideColours(side);
        gc.SetPen(wxPen(wxColour(40, 40, 40), 1));
        gc.SetBrush(wxBrush(colours.fill));
        gc.DrawRectangle(x, sidesTop + (lineHeight - swatch) / 2, swatch, swatch);
        x += swatch + 4;
        double w = 0;
        gc.GetTextExtent(utf8(map.sides[side]), &w, &lineHeight);
        gc.DrawText(utf8(map.sides[side]), x, sidesTop);
        x += w + 12;
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        gc.DrawText(lines[i], 2 * pad, sidesTop + lineHeight * static_cast<double>(i + 1));
    }
}

}  // namespace tachanka::gui
