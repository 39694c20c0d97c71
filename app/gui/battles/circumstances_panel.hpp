#pragma once
// What the players measure and see at the table that an action reads beside the units'
// state: a shot's distance, cover, enfilade, indirect fire, ambush, gas and what its direct hits
// need; a charge's direction, the target's choice (flee, shoot, counter-charge) and what each
// side fights from; whether pursuers are halted or the router hemmed in; how the turn's
// initiative is decided; the building set alight or saved; a train's order and the car a gun
// aims at; a senior officer near a unit testing its morale. Shown under the console's action controls: the chosen action's own
// page, its inputs alone enabled.

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/panel.h>
#include <wx/simplebook.h>
#include <wx/textctrl.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/tactical_battles.hpp"

namespace tachanka::gui {

class CircumstancesPanel : public wxPanel {
public:
    explicit CircumstancesPanel(wxWindow* parent);

    // Enables the inputs the action reads (none when no action is chosen).
    void showFor(const std::optional<std::string>& action);
    // The buildings on the table a fire may be set in or fought (the players may name another).
    void offerBuildings(const std::vector<std::string>& names);
    // The senior officers who may lend the unit his bonus: its side's, alive.
    void offerSeniors(const std::vector<std::string>& names);
    // Writes the enabled inputs into the request's shot and pursuit fields.
    void fill(core::TacticalActionRequest& request) const;
    // Called at every change of an input.
    void onChange(std::function<void()> changed) { changed_ = std::move(changed); }

    wxTextCtrl& distance() { return *distance_; }
    wxChoice& cover() { return *cover_; }
    wxChoice& direction() { return *direction_; }
    wxChoice& vehicleCheck() { return *vehicleCheck_; }
    wxChoice& orderTable() { return *orderTable_; }
    wxChoice& returnCover() { return *returnCover_; }
    wxComboBox& buildingName() { return *buildingName_; }
    wxChoice& trainOrder() { return *trainOrder_; }
    wxChoice& trainCar() { return *trainCar_; }
    wxTextCtrl& trainCarNumber() { return *trainCarNumber_; }
    wxChoice& senior() { return *senior_; }
    wxChoice& test() { return *test_; }  // the morale test a morale action takes
    wxTextCtrl& seniorDistance() { return *seniorDistance_; }
    wxCheckBox& flag(const std::string& name) { return *flags_.at(name); }

private:
    void changed();

    wxSimplebook* book_;  // a page a kind of action: shot, hand-to-hand, pursuit, initiative, field, handover
    wxTextCtrl* distance_;
    wxCheckBox* longRange_;
    wxChoice* cover_;
    wxChoice* indirect_;
    wxChoice* building_;
    wxChoice* direction_;
    wxChoice* method_;
    wxChoice* vehicleCheck_;
    wxChoice* orderTable_;  // the Actions Table's, for a unit handed over
    wxChoice* returnCover_;  // the shooters', from the target's return fire
    wxComboBox* buildingName_;  // a fire's building, as the players name it
    wxChoice* trainOrder_;
    wxChoice* trainCar_;  // "none", or the car a gun's direct hits strike
    wxTextCtrl* trainCarNumber_;
    wxChoice* senior_;  // "none", or a senior officer of the unit's side
    wxChoice* test_;    // fear, rally, ...: the morale test
    wxTextCtrl* seniorDistance_;
    // By the request's names: "enfiladed", "target-shoots", "charger-uphill", "cornered", ...
    std::map<std::string, wxCheckBox*> flags_;
    std::optional<std::string> action_;
    std::function<void()> changed_;
};

}  // namespace tachanka::gui
