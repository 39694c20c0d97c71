#pragma once
// The unit card of a system besides Red Actions! (Bullets & Bolsheviks, Red Flags & Iron
// Crosses): the same size and crop marks as Red Actions!' cards, so a club cuts them out alike
// and sets one beside each unit on the table. Its rules come as lines of the system's own
// words, each a label and a text; its stands as boxes to tick.

#include <string>
#include <utility>
#include <vector>

#include "reports/cards/card_face.hpp"
#include "reports/layout/page_flow.hpp"

namespace tachanka::reports {

struct TextCard {
    std::string title;     // "2/2D 2nd Battalion · infantry"
    std::string subtitle;  // "Whites"
    int pieces = 0;
    int piecesLost = 0;
    std::vector<std::pair<std::string, std::string>> lines;
    bool provisional = false;
};

// `pieces`: what the system calls a unit's stands ("Figures", "Stands").
CardFit drawTextCard(PdfPage& page, const TextCard& card, const std::string& pieces, float x,
                     float y);

// The cards in rows down the flow; `provisionalFootNote` at the foot of each page holding a
// provisional card.
void setTextCards(PageFlow& flow, const std::vector<TextCard>& cards, const std::string& pieces,
                  const std::string& provisionalFootNote);

}  // namespace tachanka::reports
