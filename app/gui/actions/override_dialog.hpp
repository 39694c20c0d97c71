#pragma once
// Turn → GM override: any value the core lets a game master set (core::overrideTargets), with
// the reason the ledger keeps. The names and values offered are suggestions from the campaign
// and the field's type; the core checks whatever is typed.

#include <wx/combobox.h>

#include "app/core/campaign/override_fields.hpp"
#include "app/gui/actions/form.hpp"
#include "app/gui/actions/player_dialogs.hpp"

namespace tachanka::gui {

class OverrideDialog : public FormDialog {
public:
    OverrideDialog(wxWindow* parent, const model::Campaign& campaign);
    core::OverrideRequest request() const;

private:
    void onTarget();
    void onField();
    const core::OverrideTarget& target() const;
    const core::OverrideField* field() const;

    const model::Campaign& campaign_;
    wxChoice* target_;
    wxComboBox* name_;
    struct Suggestion {
        std::string value;  // as the core reads it
        std::string label;
        std::optional<std::string> side;  // a unit's, since two sides may share a code
    };
    std::vector<Suggestion> names_;
    wxChoice* field_;
    wxComboBox* value_;
    wxStaticText* type_;
    wxTextCtrl* reason_;
};

}  // namespace tachanka::gui
