#include "reports/cards/text_card.hpp"

#include "reports/cards/card_grid.hpp"
#include "reports/cards/card_ink.hpp"

namespace tachanka::reports {
namespace {

constexpr float padding = cardPadding;
constexpr float innerWidth = cardWidth - 2 * padding;
constexpr float tickRowHeight = 12.0f;
// The rules lines as large as the card allows, down to the smallest legible size.
constexpr float lineSizes[] = {8.5f, 8.0f, 7.5f, minimumCardFontSize};

}  // namespace

CardFit drawTextCard(PdfPage& page, const TextCard& card, const std::string& pieces, float x,
                     float y) {
    CardInk ink(page);
    bool complete = true;
    const float left = x + padding;
    // The name band: the unit and its troop type, then its side.
    const float titleSize = ink.fitting(card.title, FontStyle::Bold, 11, 8, innerWidth);
    auto titleLines = ink.wrap(card.title, FontStyle::Bold, titleSize, innerWidth);
    if (titleLines.size() > 2) complete = false;
    titleLines = firstLines(page, std::move(titleLines), 2, FontStyle::Bold, titleSize, innerWidth);
    const float subtitleSize = 7.5f;
    const float band = cardBandPadding +
                       static_cast<float>(titleLines.size()) * leading(titleSize) +
                       leading(subtitleSize) + cardBandPadding;
    page.fillRectangle(x, y, cardWidth, band, cardBandFill);
    page.line(x, y + band, x + cardWidth, y + band, cardFramePen);
    float top = y + cardBandPadding;
    for (const auto& line : titleLines) {
        ink.text(left, top + titleSize, line, FontStyle::Bold, titleSize);
        top += leading(titleSize);
    }
    const std::string subtitle =
        card.subtitle + (card.provisional ? " · provisional values" : "");
    ink.text(left, top + subtitleSize, subtitle, FontStyle::Regular, subtitleSize,
             card.provisional ? provisionalInk : black);
    top = y + band + 5;
    // The stands, a box each, the lost ones crossed.
    const float boxesAt = ink.label(left, top + 8, pieces + " lost");
    if (ink.tickBoxes(boxesAt, top, card.pieces, card.piecesLost) > left + innerWidth) {
        complete = false;
    }
    top += tickRowHeight + 2;
    std::vector<Reminder> rules;
    for (const auto& [label, text] : card.lines) rules.push_back({label, text});
    const float bottom = y + cardHeight - padding;
    float size = lineSizes[0];
    for (const float candidate : lineSizes) {
        size = candidate;
        if (ink.paragraphsHeight(rules, size, innerWidth) <= bottom - top) break;
    }
    complete = ink.paragraphs(rules, size, left, top, innerWidth, bottom) && complete;
    page.strokeRectangle(x, y, cardWidth, cardHeight, cardFramePen);
    return {ink.smallest(), complete};
}

void setTextCards(PageFlow& flow, const std::vector<TextCard>& cards, const std::string& pieces,
                  const std::string& provisionalFootNote) {
    CardGrid grid(flow, cardWidth, cardHeight);
    for (const auto& card : cards) {
        const auto place = grid.next();
        drawTextCard(flow.page(), card, pieces, place.x, place.y);
        if (card.provisional) flow.footNote(provisionalFootNote);
    }
}

}  // namespace tachanka::reports
