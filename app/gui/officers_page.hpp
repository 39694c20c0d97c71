#pragma once
// The officers page: every officer with his rank, side, the formation or unit he commands,
// the token he keeps (morale bonus and characteristics) and his fate.

#include <wx/panel.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>

#include <cstdint>
#include <filesystem>
#include <vector>

#include "app/core/officers/officer_actions.hpp"
#include "app/gui/campaign_window.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

class FilterChoice;
class TableView;

class OfficersPage : public wxPanel {
public:
    OfficersPage(wxWindow* parent, CampaignWindow& window);

    void show(const std::filesystem::path& file, const model::Campaign& campaign);
    // Selects the officer, clearing the filters when they hide him.
    void selectOfficer(std::int64_t id);

    TableView& table() { return *table_; }

private:
    void refresh();
    void showRows();

    CampaignWindow& window_;
    std::filesystem::path file_;
    std::vector<core::OfficerView> officers_;  // the chosen side's, as the core lists them
    std::vector<std::int64_t> shown_;          // the officer of each row
    FilterChoice* side_;
    FilterChoice* rank_;
    FilterChoice* fate_;
    wxSearchCtrl* search_;
    wxStaticText* count_;
    TableView* table_;
};

}  // namespace tachanka::gui
