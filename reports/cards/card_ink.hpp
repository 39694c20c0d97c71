#pragma once
// Setting type on a card: the text toolkit's wrapping and alignment, plus what cards need
// (labels, lines to write on, boxes to tick, run-in reminders), remembering the smallest size
// it set any text in so a test can hold the cards to their legibility minimum.

#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "reports/layout/text_layout.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

inline constexpr Colour labelInk = Colour::gray(0.3f);

// The look every card shares, Red Actions!' and the other systems' alike: its margin, the name
// band across its top, its frame, and the brown of provisional values.
inline constexpr float cardPadding = 6.0f;
inline constexpr float cardBandPadding = 3.0f;
inline constexpr Colour cardBandFill = Colour::gray(0.86f);
inline constexpr Colour provisionalInk{0.6f, 0.3f, 0.0f};
inline const Pen cardFramePen{0.8f};

constexpr float leading(float size) { return size * 1.22f; }

// A paragraph that starts with its subject in bold ("Mob: If it can see the enemy, …"); an
// empty lead sets the text alone. A lead of any length may run over several lines.
struct Reminder {
    std::string lead;
    std::string text;
};

class CardInk {
public:
    explicit CardInk(PdfPage& page) : page_(page) {}

    PdfPage& page() { return page_; }
    float smallest() const { return smallest_; }

    void text(float x, float baseline, std::string_view text, FontStyle style, float size,
              Colour colour = black);
    void aligned(float x, float baseline, float width, std::string_view text, FontStyle style,
                 float size, Align align, Colour colour = black);
    float width(std::string_view text, FontStyle style, float size);
    float fitting(std::string_view text, FontStyle style, float largest, float smallest,
                  float width);
    std::vector<std::string> wrap(std::string_view text, FontStyle style, float size,
                                  float width);

    // A small grey label; returns where what follows it starts.
    float label(float x, float baseline, std::string_view text);
    // A label and a line to write on after it, up to `right`.
    void labelledLine(float x, float baseline, float right, std::string_view text);
    // `count` boxes in a row, the first `ticked` crossed; returns the right end of the row.
    float tickBoxes(float x, float top, int count, int ticked);

    float paragraphsHeight(const std::vector<Reminder>& reminders, float size, float lineWidth);
    // Sets the paragraphs from `top` down; what would run below `bottom` is left out and the
    // last line set ends in "…". Returns false when anything was left out.
    bool paragraphs(const std::vector<Reminder>& reminders, float size, float x, float top,
                    float lineWidth, float bottom);

private:
    struct Line {
        std::string text;
        std::size_t boldBytes = 0;  // how much of its start is the paragraph's bold lead
        float gapBefore = 0;
    };
    std::vector<Line> paragraphLines(const std::vector<Reminder>& reminders, float size,
                                     float lineWidth);
    // The last line set of paragraphs cut short: as much as fits before " …".
    void endWithEllipsis(Line& line, float size, float lineWidth);

    PdfPage& page_;
    float smallest_ = std::numeric_limits<float>::max();
};

}  // namespace tachanka::reports
