#pragma once
// File → New Campaign: choose a scenario (its description shown), a name and, optionally, a
// seed for the campaign's dice.

#include <wx/dialog.h>
#include <wx/listbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <vector>

#include "app/core/campaign/campaign_service.hpp"

namespace tachanka::gui {

class NewCampaignDialog : public wxDialog {
public:
    NewCampaignDialog(wxWindow* parent, std::vector<core::ScenarioInfo> scenarios);

    // The request for the chosen scenario, name and seed; the caller supplies the file.
    core::NewCampaignRequest request() const;
    wxString suggestedFileName() const;

private:
    void onScenarioChosen();
    bool TransferDataFromWindow() override;

    std::vector<core::ScenarioInfo> scenarios_;
    wxListBox* list_;
    wxStaticText* description_;
    wxTextCtrl* name_;
    wxTextCtrl* seed_;
};

}  // namespace tachanka::gui
