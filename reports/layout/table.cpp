#include "reports/layout/table.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string_view>

namespace tachanka::reports {
namespace {

constexpr float padding = 2.5f;
constexpr Colour headerFill = Colour::gray(0.82f);
constexpr Colour bandFill = Colour::gray(0.90f);
constexpr Colour stripeFill = Colour::gray(0.96f);
const Pen gridPen{0.4f, Colour::gray(0.45f)};

float leadingOf(float size) { return size * 1.25f; }

// Water-filling between bounds: every column gets the same share of the width, but no more
// than its natural width and no less than its minimum, so a long description column gives way
// before a number does. The share is found by halving: the total only grows with it.
std::vector<float> shrinkToFit(const std::vector<float>& natural,
                               const std::vector<float>& minimum, float width) {
    const auto widthsAt = [&](float share) {
        std::vector<float> widths(natural.size());
        for (std::size_t i = 0; i < natural.size(); ++i) {
            widths[i] = std::clamp(share, minimum[i], std::max(minimum[i], natural[i]));
        }
        return widths;
    };
    const auto total = [](const std::vector<float>& widths) {
        return std::accumulate(widths.begin(), widths.end(), 0.0f);
    };
    float low = 0;
    float high = width;
    for (int step = 0; step < 40; ++step) {
        const float share = (low + high) / 2;
        (total(widthsAt(share)) > width ? high : low) = share;
    }
    return widthsAt(low);
}

float widestWord(PdfPage& page, std::string_view text, FontStyle style, float size) {
    float widest = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find_first_of(" \n", start), text.size());
        if (end > start) {
            widest = std::max(widest, page.textWidth(text.substr(start, end - start), style, size));
        }
        start = end + 1;
    }
    return widest;
}

}  // namespace

Table::Table(std::vector<TableColumn> columns, float fontSize)
    : columns_(std::move(columns)), fontSize_(fontSize) {}

void Table::addRow(const std::vector<std::string>& cells) {
    TableRow row;
    for (const auto& text : cells) row.cells.push_back(TableCell{text});
    addRow(std::move(row));
}

void Table::addRow(TableRow row) {
    if (!row.band && row.cells.size() != columns_.size()) {
        throw std::logic_error("table row has " + std::to_string(row.cells.size()) +
                               " cells for " + std::to_string(columns_.size()) + " columns");
    }
    rows_.push_back(std::move(row));
}

bool Table::hasFill(Colour fill) const {
    return std::ranges::any_of(rows_, [&](const TableRow& row) {
        return std::ranges::any_of(row.cells,
                                   [&](const TableCell& cell) { return cell.fill == fill; });
    });
}

std::vector<float> Table::columnWidths(PdfPage& page, float width) const {
    std::vector<float> natural(columns_.size());
    std::vector<float> wholeWords(columns_.size());  // no word of the column broken
    std::vector<float> least(columns_.size());       // words broken, when nothing else fits
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        float widest = page.textWidth(columns_[c].heading, FontStyle::Bold, fontSize_);
        float word = widestWord(page, columns_[c].heading, FontStyle::Bold, fontSize_);
        for (const auto& row : rows_) {
            if (row.band) continue;
            const auto& cell = row.cells[c];
            for (const auto& line : wrapText(page, cell.text, cell.style, fontSize_, 1e6f)) {
                widest = std::max(widest, page.textWidth(line, cell.style, fontSize_));
            }
            word = std::max(word, widestWord(page, cell.text, cell.style, fontSize_));
        }
        natural[c] = std::max(widest + 2 * padding, columns_[c].minimumWidth);
        least[c] = std::min(natural[c], std::max(columns_[c].minimumWidth, 4 * fontSize_));
        wholeWords[c] = std::min(natural[c], std::max(least[c], word + 2 * padding));
    }
    const float total = std::accumulate(natural.begin(), natural.end(), 0.0f);
    if (total > width) {
        // "field-artiller y": a word is broken only when the page cannot hold every column's
        // longest word.
        const float wordsTotal = std::accumulate(wholeWords.begin(), wholeWords.end(), 0.0f);
        return shrinkToFit(natural, wordsTotal <= width ? wholeWords : least, width);
    }
    if (fillWidth_) {
        for (auto& w : natural) w += (width - total) * w / total;
    }
    return natural;
}

Table::Layout Table::layout(PdfPage& page, float width) const {
    Layout result;
    result.widths = columnWidths(page, width);
    const float leading = leadingOf(fontSize_);
    std::size_t headerLines = 1;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        result.headerLines.push_back(wrapText(page, columns_[c].heading, FontStyle::Bold,
                                              fontSize_, result.widths[c] - 2 * padding,
                                              LongWords::KeepWhole));
        headerLines = std::max(headerLines, result.headerLines.back().size());
    }
    result.headerHeight = static_cast<float>(headerLines) * leading + 2 * padding;
    const float tableWidth = std::accumulate(result.widths.begin(), result.widths.end(), 0.0f);
    // Rows are never split, so none may be taller than a page under the header: a cell with
    // more lines than that is cut short, its last line ending in "…".
    const float pageRoom = page.height() - 2 * pageMargin - result.headerHeight - 2 * padding;
    const auto maxLines = static_cast<std::size_t>(std::max(pageRoom / leading, 1.0f));
    const auto cellLines = [&](const TableCell& cell, float cellWidth) {
        return firstLines(page, wrapText(page, cell.text, cell.style, fontSize_, cellWidth),
                          maxLines, cell.style, fontSize_, cellWidth);
    };
    for (const auto& row : rows_) {
        std::vector<std::vector<std::string>> cells;
        std::size_t lineCount = 1;
        if (row.band) {
            cells.push_back(cellLines(row.cells.front(), tableWidth - 2 * padding));
            lineCount = cells.back().size();
        } else {
            for (std::size_t c = 0; c < columns_.size(); ++c) {
                cells.push_back(cellLines(row.cells[c], result.widths[c] - 2 * padding));
                lineCount = std::max(lineCount, cells.back().size());
            }
        }
        result.lines.push_back(std::move(cells));
        result.heights.push_back(static_cast<float>(lineCount) * leading + 2 * padding);
    }
    return result;
}

