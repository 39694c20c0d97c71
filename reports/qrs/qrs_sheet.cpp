#include "reports/qrs/qrs_sheet.hpp"

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <optional>

namespace tachanka::reports::qrs {
namespace {

constexpr float titleSize = 9.0f;
constexpr float titleHeight = 13.0f;  // a panel's title line, down to its first table
constexpr float tableGap = 5.0f;      // between two tables of one panel
constexpr float panelGap = 12.0f;     // between two panels of a row
constexpr float rowGap = 8.0f;        // above a row of panels
// Below this much space left a row of panels starts the next page rather than break over it.
constexpr float roomWorthBreaking = 150.0f;

bool isUserCopy(const RulesSource& source) {
    return source.file.lexically_normal() == source.userCopy.lexically_normal();
}

float panelHeight(PdfPage& page, const Panel& panel, float width) {
    float height = titleHeight;
    for (const auto& table : panel.tables) height += table.height(page, width) + tableGap;
    return height;
}

void drawPanel(PdfPage& page, const Panel& panel, float x, float y, float width) {
    page.text(x, y + titleSize, panel.title, FontStyle::Bold, titleSize);
    float top = y + titleHeight;
    for (const auto& table : panel.tables) top += table.drawAt(page, x, top, width) + tableGap;
}

struct RowLayout {
    std::vector<float> widths;
    float tallest = 0;
};

RowLayout layOut(PageFlow& flow, const std::vector<Panel>& panels) {
    const float shares = std::accumulate(panels.begin(), panels.end(), 0.0f,
                                         [](float sum, const Panel& p) { return sum + p.share; });
    const float room = flow.width() - panelGap * static_cast<float>(panels.size() - 1);
    RowLayout row;
    for (const auto& panel : panels) {
        row.widths.push_back(room * panel.share / shares);
        row.tallest = std::max(row.tallest, panelHeight(flow.page(), panel, row.widths.back()));
    }
    return row;
}

constexpr std::string_view provisionalFootNote =
    "PROVISIONAL values on this page (shaded): not the published ones; the notice beside them "
    "says how to put those in.";

bool isProvisional(const Table& table) { return table.hasFill(provisionalFill); }

// A panel too tall for any page: its tables run over page breaks, headers repeated. A
// provisional table marks the pages it starts and ends on.
void flowPanel(PageFlow& flow, const Panel& panel) {
    flow.subheading(panel.title);
    for (const auto& table : panel.tables) {
        if (isProvisional(table)) flow.footNote(provisionalFootNote);
        table.draw(flow);
        if (isProvisional(table)) flow.footNote(provisionalFootNote);
    }
}

// Where a panel of a row broken over a page break goes on: the table it continues with, and
// that table's first row on the next page (table == tables.size(): nothing goes on).
struct Cut {
    std::size_t table = 0;
    std::size_t row = 0;
};

// A table broken between pages keeps at least this many rows on either side of the break.
constexpr std::size_t fewestRowsBroken = 2;

// None where the panel cannot break well here (a table would leave too few rows on a side).
std::optional<Cut> cutOf(PdfPage& page, const Panel& panel, float width, float room) {
    float top = titleHeight;
    for (std::size_t t = 0; t < panel.tables.size(); ++t) {
        const Table& table = panel.tables[t];
        const float height = table.height(page, width);
        if (top + height <= room) {
            top += height + tableGap;
            continue;
        }
        const std::size_t row = table.breakBefore(page, width, room - top, fewestRowsBroken);
        // Between two tables, or between two rows of one.
        if (row == 0 && t == 0) return std::nullopt;
        return Cut{t, row};
    }
    return Cut{panel.tables.size(), 0};
}

bool startsAnything(const Cut& cut) { return cut.table > 0 || cut.row > 0; }

// What of a panel is drawn from `from` up to `to`, with its title (continued after a break);
// returns its height. `measure` alone leaves the page blank.
float drawPart(PdfPage& page, const Panel& panel, Cut from, Cut to, float x, float y, float width,
               bool measure, bool& provisional) {
    if (from.table == panel.tables.size()) return 0;  // the panel ended before the break
    const bool continued = startsAnything(from);
    if (!measure) {
        page.text(x, y + titleSize, panel.title + (continued ? " (continued)" : ""),
                  FontStyle::Bold, titleSize);
    }
    float top = y + titleHeight;
    for (std::size_t t = from.table; t < panel.tables.size() && t <= to.table; ++t) {
        const Table& table = panel.tables[t];
        const std::size_t first = t == from.table ? from.row : 0;
        const std::size_t last = t == to.table ? to.row : table.rowCount();
        if (first >= last) continue;
        provisional = provisional || isProvisional(table);
        top += (measure ? table.rowsHeight(page, width, first, last)
                        : table.drawRowsAt(page, x, top, width, first, last)) +
               tableGap;
    }
    return top - y;
}

// A row of panels too tall for the space left on this page but not for a page: rather than
// leave the rest of the page empty, each panel runs down its own column over the break, a
// table broken between two rows with its header repeated. Every panel breaks well or none
// does: false (nothing drawn) where one would not, or what goes on would not fit on the next.
bool breakRow(PageFlow& flow, const std::vector<Panel>& panels, const RowLayout& row) {
    const float room = flow.spaceLeft() - rowGap;
    const float pageRoom = flow.bottom() - pageMargin - rowGap;
    std::vector<Cut> cuts;
    bool provisional = false;
    for (std::size_t i = 0; i < panels.size(); ++i) {
        const auto cut = cutOf(flow.page(), panels[i], row.widths[i], room);
        if (!cut) return false;
        cuts.push_back(*cut);
        const float rest = drawPart(flow.page(), panels[i], cuts.back(), {panels[i].tables.size()},
                                    0, 0, row.widths[i], true, provisional);
        if (rest > pageRoom) return false;
    }
    const auto drawAll = [&](bool second) {
        bool shaded = false;
        float x = flow.left();
        float tallest = 0;
        for (std::size_t i = 0; i < panels.size(); ++i) {
            const Cut from = second ? cuts[i] : Cut{};
            const Cut to = second ? Cut{panels[i].tables.size()} : cuts[i];
            tallest = std::max(tallest, drawPart(flow.page(), panels[i], from, to, x, flow.y(),
                                                 row.widths[i], false, shaded));
            x += row.widths[i] + panelGap;
        }
        if (shaded) flow.footNote(provisionalFootNote);
        flow.advance(tallest);
    };
    flow.advance(rowGap);
    drawAll(false);
    flow.newPage();
    flow.advance(rowGap);
    drawAll(true);
    return true;
}

}  // namespace

void sheetHead(PageFlow& flow, std::string_view title,
               const std::vector<std::pair<std::string_view, RulesSource>>& sources) {
    flow.title(title);
    for (const auto& [what, source] : sources) {
        // The shipped file's folder is where this machine installed Tachanka: not for paper.
        const std::string file = source.file.filename().string();
        const std::string line =
            std::string(what) + ": " + file +
            (isUserCopy(source)
                 ? " — your own copy (house rules), in " + source.userFolderOnPaper + "."
                 : " as shipped; a copy of your own in " + source.userFolderOnPaper +
                       " wins over it.");
        flow.paragraph(line, FontStyle::Regular, cellSize, Colour::gray(0.3f));
    }
}

Table sheetTable(std::vector<TableColumn> columns) {
    Table table(std::move(columns), cellSize);
    table.fillWidth();
    return table;
}

void addNote(Table& table, std::string text) {
    table.addRow(TableRow{{TableCell{std::move(text)}}, true});
}

Table provisionalNotice(std::string_view note, const RulesSource& source, std::string heading) {
    Table table = sheetTable({{std::move(heading)}});
    table.addRow(TableRow{{TableCell{std::string(note), FontStyle::Bold, provisionalFill}}});
    const std::string file = source.file.filename().string();
    const std::string howTo =
        isUserCopy(source)
            ? "These values are read from your own " + file +
                  ": type the published values in there."
            : "For the published values, copy " + file +
                  " into your templates folder (top of this sheet) and type them in there.";
    table.addRow(TableRow{{TableCell{howTo, FontStyle::Regular, provisionalFill}}});
    return table;
}

void panelRow(PageFlow& flow, const std::vector<Panel>& panels) {
    if (panels.empty()) return;
    const RowLayout row = layOut(flow, panels);
    if (row.tallest + rowGap > flow.bottom() - pageMargin) {
        for (const auto& panel : panels) flowPanel(flow, panel);
        return;
    }
    if (row.tallest + rowGap > flow.spaceLeft() && flow.spaceLeft() >= roomWorthBreaking &&
        breakRow(flow, panels, row)) {
        return;
    }
    flow.needs(row.tallest + rowGap);
    flow.advance(rowGap);
    float x = flow.left();
    for (std::size_t i = 0; i < panels.size(); ++i) {
        drawPanel(flow.page(), panels[i], x, flow.y(), row.widths[i]);
        x += row.widths[i] + panelGap;
        if (std::ranges::any_of(panels[i].tables, isProvisional)) {
            flow.footNote(provisionalFootNote);
        }
    }
    flow.advance(row.tallest);
}

void section(PageFlow& flow, std::string_view heading, const std::vector<Panel>& firstRow) {
    // Kept with as much of the row as would start on this page if the row breaks.
    flow.heading(heading, std::min(layOut(flow, firstRow).tallest + rowGap, roomWorthBreaking));
    panelRow(flow, firstRow);
}

void fullWidth(PageFlow& flow, const Panel& panel) { panelRow(flow, {panel}); }

std::string readable(std::string_view id) {
    std::string words(id);
    std::ranges::replace(words, '-', ' ');
    if (!words.empty() && words[0] >= 'a' && words[0] <= 'z') words[0] -= 'a' - 'A';
    return words;
}

std::string signedNumber(int value) {
    if (value > 0) return "+" + std::to_string(value);
    if (value < 0) return "\u2212" + std::to_string(-value);
    return "0";
}

std::string atLeast(int value) { return std::to_string(value) + "+"; }

std::string atMost(int value) { return value == 1 ? "1" : "1–" + std::to_string(value); }

std::string inches(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g\"", value);
    return buffer;
}

std::string quarters(int value) {
    static constexpr const char* fractions[] = {"", "¼", "½", "¾"};
    const int whole = value / 4;
    const int rest = value % 4;
    if (rest == 0) return std::to_string(whole);
    return (whole > 0 ? std::to_string(whole) : std::string()) + fractions[rest];
}

}  // namespace tachanka::reports::qrs
