#pragma once
// Turn → Record unit change: what happened to one unit on the map or in a battle, with the
// reason the ledger keeps. Every field left "unchanged" stays out of the request.

#include "app/gui/actions/player_dialogs.hpp"
#include "app/gui/actions/recruitment_dialogs.hpp"

namespace tachanka::gui {

class UnitChangeDialog : public FormDialog {
public:
    UnitChangeDialog(wxWindow* parent, const model::Campaign& campaign);
    UnitChangeChoice choice() const;

private:
    SideUnitFields unit_;
    wxSpinCtrl* lose_;
    wxSpinCtrl* recover_;
    wxChoice* mode_;
    wxChoice* supply_;
    wxChoice* entrenchment_;
    wxTextCtrl* hex_;
    wxChoice* march_;
    wxChoice* orel_;
    wxChoice* map_;
    wxChoice* command_;
    wxChoice* end_;
    wxTextCtrl* reason_;
};

}  // namespace tachanka::gui
