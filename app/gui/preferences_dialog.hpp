#pragma once
// File → Preferences: the paper size documents print on (the user's, in wxConfig) and the
// open campaign's optional rules (the campaign's own settings, changed through the core with
// a reason, so the ledger says who turned what on and why).

#include <wx/checkbox.h>
#include <wx/dialog.h>
#include <wx/radiobox.h>
#include <wx/textctrl.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"

namespace tachanka::gui {

struct RuleChange {
    std::string rule;  // the setting's name: "random-events"
    bool on = false;
};

class PreferencesDialog : public wxDialog {
public:
    // `campaign`: the open campaign, whose optional rules the dialog offers; none: only the
    // paper.
    PreferencesDialog(wxWindow* parent, const model::Campaign* campaign);

    std::string paper() const;  // "a4" or "letter"
    // The rules whose box the user changed, in the core's order.
    std::vector<RuleChange> ruleChanges() const;
    std::string reason() const;

private:
    bool TransferDataFromWindow() override;

    wxRadioBox* paper_;
    std::map<std::string, bool> settingAtStart_;
    std::vector<std::pair<std::string, wxCheckBox*>> rules_;
    wxTextCtrl* reason_ = nullptr;
};

}  // namespace tachanka::gui
