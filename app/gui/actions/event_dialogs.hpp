#pragma once
// The random events phase's questions (Orel 1919, 6): the dice of the active player's roll, and
// which held Controlled event is played.

#include <wx/radiobut.h>

#include "app/gui/actions/form.hpp"
#include "app/gui/actions/player_dialogs.hpp"

namespace tachanka::gui {

class EventRollDialog : public FormDialog {
public:
    EventRollDialog(wxWindow* parent, const model::Campaign& campaign);
    EventRollChoice choice() const;

private:
    wxRadioButton* rolled_;
    wxSpinCtrl* tens_;
    wxSpinCtrl* ones_;
};

class EventPlayDialog : public FormDialog {
public:
    EventPlayDialog(wxWindow* parent, const std::vector<core::RandomEventView>& held);
    EventPlayChoice choice() const;

private:
    std::vector<std::int64_t> ids_;
    wxChoice* event_;
    wxTextCtrl* reason_;
};

}  // namespace tachanka::gui
