#pragma once
// Cards of one size set in rows and columns down a page flow, with crop marks: short lines at
// each card's corners that continue its edges outside it, so a guillotine or a craft knife
// cuts every card clean. Marks stop short of the next card, never touch a card's face.

#include "reports/layout/page_flow.hpp"

namespace tachanka::reports {

struct CardPlace {
    float x = 0;
    float y = 0;
};

class CardGrid {
public:
    // Columns as many as fit the flow's width, centred; rows from the flow's cursor down.
    CardGrid(PageFlow& flow, float cardWidth, float cardHeight);

    // The next card's place (on a new page when its row no longer fits), crop marks drawn.
    CardPlace next();

    int columns() const { return columns_; }

    static constexpr float gutter = 12.0f;       // between cards: room for the crop marks
    static constexpr float markOffset = 2.0f;    // from the corner to the start of a mark
    static constexpr float markLength = 7.0f;

private:
    void cropMarks(CardPlace place);

    PageFlow& flow_;
    float width_;
    float height_;
    int columns_;
    int column_ = 0;
    bool rowOpen_ = false;
};

}  // namespace tachanka::reports
