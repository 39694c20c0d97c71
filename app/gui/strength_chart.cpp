#include "app/gui/strength_chart.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <tuple>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// Side colours in the order the campaign lists its sides (the Orel scenarios: Whites blue,
// Reds red), then colours for any further side.
const std::array<wxColour, 4> sideColours{wxColour(40, 80, 160), wxColour(190, 30, 30),
                                          wxColour(40, 130, 60), wxColour(200, 120, 0)};

const wxColour ink(40, 40, 40);
const wxColour grid(225, 225, 225);

struct Area {
    double left, top, right, bottom;
    double width() const { return right - left; }
    double height() const { return bottom - top; }
};

// A tick step of 1, 2 or 5 times a power of ten giving about `ticks` intervals up to `top`.
double tickStep(double top, int ticks) {
    const double rough = std::max(top / ticks, 1.0);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double factor : {1.0, 2.0, 5.0}) {
        if (factor * power >= rough) return factor * power;
    }
    return 10.0 * power;
}

void drawAxes(wxGraphicsContext& gc, TextSizes& sizes, const wxFont& font, const Area& plot,
              double top, double step, const std::vector<std::string>& days) {
    const wxFont small = font.Scaled(0.9f);
    gc.SetFont(small, ink);
    double width = 0;
    double height = 0;
    for (double value = 0; value <= top + step / 2; value += step) {
        const double y = plot.bottom - value / top * plot.height();
        gc.SetPen(wxPen(grid, 1));
        gc.StrokeLine(plot.left, y, plot.right, y);
        const wxString label = wxString::Format("%.0f", value);
        std::tie(width, height) = sizes.of(gc, small, label);
        gc.DrawText(label, plot.left - width - 8, y - height / 2);
    }
    gc.SetPen(wxPen(ink, 1));
    gc.StrokeLine(plot.left, plot.top, plot.left, plot.bottom);
    gc.StrokeLine(plot.left, plot.bottom, plot.right, plot.bottom);
    const double dayWidth = plot.width() / static_cast<double>(days.size());
    std::tie(width, height) = sizes.of(gc, small, "30 Oct");
    // Every day's date under its interval, or every second, third ... when they crowd.
    const auto every = static_cast<std::size_t>(std::ceil((width + 12) / dayWidth));
    for (std::size_t day = 0; day <= days.size(); ++day) {
        const double x = plot.left + dayWidth * static_cast<double>(day);
        gc.StrokeLine(x, plot.bottom, x, plot.bottom + 5);
        if (day == days.size() || day % every != 0) continue;
        const wxString label = utf8(days[day]);
        std::tie(width, height) = sizes.of(gc, small, label);
        gc.DrawText(label, x + dayWidth / 2 - width / 2, plot.bottom + 8);
    }
}

// The side's line; returns where today's point is, for its label.
wxPoint2DDouble drawSide(wxGraphicsContext& gc, const Area& plot, double top,
                         const reports::StepsSeries& side, const wxColour& colour) {
    const double dayWidth = plot.width() / static_cast<double>(side.steps.size() - 1);
    std::vector<wxPoint2DDouble> points;
    for (std::size_t boundary = 0; boundary < side.steps.size(); ++boundary) {
        points.emplace_back(plot.left + dayWidth * static_cast<double>(boundary),
                            plot.bottom - static_cast<double>(side.steps[boundary]) / top *
                                              plot.height());
    }
    gc.SetPen(wxPen(colour, 3));
    gc.StrokeLines(points.size(), points.data());
    // A dot on each day's end while there is room between them; a long campaign's days are
    // closer than a dot is wide, and its line alone reads better (and draws quicker).
    constexpr double dotRoom = 12;
    if (dayWidth >= dotRoom) {
        gc.SetBrush(wxBrush(colour));
        for (const auto& point : points) gc.DrawEllipse(point.m_x - 3.5, point.m_y - 3.5, 7, 7);
    }
    return points.back();
}

