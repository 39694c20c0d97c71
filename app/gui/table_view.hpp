#pragma once
// A read-only table of text the user can sort by any column: the units, officers and ledger
// pages. Each cell may carry a number to sort by (steps, TQ, amounts), so 10 sorts after 9;
// a row may be shown in a colour of its own (units lost, officers fallen).

#include <wx/dataview.h>

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <vector>

namespace tachanka::gui {

struct TableColumn {
    wxString title;
    wxAlignment align = wxALIGN_LEFT;
    int maxWidth = 320;  // a column sized to its text grows no wider
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
    // `name` lets tests find the table among the page's windows.
    TableView(wxWindow* parent, const wxString& name, std::vector<TableColumn> columns);
    ~TableView() override;

    // Replaces every row and sizes the columns to what they hold.
    void setRows(std::vector<TableRow> rows);
    std::size_t rowCount() const;
    const TableRow& row(std::size_t index) const;
    // Selects the row and scrolls to it.
    void selectRow(std::size_t index);
    std::optional<std::size_t> selectedRow() const;

private:
    void fitColumns();

    std::vector<TableColumn> columns_;
    TableModel* model_;
};

// Lays out a filtered page: the filter controls wrapped in rows above, the table below taking
// the rest of the page.
void layoutFilteredTable(wxWindow& page, std::initializer_list<wxWindow*> filters,
                         TableView& table);

}  // namespace tachanka::gui
