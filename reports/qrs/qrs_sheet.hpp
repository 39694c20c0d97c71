#pragma once
// What every quick-reference sheet shares: its head (which files the tables came from),
// panels of small tables set side by side across a landscape page, the provisional notice,
// and the way numbers are written (+2, −1, ½, 9+, 4").

#include <string>
#include <string_view>
#include <vector>

#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"
#include "reports/qrs/qrs.hpp"

namespace tachanka::reports::qrs {

// Dense but legible at arm's length: nothing on a sheet is set smaller.
inline constexpr float cellSize = 7.5f;
// The shaded fill of a provisional notice, and of the table cells it speaks of.
inline constexpr Colour provisionalFill{1.0f, 0.93f, 0.80f};

// The sheet's title and a line per rules file: where it was read from, and whether it is the
// shipped file or the club's own copy.
void sheetHead(PageFlow& flow, std::string_view title,
               const std::vector<std::pair<std::string_view, RulesSource>>& sources);

// A table in the sheets' size, stretched to the width it is given.
Table sheetTable(std::vector<TableColumn> columns);
// A line of explanation across the whole table, under its rows.
void addNote(Table& table, std::string text);

// A boxed notice in the provisional shading: what the note says, then how to replace the
// values with the published ones (copy the file to the user's folder and edit it there).
Table provisionalNotice(std::string_view note, const RulesSource& source,
                        std::string heading = "PROVISIONAL: not the published values");

// A titled block of tables, one of several set side by side.
struct Panel {
    std::string title;
    std::vector<Table> tables;  // one under the other
    float share = 1;            // of the row's width
};

// Sets the panels side by side from the flow's cursor, on a new page when they do not fit on
// this one; a panel taller than a whole page runs down the flow on its own instead.
void panelRow(PageFlow& flow, const std::vector<Panel>& panels);
// A section heading kept on the page of the row of panels that follows it.
void section(PageFlow& flow, std::string_view heading, const std::vector<Panel>& firstRow);
// One panel across the whole width (a wide table with its notes).
void fullWidth(PageFlow& flow, const Panel& panel);

// A file's id as words: "orel-suburbs" -> "Orel suburbs".
std::string readable(std::string_view id);
std::string signedNumber(int value);  // "+2", "0", "−1" (a true minus sign)
std::string atLeast(int value);       // "9+"
std::string atMost(int value);        // a d6 roll counted from 1: "1", "1–2"
std::string inches(double value);     // "4\"", "1.5\""
std::string quarters(int value);      // a share in quarters: "¼", "½", "¾", "1", "2½"

}  // namespace tachanka::reports::qrs
