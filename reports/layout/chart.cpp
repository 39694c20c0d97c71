#include "reports/layout/chart.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "reports/layout/text_layout.hpp"

namespace tachanka::reports {
namespace {

constexpr float titleSize = 10.0f;
constexpr float labelSize = 7.5f;
constexpr float valueSize = 6.5f;
constexpr float markerRadius = 2.8f;
constexpr float minimumMarkerGap = 4 * markerRadius;
constexpr float sampleWidth = 24.0f;
constexpr Colour gridColour = Colour::gray(0.82f);
constexpr Colour axisColour = Colour::gray(0.25f);
constexpr Colour labelColour = Colour::gray(0.2f);

enum class Marker { FilledSquare, OpenCircle, FilledTriangle, OpenDiamond, Cross };
enum class BarFill { Solid, RisingHatch, Tint, FallingHatch, CrossHatch };

// The n-th series' look: each differs from the others in every respect that survives a grey
// print, so colour only helps.
struct SeriesStyle {
    Colour colour;
    unsigned dash;
    unsigned gap;
    Marker marker;
    BarFill fill;
};

constexpr std::array<SeriesStyle, 5> styles{{
    {Colour{0.10f, 0.20f, 0.55f}, 0, 0, Marker::FilledSquare, BarFill::Solid},
    {Colour{0.72f, 0.10f, 0.10f}, 5, 3, Marker::OpenCircle, BarFill::RisingHatch},
    {Colour{0.10f, 0.45f, 0.18f}, 1, 2, Marker::FilledTriangle, BarFill::Tint},
    {Colour{0.55f, 0.32f, 0.00f}, 9, 3, Marker::OpenDiamond, BarFill::FallingHatch},
    {Colour{0.35f, 0.35f, 0.35f}, 3, 1, Marker::Cross, BarFill::CrossHatch},
}};

const SeriesStyle& styleOf(std::size_t series) { return styles[series % styles.size()]; }

Pen linePen(const SeriesStyle& style) { return Pen{1.6f, style.colour, style.dash, style.gap}; }

Colour tint(Colour colour) {
    const auto mix = [](float c) { return 0.35f * c + 0.65f; };
    return Colour{mix(colour.red), mix(colour.green), mix(colour.blue)};
}

void drawMarker(PdfPage& page, float x, float y, const SeriesStyle& style) {
    const float r = markerRadius;
    const Pen outline{1.1f, style.colour};
    switch (style.marker) {
        case Marker::FilledSquare:
            page.fillRectangle(x - r, y - r, 2 * r, 2 * r, style.colour);
            break;
        case Marker::OpenCircle:
            page.fillCircle(x, y, r, white);
            page.circle(x, y, r, outline);
            break;
        case Marker::FilledTriangle:
            page.fillPolygon({{x, y - 1.2f * r}, {x + 1.2f * r, y + r}, {x - 1.2f * r, y + r}},
                             style.colour);
            break;
        case Marker::OpenDiamond: {
            const std::vector<std::pair<float, float>> corners{
                {x, y - 1.3f * r}, {x + 1.3f * r, y}, {x, y + 1.3f * r}, {x - 1.3f * r, y},
                {x, y - 1.3f * r}};
            page.fillPolygon(corners, white);
            page.polyline(corners, outline);
            break;
        }
        case Marker::Cross:
            page.line(x - r, y - r, x + r, y + r, outline);
            page.line(x - r, y + r, x + r, y - r, outline);
            break;
    }
}

void drawBar(PdfPage& page, float x, float y, float width, float height,
             const SeriesStyle& style) {
    if (width <= 0 || height <= 0) return;
    const Pen hatch{0.7f, style.colour};
    switch (style.fill) {
        case BarFill::Solid:
            page.fillRectangle(x, y, width, height, style.colour);
            break;
        case BarFill::RisingHatch:
            page.fillRectangle(x, y, width, height, white);
            page.hatchRectangle(x, y, width, height, 3.0f, hatch, true);
            break;
        case BarFill::Tint:
            page.fillRectangle(x, y, width, height, tint(style.colour));
            break;
        case BarFill::FallingHatch:
            page.fillRectangle(x, y, width, height, white);
            page.hatchRectangle(x, y, width, height, 3.0f, hatch, false);
            break;
        case BarFill::CrossHatch:
            page.fillRectangle(x, y, width, height, white);
            page.hatchRectangle(x, y, width, height, 4.0f, hatch, true);
            page.hatchRectangle(x, y, width, height, 4.0f, hatch, false);
            break;
    }
    page.strokeRectangle(x, y, width, height, Pen{0.8f, style.colour});
}

std::string numberText(double value, bool wholeNumbers) {
    char buffer[32];
    if (wholeNumbers || std::abs(value - std::round(value)) < 1e-9) {
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
    } else {
        std::snprintf(buffer, sizeof buffer, "%.1f", value);
    }
    return buffer;
}

enum class ChartKind { Line, Bar };

// The title, the legend under it, and the plot area left for the axes and the data.
struct Frame {
    float left = 0;
    float top = 0;
    float right = 0;
    float bottom = 0;
    AxisScale scale;