void Table::drawHeader(PdfPage& page, const Layout& layout, float x, float y) const {
    float left = x;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        const float w = layout.widths[c];
        page.fillRectangle(left, y, w, layout.headerHeight, headerFill);
        page.strokeRectangle(left, y, w, layout.headerHeight, gridPen);
        float baseline = y + padding + fontSize_;
        for (const auto& line : layout.headerLines[c]) {
            alignedText(page, left + padding, baseline, w - 2 * padding, line, FontStyle::Bold,
                        fontSize_, columns_[c].align);
            baseline += leadingOf(fontSize_);
        }
        left += w;
    }
}

void Table::drawRow(PdfPage& page, const Layout& layout, std::size_t index, float x,
                    float y) const {
    const TableRow& row = rows_[index];
    const float height = layout.heights[index];
    if (row.band) {
        const float w = std::accumulate(layout.widths.begin(), layout.widths.end(), 0.0f);
        const auto& cell = row.cells.front();
        page.fillRectangle(x, y, w, height, cell.fill.value_or(bandFill));
        page.strokeRectangle(x, y, w, height, gridPen);
        float baseline = y + padding + fontSize_;
        for (const auto& line : layout.lines[index].front()) {
            page.text(x + padding, baseline, line, cell.style, fontSize_);
            baseline += leadingOf(fontSize_);
        }
        return;
    }
    float left = x;
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        const float w = layout.widths[c];
        const auto& cell = row.cells[c];
        const std::optional<Colour> fill =
            cell.fill ? cell.fill : (striped_ && index % 2 == 1 ? std::optional(stripeFill)
                                                                : std::nullopt);
        if (fill) page.fillRectangle(left, y, w, height, *fill);
        page.strokeRectangle(left, y, w, height, gridPen);
        float baseline = y + padding + fontSize_;
        for (const auto& line : layout.lines[index][c]) {
            alignedText(page, left + padding, baseline, w - 2 * padding, line, cell.style,
                        fontSize_, cell.align.value_or(columns_[c].align));
            baseline += leadingOf(fontSize_);
        }
        left += w;
    }
}

float Table::height(PdfPage& page, float width) const {
    return rowsHeight(page, width, 0, rows_.size());
}

float Table::rowsHeight(PdfPage& page, float width, std::size_t first, std::size_t last) const {
    const Layout laid = layout(page, width);
    float height = laid.headerHeight;
    for (std::size_t r = first; r < last; ++r) height += laid.heights[r];
    return height;
}

std::size_t Table::breakBefore(PdfPage& page, float width, float room,
                               std::size_t fewest) const {
    const Layout laid = layout(page, width);
    float used = laid.headerHeight;
    std::size_t fitting = 0;
    while (fitting < rows_.size() && used + laid.heights[fitting] <= room) {
        used += laid.heights[fitting++];
    }
    if (rows_.size() < fewest) return 0;
    std::size_t row = std::min(fitting, rows_.size() - fewest);
    while (row > 0 && rows_[row - 1].band) --row;
    return row >= fewest ? row : 0;
}

float Table::drawAt(PdfPage& page, float x, float y, float width) const {
    return drawRowsAt(page, x, y, width, 0, rows_.size());
}

float Table::drawRowsAt(PdfPage& page, float x, float y, float width, std::size_t first,
                        std::size_t last) const {
    const Layout laid = layout(page, width);
    drawHeader(page, laid, x, y);
    float top = y + laid.headerHeight;
    for (std::size_t r = first; r < last; ++r) {
        drawRow(page, laid, r, x, top);
        top += laid.heights[r];
    }
    return top - y;
}

void Table::draw(PageFlow& flow) const {
    const Layout laid = layout(flow.page(), flow.width());
    const float firstRow = laid.heights.empty() ? 0 : laid.heights.front();
    flow.needs(laid.headerHeight + firstRow);
    drawHeader(flow.page(), laid, flow.left(), flow.y());
    flow.advance(laid.headerHeight);
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        // A band keeps the first row under it on its page.
        const float next = rows_[r].band && r + 1 < rows_.size() ? laid.heights[r + 1] : 0;
        if (flow.y() + laid.heights[r] + next > flow.bottom()) {
            flow.newPage();
            drawHeader(flow.page(), laid, flow.left(), flow.y());
            flow.advance(laid.headerHeight);
        }
        drawRow(flow.page(), laid, r, flow.left(), flow.y());
        flow.advance(laid.heights[r]);
    }
    flow.advance(6.0f);
}

}  // namespace tachanka::reports
