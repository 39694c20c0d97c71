#pragma once
// One unit card set in a fixed box: the name band, the four morale success numbers, the
// shooting and movement numbers, direct hits, the characteristics spelled out, the officer,
// and boxes to tick for bases lost and terror and humiliated markers (and pinned and routing,
// on the card of a unit that carries one).

#include "reports/cards/unit_card.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

// The card size every sheet uses (88 × 80 mm): two columns by three rows fit inside the
// margins of both A4 and US Letter, and every text on it stays at minimumCardFontSize or more.
inline constexpr float cardWidth = 248.0f;
inline constexpr float cardHeight = 228.0f;
inline constexpr float minimumCardFontSize = 7.0f;

// How the card came out.
struct CardFit {
    float smallestFontSize = 0;  // of any text set on the card
    // False when something did not fit: reminders cut short ("…") to stay on the card, or a
    // name or a row of boxes running past its edge.
    bool complete = true;
};

CardFit drawUnitCard(PdfPage& page, const UnitCard& card, float x, float y);

}  // namespace tachanka::reports