    float yOf(double value) const {
        const double share = (value - scale.low) / (scale.high - scale.low);
        return bottom - static_cast<float>(share) * (bottom - top);
    }
    float slot(std::size_t categories) const {
        return (right - left) / static_cast<float>(std::max<std::size_t>(categories, 1));
    }
    float xOf(std::size_t index, std::size_t categories) const {
        return left + (static_cast<float>(index) + 0.5f) * slot(categories);
    }
};

// Legend entries left to right under the title, wrapping when the row is full; returns the
// y below the legend.
float drawLegend(PdfPage& page, const ChartBox& box, float top, const ChartData& data,
                 ChartKind kind) {
    float x = box.x;
    float baseline = top + labelSize;
    for (std::size_t s = 0; s < data.series.size(); ++s) {
        const auto& style = styleOf(s);
        const std::string& name = data.series[s].name;
        const float sample = kind == ChartKind::Line ? sampleWidth : 11.0f;
        const float entry = sample + 4.0f + page.textWidth(name, FontStyle::Regular, labelSize);
        if (x > box.x && x + entry > box.x + box.width) {
            x = box.x;
            baseline += labelSize + 5.0f;
        }
        const float middle = baseline - labelSize * 0.35f;
        if (kind == ChartKind::Line) {
            page.line(x, middle, x + sample, middle, linePen(style));
            drawMarker(page, x + sample / 2, middle, style);
        } else {
            drawBar(page, x, middle - 4.0f, sample, 8.0f, style);
        }
        page.text(x + sample + 4.0f, baseline, name, FontStyle::Regular, labelSize);
        x += entry + 14.0f;
    }
    return baseline + 4.0f;
}

Frame drawFrame(PdfPage& page, const ChartBox& box, const ChartData& data, ChartKind kind,
                const AxisScale& scale) {
    page.text(box.x, box.y + titleSize, data.title, FontStyle::Bold, titleSize);
    const float legendBottom = drawLegend(page, box, box.y + titleSize + 5.0f, data, kind);

    Frame frame;
    frame.scale = scale;
    float widest = page.textWidth(data.valueLabel, FontStyle::Regular, labelSize) / 2;
    for (double v = scale.low; v <= scale.high + scale.step / 2; v += scale.step) {
        widest = std::max(widest, page.textWidth(numberText(v, data.wholeNumbers),
                                                 FontStyle::Regular, labelSize));
    }
    frame.left = box.x + widest + 6.0f;
    frame.top = legendBottom + labelSize + 8.0f;  // room for the value label over the axis
    frame.bottom = box.y + box.height - labelSize - 6.0f;
    // A line chart labels each series' last value at its right end.
    frame.right = box.x + box.width - (kind == ChartKind::Line ? 24.0f : 4.0f);

    for (double v = scale.low; v <= scale.high + scale.step / 2; v += scale.step) {
        const float y = frame.yOf(v);
        if (v > scale.low) page.line(frame.left, y, frame.right, y, Pen{0.4f, gridColour});
        page.line(frame.left - 3.0f, y, frame.left, y, Pen{0.6f, axisColour});
        alignedText(page, box.x, y + labelSize * 0.35f, frame.left - 5.0f - box.x,
                    numberText(v, data.wholeNumbers), FontStyle::Regular, labelSize,
                    Align::Right, labelColour);
    }
    page.text(box.x, frame.top - 6.0f, data.valueLabel, FontStyle::Regular, labelSize,
              labelColour);
    page.line(frame.left, frame.top, frame.left, frame.bottom, Pen{0.8f, axisColour});
    page.line(frame.left, frame.bottom, frame.right, frame.bottom, Pen{0.8f, axisColour});

    // Every category has a tick; labels are thinned to every n-th when they would collide.
    const std::size_t count = data.categories.size();
    float widestLabel = 0;
    for (const auto& category : data.categories) {
        widestLabel =
            std::max(widestLabel, page.textWidth(category, FontStyle::Regular, labelSize));
    }
    const auto every = static_cast<std::size_t>(
        std::max(1.0f, std::ceil((widestLabel + 6.0f) / frame.slot(count))));
    for (std::size_t i = 0; i < count; ++i) {
        const float x = frame.xOf(i, count);
        page.line(x, frame.bottom, x, frame.bottom + 3.0f, Pen{0.6f, axisColour});
        if (i % every != 0) continue;
        const float span = frame.slot(count) * static_cast<float>(every);
        alignedText(page, x - span / 2, frame.bottom + 4.0f + labelSize, span,
                    data.categories[i], FontStyle::Regular, labelSize, Align::Centre,
                    labelColour);
    }
    return frame;
}

std::pair<double, double> valueRange(const ChartData& data) {
    double low = 0;
    double high = 0;
    bool first = true;
    for (const auto& series : data.series) {
        for (double v : series.values) {
            low = first ? v : std::min(low, v);
            high = first ? v : std::max(high, v);
            first = false;
        }
    }
    return {low, high};
}

}  // namespace

AxisScale niceScale(double low, double high, bool wholeNumbers, int wantedTicks) {
    if (high < low) std::swap(low, high);
    if (high - low < 1e-9) {
        high = low + 1;
        if (low > 0) low -= 1;
    }
    const double rough = (high - low) / std::max(wantedTicks, 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = 10 * magnitude;
    for (double factor : {1.0, 2.0, 5.0}) {
        if (factor * magnitude >= rough) {
            step = factor * magnitude;
            break;
        }
    }
    if (wholeNumbers) step = std::max(step, 1.0);
    return {std::floor(low / step) * step, std::ceil(high / step) * step, step};
}

void drawLineChart(PdfPage& page, const ChartBox& box, const ChartData& data) {
    auto [low, high] = valueRange(data);
    // Small changes to a large total would be a flat line over a zero axis.
    if (low <= high / 2) low = 0;
    // Room above and below so no line runs along the frame.
    const double margin = (high - low) * 0.08;
    const Frame frame = drawFrame(page, box, data, ChartKind::Line,
                                  niceScale(low > 0 ? std::max(0.0, low - margin) : low,
                                            high + margin, data.wholeNumbers));
    const std::size_t count = data.categories.size();
    struct EndLabel {
        float y;
        std::string text;
        std::size_t series;
    };
    std::vector<EndLabel> ends;
    for (std::size_t s = 0; s < data.series.size(); ++s) {
        const auto& values = data.series[s].values;
        std::vector<std::pair<float, float>> points;
        for (std::size_t i = 0; i < values.size() && i < count; ++i) {
            points.emplace_back(frame.xOf(i, count), frame.yOf(values[i]));
        }
        page.polyline(points, linePen(styleOf(s)));
        // A marker at every point while they stand apart; closer (a long campaign's thousand
        // days), every few, so that they still tell the series apart in black and white
        // without drawing tens of thousands of them over each other. The last one always.
        const float apart = count > 1 ? frame.xOf(1, count) - frame.xOf(0, count) : 1.0f;
        const auto every = static_cast<std::size_t>(
            std::max(1.0f, std::ceil(minimumMarkerGap / std::max(apart, 0.01f))));
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (i % every == 0 || i + 1 == points.size()) {
                drawMarker(page, points[i].first, points[i].second, styleOf(s));
            }
        }
        if (!points.empty()) {
            ends.push_back({points.back().second, numberText(values[points.size() - 1],
                                                             data.wholeNumbers), s});
        }
    }
    // End labels keep apart from each other, top to bottom.
    std::sort(ends.begin(), ends.end(), [](const auto& a, const auto& b) { return a.y < b.y; });
    float previous = -1e9f;
    for (auto& end : ends) {
        end.y = std::max(end.y, previous + labelSize + 1.0f);
        previous = end.y;
        const float x = frame.xOf(count - 1, count) + markerRadius + 4.0f;
        page.text(x, end.y + labelSize * 0.35f, end.text, FontStyle::Bold, labelSize,
                  styleOf(end.series).colour);
    }
}

void drawBarChart(PdfPage& page, const ChartBox& box, const ChartData& data) {
    const auto [low, high] = valueRange(data);
    // Headroom over the highest bar for its value label.
    const Frame frame = drawFrame(page, box, data, ChartKind::Bar,
                                  niceScale(std::min(low, 0.0), high * 1.1, data.wholeNumbers));
    const std::size_t count = data.categories.size();
    const float group = frame.slot(count) * 0.72f;
    const float bar = group / static_cast<float>(std::max<std::size_t>(data.series.size(), 1));
    const float zero = frame.yOf(0);
    for (std::size_t s = 0; s < data.series.size(); ++s) {
        const auto& values = data.series[s].values;
        for (std::size_t i = 0; i < values.size() && i < count; ++i) {
            const float x = frame.xOf(i, count) - group / 2 + static_cast<float>(s) * bar;
            const float top = frame.yOf(values[i]);
            // A gap of a point between bars while they are wide; a thousand days' bars are a
            // fraction of a point, each a fifth narrower than its slot.
            const float gap = std::min(1.0f, bar * 0.2f);
            drawBar(page, x + gap / 2, std::min(top, zero), bar - gap, std::abs(zero - top),
                    styleOf(s));
            // A value over its bar where it fits; over narrower bars they would run together.
            const std::string value = numberText(values[i], data.wholeNumbers);
            if (values[i] != 0 && page.textWidth(value, FontStyle::Bold, valueSize) <= bar) {
                alignedText(page, x, std::min(top, zero) - 2.0f, bar, value, FontStyle::Bold,
                            valueSize, Align::Centre);
            }
        }
    }
}

void lineChart(PageFlow& flow, const ChartData& data, float height) {
    flow.needs(height);
    drawLineChart(flow.page(), {flow.left(), flow.y(), flow.width(), height}, data);
    flow.advance(height + 8.0f);
}

void barChart(PageFlow& flow, const ChartData& data, float height) {
    flow.needs(height);
    drawBarChart(flow.page(), {flow.left(), flow.y(), flow.width(), height}, data);
    flow.advance(height + 8.0f);
}

}  // namespace tachanka::reports
