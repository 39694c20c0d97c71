// The pieces over the terrain: depots and their range, units to come, today's battles, and
// the stacks of counters, each with the marks a player looks for at a glance.

#include <algorithm>
#include <cmath>
#include <map>

#include "app/gui/map/map_drawing.hpp"
#include "app/gui/map/map_painter.hpp"
#include "app/gui/map/map_style.hpp"
#include "app/gui/wx_text.hpp"
#include "model/game_date.hpp"

namespace tachanka::gui {
namespace {

using model::Hex;

// Below this many pixels per hex size a counter's text cannot be read: only its colour shows.
constexpr double readableScale = 16;
// How far each counter under the top one peeks out; a tall stack (Orël's) packs its layers
// closer so that every counter still shows an edge to grab.
constexpr double layerStep = 0.09;
constexpr double widestSpread = 0.36;

// Where the `layer`th of the `layers` counters of the `nth` of `count` stacks sharing a hex
// sits.
wxRect2DDouble counterArea(const MapView& view, Hex hex, std::size_t nth, std::size_t count,
                           std::size_t layer, std::size_t layers) {
    const double side = (count > 1 ? 0.72 : 0.92) * view.scale;
    auto centre = view.toScreen(model::hexCentre(hex));
    if (count > 1) centre.m_x += (static_cast<double>(nth) - 0.5) * 0.8 * view.scale;
    const double spacing =
        layers > 1 ? std::min(layerStep, widestSpread / static_cast<double>(layers - 1)) : 0;
    const double step = spacing * view.scale * static_cast<double>(layer);
    return {centre.m_x - side / 2 + step, centre.m_y - side / 2 + 0.08 * view.scale - step, side,
            side};
}

wxString shortened(const std::string& text, std::size_t most) {
    if (text.size() <= most) return utf8(text);
    return utf8(text.substr(0, most)) + utf8("…");
}

void drawMark(wxGraphicsContext& gc, wxPoint2DDouble centre, double radius, const wxColour& fill,
              const char* letter) {
    gc.SetPen(wxPen(wxColour(255, 255, 255), 1));
    gc.SetBrush(wxBrush(fill));
    gc.DrawEllipse(centre.m_x - radius, centre.m_y - radius, 2 * radius, 2 * radius);
    if (radius < 4) return;
    gc.SetFont(mapFont(1.5 * radius, true), wxColour(255, 255, 255));
    drawCentredText(gc, letter, {centre.m_x, centre.m_y - 0.8 * radius}, wxTransparentColour);
}

// One counter: its side's colours, the code, steps left of the printed ones, and round marks
// for March (M), Routed (R), out of supply (S) and out of command (C).
void drawCounter(wxGraphicsContext& gc, const model::MapCounter& counter, std::size_t side,
                 const wxRect2DDouble& area, bool selected, double scale) {
    const auto colours = sideColours(side);
    gc.SetBrush(wxBrush(colours.fill));
    gc.SetPen(selected ? wxPen(wxColour(240, 190, 0), std::max(3, static_cast<int>(0.09 * scale)))
                       : wxPen(wxColour(40, 40, 40), 1));
    gc.DrawRoundedRectangle(area.m_x, area.m_y, area.m_width, area.m_height, area.m_width * 0.08);
    if (scale < readableScale) return;
    const double w = area.m_width;
    // A long code ("ArtL2/1D") is drawn smaller rather than past the counter's edge.
    const wxString code = utf8(counter.code);
    double pixels = 0.27 * w;
    gc.SetFont(mapFont(pixels, true), colours.text);
    double textWidth = 0;
    double textHeight = 0;
    gc.GetTextExtent(code, &textWidth, &textHeight);
    if (textWidth > 0.9 * w) {
        pixels *= 0.9 * w / textWidth;
        gc.SetFont(mapFont(pixels, true), colours.text);
    }
    drawCentredText(gc, code, {area.m_x + w / 2, area.m_y + 0.22 * w + 0.27 * w - pixels},
                    wxTransparentColour);
    gc.SetFont(mapFont(0.24 * w, false), colours.text);
    drawCentredText(gc, wxString::Format("%d/%d", counter.steps, counter.stepsMax),
                    {area.m_x + 0.3 * w, area.m_y + 0.62 * w}, wxTransparentColour);
    const double radius = 0.13 * w;
    double x = area.m_x + w - radius - 1;
    const auto mark = [&](const wxColour& fill, const char* letter) {
        drawMark(gc, {x, area.m_y + radius + 1}, radius, fill, letter);
        x -= 2 * radius + 1;
    };
    if (counter.mode == model::UnitMode::March) mark(wxColour(30, 130, 60), "M");
    if (counter.mode == model::UnitMode::Routed) mark(wxColour(20, 20, 20), "R");
    x = area.m_x + w - radius - 1;
    const double lower = area.m_y + w - radius - 1;
    if (counter.unsupplied) {
        drawMark(gc, {x, lower}, radius, wxColour(230, 120, 0), "S");
        x -= 2 * radius + 1;
    }
    if (counter.outOfCommand) drawMark(gc, {x, lower}, radius, wxColour(120, 50, 160), "C");
}

// How many stacks share each hex, and which of them each stack is.
std::vector<std::pair<std::size_t, std::size_t>> stackSlots(const model::SituationMap& map) {
    std::map<Hex, std::size_t> counts;
    for (const auto& stack : map.stacks) ++counts[stack.hex];
    std::map<Hex, std::size_t> seen;
    std::vector<std::pair<std::size_t, std::size_t>> slots;
    for (const auto& stack : map.stacks) slots.emplace_back(seen[stack.hex]++, counts[stack.hex]);
    return slots;
}

}  // namespace

std::vector<CounterPlace> counterPlaces(const model::SituationMap& map, const MapView& view) {
    const auto slots = stackSlots(map);
    std::vector<CounterPlace> places;
    for (std::size_t s = 0; s < map.stacks.size(); ++s) {
        const auto& stack = map.stacks[s];
        for (std::size_t c = 0; c < stack.counters.size(); ++c) {
            places.push_back(
                {s, c, counterArea(view, stack.hex, slots[s].first, slots[s].second, c,
                                   stack.counters.size())});
        }
    }
    return places;
}

namespace pieces {

// A depot's range is in MP (3, 8.2.2): drawn as so many hexes, exact only where every hex
// costs one MP, hence "≈" while the terrain is not painted.
void drawDepots(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view) {
    const double hexStep = 2 * model::hexApothem * view.scale;
    for (const auto& depot : map.depots) {
        const auto colours = sideColours(depot.side);
        const auto centre = view.toScreen(model::hexCentre(depot.hex));
        const double radius = depot.supplyRange * hexStep;
        wxColour ink = colours.ink;
        // Light: several ranges overlap over most of the map.
        ink.Set(ink.Red(), ink.Green(), ink.Blue(), depot.functional ? 120 : 50);
        gc.SetBrush(wxNullBrush);
        gc.SetPen(wxPen(ink, 1, wxPENSTYLE_LONG_DASH));
        gc.DrawEllipse(centre.m_x - radius, centre.m_y - radius, 2 * radius, 2 * radius);
        // In the hex's west corner, clear of the counters in its middle.
        const double size = 0.34 * view.scale;
        const double x = centre.m_x - 0.82 * view.scale;
        const double y = centre.m_y - 0.17 * view.scale;
        gc.SetPen(wxPen(wxColour(255, 255, 255), 1));
        gc.SetBrush(wxBrush(depot.functional ? colours.ink : wxColour(150, 150, 150)));
        gc.DrawRectangle(x, y, size, size);
        if (view.scale < readableScale) continue;
        gc.SetFont(mapFont(0.5 * size, true), wxColour(255, 255, 255));
        drawCentredText(gc, wxString::Format("D%d", depot.munitions),
                        {x + size / 2, y + 0.2 * size}, wxTransparentColour);
        gc.SetFont(mapFont(0.24 * view.scale, false), colours.ink);
        const std::string range = (map.terrainProvisional ? "≈" : "") +
                                  std::to_string(depot.supplyRange) + " MP supply";
        drawCentredText(gc, utf8(range), {centre.m_x, centre.m_y - radius - 0.3 * view.scale},
                        wxColour(255, 255, 255, 170));
    }
}

// Each entry hex outlined in the side's ink, with what comes there and when.
void drawArrivals(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view) {
    std::map<Hex, std::vector<const model::MapArrival*>> byHex;
    for (const auto& arrival : map.arrivals) {
        for (const auto& hex : arrival.entryHexes) byHex[hex].push_back(&arrival);
    }
    for (const auto& [hex, arrivals] : byHex) {
        wxGraphicsPath outline = gc.CreatePath();
        addHexOutline(outline, view, hex);
        gc.SetBrush(wxNullBrush);
        gc.SetPen(wxPen(sideColours(arrivals.front()->side).ink, 2, wxPENSTYLE_SHORT_DASH));
        gc.StrokePath(outline);
        if (view.scale < readableScale) continue;
        gc.SetFont(mapFont(0.22 * view.scale, false), wxColour(30, 30, 30));
        const auto centre = view.toScreen(model::hexCentre(hex));
        // Below the hex, clear of a place's name (map_painter.cpp draws it at 0.62).
        double y = centre.m_y + (model::hexApothem + 0.12) * view.scale;
        constexpr std::size_t mostLines = 2;
        for (std::size_t i = 0; i < arrivals.size() && i < mostLines; ++i) {
            const auto* arrival = arrivals[i];
            const wxString when =
                "arrives " + shortDate(model::GameDate::parseIso(arrival->date)) + ": ";
            drawCentredText(gc, when + shortened(arrival->what, 18), {centre.m_x, y},
                            wxColour(255, 255, 255, 200));
            y += 0.26 * view.scale;
        }
        if (arrivals.size() > mostLines) {
            drawCentredText(gc, wxString::Format("+%zu more", arrivals.size() - mostLines),
                            {centre.m_x, y}, wxColour(255, 255, 255, 200));
        }
    }
}

void drawBattles(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view) {
    for (const auto& battle : map.battles) {
        wxGraphicsPath outline = gc.CreatePath();
        addHexOutline(outline, view, battle.hex);
        gc.SetBrush(wxBrush(wxColour(230, 90, 0, 40)));
        gc.SetPen(wxPen(wxColour(220, 80, 0), std::max(3, static_cast<int>(0.12 * view.scale)),
                        battle.state == "planned" ? wxPENSTYLE_SHORT_DASH : wxPENSTYLE_SOLID));
        gc.DrawPath(outline);
    }
}

void drawStacks(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
                const MapMarks& marks) {
    const auto places = counterPlaces(map, view);
    // Bottom counters first, so the first of each stack ends on top.
    for (auto place = places.rbegin(); place != places.rend(); ++place) {
        const auto& stack = map.stacks[place->stack];
        const auto& counter = stack.counters[place->counter];
        if (marks.dragged == counter.unitId) continue;
        drawCounter(gc, counter, stack.side, place->area,
                    marks.selectedUnits.contains(counter.unitId), view.scale);
    }
}

void drawDragged(wxGraphicsContext& gc, const model::SituationMap& map, const MapView& view,
                 const MapMarks& marks) {
    if (!marks.dragged) return;
    for (const auto& stack : map.stacks) {
        for (const auto& counter : stack.counters) {
            if (counter.unitId != *marks.dragged) continue;
            const double side = 0.92 * view.scale;
            drawCounter(gc, counter, stack.side,
                        {marks.dragAt.m_x - side / 2, marks.dragAt.m_y - side / 2, side, side},
                        true, view.scale);
            return;
        }
    }
}

}  // namespace pieces
}  // namespace tachanka::gui
