#include "app/gui/battles/combat_section.hpp"

#include <wx/stattext.h>

#include "app/core/battles/battles.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_dialogs.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
CombatSection::CombatSection(wxWindow* parent, BattleActions& actions)
    : actions_(actions), box_(new wxStaticBoxSizer(wxVERTICAL, parent, "Combat (8)")) {
    wxWindow* box = box_->GetStaticBox();
    attacks_ = new RowsList(box, "possible-attacks",
                            {{"Hex"}, {"Defenders", true}, {"Could attack", true}});
    planned_ = new RowsList(box, "battles-today",
                            {{"Battle"},
                             {"Hex"},
                             {"State"},
                             {"Attackers", true},
                             {"Defenders", true},
                             {"Outcome", true}});
    plannedWhole_ = new RowWhole(box, "battles-today-whole");
    plan_ = new wxButton(box, wxID_ANY, utf8("Plan battle…"));
    plan_->SetToolTip(utf8("Plan an attack on the hex chosen above (Battle → Plan, Ctrl+B)"));
    box_->Add(new wxStaticText(box, wxID_ANY,
                               "Enemy hexes next to the side's units, and who could attack each:"),
              0, wxALL, 6);
    box_->Add(attacks_, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    box_->Add(plan_, 0, wxALL, 6);
    box_->Add(new wxStaticText(box, wxID_ANY, "Battles planned today:"), 0, wxALL, 6);
    box_->Add(planned_, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    box_->Add(plannedWhole_, 0, wxEXPAND | wxALL, 6);
    plan_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { actions_.plan(chosenHex()); });
    planned_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& event) {
        const long row = event.GetIndex();
        wxString whole = utf8("Battle ") + planned_->GetItemText(row, 0) + ", hex " +
                         planned_->GetItemText(row, 1) + ": " + planned_->GetItemText(row, 3) +
                         " against " + planned_->GetItemText(row, 4);
        const wxString outcome = planned_->GetItemText(row, 5);
        if (!outcome.empty()) whole += utf8(" — ") + outcome;
        plannedWhole_->show(whole);
    });
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
    plannedWhole_->show("");
    if (!combat) return;
    box_->GetStaticBox()->SetLabel(utf8("Combat (8): " + campaign.activeSide + " attack"));
    try {
        list(file, campaign);
    } catch (const core::UserError& error) {
        // The rest of the Turn page still shows; the list says why it is empty.
        attacks_->InsertItem(0, utf8(error.what()));
    }
    attacks_->fitToRows();
    planned_->fitToRows();
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
