#include "app/gui/table_view.hpp"

#include <wx/sizer.h>
#include <wx/wrapsizer.h>

#include <algorithm>

#include "app/gui/column_fit.hpp"
#include "app/gui/gtk_function.hpp"

namespace tachanka::gui {

// The rows in the order they were given; the control sorts what it shows through Compare.
class TableModel : public wxDataViewIndexListModel {
public:
    std::vector<TableRow> rows;

    void GetValueByRow(wxVariant& value, unsigned row, unsigned column) const override {
        value = cellOf(row, column).text;
    }
    bool SetValueByRow(const wxVariant&, unsigned, unsigned) override { return false; }

    bool GetAttrByRow(unsigned row, unsigned, wxDataViewItemAttr& attr) const override {
        if (row >= rows.size() || !rows[row].colour) return false;
        attr.SetColour(*rows[row].colour);
        return true;
    }

    int Compare(const wxDataViewItem& first, const wxDataViewItem& second, unsigned column,
                bool ascending) const override {
        const unsigned a = GetRow(first);
        const unsigned b = GetRow(second);
        const TableCell& left = cellOf(a, column);
        const TableCell& right = cellOf(b, column);
        int order = 0;
        if (left.sortKey && right.sortKey) {
            order = *left.sortKey < *right.sortKey ? -1 : *right.sortKey < *left.sortKey ? 1 : 0;
        } else if (left.sortKey || right.sortKey) {
            order = left.sortKey ? -1 : 1;  // numbers before blanks and words
        } else {
            order = left.text.CmpNoCase(right.text);
        }
        if (order == 0) order = a < b ? -1 : a > b ? 1 : 0;  // ties keep the given order
        return ascending ? order : -order;
    }

private:
    const TableCell& cellOf(unsigned row, unsigned column) const {
        static const TableCell blank;
        if (row >= rows.size() || column >= rows[row].cells.size()) return blank;
        return rows[row].cells[column];
    }
};

TableView::TableView(wxWindow* parent, const wxString& name, std::vector<TableColumn> columns,
                     bool multiple)
    : wxDataViewCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                     wxDV_ROW_LINES | (multiple ? wxDV_MULTIPLE : wxDV_SINGLE) |
                         wxDV_HORIZ_RULES),
      columns_(std::move(columns)),
      model_(new TableModel) {
    SetName(name);
    AssociateModel(model_);
    model_->DecRef();  // the control holds the only reference it needs
    for (std::size_t i = 0; i < columns_.size(); ++i) {
        auto* column = AppendTextColumn(columns_[i].title, static_cast<unsigned>(i),
                                        wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_DEFAULT,
                                        columns_[i].align,
                                        wxDATAVIEW_COL_SORTABLE | wxDATAVIEW_COL_RESIZABLE);
        if (columns_[i].givesWay) column->GetRenderer()->EnableEllipsize(wxELLIPSIZE_END);
        column->SetHidden(!columns_[i].shown);
    }
    natural_.assign(columns_.size(), 0);
    for (const auto& column : columns_) givesWay_.push_back(column.givesWay);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { fitToWidth(); });
    });
    Bind(wxEVT_DATAVIEW_COLUMN_HEADER_RIGHT_CLICK,
         [this](wxDataViewEvent&) { offerColumns(*this, [this] { fitToWidth(); }); });
}

TableView::~TableView() = default;

void TableView::setRows(std::vector<TableRow> rows) {
    model_->rows = std::move(rows);
    model_->Reset(static_cast<unsigned>(model_->rows.size()));
    fitColumns();
}

std::size_t TableView::rowCount() const { return model_->rows.size(); }

const TableRow& TableView::row(std::size_t index) const { return model_->rows.at(index); }

void TableView::selectRow(std::size_t index) {
    UnselectAll();
    addSelectedRow(index);
}

void TableView::addSelectedRow(std::size_t index) {
    const wxDataViewItem item = model_->GetItem(static_cast<unsigned>(index));
    Select(item);
    EnsureVisible(item);
}

std::optional<std::size_t> TableView::selectedRow() const {
    const wxDataViewItem item = GetSelection();
    if (!item.IsOk()) return std::nullopt;
    return model_->GetRow(item);
}

