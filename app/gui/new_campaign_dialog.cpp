#include "app/gui/new_campaign_dialog.hpp"

#include <wx/msgdlg.h>
#include <wx/sizer.h>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

NewCampaignDialog::NewCampaignDialog(wxWindow* parent, std::vector<core::ScenarioInfo> scenarios)
    : wxDialog(parent, wxID_ANY, "New Campaign", wxDefaultPosition, wxSize(560, 440),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      scenarios_(std::move(scenarios)) {
    list_ = new wxListBox(this, wxID_ANY);
    for (const auto& scenario : scenarios_) {
        list_->Append(utf8(scenario.title + (scenario.provisional ? "  (provisional data)" : "")));
    }
    description_ = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxSize(520, 80));
    name_ = new wxTextCtrl(this, wxID_ANY);
    seed_ = new wxTextCtrl(this, wxID_ANY);
    seed_->SetHint("random");

    auto* fields = new wxFlexGridSizer(2, 8, 8);
    fields->AddGrowableCol(1);
    fields->Add(new wxStaticText(this, wxID_ANY, "Campaign name"), 0, wxALIGN_CENTER_VERTICAL);
    fields->Add(name_, 1, wxEXPAND);
    fields->Add(new wxStaticText(this, wxID_ANY, "Dice seed"), 0, wxALIGN_CENTER_VERTICAL);
    fields->Add(seed_, 1, wxEXPAND);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(this, wxID_ANY, "Scenario"), 0, wxLEFT | wxTOP, 10);
    sizer->Add(list_, 1, wxEXPAND | wxALL, 10);
    sizer->Add(description_, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    sizer->Add(fields, 0, wxEXPAND | wxALL, 10);
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    SetSizer(sizer);

    list_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { onScenarioChosen(); });
    if (!scenarios_.empty()) {
        list_->SetSelection(0);
        onScenarioChosen();
    }
}

void NewCampaignDialog::onScenarioChosen() {
    const int chosen = list_->GetSelection();
    if (chosen == wxNOT_FOUND) return;
    const auto& scenario = scenarios_[static_cast<std::size_t>(chosen)];
    description_->SetLabel(utf8(scenario.description));
    description_->Wrap(description_->GetSize().GetWidth());
    name_->SetValue(utf8(scenario.title));
}

bool NewCampaignDialog::TransferDataFromWindow() {
    if (list_->GetSelection() == wxNOT_FOUND) {
        wxMessageBox("Choose a scenario.", "New Campaign", wxOK | wxICON_INFORMATION, this);
        return false;
    }
    unsigned long long seed = 0;
    if (!seed_->IsEmpty() && !seed_->GetValue().ToULongLong(&seed)) {
        wxMessageBox("The dice seed must be a whole number, or empty for a random one.",
                     "New Campaign", wxOK | wxICON_WARNING, this);
        return false;
    }
    return true;
}

core::NewCampaignRequest NewCampaignDialog::request() const {
    core::NewCampaignRequest request;
    request.scenarioId = scenarios_.at(static_cast<std::size_t>(list_->GetSelection())).id;
    if (!name_->IsEmpty()) request.name = name_->GetValue().utf8_string();
    unsigned long long seed = 0;
    if (seed_->GetValue().ToULongLong(&seed)) request.seed = seed;
    return request;
}

wxString NewCampaignDialog::suggestedFileName() const {
    const int chosen = list_->GetSelection();
    if (chosen == wxNOT_FOUND) return "campaign.tachanka";
    return utf8(scenarios_[static_cast<std::size_t>(chosen)].id + ".tachanka");
}

}  // namespace tachanka::gui
