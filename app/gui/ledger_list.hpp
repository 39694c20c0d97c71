#pragma once
// The ledger page's list: a table over a virtual model that holds only the ids of the rows the
// filters select (8 bytes a row) and reads the rows it is asked to draw a page at a time from
// the window's open campaign, so a 50,000-row ledger opens as fast as a 50-row one. A native
// table (GTK's tree view): wxWidgets' own list control measured every cell's text anew each
// time it drew, a third of a second to show a page of rows.

#include <wx/dataview.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/queries/open_campaign.hpp"

namespace tachanka::gui {

class LedgerList : public wxDataViewCtrl {
public:
    static constexpr std::size_t columnCount = 10;
    using Cells = std::array<wxString, columnCount>;  // a row's text, column by column

    explicit LedgerList(wxWindow* parent);

    // Lists the rows with these ids, newest first, read from `campaign` when shown.
    void show(core::OpenCampaign& campaign, std::vector<std::int64_t> ids);

    std::size_t rowCount() const;
    // The text of a row's cell as the list draws it; the column by its title ("Unit").
    std::string cellText(std::size_t row, const std::string& column) const;
    std::optional<std::size_t> columnNamed(const std::string& title) const;
    // Whether the oldest row comes first (a click on the Day or Action heading turns it).
    bool oldestFirst() const;
    std::optional<std::size_t> selectedRow() const;
    // The row's narrowed and hidden columns whole, "Title: text" each: for a RowWhole line.
    wxString wholeText(std::size_t row) const;

private:
    class Rows;  // the model: the ids and the rows read so far
    void onHeadingClick(wxDataViewEvent& event);

    Rows* rows_;  // held by the control
    std::vector<int> widths_;  // each column's, before the reason gives way
    std::vector<bool> givesWay_;
};

}  // namespace tachanka::gui
