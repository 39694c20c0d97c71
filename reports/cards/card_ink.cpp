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

// Runs of spaces, tabs and line breaks as one space, none at either end: a reminder is one
// run-in paragraph, and its lead one run of bold words.
std::string singleSpaced(std::string_view text) {
    std::string result;
    bool space = false;
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            space = !result.empty();
            continue;
        }
        if (space) result += ' ';
        space = false;
        result += c;
    }
    return result;
}

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
        const std::string lead = singleSpaced(reminder.lead);
        const std::string spaced = singleSpaced(reminder.text);
        std::string_view text = spaced;
        if (lead.empty() && text.empty()) continue;
        const std::size_t first = lines.size();
        // The lead in bold, over as many lines as it takes; the text runs on after it on its
        // last line as far as its words fit there, then wraps on lines of its own.
        if (!lead.empty()) {
            for (auto& line : wrap(lead + ":", FontStyle::Bold, size, lineWidth)) {
                const std::size_t bold = line.size();
                lines.push_back({std::move(line), bold, 0});
            }
            Line& last = lines.back();
            const float used = width(last.text + " ", FontStyle::Bold, size);
            std::string runIn;
            while (!text.empty()) {
                const auto word = text.substr(0, text.find(' '));
                const std::string candidate =
                    runIn.empty() ? std::string(word) : runIn + " " + std::string(word);
                if (used + width(candidate, FontStyle::Regular, size) > lineWidth) break;
                runIn = candidate;
                text.remove_prefix(std::min(word.size() + 1, text.size()));
            }
            if (!runIn.empty()) last.text += " " + runIn;
        }
        if (!text.empty()) {
            for (auto& line : wrap(text, FontStyle::Regular, size, lineWidth)) {
                lines.push_back({std::move(line), 0, 0});
            }
        }
        if (first > 0) lines[first].gapBefore = paragraphGap;
    }
    return lines;
}

void CardInk::endWithEllipsis(Line& line, float size, float lineWidth) {
    const std::string mark = " …";
    const float room = lineWidth - width(mark, FontStyle::Regular, size);
    const std::string_view bold = std::string_view(line.text).substr(0, line.boldBytes);
    const float boldWidth = width(bold, FontStyle::Bold, size);
    if (boldWidth > room) {
        line.boldBytes = page_.fittingBytes(bold, FontStyle::Bold, size, room);
        line.text.resize(line.boldBytes);
    } else {
        const std::string_view regular = std::string_view(line.text).substr(line.boldBytes);
        line.text.resize(line.boldBytes +
                         page_.fittingBytes(regular, FontStyle::Regular, size, room - boldWidth));
    }
    while (!line.text.empty() && line.text.back() == ' ') line.text.pop_back();
    line.boldBytes = std::min(line.boldBytes, line.text.size());
    line.text += mark;
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
    if (!complete && fitting > 0) endWithEllipsis(lines[fitting - 1], size, lineWidth);
    float baseline = top + size;
    for (std::size_t i = 0; i < fitting; ++i) {
        const auto& line = lines[i];
        baseline += line.gapBefore;
        const std::string_view bold = std::string_view(line.text).substr(0, line.boldBytes);
        const std::string_view regular = std::string_view(line.text).substr(line.boldBytes);
        float left = x;
        if (!bold.empty()) {
            text(left, baseline, bold, FontStyle::Bold, size);
            left += width(bold, FontStyle::Bold, size);
        }
        if (!regular.empty()) text(left, baseline, regular, FontStyle::Regular, size);
        baseline += leading(size);
    }
    return complete;
}

}  // namespace tachanka::reports
