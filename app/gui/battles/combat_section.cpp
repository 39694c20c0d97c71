#include "app/gui/battles/combat_section.hpp"

#include <wx/stattext.h>

#include "app/core/battles/battles.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_dialogs.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

wxListCtrl* listControl(wxWindow* parent, const wxString& name,
                        std::initializer_list<const char*> columns, int height) {
    auto* control = new wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(-1, height),
                                   wxLC_REPORT | wxLC_SINGLE_SEL);
    control->SetName(name);
    for (const char* column : columns) control->AppendColumn(column);
    return control;
}

void fitColumns(wxListCtrl& control) {
    for (int column = 0; column < control.GetColumnCount(); ++column) {
        control.SetColumnWidth(column, wxLIST_AUTOSIZE_USEHEADER);
    }
}

}  // namespace

CombatSection::CombatSection(wxWindow* parent, BattleActions& actions)
    : actions_(actions), box_(new wxStaticBoxSizer(wxVERTICAL, parent, "Combat (8)")) {
    wxWindow* box = box_->GetStaticBox();
    attacks_ = listControl(box, "possible-attacks", {"Hex", "Defenders", "Could attack"}, 130);
    planned_ = listControl(box, "battles-today",
                           {"Battle", "Hex", "State", "Attackers", "Defenders", "Outcome"}, 110);
    plan_ = new wxButton(box, wxID_ANY, utf8("Plan battle…"));
    plan_->SetToolTip(utf8("Plan an attack on the hex chosen above (Battle → Plan, Ctrl+B)"));
    box_->Add(new wxStaticText(box, wxID_ANY,
                               "Enemy hexes next to the side's units, and who could attack each:"),
              0, wxALL, 6);
    // The hexes and the day's battles share the box's height: at 1280×800 the planned battles
    // showed a row and a half under a list with room to spare.
    box_->Add(attacks_, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);
    box_->Add(plan_, 0, wxALL, 6);
    box_->Add(new wxStaticText(box, wxID_ANY, "Battles planned today:"), 0, wxALL, 6);
    box_->Add(planned_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    plan_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { actions_.plan(chosenHex()); });
}

std::string CombatSection::chosenHex() const {
    const long row = attacks_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    return row < 0 ? std::string() : attacks_->GetItemText(row, 0).utf8_string();
}

void CombatSection::refresh(const std::filesystem::path& file, const model::Campaign& campaign) {
    const bool combat = campaign.phase == model::Phase::Combat;
    box_->GetStaticBox()->Show(combat);
    box_->ShowItems(combat);
    plan_->Enable(combat);
    attacks_->DeleteAllItems();
    planned_->DeleteAllItems();
    if (!combat) return;
    box_->GetStaticBox()->SetLabel(utf8("Combat (8): " + campaign.activeSide + " attack"));
    try {
        list(file, campaign);
    } catch (const core::UserError& error) {
        // The rest of the Turn page still shows; the list says why it is empty.
        attacks_->InsertItem(0, utf8(error.what()));
    }
    fitColumns(*attacks_);
    fitColumns(*planned_);
}

void CombatSection::list(const std::filesystem::path& file, const model::Campaign& campaign) {
    for (const auto& attack : core::possibleAttacks(file)) {
        const long row = attacks_->InsertItem(attacks_->GetItemCount(), utf8(attack.hex));
        attacks_->SetItem(row, 1, utf8(joinedCodes(attack.defenders)));
        attacks_->SetItem(row, 2, utf8(joinedCodes(attack.attackers)));
    }
    for (const auto& view : core::listBattles(file, campaign.date.iso())) {
        const auto& battle = view.battle;
        const long row = planned_->InsertItem(
            planned_->GetItemCount(), wxString::Format("%lld", static_cast<long long>(battle.id)));
        planned_->SetItem(row, 1, utf8(battle.hex.label()));
        for (const auto& state : model::battleStateNames) {
            if (state.value == battle.state)
                planned_->SetItem(row, 2, utf8(std::string(state.name)));
        }
        planned_->SetItem(row, 3, utf8(joinedCodes(view.attackers)));
        planned_->SetItem(row, 4, utf8(joinedCodes(view.defenders)));
        planned_->SetItem(row, 5, utf8(battle.outcome));
    }
}

}  // namespace tachanka::gui