// Today's steps above each side's last point, the lower labels moved down where two would
// overlap (sides of nearly equal strength).
void drawTodayLabels(wxGraphicsContext& gc, const wxFont& font,
                     const std::vector<reports::StepsSeries>& sides,
                     const std::vector<wxPoint2DDouble>& lastPoints) {
    gc.SetFont(font.Bold(), ink);
    std::vector<std::size_t> order(sides.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return lastPoints[a].m_y < lastPoints[b].m_y;
    });
    double below = -1e9;  // the bottom of the label placed last
    for (const std::size_t i : order) {
        const wxString label =
            wxString::Format("%lld", static_cast<long long>(sides[i].steps.back()));
        double width = 0;
        double height = 0;
        gc.GetTextExtent(label, &width, &height);
        const double y = std::max(lastPoints[i].m_y - height - 4, below + 2);
        gc.SetFont(font.Bold(), sideColours[i % sideColours.size()]);
        gc.DrawText(label, lastPoints[i].m_x - width - 6, y);
        below = y + height;
    }
}

// The title on the left, a line sample and name per side on the right.
void drawHeading(wxGraphicsContext& gc, const wxFont& font, const Area& chart,
                 const std::vector<reports::StepsSeries>& sides) {
    gc.SetFont(font.Scaled(1.1f).Bold(), ink);
    // The printed attrition report's words for the same chart.
    gc.DrawText("Steps remaining at the end of each day", chart.left, chart.top);
    gc.SetFont(font, ink);
    double x = chart.right;
    for (std::size_t i = sides.size(); i-- > 0;) {
        double width = 0;
        double height = 0;
        const wxString name = utf8(sides[i].name);
        gc.GetTextExtent(name, &width, &height);
        x -= width;
        gc.DrawText(name, x, chart.top);
        x -= 30;
        gc.SetPen(wxPen(sideColours[i % sideColours.size()], 3));
        gc.StrokeLine(x, chart.top + height / 2, x + 24, chart.top + height / 2);
        x -= 18;
    }
}

}  // namespace

std::pair<double, double> TextSizes::of(wxGraphicsContext& gc, const wxFont& font,
                                        const wxString& text) {
    auto& size = sizes_[{font.GetNativeFontInfoDesc(), text}];
    if (size.first == 0) gc.GetTextExtent(text, &size.first, &size.second);
    return size;
}

StrengthChart::StrengthChart(wxWindow* parent) : wxPanel(parent) {
    SetName("strength-chart");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(wxSize(360, 220));
    Bind(wxEVT_PAINT, &StrengthChart::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        Refresh();
        event.Skip();
    });
}

void StrengthChart::show(const reports::AttritionData& attrition) {
    dayLabels_ = attrition.dayLabels;
    sides_.clear();
    for (const auto& side : attrition.sides) {
        // A side's line needs its start and every day's end; a short one is not drawn.
        if (side.steps.steps.size() == dayLabels_.size() + 1) sides_.push_back(side.steps);
    }
    Refresh();
}

void StrengthChart::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(*wxWHITE_BRUSH);
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc || dayLabels_.empty() || sides_.empty()) return;
    const wxSize size = GetClientSize();
    const Area chart{12, 10, size.GetWidth() - 12.0, size.GetHeight() - 8.0};
    const Area plot{chart.left + 44, chart.top + 34, chart.right - 8, chart.bottom - 26};
    if (plot.width() < 40 || plot.height() < 40) return;
    double highest = 1;
    for (const auto& side : sides_) {
        for (const auto steps : side.steps) highest = std::max(highest, static_cast<double>(steps));
    }
    const double step = tickStep(highest * 1.1, 5);
    const double top = std::ceil(highest * 1.1 / step) * step;
    const wxFont font = GetFont();
    drawHeading(*gc, font, chart, sides_);
    drawAxes(*gc, textSizes_, font, plot, top, step, dayLabels_);
    std::vector<wxPoint2DDouble> lastPoints;
    for (std::size_t i = 0; i < sides_.size(); ++i) {
        const wxColour& colour = sideColours[i % sideColours.size()];
        lastPoints.push_back(drawSide(*gc, plot, top, sides_[i], colour));
    }
    drawTodayLabels(*gc, font, sides_, lastPoints);
}

}  // namespace tachanka::gui
