#include "app/gui/preferences_dialog.hpp"

#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/stattext.h>

#include "app/core/campaign/campaign_settings.hpp"
#include "app/gui/preferences.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

const wxString papers[] = {"A4", "Letter"};
const char* paperNames[] = {"a4", "letter"};

}  // namespace

PreferencesDialog::PreferencesDialog(wxWindow* parent, const model::Campaign* campaign)
    : wxDialog(parent, wxID_ANY, "Preferences", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    paper_ = new wxRadioBox(this, wxID_ANY, "Paper for printed documents", wxDefaultPosition,
                            wxDefaultSize, 2, papers, 1, wxRA_SPECIFY_ROWS);
    paper_->SetSelection(preferredPaperName() == "letter" ? 1 : 0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(paper_, 0, wxEXPAND | wxALL, 10);

    if (campaign) {
        auto* box = new wxStaticBoxSizer(
            wxVERTICAL, this, utf8("Optional rules of “" + campaign->name + "”"));
        for (const auto& rule : core::optionalRules()) {
            const std::string name(rule.name);
            const auto setting = campaign->settings.find(name);
            const bool on = setting != campaign->settings.end() && setting->second == "on";
            settingAtStart_[name] = on;
            auto* check = new wxCheckBox(box->GetStaticBox(), wxID_ANY, utf8(name));
            check->SetValue(on);
            box->Add(check, 0, wxLEFT | wxRIGHT | wxTOP, 8);
            auto* text =
                new wxStaticText(box->GetStaticBox(), wxID_ANY, utf8(std::string(rule.text)));
            text->Wrap(460);
            text->SetForegroundColour(wxColour(90, 90, 90));
            box->Add(text, 0, wxLEFT | wxRIGHT, 30);
            rules_.emplace_back(name, check);
        }
        auto* reasonRow = new wxBoxSizer(wxHORIZONTAL);
        reasonRow->Add(new wxStaticText(box->GetStaticBox(), wxID_ANY, "Reason"), 0,
                       wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
        reason_ = new wxTextCtrl(box->GetStaticBox(), wxID_ANY, "");
        reason_->SetHint("why the club changes them (goes on the ledger)");
        reasonRow->Add(reason_, 1);
        box->Add(reasonRow, 0, wxEXPAND | wxALL, 8);
        sizer->Add(box, 1, wxEXPAND | wxLEFT | wxRIGHT, 10);
    }
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    SetSizerAndFit(sizer);
}

std::string PreferencesDialog::paper() const {
    return paperNames[paper_->GetSelection() == 1 ? 1 : 0];
}

std::vector<RuleChange> PreferencesDialog::ruleChanges() const {
    std::vector<RuleChange> changes;
    for (const auto& [name, check] : rules_) {
        if (check->GetValue() != settingAtStart_.at(name)) {
            changes.push_back({name, check->GetValue()});
        }
    }
    return changes;
}

std::string PreferencesDialog::reason() const {
    return reason_ ? reason_->GetValue().utf8_string() : std::string();
}

bool PreferencesDialog::TransferDataFromWindow() {
    if (!ruleChanges().empty() && reason_->GetValue().Trim().Trim(false).empty()) {
        wxMessageBox("Give a reason for changing the optional rules: it goes on the ledger.",
                     "Preferences", wxOK | wxICON_INFORMATION, this);
        return false;
    }
    return true;
}

}  // namespace tachanka::gui
