#include "reports/cards/unit_cards.hpp"

#include <algorithm>
#include <limits>

#include "reports/cards/card_face.hpp"
#include "reports/cards/card_grid.hpp"
#include "reports/layout/page_flow.hpp"

namespace tachanka::reports {

UnitCardsWritten setUnitCards(PageFlow& flow, const UnitCardSheet& sheet) {
    if (!sheet.provisionalNotice.empty()) flow.notice(sheet.provisionalNotice);
    CardGrid grid(flow, cardWidth, cardHeight);
    UnitCardsWritten written;
    written.smallestFontSize = std::numeric_limits<float>::max();
    for (const auto& card : sheet.cards) {
        const auto place = grid.next();
        const auto fit = drawUnitCard(flow.page(), card, place.x, place.y);
        if (card.provisional && !sheet.provisionalFootNote.empty()) {
            flow.footNote(sheet.provisionalFootNote);
        }
        written.smallestFontSize = std::min(written.smallestFontSize, fit.smallestFontSize);
        if (!fit.complete) {
            written.incompleteCards.push_back(card.unitName.empty() ? card.troopType
                                                                    : card.unitName);
        }
    }
    written.pages = flow.pageNumber();
    return written;
}

UnitCardsWritten writeUnitCards(const UnitCardSheet& sheet, const FontSet& fonts, Paper paper,
                                const std::filesystem::path& output) {
    PdfDocument document(fonts, sheet.title);
    PageFlow flow(document, paper, "Tachanka · " + sheet.title);
    const auto written = setUnitCards(flow, sheet);
    document.save(output);
    return written;
}

}  // namespace tachanka::reports
