#pragma once
// The predictions of issue 16: how to fight a planned battle, chosen with the Orel table's
// exact odds beside the auto-resolved battle on the table (core::predictFight, step 1), and
// the auto-resolve of a battle on the console (step 5).

#include <wx/dialog.h>
#include <wx/listctrl.h>

#include "app/core/battles/fight_prediction.hpp"
#include "app/gui/actions/form.hpp"
#include "app/gui/battles/battle_dialogs.hpp"

namespace tachanka::gui {

class FightChoiceDialog : public wxDialog {
public:
    // Ends with wxID_YES: fight on the table; wxID_NO: resolve with the Orel table.
    FightChoiceDialog(wxWindow* parent, const core::FightPrediction& prediction);
    wxListCtrl& rows() { return *rows_; }
    wxChoice& systems() { return *systems_; }
    std::string system() const;  // the id of the system chosen to fight it in

private:
    wxListCtrl* rows_ = nullptr;
    wxChoice* systems_ = nullptr;
};

// The answer a FightChoiceDialog ended with.
FightChoice fightChoiceOf(int endedWith);

// How many runs an auto-resolve plays, and from which seed.
class AutoResolveDialog : public FormDialog {
public:
    AutoResolveDialog(wxWindow* parent, const std::string& title);
    AutoResolveChoice choice() const { return choice_; }
    wxSpinCtrl& runs() { return *runs_; }

private:
    bool validate() override;
    wxSpinCtrl* runs_;
    wxTextCtrl* seed_;
    AutoResolveChoice choice_;
};

}  // namespace tachanka::gui
