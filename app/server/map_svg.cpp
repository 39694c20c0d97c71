#include "app/server/map_svg.hpp"

#include <algorithm>
#include <cstdio>
#include <map>

#include "app/server/markup.hpp"
#include "model/hex_geometry.hpp"
#include "model/map_palette.hpp"

namespace tachanka::server {
namespace {

// Pixels from a hex's centre to a corner: a counter of 40 pixels fits inside the hex and its
// code is readable on a phone without zooming.
constexpr double hexSize = 36;

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string colour(model::Rgb rgb) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", rgb.red, rgb.green, rgb.blue);
    return text;
}

model::MapPoint onPage(model::MapPoint point, model::MapPoint origin) {
    return {(point.x - origin.x) * hexSize, (point.y - origin.y) * hexSize};
}

std::string points(model::Hex hex, model::MapPoint origin) {
    std::string text;
    for (const auto corner : model::hexCorners(hex)) {
        const auto at = onPage(corner, origin);
        if (!text.empty()) text += ' ';
        text += number(at.x) + "," + number(at.y);
    }
    return text;
}

std::string hexes(const model::SituationMap& map, model::MapPoint origin) {
    std::map<std::string, std::string> painted;
    for (const auto& hex : map.terrain) painted[hex.hex.label()] = hex.terrain;
    std::string svg = "<g class=\"hexes\">";
    for (int column = map.grid.firstColumn; column <= map.grid.lastColumn; ++column) {
        for (int row = map.grid.firstRow; row <= map.grid.lastRow; ++row) {
            const model::Hex hex{column, row};
            const auto found = painted.find(hex.label());
            const auto terrain = found == painted.end() ? std::string() : found->second;
            const auto centre = onPage(model::hexCentre(hex), origin);
            svg += "<g class=\"hex\" data-hex=\"" + hex.label() + "\"><polygon points=\"" +
                   points(hex, origin) + "\" fill=\"" + colour(model::terrainRgb(terrain)) +
                   "\"/><text class=\"number\" x=\"" + number(centre.x) + "\" y=\"" +
                   number(centre.y - 0.62 * hexSize) + "\">" + hex.label() + "</text></g>";
        }
    }
    return svg + "</g>";
}

std::string hexsides(const model::SituationMap& map, model::MapPoint origin) {
    std::string svg = "<g class=\"hexsides\">";
    for (const auto& side : map.hexsides) {
        const auto direction = model::directionTo(side.a, side.b);
        if (!direction) continue;
        const auto ends = model::hexsideEnds(side.a, *direction);
        const auto from = onPage(ends[0], origin);
        const auto to = onPage(ends[1], origin);
        const auto name = std::string(model::nameOf(model::hexsideFeatureNames, side.feature));
        svg += "<line class=\"" + name + "\" x1=\"" + number(from.x) + "\" y1=\"" +
               number(from.y) + "\" x2=\"" + number(to.x) + "\" y2=\"" + number(to.y) +
               "\" stroke=\"" + colour(model::featureRgb(side.feature)) + "\"/>";
    }
    return svg + "</g>";
}

std::string places(const model::SituationMap& map, model::MapPoint origin) {
    std::string svg = "<g class=\"places\">";
    for (const auto& battle : map.battles) {
        svg += "<polygon class=\"battle " + escaped(battle.state) + "\" points=\"" +
               points(battle.hex, origin) + "\"><title>Battle " +
               std::to_string(battle.battleId) + " · " + escaped(battle.state) + "</title></polygon>";
    }
    for (const auto& place : map.places) {
        const auto centre = onPage(model::hexCentre(place.hex), origin);
        svg += "<text class=\"place" + std::string(place.victory ? " victory" : "") + "\" x=\"" +
               number(centre.x) + "\" y=\"" + number(centre.y + 0.78 * hexSize) + "\">" +
               escaped(place.name) + "</text>";
    }
    for (const auto& depot : map.depots) {
        const auto centre = onPage(model::hexCentre(depot.hex), origin);
        const auto ink = model::sidePalette(depot.side).ink;
        svg += "<g class=\"depot" + std::string(depot.functional ? "" : " cut") + "\"><rect x=\"" +
               number(centre.x - 0.85 * hexSize) + "\" y=\"" + number(centre.y - 0.25 * hexSize) +
               "\" width=\"12\" height=\"12\" fill=\"" + colour(ink) + "\"/><title>" +
               escaped(map.sides.at(depot.side)) + " depot · " + std::to_string(depot.munitions) +
               " munitions" + (depot.functional ? "" : " · not functional") + "</title></g>";
    }
    return svg + "</g>";
}

std::string counterLine(const model::MapCounter& counter) {
    std::string line = counter.code + " " + std::to_string(counter.steps) + "/" +
                       std::to_string(counter.stepsMax);
    if (counter.mode == model::UnitMode::March) line += " March";
    if (counter.mode == model::UnitMode::Routed) line += " Routed";
    if (counter.unsupplied) line += " unsupplied";
    if (counter.outOfCommand) line += " out of command";
    return line;
}

std::string stack(const model::SituationMap& map, const model::MapStack& stack, double offset,
                  bool own, model::MapPoint origin) {
    const auto& top = stack.counters.front();
    const auto palette = model::sidePalette(stack.side);
    const auto centre = onPage(model::hexCentre(stack.hex), origin);
    const double side = 0.9 * hexSize;
    const double left = centre.x - side / 2 + offset;
    const double upper = centre.y - side / 2;
    std::string units;
    std::string title = escaped(map.sides.at(stack.side));
    for (const auto& counter : stack.counters) {
        units += (units.empty() ? "" : "|") + escaped(counter.code);
        title += " · " + escaped(counterLine(counter));
    }
    std::string svg = "<g class=\"stack " + std::string(own ? "own" : "enemy") +
                      "\" data-hex=\"" + stack.hex.label() + "\" data-side=\"" +
                      escaped(map.sides.at(stack.side)) + "\" data-units=\"" + units + "\"><title>" +
                      title + "</title>";
    if (stack.counters.size() > 1) {
        svg += "<rect class=\"under\" x=\"" + number(left + 3) + "\" y=\"" + number(upper - 3) +
               "\" width=\"" + number(side) + "\" height=\"" + number(side) + "\" fill=\"" +
               colour(palette.fill) + "\"/>";
    }
    svg += "<rect class=\"counter\" x=\"" + number(left) + "\" y=\"" + number(upper) +
           "\" width=\"" + number(side) + "\" height=\"" + number(side) + "\" fill=\"" +
           colour(palette.fill) + "\"/>";
    const auto ink = colour(palette.text);
    const auto code = escaped(top.code);
    svg += "<text class=\"code\" x=\"" + number(left + side / 2) + "\" y=\"" +
           number(upper + 0.42 * side) + "\" fill=\"" + ink + "\"" +
           (top.code.size() > 5 ? " textLength=\"" + number(side - 4) +
                                      "\" lengthAdjust=\"spacingAndGlyphs\""
                                : std::string()) +
           ">" + code + "</text>";
    std::string status = std::to_string(top.steps) + "/" + std::to_string(top.stepsMax);
    if (top.mode == model::UnitMode::March) status += " M";
    if (top.mode == model::UnitMode::Routed) status += " R";
    svg += "<text class=\"steps\" x=\"" + number(left + side / 2) + "\" y=\"" +
           number(upper + 0.85 * side) + "\" fill=\"" + ink + "\">" + status + "</text>";
    if (stack.counters.size() > 1) {
        svg += "<text class=\"count\" x=\"" + number(left + side + 4) + "\" y=\"" +
               number(upper + 2) + "\">" + std::to_string(stack.counters.size()) + "</text>";
    }
    return svg + "</g>";
}

std::string stacks(const model::SituationMap& map, const std::string& seatSide,
                   model::MapPoint origin) {
    // Two sides' stacks in one hex (a battle's) stand side by side.
    std::map<std::string, int> inHex;
    for (const auto& each : map.stacks) ++inHex[each.hex.label()];
    std::map<std::string, int> drawn;
    std::string svg = "<g class=\"stacks\">";
    for (const auto& each : map.stacks) {
        const auto label = each.hex.label();
        const double offset = inHex[label] > 1 ? (drawn[label]++ == 0 ? -0.3 : 0.3) * hexSize : 0;
        const bool own = seatSide.empty() || map.sides.at(each.side) == seatSide;
        svg += stack(map, each, offset, own, origin);
    }
    return svg + "</g>";
}

}  // namespace

std::string mapSvg(const model::SituationMap& map, const std::string& seatSide) {
    // The grid's corner hexes bound the drawing, with half a hex to spare for labels.
    const model::MapPoint first = model::hexCentre({map.grid.firstColumn, map.grid.firstRow});
    const model::MapPoint last = model::hexCentre({map.grid.lastColumn, map.grid.lastRow});
    const model::MapPoint origin{first.x - 1.2, first.y - 1.3};
    const double width = (last.x - origin.x + 1.2) * hexSize;
    const double height = (last.y - origin.y + 1.8) * hexSize;
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map\" viewBox=\"0 0 " +
                      number(width) + " " + number(height) + "\" width=\"" + number(width) +
                      "\" height=\"" + number(height) + "\" data-width=\"" + number(width) +
                      "\" data-height=\"" + number(height) + "\">";
    if (map.terrainProvisional) {
        svg += "<text class=\"provisional\" x=\"8\" y=\"18\">Terrain not painted yet: every hex "
               "counts as clear (provisional)</text>";
    }
    svg += hexes(map, origin) + hexsides(map, origin) + places(map, origin) +
           stacks(map, seatSide, origin);
    return svg + "</svg>";
}

}  // namespace tachanka::server
