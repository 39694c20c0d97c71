#pragma once
// The choice a resolving battle stopped at, asked of the side that makes it: whether to assault
// (8.8), which attackers enter the cleared hex (8.7.4, 8.8.3), where a retreating unit goes
// (8.5.1); each answer with the battle's endings should it be given.

#include <wx/checklst.h>
#include <wx/listctrl.h>
#include <wx/radiobox.h>

#include "app/core/battles/battles.hpp"
#include "app/gui/actions/form.hpp"

namespace tachanka::gui {

class DecisionDialog : public FormDialog {
public:
    DecisionDialog(wxWindow* parent, const core::BattleQuestion& question);
    core::BattleDecision decision() const;
    // Assault and retreat: one answer among `answers`; advance: the units ticked.
    wxRadioBox* answers() { return answers_; }
    wxCheckListBox* units() { return units_; }
    wxListCtrl& odds() { return *odds_; }

private:
    bool validate() override;
    void showOdds(int answer);

    core::BattleQuestion question_;
    wxRadioBox* answers_ = nullptr;
    wxCheckListBox* units_ = nullptr;
    wxListCtrl* odds_;
};

}  // namespace tachanka::gui
