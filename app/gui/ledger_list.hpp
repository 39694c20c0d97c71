#pragma once
// The ledger page's list: a virtual list control that holds only the ids of the rows the
// filters select (8 bytes a row) and reads the rows it is asked to draw a page at a time from
// the window's open campaign, so a 50,000-row ledger opens as fast as a 50-row one.

#include <wx/listctrl.h>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/core/queries/open_campaign.hpp"

namespace tachanka::gui {

class LedgerList : public wxListCtrl {
public:
    static constexpr std::size_t columnCount = 10;
    using Cells = std::array<wxString, columnCount>;  // a row's text, column by column

    explicit LedgerList(wxWindow* parent);

    // Lists the rows with these ids, newest first, read from `campaign` when shown.
    void show(core::OpenCampaign& campaign, std::vector<std::int64_t> ids);

    std::size_t rowCount() const { return ids_.size(); }
    // The text of a row's cell as the list draws it; the column by its title ("Unit").
    std::string cellText(std::size_t row, const std::string& column) const;
    std::optional<std::size_t> columnNamed(const std::string& title) const;
    // Whether the oldest row comes first (a click on the Day or Action heading turns it).
    bool oldestFirst() const { return oldestFirst_; }

private:
    wxString OnGetItemText(long item, long column) const override;
    const Cells& cellsOf(std::size_t row) const;
    void onHeadingClick(wxListEvent& event);

    core::OpenCampaign* campaign_ = nullptr;
    std::vector<std::int64_t> ids_;  // in the order shown
    bool oldestFirst_ = false;
    // The pages of rows read so far, by page number; dropped whole when it grows large.
    mutable std::map<std::size_t, std::vector<Cells>> pages_;
};

}  // namespace tachanka::gui
