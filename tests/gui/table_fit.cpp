#include "tests/gui/table_fit.hpp"

#include <wx/app.h>

#include <doctest/doctest.h>

#include <functional>
#include <string>

#include "app/gui/table_view.hpp"

namespace tachanka::testing {

int shownColumnsWidth(const wxDataViewCtrl& table) {
    int width = 0;
    for (unsigned i = 0; i < table.GetColumnCount(); ++i) {
        if (!table.GetColumn(i)->IsHidden()) width += table.GetColumn(i)->GetWidth();
    }
    return width;
}

int shownColumnsWidth(const wxListCtrl& list) {
    int width = 0;
    for (int i = 0; i < list.GetColumnCount(); ++i) width += list.GetColumnWidth(i);
    return width;
}

namespace {

template <typename Table>
void checkFits(const Table& table, int count, const std::function<int(int)>& widthOf) {
    std::string widths;
    for (int i = 0; i < count; ++i) widths += std::to_string(widthOf(i)) + " ";
    INFO(table.GetName().utf8_string(), ": columns ", widths, "in ",
         table.GetClientSize().GetWidth());
    CHECK(shownColumnsWidth(table) <= table.GetClientSize().GetWidth());
}

}  // namespace

void checkColumnsFit(const wxDataViewCtrl& table) {
    checkFits(table, static_cast<int>(table.GetColumnCount()), [&](int i) {
        const auto* column = table.GetColumn(static_cast<unsigned>(i));
        return column->IsHidden() ? 0 : column->GetWidth();
    });
}

void checkColumnsFit(const wxListCtrl& list) {
    checkFits(list, list.GetColumnCount(), [&](int i) { return list.GetColumnWidth(i); });
}

bool drawnWhole(wxDataViewCtrl& table, const wxString& title, const wxString& text) {
    constexpr int cellMargins = 12;  // GTK's padding either side of a cell's text
    for (unsigned i = 0; i < table.GetColumnCount(); ++i) {
        const auto* column = table.GetColumn(i);
        if (column->GetTitle() != title) continue;
        return !column->IsHidden() &&
               column->GetWidth() >= table.GetTextExtent(text).GetWidth() + cellMargins;
    }
    FAIL_CHECK("no column " << title.utf8_string());
    return false;
}

void clickRow(gui::TableView& table, std::size_t row) {
    table.selectRow(row);
    wxDataViewEvent clicked(wxEVT_DATAVIEW_SELECTION_CHANGED, &table, table.GetSelection());
    table.GetEventHandler()->ProcessEvent(clicked);
    wxTheApp->ProcessPendingEvents();
}

}  // namespace tachanka::testing
