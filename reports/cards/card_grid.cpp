#include "reports/cards/card_grid.hpp"

#include <algorithm>
#include <cmath>

namespace tachanka::reports {
namespace {

const Pen markPen{0.4f};

}  // namespace

CardGrid::CardGrid(PageFlow& flow, float cardWidth, float cardHeight)
    : flow_(flow),
      width_(cardWidth),
      height_(cardHeight),
      columns_(std::max(1, static_cast<int>(std::floor((flow.width() + gutter) /
                                                        (cardWidth + gutter))))) {}

CardPlace CardGrid::next() {
    if (!rowOpen_) {
        // Whatever stands above the first row (a notice) keeps a gutter's room for the marks.
        if (flow_.y() > pageMargin) flow_.advance(gutter);
        if (flow_.y() + height_ > flow_.bottom()) flow_.newPage();
        rowOpen_ = true;
        column_ = 0;
    }
    const float rowWidth = static_cast<float>(columns_) * (width_ + gutter) - gutter;
    const float left = flow_.left() + (flow_.width() - rowWidth) / 2;
    const CardPlace place{left + static_cast<float>(column_) * (width_ + gutter), flow_.y()};
    cropMarks(place);
    if (++column_ == columns_) {
        flow_.advance(height_);
        rowOpen_ = false;
    }
    return place;
}

void CardGrid::cropMarks(CardPlace place) {
    auto& page = flow_.page();
    const float near = markOffset;
    const float far = markOffset + markLength;
    for (const float x : {place.x, place.x + width_}) {
        for (const float y : {place.y, place.y + height_}) {
            const float outX = x == place.x ? -1.0f : 1.0f;
            const float outY = y == place.y ? -1.0f : 1.0f;
            page.line(x + outX * near, y, x + outX * far, y, markPen);
            page.line(x, y + outY * near, x, y + outY * far, markPen);
        }
    }
}

}  // namespace tachanka::reports
