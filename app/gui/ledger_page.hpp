#pragma once
// The ledger page: every change the campaign recorded, newest first, with its day, phase,
// action, side, kind, unit, officer, amount, reason and the stored value it changed (the
// selected row's whole under the table);
// filtered through the core's ledger query by side, unit, kind and day, and read from the
// window's open campaign a page of rows at a time (LedgerList).

#include <wx/panel.h>
#include <wx/stattext.h>

#include <string>

#include "app/core/queries/open_campaign.hpp"
#include "app/gui/campaign_window.hpp"

namespace tachanka::gui {

class FilterChoice;
class LedgerList;
class RowWhole;

class LedgerPage : public wxPanel {
public:
    LedgerPage(wxWindow* parent, CampaignWindow& window);

    // Lists the campaign's rows; `campaign` stays open as long as the page shows it.
    void show(core::OpenCampaign& campaign);
    // Shows one day's rows ("1919-10-16"), every side, unit and kind.
    void showDay(const std::string& date);

    LedgerList& table() { return *table_; }
    RowWhole& whole() { return *whole_; }

private:
    core::LedgerQuery query() const;
    void refresh();
    void listUnits();
    void showWhole();  // the selected row's reason, change, officer and action

    CampaignWindow& window_;
    core::OpenCampaign* campaign_ = nullptr;
    FilterChoice* side_;
    FilterChoice* unit_;
    FilterChoice* kind_;
    FilterChoice* day_;
    wxStaticText* count_;
    LedgerList* table_;
    RowWhole* whole_;
};

}  // namespace tachanka::gui
