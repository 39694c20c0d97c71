#pragma once
// A document that runs over as many pages as it needs: content goes down the page from a
// cursor, a new page starts (with its running head and folio) when the next piece does not
// fit, and no piece is split across a page break unless it asks to be.

#include <optional>
#include <string>
#include <string_view>

#include "reports/layout/text_layout.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

inline constexpr float pageMargin = 42.0f;  // 15 mm: inside every office printer's margin

class PageFlow {
public:
    // `runningHead` is printed at the foot of every page with the page number. The pages are
    // of the document's orientation unless one is given.
    PageFlow(PdfDocument& document, Paper paper, std::string runningHead,
             std::optional<Orientation> orientation = std::nullopt);

    PdfPage& page() { return *page_; }
    Paper paper() const { return paper_; }
    int pageNumber() const { return pageNumber_; }
    float y() const { return y_; }
    float left() const { return pageMargin; }
    float width() const { return page_->width() - 2 * pageMargin; }
    float bottom() const { return page_->height() - pageMargin; }
    float spaceLeft() const { return bottom() - y_; }

    // Starts a new page unless `height` more points fit on this one.
    void needs(float height);
    void newPage();
    void advance(float height) { y_ += height; }

    // One line each, cut short in "…" if wider than the page.
    // Headings keep at least `keepWith` points of what follows on their page.
    void title(std::string_view text);
    void heading(std::string_view text, float keepWith = 60.0f);
    void subheading(std::string_view text, float keepWith = 40.0f);
    // Wrapped text between the margins; a paragraph may run over a page break.
    void paragraph(std::string_view text, FontStyle style = FontStyle::Regular, float size = 9.0f,
                   Colour colour = black);
    // A boxed, shaded notice (the "provisional" warnings): never split, cut short in "…" if
    // longer than a page.
    void notice(std::string_view text);
    void rule();
    // A bold line at the foot of this page, above the folio, written once a page: what a reader
    // must know of everything on it (that some of its values are provisional).
    void footNote(std::string_view text);

private:
    PdfDocument& document_;
    Paper paper_;
    std::optional<Orientation> orientation_;
    std::string runningHead_;
    std::optional<PdfPage> page_;
    int pageNumber_ = 0;
    int footNotePage_ = 0;  // the last page given a foot note
    float y_ = pageMargin;
};

}  // namespace tachanka::reports
