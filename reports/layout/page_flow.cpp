#include "reports/layout/page_flow.hpp"

#include <algorithm>

namespace tachanka::reports {
namespace {

constexpr float folioSize = 7.5f;
constexpr float noticePadding = 5.0f;

}  // namespace

PageFlow::PageFlow(PdfDocument& document, Paper paper, std::string runningHead,
                   std::optional<Orientation> orientation)
    : document_(document),
      paper_(paper),
      orientation_(orientation),
      runningHead_(std::move(runningHead)) {
    newPage();
}

void PageFlow::newPage() {
    page_.emplace(document_.addPage(paper_, orientation_));
    ++pageNumber_;
    y_ = pageMargin;
    // A running head too long for the line gives way to the page number.
    const std::string number = " · page " + std::to_string(pageNumber_);
    const std::string head = page_->cutToWidth(
        runningHead_, FontStyle::Regular, folioSize,
        width() - page_->textWidth(number, FontStyle::Regular, folioSize));
    page_->text(pageMargin, page_->height() - pageMargin / 2, head + number, FontStyle::Regular,
                folioSize, Colour::gray(0.35f));
}

void PageFlow::needs(float height) {
    if (y_ > pageMargin && y_ + height > bottom()) newPage();
}

void PageFlow::title(std::string_view text) {
    needs(60.0f);
    const float size = fittingSize(*page_, text, FontStyle::Bold, 18.0f, 11.0f, width());
    advance(size);
    const std::string line = page_->cutToWidth(text, FontStyle::Bold, size, width());
    page_->text(left(), y_, line, FontStyle::Bold, size);
    advance(size * 0.6f);
}

void PageFlow::heading(std::string_view text, float keepWith) {
    needs(22.0f + keepWith);
    advance(17.0f);
    page_->text(left(), y_, page_->cutToWidth(text, FontStyle::Bold, 13.0f, width()),
                FontStyle::Bold, 13.0f);
    page_->line(left(), y_ + 3.0f, left() + width(), y_ + 3.0f, Pen{0.8f});
    advance(8.0f);
}

void PageFlow::subheading(std::string_view text, float keepWith) {
    needs(16.0f + keepWith);
    advance(13.0f);
    page_->text(left(), y_, page_->cutToWidth(text, FontStyle::Bold, 10.5f, width()),
                FontStyle::Bold, 10.5f);
    advance(5.0f);
}

void PageFlow::paragraph(std::string_view text, FontStyle style, float size, Colour colour) {
    const float leading = size * 1.3f;
    for (const auto& line : wrapText(*page_, text, style, size, width())) {
        needs(leading);
        advance(leading);
        page_->text(left(), y_ - size * 0.25f, line, style, size, colour);
    }
    advance(size * 0.3f);
}

void PageFlow::notice(std::string_view text) {
    constexpr float size = 8.5f;
    const float leading = size * 1.3f;
    // Never split, so never taller than a page: a notice that long is cut short in "…".
    const float room = bottom() - pageMargin - 2 * noticePadding - 10.0f;
    const auto lines = firstLines(
        *page_, wrapText(*page_, text, FontStyle::Bold, size, width() - 2 * noticePadding),
        static_cast<std::size_t>(std::max(room / leading, 1.0f)), FontStyle::Bold, size,
        width() - 2 * noticePadding);
    const float height = static_cast<float>(lines.size()) * leading + 2 * noticePadding;
    needs(height + 6.0f);
    advance(4.0f);
    page_->fillRectangle(left(), y_, width(), height, Colour{1.0f, 0.93f, 0.80f});
    page_->strokeRectangle(left(), y_, width(), height, Pen{1.0f, Colour{0.75f, 0.45f, 0.0f}});
    float baseline = y_ + noticePadding + size;
    for (const auto& line : lines) {
        page_->text(left() + noticePadding, baseline, line, FontStyle::Bold, size);
        baseline += leading;
    }
    advance(height + 4.0f);
}

void PageFlow::rule() {
    advance(4.0f);
    page_->line(left(), y_, left() + width(), y_, Pen{0.5f});
    advance(4.0f);
}

void PageFlow::footNote(std::string_view text) {
    if (footNotePage_ == pageNumber_) return;
    footNotePage_ = pageNumber_;
    const std::string line = page_->cutToWidth(text, FontStyle::Bold, folioSize, width());
    page_->text(pageMargin, page_->height() - pageMargin / 2 - folioSize * 1.5f, line,
                FontStyle::Bold, folioSize);
}

}  // namespace tachanka::reports
