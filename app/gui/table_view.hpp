#pragma once
// A read-only table of text the user can sort by any column: the units, officers and ledger
// pages. Each cell may carry a number to sort by (steps, TQ, amounts), so 10 sorts after 9;
// a row may be shown in a colour of its own (units lost, officers fallen).

#include <wx/dataview.h>

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <unordered_map>
#include <vector>

namespace tachanka::gui {

struct TableColumn {
    wxString title;
    wxAlignment align = wxALIGN_LEFT;
    int maxWidth = 320;  // a column sized to its text grows no wider
    bool givesWay = false;  // long prose: narrowed, ending in "…", for the table to fit
    bool shown = true;      // shown at first; the heading's right-click menu turns it
};

struct TableCell {
    wxString text;
    std::optional<double> sortKey{};  // none: sorted by the text
};

struct TableRow {
    std::vector<TableCell> cells;
    std::optional<wxColour> colour{};
};

class TableModel;

class TableView : public wxDataViewCtrl {
public:
    // `name` lets tests find the table among the page's windows; `multiple`: the user may
    // select several rows (the units a battle is planned from).
    TableView(wxWindow* parent, const wxString& name, std::vector<TableColumn> columns,
              bool multiple = false);
    ~TableView() override;

    // Replaces every row and sizes the columns to what they hold.
    void setRows(std::vector<TableRow> rows);
    std::size_t rowCount() const;
    const TableRow& row(std::size_t index) const;
    // Selects the row alone and scrolls to it.
    void selectRow(std::size_t index);
    // Adds the row to those selected (a table of several).
    void addSelectedRow(std::size_t index);
    // The row selected; none when none is, or several are.
    std::optional<std::size_t> selectedRow() const;
    std::vector<std::size_t> selectedRows() const;  // in the order the rows were given

    // Shows or hides the column titled so (what the heading's right-click menu does).
    void showColumn(const wxString& title, bool shown);
    // The row's narrowed and hidden columns whole, "Title: text" each: for a RowWhole line.
    wxString wholeText(std::size_t row) const;

private:
    void fitColumns();
    void fitToWidth();
    int textWidth(const wxString& text);

    std::vector<TableColumn> columns_;
    std::vector<int> natural_;  // each column's width for its widest text
    std::vector<bool> givesWay_;
    TableModel* model_;
    std::unordered_map<wxString, int> widths_;
};

// Every row of `table` is one line of text: told so, GTK measures one row instead of laying out
// every cell of every row whenever the rows change or the table is shown. Call once every
// column has a fixed width.
void keepRowsOneHeight(wxDataViewCtrl& table);

// Lays out a filtered page: the filter controls wrapped in rows above, the table (a TableView,
// or the ledger's list) below taking the rest of the page, and the line `under` it (the
// selected row whole) when there is one.
void layoutFilteredTable(wxWindow& page, std::initializer_list<wxWindow*> filters,
                         wxWindow& table, wxWindow* under = nullptr);

}  // namespace tachanka::gui
