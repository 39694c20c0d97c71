#include "reports/sheets/situation_map_sheet.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <string>

#include "model/game_date.hpp"
#include "model/hex_geometry.hpp"

namespace tachanka::reports {
namespace {

constexpr float margin = 28.0f;
constexpr float headerHeight = 22.0f;
constexpr float footerHeight = 34.0f;

// Shades first, so that a grey print still tells the sides and the terrain apart.
constexpr std::array<Colour, 2> sideFill{Colour{1.0f, 1.0f, 1.0f}, Colour{0.62f, 0.08f, 0.08f}};
constexpr std::array<Colour, 2> sideText{black, white};

Colour terrainColour(const std::string& terrain) {
    if (terrain == "forest") return Colour{0.72f, 0.86f, 0.68f};
    if (terrain == "town") return Colour::gray(0.80f);
    if (terrain == "orel") return Colour::gray(0.62f);
    return white;
}

struct Tile {
    int firstColumn, lastColumn, firstRow, lastRow;
    std::string name;
};

std::vector<Tile> tilesFor(const model::MapGrid& grid, Paper paper) {
    if (paper == Paper::A3) {
        return {{grid.firstColumn, grid.lastColumn, grid.firstRow, grid.lastRow, "whole map"}};
    }
    const int midColumn = (grid.firstColumn + grid.lastColumn) / 2;
    const int midRow = (grid.firstRow + grid.lastRow) / 2;
    return {{grid.firstColumn, midColumn + 1, grid.firstRow, midRow + 1, "north-west"},
            {midColumn, grid.lastColumn, grid.firstRow, midRow + 1, "north-east"},
            {grid.firstColumn, midColumn + 1, midRow, grid.lastRow, "south-west"},
            {midColumn, grid.lastColumn, midRow, grid.lastRow, "south-east"}};
}

// Map units to page points for one tile, fitted to the page's drawing area.
class TileView {
public:
    TileView(const Tile& tile, float left, float top, float width, float height) : tile_(tile) {
        double minX = std::numeric_limits<double>::max(), minY = minX;
        double maxX = std::numeric_limits<double>::lowest(), maxY = maxX;
        for (int c = tile.firstColumn; c <= tile.lastColumn; ++c) {
            for (int r = tile.firstRow; r <= tile.lastRow; ++r) {
                for (const auto corner : model::hexCorners({c, r})) {
                    minX = std::min(minX, corner.x), maxX = std::max(maxX, corner.x);
                    minY = std::min(minY, corner.y), maxY = std::max(maxY, corner.y);
                }
            }
        }
        scale_ = static_cast<float>(std::min(width / (maxX - minX), height / (maxY - minY)));
        left_ = left - static_cast<float>(minX) * scale_;
        top_ = top - static_cast<float>(minY) * scale_;
    }
    bool shows(model::Hex hex) const {
        return hex.column >= tile_.firstColumn && hex.column <= tile_.lastColumn &&
               hex.row >= tile_.firstRow && hex.row <= tile_.lastRow;
    }
    std::pair<float, float> at(model::MapPoint point) const {
        return {left_ + static_cast<float>(point.x) * scale_, top_ + static_cast<float>(point.y) * scale_};
    }
    std::vector<std::pair<float, float>> outline(model::Hex hex) const {
        std::vector<std::pair<float, float>> points;
        for (const auto corner : model::hexCorners(hex)) points.push_back(at(corner));
        points.push_back(points.front());
        return points;
    }
    float scale() const { return scale_; }

private:
    Tile tile_;
    float scale_ = 1;
    float left_ = 0;
    float top_ = 0;
};

Pen hexsidePen(model::HexsideFeature feature, float scale) {
    switch (feature) {
        case model::HexsideFeature::Road: return Pen{scale * 0.10f, Colour{0.55f, 0.33f, 0.10f}};
        case model::HexsideFeature::Railroad: return Pen{scale * 0.07f, black, 3, 1};
        case model::HexsideFeature::River: return Pen{scale * 0.16f, Colour{0.15f, 0.40f, 0.85f}};
    }
    return Pen{};
}

std::string counterLine(const model::MapCounter& counter) {
    std::string line = counter.code + " " + std::to_string(counter.steps) + "/" +
                       std::to_string(counter.stepsMax);
    if (counter.mode == model::UnitMode::March) line += " M";
    if (counter.mode == model::UnitMode::Routed) line += " R";
    if (counter.unsupplied) line += " U";
    if (counter.outOfCommand) line += " O";
    return line;
}

void drawGrid(PdfPage& page, const TileView& view, const model::SituationMap& map) {
    const float s = view.scale();
    for (const auto& painted : map.terrain) {
        if (view.shows(painted.hex)) page.fillPolygon(view.outline(painted.hex), terrainColour(painted.terrain));
    }
    for (const auto& battle : map.battles) {
        if (view.shows(battle.hex)) page.fillPolygon(view.outline(battle.hex), Colour{1.0f, 0.85f, 0.55f});
    }
    for (int c = map.grid.firstColumn; c <= map.grid.lastColumn; ++c) {
        for (int r = map.grid.firstRow; r <= map.grid.lastRow; ++r) {
            const model::Hex hex{c, r};
            if (!view.shows(hex)) continue;
            page.polyline(view.outline(hex), Pen{0.4f, Colour::gray(0.55f)});
            const auto [x, y] = view.at(model::hexCentre(hex));
            const float size = s * 0.22f;
            page.text(x - page.textWidth(hex.label(), FontStyle::Regular, size) / 2,
                      y - s * 0.62f, hex.label(), FontStyle::Regular, size, Colour::gray(0.45f));
        }
    }
    for (const auto& side : map.hexsides) {
        if (!view.shows(side.a) && !view.shows(side.b)) continue;
        const auto direction = model::directionTo(side.a, side.b);
        if (!direction) continue;
        const auto ends = model::hexsideEnds(side.a, *direction);
        const auto [x1, y1] = view.at(ends[0]);
        const auto [x2, y2] = view.at(ends[1]);
        page.line(x1, y1, x2, y2, hexsidePen(side.feature, s));
    }
    for (const auto& battle : map.battles) {
        if (view.shows(battle.hex)) page.polyline(view.outline(battle.hex), Pen{s * 0.08f, black, 2});
    }
}

void drawPlaces(PdfPage& page, const TileView& view, const model::SituationMap& map) {
    const float s = view.scale();
    for (const auto& place : map.places) {
        if (!view.shows(place.hex)) continue;
        const auto [x, y] = view.at(model::hexCentre(place.hex));
        const float size = s * 0.25f;
        const float width = page.textWidth(place.name, FontStyle::Bold, size);
        page.text(x - width / 2, y + s * 0.72f, place.name, FontStyle::Bold, size);
        if (place.victory) {
            const float cx = x + s * 0.47f;
            const float cy = y - s * 0.66f;
            if (place.holder) page.fillCircle(cx, cy, s * 0.10f, sideFill[*place.holder % 2]);
            page.circle(cx, cy, s * 0.10f, Pen{s * 0.04f});
        }
    }
}

void drawStacks(PdfPage& page, const TileView& view, const model::SituationMap& map) {
    const float s = view.scale();
    const float size = s * 0.22f;
    for (const auto& stack : map.stacks) {
        if (!view.shows(stack.hex)) continue;
        const auto [x, y] = view.at(model::hexCentre(stack.hex));
        // A full hex (Orël at the start holds six counters) shrinks its lines to stay inside.
        std::size_t counters = 0;
        std::size_t before = 0;
        for (const auto& other : map.stacks) {
            if (other.hex != stack.hex) continue;
            if (&other < &stack) before += other.counters.size();
            counters += other.counters.size();
        }
        // Below the hex number, and above the place's name when the hex has one.
        const bool named = std::any_of(map.places.begin(), map.places.end(),
                                       [&](const model::MapPlace& p) { return p.hex == stack.hex; });
        const float top = y - s * 0.55f;
        const float height = s * (named ? 1.0f : 1.25f);
        const float lineSize = std::min(size, height / (static_cast<float>(counters) * 1.2f));
        const float boxWidth = s * 1.35f;
        float line = top + (height - static_cast<float>(counters) * lineSize * 1.2f) / 2 +
                     static_cast<float>(before) * lineSize * 1.2f;
        for (const auto& counter : stack.counters) {
            const std::string full = counterLine(counter);
            const float fitted =
                std::max(lineSize * 0.7f, std::min(lineSize, lineSize * (boxWidth - 2) /
                                                                 page.textWidth(full, FontStyle::Bold, lineSize)));
            const std::string text = page.cutToWidth(full, FontStyle::Bold, fitted, boxWidth - 2);
            page.fillRectangle(x - boxWidth / 2, line, boxWidth, lineSize * 1.15f, sideFill[stack.side % 2]);
            page.strokeRectangle(x - boxWidth / 2, line, boxWidth, lineSize * 1.15f, Pen{0.3f});
            page.text(x - boxWidth / 2 + 1, line + lineSize * 0.9f, text, FontStyle::Bold, fitted,
                      sideText[stack.side % 2]);
            line += lineSize * 1.2f;
        }
    }
    for (const auto& depot : map.depots) {
        if (!view.shows(depot.hex)) continue;
        const auto [x, y] = view.at(model::hexCentre(depot.hex));
        const std::string text = "D" + std::to_string(depot.munitions) + (depot.functional ? "" : "!");
        // At the hex's west corner, clear of the counters' column.
        const float depotSize = s * 0.17f;
        const float width = page.textWidth(text, FontStyle::Bold, depotSize) + 2;
        const float left = x - s * 0.97f;
        const float top = y - depotSize * 0.6f;
        page.fillRectangle(left, top, width, depotSize * 1.2f, sideFill[depot.side % 2]);
        page.strokeRectangle(left, top, width, depotSize * 1.2f, Pen{0.5f});
        page.text(left + 1, top + depotSize * 0.95f, text, FontStyle::Bold, depotSize,
                  sideText[depot.side % 2]);
    }
    for (const auto& arrival : map.arrivals) {
        for (const auto hex : arrival.entryHexes) {
            if (!view.shows(hex)) continue;
            page.polyline(view.outline(hex), Pen{s * 0.05f, sideFill[1], 1, 2});
        }
    }
}

std::string shortDate(const std::string& iso) {
    const auto date = model::GameDate::parseIso(iso);
    return std::to_string(date.day) + "." + std::to_string(date.month);
}

void drawFooter(PdfPage& page, const model::SituationMap& map) {
    float y = page.height() - margin - footerHeight + 8;
    std::string legend = "Counters: code steps/max; M March, R Routed, U unsupplied, O out of "
                         "command. D5: depot with 5 munitions (! not functional). Circle: "
                         "victory place, filled in its holder's shade. Shaded hex: battle today. "
                         "Dotted hex: entry hex of units to come.";
    page.text(margin, y, page.cutToWidth(legend, FontStyle::Regular, 6.5f, page.width() - 2 * margin),
              FontStyle::Regular, 6.5f);
    std::string coming;
    for (const auto& arrival : map.arrivals) {
        std::string hexes;
        for (const auto hex : arrival.entryHexes) hexes += (hexes.empty() ? "" : "/") + hex.label();
        coming += (coming.empty() ? "To come: " : "; ") + map.sides[arrival.side] + " " +
                  shortDate(arrival.date) + " at " + hexes + ": " + arrival.what;
    }
    y += 9;
    if (!coming.empty()) {
        page.text(margin, y, page.cutToWidth(coming, FontStyle::Regular, 6.5f, page.width() - 2 * margin),
                  FontStyle::Regular, 6.5f);
        y += 9;
    }
    if (map.terrainProvisional) {
        page.text(margin, y,
                  "Provisional: no terrain painted yet. The map shows only what the rules text "
                  "fixes (Orël's hex, the Orël-Ponyri stations); paint the rest from your copy.",
                  FontStyle::Bold, 6.5f);
    }
}

}  // namespace

void writeSituationMap(const model::SituationMap& map, const FontSet& fonts, Paper paper,
                       const std::filesystem::path& output) {
    PdfDocument document(fonts, map.campaignName + " — situation map", Orientation::Landscape);
    for (const auto& tile : tilesFor(map.grid, paper)) {
        auto page = document.addPage(paper);
        const std::string title = "Situation map · " + map.campaignName + " · " + map.turnLine +
                                  (tile.name == "whole map" ? "" : " · " + tile.name);
        page.text(margin, margin + 10, page.cutToWidth(title, FontStyle::Bold, 10, page.width() - 2 * margin),
                  FontStyle::Bold, 10);
        const TileView view(tile, margin, margin + headerHeight, page.width() - 2 * margin,
                            page.height() - 2 * margin - headerHeight - footerHeight);
        drawGrid(page, view, map);
        drawStacks(page, view, map);
        drawPlaces(page, view, map);
        drawFooter(page, map);
    }
    document.save(output);
}

}  // namespace tachanka::reports
