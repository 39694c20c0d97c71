#include "app/gui/battles/rfic_circumstances.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>

namespace tachanka::gui {

RficCircumstancesPanel::RficCircumstancesPanel(wxWindow* parent) : wxPanel(parent) {
    cover_ = new wxCheckBox(this, wxID_ANY, "Target in cover");
    cover_->SetName("rfic-cover");
    cover_->SetToolTip("A cover card is turned over for each hit: a red one lets it count");
    moved_ = new wxCheckBox(this, wxID_ANY, "Moved first");
    moved_->SetName("rfic-moved");
    moved_->SetToolTip("The unit moved before it fired: its moved dice");
    commander_ = new wxCheckBox(this, wxID_ANY, "Commander in the hex");
    commander_->SetName("rfic-commander");
    commander_->SetToolTip("A Commander in the rallying unit's hex who is not with it (the "
                           "one with it counts already): a grade better, two attempts");
    cards_ = new wxTextCtrl(this, wxID_ANY);
    cards_->SetName("rfic-cards");
    cards_->SetHint(wxString::FromUTF8("the pack's own: or type 7H,QS or 7♥,Q♠"));
    cards_->SetToolTip("The cards dealt or turned over at the table, in order; empty: Tachanka "
                       "turns them from the pack it shuffled for the turn");
    auto* flags = new wxBoxSizer(wxHORIZONTAL);
    for (auto* box : {cover_, moved_, commander_}) {
        flags->Add(box, 0, wxRIGHT, 10);
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
            if (changed_) changed_();
        });
    }
    auto* cards = new wxBoxSizer(wxHORIZONTAL);
    cards->Add(new wxStaticText(this, wxID_ANY, "Cards"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    cards->Add(cards_, 1, wxEXPAND);
    cards_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        if (changed_) changed_();
    });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(flags, 0, wxBOTTOM, 6);
    sizer->Add(cards, 0, wxEXPAND);
    SetSizer(sizer);
    showFor(std::nullopt);
}

void RficCircumstancesPanel::showFor(const std::optional<std::string>& action) {
    const bool fires = action == "fire" || action == "assault";
    cover_->Enable(fires);
    moved_->Enable(fires);
    commander_->Enable(action == "cohesion");
    cards_->Enable(action.has_value());
}

void RficCircumstancesPanel::fill(core::TacticalActionRequest& request) const {
    if (cover_->IsEnabled() && cover_->GetValue()) request.cover = "soft";
    request.moved = moved_->IsEnabled() && moved_->GetValue();
    request.commanderInHex = commander_->IsEnabled() && commander_->GetValue();
    if (cards_->IsEnabled()) {
        auto typed = cards_->GetValue();
        request.cards = typed.Trim(true).Trim(false).utf8_string();
    }
}

}  // namespace tachanka::gui
