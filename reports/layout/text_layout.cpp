#include "reports/layout/text_layout.hpp"

namespace tachanka::reports {
namespace {

void wrapParagraph(PdfPage& page, std::string_view paragraph, FontStyle style, float size,
                   float width, std::vector<std::string>& lines) {
    std::string line;
    std::size_t start = 0;
    while (start <= paragraph.size()) {
        const std::size_t end = std::min(paragraph.find(' ', start), paragraph.size());
        const std::string_view word = paragraph.substr(start, end - start);
        if (!word.empty()) {
            std::string candidate = line.empty() ? std::string(word) : line + " " + std::string(word);
            if (!line.empty() && page.textWidth(candidate, style, size) > width) {
                lines.push_back(line);
                line = std::string(word);
            } else {
                line = std::move(candidate);
            }
        }
        start = end + 1;
    }
    lines.push_back(line);
}

}  // namespace

std::vector<std::string> wrapText(PdfPage& page, std::string_view text, FontStyle style,
                                  float size, float width) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        wrapParagraph(page, text.substr(start, end - start), style, size, width, lines);
        start = end + 1;
    }
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
