#pragma once
// Battle → Plan a barrage: the gun of the side to play that fires (a selected one offered
// first), the enemy unit 1 or 2 hexes from it that it fires on, the other side's guns within
// 2 hexes of it that answer with counterbattery, and the two hexes' terrain the map does not
// hold yet (8.3, 8.4). The core refuses what the rules forbid.

#include <wx/checklst.h>
#include <wx/choice.h>
#include <wx/combobox.h>

#include "app/gui/actions/form.hpp"
#include "app/gui/battles/battle_dialogs.hpp"

namespace tachanka::gui {

class BarragePlanDialog : public FormDialog {
public:
    BarragePlanDialog(wxWindow* parent, const BattlePlanContext& context);
    core::BarragePlanRequest request() const { return request_; }

    // The fields by what they hold, for tests and the pictures.
    wxChoice& gun() { return *gun_; }
    wxChoice& target() { return *target_; }
    wxCheckListBox& counterbattery() { return *counterbattery_; }

private:
    // The targets and the answering guns within reach of the chosen gun.
    void listInReach();
    bool validate() override;

    const model::Campaign& campaign_;
    wxChoice* gun_;
    wxChoice* target_;
    wxCheckListBox* counterbattery_;
    wxComboBox* terrain_;
    wxComboBox* gunTerrain_;
    std::vector<std::string> gunCodes_;
    std::vector<std::string> targetCodes_;
    std::vector<std::string> counterbatteryCodes_;
    core::BarragePlanRequest request_;
};

}  // namespace tachanka::gui
