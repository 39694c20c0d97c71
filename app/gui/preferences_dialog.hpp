#pragma once
// File → Preferences: the paper size documents print on (the user's, in wxConfig) and the
// open campaign's settings, its optional rules, intelligence rule and backups (the campaign's
// own, changed through the core with a reason, so the ledger says who set what and why).

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/radiobox.h>
#include <wx/textctrl.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"

namespace tachanka::gui {

struct SettingChange {
    std::string setting;  // the setting's name: "random-events", "backups-kept"
    std::string value;    // "on", "20"
};

class PreferencesDialog : public wxDialog {
public:
    // `campaign`: the open campaign, whose optional rules the dialog offers; none: only the
    // paper.
    PreferencesDialog(wxWindow* parent, const model::Campaign* campaign);

    std::string paper() const;  // "a4" or "letter"
    // The settings the user changed, in the core's order.
    std::vector<SettingChange> settingChanges() const;
    std::string reason() const;

private:
    bool TransferDataFromWindow() override;

    wxRadioBox* paper_;
    std::map<std::string, std::string> settingAtStart_;
    std::vector<std::pair<std::string, wxCheckBox*>> rules_;
    std::vector<std::pair<std::string, wxChoice*>> choices_;
    std::vector<std::pair<std::string, wxTextCtrl*>> texts_;
    wxTextCtrl* reason_ = nullptr;
};

}  // namespace tachanka::gui
