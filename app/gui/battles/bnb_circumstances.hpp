#pragma once
// What the players measure and see that a Bullets & Bolsheviks action reads, for a battle of
// the campaign fought in B&B on the console: the range in hexes and the ground the target
// stands on, a stand's small-arms dice, artillery's ranging modifiers, whether the unit is
// under fire, and a morale check's occasion and modifiers. Each input is enabled where the
// chosen action reads it.

#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/panel.h>
#include <wx/textctrl.h>

#include <functional>
#include <map>
#include <optional>
#include <string>

#include "app/core/battles/tactical_battles.hpp"

namespace tachanka::gui {

class BnbCircumstancesPanel : public wxPanel {
public:
    explicit BnbCircumstancesPanel(wxWindow* parent);

    void showFor(const std::optional<std::string>& action);
    void fill(core::TacticalActionRequest& request) const;
    void onChange(std::function<void()> changed) { changed_ = std::move(changed); }

    wxTextCtrl& range() { return *range_; }
    wxChoice& ground() { return *ground_; }
    wxTextCtrl& dicePerStand() { return *dicePerStand_; }
    wxCheckBox& ranging(const std::string& name) { return *ranging_.at(name); }
    wxCheckBox& underFire() { return *underFire_; }
    wxChoice& occasion() { return *occasion_; }
    wxCheckListBox& modifiers() { return *modifiers_; }

private:
    void offerModifiers();
    void changed();

    wxTextCtrl* range_;
    wxChoice* ground_;
    wxTextCtrl* dicePerStand_;
    std::map<std::string, wxCheckBox*> ranging_;
    wxCheckBox* underFire_;
    wxChoice* occasion_;
    wxCheckListBox* modifiers_;  // the chosen occasion's, ticked by the players
    std::function<void()> changed_;
};

}  // namespace tachanka::gui
