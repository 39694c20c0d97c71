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

// What a setting does, under it in grey, as the rules word it.
void explain(wxStaticBoxSizer& box, std::string_view text) {
    auto* line = new wxStaticText(box.GetStaticBox(), wxID_ANY, utf8(std::string(text)));
    line->Wrap(460);
    line->SetForegroundColour(wxColour(90, 90, 90));
    box.Add(line, 0, wxLEFT | wxRIGHT, 30);
}

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
            wxVERTICAL, this, utf8("Settings of “" + campaign->name + "”"));
        for (const auto& rule : core::optionalRules()) {
            const std::string name(rule.name);
            const auto value = core::settingValue(campaign->settings, name);
            settingAtStart_[name] = value;
            auto* check = new wxCheckBox(box->GetStaticBox(), wxID_ANY, utf8(name));
            check->SetValue(value == "on");
            box->Add(check, 0, wxLEFT | wxRIGHT | wxTOP, 8);
            explain(*box, rule.text);
            rules_.emplace_back(name, check);
        }
        for (const auto& choice : core::settingChoices()) {
            const std::string name(choice.name);
            const auto value = core::settingValue(campaign->settings, name);
            settingAtStart_[name] = value;
            auto* row = new wxBoxSizer(wxHORIZONTAL);
            row->Add(new wxStaticText(box->GetStaticBox(), wxID_ANY, utf8(name)), 0,
                     wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
            if (choice.values.empty()) {
                auto* text = new wxTextCtrl(box->GetStaticBox(), wxID_ANY, utf8(value));
                text->SetName(utf8(name));
                row->Add(text, 1);
                texts_.emplace_back(name, text);
            } else {
                auto* list = new wxChoice(box->GetStaticBox(), wxID_ANY);
                list->SetName(utf8(name));
                for (const auto word : choice.values) list->Append(utf8(std::string(word)));
                list->SetStringSelection(utf8(value));
                row->Add(list, 0);
                choices_.emplace_back(name, list);
            }
            box->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
            explain(*box, choice.text);
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

std::vector<SettingChange> PreferencesDialog::settingChanges() const {
    std::vector<SettingChange> changes;
    const auto changed = [&](const std::string& name, const std::string& value) {
        if (value != settingAtStart_.at(name)) changes.push_back({name, value});
    };
    for (const auto& [name, check] : rules_) changed(name, check->GetValue() ? "on" : "off");
    for (const auto& [name, list] : choices_) {
        changed(name, list->GetStringSelection().utf8_string());
    }
    for (const auto& [name, text] : texts_) changed(name, text->GetValue().utf8_string());
    return changes;
}

std::string PreferencesDialog::reason() const {
    return reason_ ? reason_->GetValue().utf8_string() : std::string();
}

bool PreferencesDialog::TransferDataFromWindow() {
    if (!settingChanges().empty() && reason_->GetValue().Trim().Trim(false).empty()) {
        wxMessageBox("Give a reason for changing the campaign's settings: it goes on the ledger.",
                     "Preferences", wxOK | wxICON_INFORMATION, this);
        return false;
    }
    return true;
}

}  // namespace tachanka::gui
