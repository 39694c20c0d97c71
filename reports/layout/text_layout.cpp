#include "reports/layout/text_layout.hpp"

#include <algorithm>
#include <cmath>

#include "reports/pdf/utf8_pieces.hpp"

namespace tachanka::reports {
namespace {

// Sets down the start of `line` as lines each as long as fits (at least one character) and
// leaves in `line` what is left, which fits (or is a single character).
void breakWithin(PdfPage& page, std::string& line, FontStyle style, float size, float width,
                 std::vector<std::string>& lines) {
    std::string_view rest = line;
    for (;;) {
        const std::size_t fits = page.fittingBytes(rest, style, size, width);
        if (fits == rest.size()) break;
        // After a hyphen or a slash where one fits ("field-" "artillery", "Art/" "41S").
        const std::size_t mark = rest.substr(0, fits).find_last_of("-/");
        const std::size_t cut = mark != std::string_view::npos && mark > 0
                                    ? mark + 1
                                    : std::max(fits, firstCharacterBytes(rest));
        if (cut == rest.size()) break;  // one character wider than the width: it stays
        lines.emplace_back(rest.substr(0, cut));
        rest.remove_prefix(cut);
    }
    line = std::string(rest);
}

void wrapParagraph(PdfPage& page, std::string_view paragraph, FontStyle style, float size,
                   float width, LongWords longWords, std::vector<std::string>& lines) {
    const float spaceWidth = page.textWidth(" ", style, size);
    std::string line;
    float lineWidth = 0;
    std::size_t start = 0;
    while (start <= paragraph.size()) {
        const std::size_t end = std::min(paragraph.find(' ', start), paragraph.size());
        const std::string_view word = paragraph.substr(start, end - start);
        start = end + 1;
        if (word.empty()) continue;
        const float wordWidth = page.textWidth(word, style, size);
        if (line.empty()) {
            line = word;
            lineWidth = wordWidth;
        } else {
            // Widths add up (no kerning), so a long paragraph costs no more than its words;
            // only a line within a hair of the width is measured whole, so rounding never
            // decides where it breaks.
            const float joined = lineWidth + spaceWidth + wordWidth;
            const bool fits =
                std::abs(joined - width) > 0.01f
                    ? joined <= width
                    : page.textWidth(line + " " + std::string(word), style, size) <= width;
            if (fits) {
                line += ' ';
                line += word;
                lineWidth = joined;
            } else {
                lines.push_back(std::move(line));
                line = word;
                lineWidth = wordWidth;
            }
        }
        if (longWords == LongWords::Break && lineWidth > width) {
            breakWithin(page, line, style, size, width, lines);
            lineWidth = page.textWidth(line, style, size);
        }
    }
    lines.push_back(line);
}

}  // namespace

std::vector<std::string> wrapText(PdfPage& page, std::string_view text, FontStyle style,
                                  float size, float width, LongWords longWords) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        wrapParagraph(page, text.substr(start, end - start), style, size, width, longWords, lines);
        start = end + 1;
    }
    return lines;
}

std::vector<std::string> firstLines(PdfPage& page, std::vector<std::string> lines,
                                    std::size_t count, FontStyle style, float size, float width) {
    count = std::max<std::size_t>(count, 1);
    if (lines.size() <= count) return lines;
    lines.resize(count);
    const std::string mark = " …";
    std::string& last = lines.back();
    last.resize(page.fittingBytes(last, style, size, width - page.textWidth(mark, style, size)));
    while (!last.empty() && last.back() == ' ') last.pop_back();
    last += mark;
    return lines;
}

float fittingSize(PdfPage& page, std::string_view text, FontStyle style, float largest,
                  float smallest, float width) {
    for (float size = largest; size > smallest; size -= 0.25f) {
        if (page.textWidth(text, style, size) <= width) return size;
    }
    return smallest;
}

void alignedText(PdfPage& page, float x, float y, float width, std::string_view text,
                 FontStyle style, float size, Align align, Colour colour) {
    float left = x;
    if (align != Align::Left) {
        const float slack = width - page.textWidth(text, style, size);
        left += align == Align::Centre ? slack / 2 : slack;
    }
    page.text(left, y, text, style, size, colour);
}

}  // namespace tachanka::reports
