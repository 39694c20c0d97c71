#pragma once
// Battle → Plan: the attacked hex (the side's possible attacks offered first), the attackers
// (the units selected in the window ticked), the terrain and river the map does not hold yet,
// the attack's type, and the artillery and trains that support either side (8.6.2).

#include <string_view>

#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/combobox.h>

#include "app/gui/actions/form.hpp"
#include "app/gui/battles/battle_dialogs.hpp"

namespace tachanka::gui {

class BattlePlanDialog : public FormDialog {
public:
    BattlePlanDialog(wxWindow* parent, const BattlePlanContext& context);
    core::BattlePlanRequest request() const { return request_; }

    // The fields by what they hold, for tests and the pictures.
    wxComboBox& hex() { return *hex_; }
    wxCheckListBox& attackers() { return *attackers_; }

private:
    void listAttackers();
    bool validate() override;

    const model::Campaign& campaign_;
    std::vector<core::PossibleAttack> attacks_;
    std::vector<std::string> selected_;
    wxComboBox* hex_;
    wxStaticText* defenders_;
    wxCheckListBox* attackers_;
    wxComboBox* terrain_;
    wxCheckBox* river_;
    wxChoice* attack_;
    wxCheckListBox* support_;
    wxCheckListBox* defenderSupport_;
    wxTextCtrl* options_;
    std::vector<std::string> attackerCodes_;
    std::vector<std::string> supportCodes_;
    std::vector<std::string> defenderSupportCodes_;
    core::BattlePlanRequest request_;
};

// The Terrain Effects Table's rows as shipped (templates/rules/orel-1919.xml); a terrain box
// takes any other name a club's own table gives, and the core refuses one it does not know.
const std::vector<std::string>& shippedTerrain();
// The battle takes the ground the campaign's painted map gives (clear while it is unpainted).
inline constexpr std::string_view terrainFromMap = "as the map shows";
wxComboBox* terrainBox(wxWindow* parent);  // the names offered, terrainFromMap chosen
std::string trimmed(const wxComboBox& box);  // UTF-8, without surrounding spaces

std::string unitLabel(const model::Unit& unit);  // "1/1K — 1st Battalion · 1005"
wxCheckListBox* checkList(wxWindow* parent, int height);

// The codes of the boxes ticked in `list`, whose items stand for `codes` in order.
std::vector<std::string> tickedCodes(const wxCheckListBox& list,
                                     const std::vector<std::string>& codes);

}  // namespace tachanka::gui
