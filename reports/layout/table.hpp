#pragma once
// Tables as the rules print them: a header row, cells that wrap inside their column, columns
// sized to their contents and shrunk fairly when the page is too narrow, and a header that
// repeats when a table runs over a page break. Rows are never split (a cell too long for a
// page is cut short in "…").

#include <optional>
#include <string>
#include <vector>

#include "reports/layout/page_flow.hpp"
#include "reports/layout/text_layout.hpp"

namespace tachanka::reports {

struct TableColumn {
    std::string heading;
    Align align = Align::Left;
    float minimumWidth = 0;  // e.g. a box to tick or to write in
};

struct TableCell {
    std::string text;
    FontStyle style = FontStyle::Regular;
    std::optional<Colour> fill{};
    // A cell with a single number reads better centred; the column's alignment otherwise.
    std::optional<Align> align{};
};

struct TableRow {
    std::vector<TableCell> cells;
    // A row that is the heading of the rows under it (a formation, a table's band).
    bool band = false;
};

class Table {
public:
    explicit Table(std::vector<TableColumn> columns, float fontSize = 8.5f);

    void addRow(const std::vector<std::string>& cells);
    void addRow(TableRow row);
    bool empty() const { return rows_.empty(); }
    // Whether any cell is shaded `fill` (a provisional value, say).
    bool hasFill(Colour fill) const;

    // Widths stretch to the whole `width` rather than to the contents.
    void fillWidth() { fillWidth_ = true; }
    // Light stripes on every other row: easier to follow a line across a wide table.
    void striped() { striped_ = true; }

    // Into the flow, from its cursor on, over as many pages as needed.
    void draw(PageFlow& flow) const;
    // At a fixed place (inside a card or a box); returns the height drawn.
    float drawAt(PdfPage& page, float x, float y, float width) const;
    float height(PdfPage& page, float width) const;

    // A table broken between two places (two pages of a column): its rows [first, last) under
    // its header, their height, and the row to break before so that the rows above it fit in
    // `room` points, at least `fewest` rows stand on either side and a band stays with the row
    // under it (0: none).
    std::size_t rowCount() const { return rows_.size(); }
    float drawRowsAt(PdfPage& page, float x, float y, float width, std::size_t first,
                     std::size_t last) const;
    float rowsHeight(PdfPage& page, float width, std::size_t first, std::size_t last) const;
    std::size_t breakBefore(PdfPage& page, float width, float room, std::size_t fewest) const;

private:
    struct Layout {
        std::vector<float> widths;
        std::vector<std::vector<std::vector<std::string>>> lines;  // row, column, line
        std::vector<float> heights;
        float headerHeight = 0;
        std::vector<std::vector<std::string>> headerLines;
    };
    Layout layout(PdfPage& page, float width) const;
    std::vector<float> columnWidths(PdfPage& page, float width) const;
    void drawHeader(PdfPage& page, const Layout& layout, float x, float y) const;
    void drawRow(PdfPage& page, const Layout& layout, std::size_t row, float x, float y) const;

    std::vector<TableColumn> columns_;
    std::vector<TableRow> rows_;
    float fontSize_;
    bool fillWidth_ = false;
    bool striped_ = false;
};

}  // namespace tachanka::reports