std::vector<std::size_t> TableView::selectedRows() const {
    wxDataViewItemArray items;
    GetSelections(items);
    std::vector<std::size_t> rows;
    for (const auto& item : items) rows.push_back(model_->GetRow(item));
    std::sort(rows.begin(), rows.end());
    return rows;
}

// Every row of a table is one line of text. Told so, GTK measures one row instead of laying
// out every cell of every row each time the rows change or the page is shown: a third of a
// second for 600 units.
void keepRowsOneHeight(wxDataViewCtrl& table) {
#ifdef __WXGTK__
    static const auto setFixedHeightMode =
        gtkFunction<void(void* treeView, int enable)>("gtk_tree_view_set_fixed_height_mode");
    if (setFixedHeightMode != nullptr) setFixedHeightMode(table.GtkGetTreeView(), 1);
#else
    static_cast<void>(table);
#endif
}

// Each column as wide as its widest cell or title, within its limit: autosizing under GTK
// measures only the rows on screen, so a column would fit the first page and cut the rest.
// A long ledger is measured on its first rows only, or opening it would take seconds.
void TableView::fitColumns() {
    constexpr int cellPadding = 20;    // the cell's margins
    // The heading's margins and its sort arrow: GTK cuts a right-aligned "Prisoners" at 30,
    // a left-aligned heading's arrow goes after its text.
    constexpr int rightHeadingPadding = 44;
    constexpr int leftHeadingPadding = 28;
    constexpr std::size_t rowsMeasured = 300;  // like rows differ little; each measure costs
    const std::size_t measured = std::min(model_->rows.size(), rowsMeasured);
    for (std::size_t i = 0; i < columns_.size(); ++i) {
        int width = textWidth(columns_[i].title) + (columns_[i].align == wxALIGN_RIGHT
                                                         ? rightHeadingPadding
                                                         : leftHeadingPadding);
        for (std::size_t index = 0; index < measured; ++index) {
            const auto& row = model_->rows[index];
            if (i < row.cells.size()) {
                width = std::max(width, textWidth(row.cells[i].text) + cellPadding);
            }
        }
        natural_[i] = std::min(width, columns_[i].maxWidth);
    }
    fitToWidth();
    // Only now is every column of a fixed width, which GTK asks of one-line rows.
    keepRowsOneHeight(*this);
}

// Not before the rows first give the columns their widths: a column of width 0 is a warning
// from GTK.
void TableView::fitToWidth() {
    if (std::find(natural_.begin(), natural_.end(), 0) == natural_.end()) {
        fitToTable(*this, natural_, givesWay_);
    }
}

void TableView::showColumn(const wxString& title, bool shown) {
    for (unsigned i = 0; i < GetColumnCount(); ++i) {
        if (GetColumn(i)->GetTitle() == title) GetColumn(i)->SetHidden(!shown);
    }
    fitToWidth();
}

wxString TableView::wholeText(std::size_t row) const {
    if (row >= model_->rows.size()) return "";
    std::vector<wxString> cells;
    for (const auto& cell : model_->rows[row].cells) cells.push_back(cell.text);
    return gui::wholeText(*this, cells, givesWay_);
}

// Each distinct text laid out once for the table's life: most columns repeat a few words down
// 600 rows, a refresh shows mostly what the last one did, and laying text out is most of what
// sizing the columns costs.
int TableView::textWidth(const wxString& text) {
    constexpr std::size_t widthsKept = 20000;  // a long ledger's notes would grow it for ever
    if (widths_.size() > widthsKept) widths_.clear();
    const auto known = widths_.find(text);
    if (known != widths_.end()) return known->second;
    const int width = GetTextExtent(text).GetWidth();
    widths_.emplace(text, width);
    return width;
}

void layoutFilteredTable(wxWindow& page, std::initializer_list<wxWindow*> filters,
                         wxWindow& table, wxWindow* under) {
    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    for (wxWindow* control : filters) {
        bar->Add(control, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT | wxBOTTOM, 8);
    }
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(bar, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(&table, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
    if (under != nullptr) sizer->Add(under, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
    page.SetSizer(sizer);
}

}  // namespace tachanka::gui
