#pragma once
// What a table at 1280×800 must do for a user: every column shown within the table's width
// (nothing reached only by scrolling), and a text drawn whole where it must be.

#include <wx/dataview.h>
#include <wx/listctrl.h>

#include <cstddef>

namespace tachanka::gui {
class TableView;
}

namespace tachanka::testing {

// The widths of the table's shown columns added up.
int shownColumnsWidth(const wxDataViewCtrl& table);
int shownColumnsWidth(const wxListCtrl& list);
// Checks that the shown columns fit the table's client width, naming each width when not.
void checkColumnsFit(const wxDataViewCtrl& table);
void checkColumnsFit(const wxListCtrl& list);
// Whether the column titled `title` is wide enough to draw `text` whole (GTK's cell margins
// included) rather than ending it in "…".
bool drawnWhole(wxDataViewCtrl& table, const wxString& title, const wxString& text);
// The user clicks the table's row: selected, and the page told as by a click.
void clickRow(gui::TableView& table, std::size_t row);

}  // namespace tachanka::testing
