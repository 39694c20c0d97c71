#include "reports/cards/card_ink.hpp"

#include <algorithm>

namespace tachanka::reports {
namespace {

constexpr float labelSize = 7.0f;
constexpr float tickSize = 8.5f;
constexpr float tickGap = 2.0f;
constexpr float paragraphGap = 1.5f;
const Pen boxPen{0.5f, Colour::gray(0.45f)};
const Pen writingPen{0.4f, Colour::gray(0.55f)};

}  // namespace

void CardInk::text(float x, float baseline, std::string_view text, FontStyle style, float size,
                   Colour colour) {
    smallest_ = std::min(smallest_, size);
    page_.text(x, baseline, text, style, size, colour);
}

void CardInk::aligned(float x, float baseline, float width, std::string_view text,
                      FontStyle style, float size, Align align, Colour colour) {
    smallest_ = std::min(smallest_, size);
    alignedText(page_, x, baseline, width, text, style, size, align, colour);
}

float CardInk::width(std::string_view text, FontStyle style, float size) {
    return page_.textWidth(text, style, size);
}

float CardInk::fitting(std::string_view text, FontStyle style, float largest, float smallest,
                       float width) {
    return fittingSize(page_, text, style, largest, smallest, width);
}

std::vector<std::string> CardInk::wrap(std::string_view text, FontStyle style, float size,
                                       float width) {
    return wrapText(page_, text, style, size, width);
}

float CardInk::label(float x, float baseline, std::string_view label) {
    text(x, baseline, label, FontStyle::Regular, labelSize, labelInk);
    return x + width(label, FontStyle::Regular, labelSize) + 3;
}

void CardInk::labelledLine(float x, float baseline, float right, std::string_view text) {
    const float start = label(x, baseline, text);
    page_.line(start, baseline + 1.5f, right, baseline + 1.5f, writingPen);
}

float CardInk::tickBoxes(float x, float top, int count, int ticked) {
    for (int i = 0; i < count; ++i) {
        page_.strokeRectangle(x, top, tickSize, tickSize, boxPen);
        // A cross as a glyph, not lines, so the ticks read as text as well as ink.
        if (i < ticked) {
            aligned(x, top + 7.5f, tickSize, "✗", FontStyle::Bold, tickSize, Align::Centre);
        }
        x += tickSize + tickGap;
    }
    return x - tickGap;
}

std::vector<CardInk::Line> CardInk::paragraphLines(const std::vector<Reminder>& reminders,
                                                   float size, float lineWidth) {
    std::vector<Line> lines;
    for (const auto& reminder : reminders) {
        if (reminder.lead.empty() && reminder.text.empty()) continue;
        const float gap = lines.empty() ? 0 : paragraphGap;
        const std::string lead = reminder.lead.empty() ? "" : reminder.lead + ":";
        // A lead is wrapped as if regular, in a width narrowed by what its bold takes more.
        const float boldExtra = lead.empty() ? 0
                                             : width(lead, FontStyle::Bold, size) -
                                                   width(lead, FontStyle::Regular, size);
        auto wrapped = wrap(lead.empty() ? reminder.text : lead + " " + reminder.text,
                            FontStyle::Regular, size, lineWidth - boldExtra);
        for (std::size_t i = 0; i < wrapped.size(); ++i) {
            lines.push_back({std::move(wrapped[i]), i == 0 ? lead : "", i == 0 ? gap : 0});
        }
    }
    return lines;
}

float CardInk::paragraphsHeight(const std::vector<Reminder>& reminders, float size,
                                 float lineWidth) {
    float height = 0;
    for (const auto& line : paragraphLines(reminders, size, lineWidth)) {
        height += line.gapBefore + leading(size);
    }
    return height;
}

bool CardInk::paragraphs(const std::vector<Reminder>& reminders, float size, float x, float top,
                         float lineWidth, float bottom) {
    auto lines = paragraphLines(reminders, size, lineWidth);
    std::size_t fitting = 0;
    float y = top;
    for (const auto& line : lines) {
        // A hair of slack, so a block measured to fit exactly is not cut by rounding.
        if (y + line.gapBefore + leading(size) > bottom + 0.01f) break;
        y += line.gapBefore + leading(size);
        ++fitting;
    }
    const bool complete = fitting == lines.size();
    if (!complete && fitting > 0) lines[fitting - 1].text += " …";
    float baseline = top + size;
    for (std::size_t i = 0; i < fitting; ++i) {
        const auto& line = lines[i];
        baseline += line.gapBefore;
        if (line.lead.empty()) {
            text(x, baseline, line.text, FontStyle::Regular, size);
        } else {
            text(x, baseline, line.lead, FontStyle::Bold, size);
            const std::string rest = line.text.substr(line.lead.size());
            text(x + width(line.lead, FontStyle::Bold, size), baseline, rest,
                 FontStyle::Regular, size);
        }
        baseline += leading(size);
    }
    return complete;
}

}  // namespace tachanka::reports
