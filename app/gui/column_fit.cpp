#include "app/gui/column_fit.hpp"

#include <wx/menu.h>
#include <wx/settings.h>

#include <algorithm>

namespace tachanka::gui {

std::vector<int> widthsToFit(const std::vector<ColumnWidth>& columns, int available) {
    std::vector<int> widths;
    int total = 0;
    for (const auto& column : columns) {
        widths.push_back(column.natural);
        if (column.shown) total += column.natural;
    }
    int excess = total - available;
    for (std::size_t i = columns.size(); i-- > 0 && excess > 0;) {
        const auto& column = columns[i];
        if (!column.shown || !column.givesWay) continue;
        const int cut = std::min(excess, std::max(0, column.natural - column.least));
        widths[i] -= cut;
        excess -= cut;
    }
    return widths;
}

int widthForColumns(const wxWindow& table) {
    const int scrollBar = wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, &table);
    return table.GetClientSize().GetWidth() - std::max(scrollBar, 0);
}

void fitToTable(wxDataViewCtrl& table, const std::vector<int>& natural,
                const std::vector<bool>& givesWay) {
    std::vector<ColumnWidth> columns;
    const int least = table.FromDIP(120);
    for (unsigned i = 0; i < table.GetColumnCount() && i < natural.size(); ++i) {
        columns.push_back({natural[i], std::min(natural[i], least),
                           i < givesWay.size() && givesWay[i], !table.GetColumn(i)->IsHidden()});
    }
    const auto widths = widthsToFit(columns, widthForColumns(table));
    for (unsigned i = 0; i < widths.size(); ++i) {
        wxDataViewColumn* column = table.GetColumn(i);
        if (column->GetWidth() != widths[i]) column->SetWidth(widths[i]);
    }
}

wxString wholeText(const wxDataViewCtrl& table, const std::vector<wxString>& cells,
                   const std::vector<bool>& givesWay) {
    wxString text;
    for (unsigned i = 0; i < table.GetColumnCount() && i < cells.size(); ++i) {
        const bool narrowed = i < givesWay.size() && givesWay[i];
        if ((!narrowed && !table.GetColumn(i)->IsHidden()) || cells[i].empty()) continue;
        if (!text.empty()) text += wxString::FromUTF8("   ·   ");
        text += table.GetColumn(i)->GetTitle() + ": " + cells[i];
    }
    return text;
}

void offerColumns(wxDataViewCtrl& table, const std::function<void()>& turned) {
    wxMenu menu;
    for (unsigned i = 1; i < table.GetColumnCount(); ++i) {
        const wxDataViewColumn* column = table.GetColumn(i);
        menu.AppendCheckItem(static_cast<int>(i), column->GetTitle())->Check(!column->IsHidden());
    }
    menu.Bind(wxEVT_MENU, [&table, &turned](wxCommandEvent& event) {
        const auto i = static_cast<unsigned>(event.GetId());
        if (i >= table.GetColumnCount()) return;
        wxDataViewColumn* column = table.GetColumn(i);
        column->SetHidden(!column->IsHidden());
        turned();
    });
    table.PopupMenu(&menu);
}

RowsList::RowsList(wxWindow* parent, const wxString& name,
                   std::initializer_list<Column> columns)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                 wxLC_REPORT | wxLC_SINGLE_SEL) {
    SetName(name);
    for (const auto& column : columns) {
        AppendColumn(column.title);
        givesWay_.push_back(column.givesWay);
    }
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { fitColumns(); });
    });
}

void RowsList::fitColumns() {
    std::vector<ColumnWidth> columns;
    const int least = FromDIP(120);
    for (int i = 0; i < GetColumnCount(); ++i) {
        SetColumnWidth(i, wxLIST_AUTOSIZE_USEHEADER);
        const int natural = GetColumnWidth(i);
        columns.push_back({natural, std::min(natural, least),
                           givesWay_[static_cast<std::size_t>(i)]});
    }
    const auto widths = widthsToFit(columns, widthForColumns(*this));
    for (std::size_t i = 0; i < widths.size(); ++i) {
        if (GetColumnWidth(static_cast<int>(i)) != widths[i]) {
            SetColumnWidth(static_cast<int>(i), widths[i]);
        }
    }
}

void RowsList::fitToRows(int most) {
    fitColumns();
    const int rows = std::clamp(GetItemCount(), 2, std::max(most, 2));
    int rowHeight = GetCharHeight() + 8;
    int header = rowHeight + 6;
    wxRect first;
    if (GetItemCount() > 0 && GetItemRect(0, first) && first.height > 0) {
        rowHeight = first.height;
        header = std::max(first.y, 0);  // the first row starts under the headings
    }
    const int frame = GetSize().GetHeight() - GetClientSize().GetHeight();
    SetMinSize(wxSize(-1, frame + header + rows * rowHeight + rowHeight / 2));
}

RowWhole::RowWhole(wxWindow* parent, const wxString& name) : wxStaticText(parent, wxID_ANY, "") {
    SetName(name);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (!text_.empty()) CallAfter([this] { rewrap(); });
    });
}

// Hidden while no row is selected: the table above keeps the line's height.
void RowWhole::show(const wxString& text) {
    text_ = text;
    if (IsShown() != !text.empty()) Show(!text.empty());
    rewrap();
}

// Wrapped to the width the sizer gives the line, so a long reason takes two lines, not the
// page's width.
void RowWhole::rewrap() {
    const int width = GetParent()->GetClientSize().GetWidth() - 16;
    // Wrapped once for this text at this width: a layout that sizes the line again must not
    // wrap it again, or a line longer than the page wraps and lays out for ever.
    if (wrapped_ == text_ && wrappedWidth_ == width) return;
    wrapped_ = text_;
    wrappedWidth_ = width;
    if (GetLabel() == text_ && GetBestSize().GetWidth() <= width) return;
    SetLabel(text_);
    if (width > 100) Wrap(width);
    GetParent()->Layout();
}

}  // namespace tachanka::gui
