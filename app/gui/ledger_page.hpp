#pragma once
// The ledger page: every change the campaign recorded, newest first, with its day, phase,
// action, side, kind, unit, officer, amount, reason and the stored value it changed;
// filtered through the core's ledger query by side, unit, kind and day.

#include <wx/panel.h>
#include <wx/stattext.h>

#include <filesystem>
#include <optional>
#include <string>

#include "app/core/queries/campaign_queries.hpp"
#include "app/gui/campaign_window.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

class FilterChoice;
class TableView;

class LedgerPage : public wxPanel {
public:
    LedgerPage(wxWindow* parent, CampaignWindow& window);

    void show(const std::filesystem::path& file, const model::Campaign& campaign);
    // Shows one day's rows ("1919-10-16"), every side, unit and kind.
    void showDay(const std::string& date);

    TableView& table() { return *table_; }

private:
    core::LedgerQuery query() const;
    void refresh();
    void listUnits();

    CampaignWindow& window_;
    std::filesystem::path file_;
    model::Campaign campaign_;
    FilterChoice* side_;
    FilterChoice* unit_;
    FilterChoice* kind_;
    FilterChoice* day_;
    wxStaticText* count_;
    TableView* table_;
};

}  // namespace tachanka::gui
