#pragma once
// Column widths that fit a table into the page's width at 1280×800: the columns of long prose
// (a name, a reason, an outcome) give way, the last of them first and never below their least
// width, their text ending in "…"; the others keep the width their widest text needs. What a
// narrowed or hidden column holds is shown whole for the selected row under the table
// (RowWhole).

#include <wx/dataview.h>
#include <wx/listctrl.h>
#include <wx/stattext.h>

#include <functional>
#include <vector>

namespace tachanka::gui {

struct ColumnWidth {
    int natural = 0;        // what its widest text (or its heading) needs
    int least = 0;          // a column that gives way goes no narrower
    bool givesWay = false;
    bool shown = true;      // a hidden column takes no width
};

// The width to draw each column at in `available` pixels, in the order given.
std::vector<int> widthsToFit(const std::vector<ColumnWidth>& columns, int available);

// The width a table's columns may take: its client width less a vertical scroll bar's.
int widthForColumns(const wxWindow& table);

// Sets each column of `table` to its `natural` width, those that give way narrowed so the
// columns shown fit the table.
void fitToTable(wxDataViewCtrl& table, const std::vector<int>& natural,
                const std::vector<bool>& givesWay);

// A row's narrowed and hidden columns whole, "Title: text" each (the empty ones left out):
// what its RowWhole line shows.
wxString wholeText(const wxDataViewCtrl& table, const std::vector<wxString>& cells,
                   const std::vector<bool>& givesWay);

// The headings' right-click menu: every column but the first (what names a row) to show or
// hide; `turned` is called once one is.
void offerColumns(wxDataViewCtrl& table, const std::function<void()>& turned);

// A short report list (the Turn page's) fitted to what it holds: each column to its text, the
// prose narrowed to fit the list's width (again whenever it is resized), and as tall as its
// rows, so a page of several lists scrolls as one instead of each showing a row and a half.
class RowsList : public wxListCtrl {
public:
    struct Column {
        const char* title;
        bool givesWay = false;
    };
    RowsList(wxWindow* parent, const wxString& name, std::initializer_list<Column> columns);

    // Once its rows are in: the columns to their text, the list at least two rows tall and at
    // most `most`.
    void fitToRows(int most = 12);

private:
    void fitColumns();
    std::vector<bool> givesWay_;
};

// A line under a table holding the selected row whole ("Name: … · Formation: …"), wrapped to
// the page's width; empty when no row is selected.
class RowWhole : public wxStaticText {
public:
    RowWhole(wxWindow* parent, const wxString& name);
    void show(const wxString& text);
    const wxString& text() const { return text_; }  // as given, before it is wrapped

private:
    void rewrap();
    wxString text_;
    wxString wrapped_;     // text_ as last wrapped
    int wrappedWidth_ = 0;  // at this width
};

}  // namespace tachanka::gui
