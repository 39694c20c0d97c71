#include "app/gui/actions/officer_dialogs.hpp"

#include <wx/button.h>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

const std::string sideCommand = "(the side's own command)";

std::vector<std::string> rankNames() {
    std::vector<std::string> names;
    for (const auto& rank : model::officerRankNames) names.emplace_back(rank.name);
    return names;
}

}  // namespace

std::string officerLabel(const core::OfficerView& officer) {
    std::string where = officer.unit.empty() ? officer.formation : officer.unit;
    if (where.empty()) where = "staff";
    return std::to_string(officer.id) + " — " + officer.name + " (" +
           std::string(model::officerRankName(officer.rank)) + ", " + officer.side + ", " +
           where + (officer.token.empty() ? "" : ", " + officer.token) +
           (officer.fate == model::OfficerFate::Serving
                ? ""
                : ", " + std::string(model::officerFateName(officer.fate))) +
           ")";
}

OfficerDrawDialog::OfficerDrawDialog(wxWindow* parent, const model::Campaign& campaign)
    : FormDialog(parent, "Draw officer tokens",
                 "A new officer draws from his formation's pool by his army's rule (Red "
                 "Actions! \"Definitions\") and keeps one token; the tokens are shown before "
                 "anything is recorded."),
      campaign_(campaign),
      side_(form().choice("Side", sideNames(campaign), activeSideIndex(campaign))),
      rank_(form().choice("Rank", rankNames())),
      formation_(form().add("Commands formation", new ListChoice(this))),
      unit_(form().longChoice("Commands unit", {})),
      name_(form().text("Name", "default: after what he commands")),
      dice_(form().text("Dice rolled at the table", "empty: the campaign's dice")) {
    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onSide(); });
    rank_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onRank(); });
    rank_->SetStringSelection("junior");
    onSide();
    finish("Draw");
}

void OfficerDrawDialog::onSide() {
    unitCodes_.clear();
    std::vector<wxString> formations{utf8(sideCommand)};
    std::vector<wxString> units;
    if (const model::Side* side = campaign_.side(selectedText(*side_))) {
        for (const auto& formation : side->formations) formations.push_back(utf8(formation.name));
        for (const model::Unit* unit : side->units()) {
            if (!unit->inPlay()) continue;
            unitCodes_.push_back(unit->code);
            units.push_back(utf8(unit->code + " — " + unit->name));
        }
    }
    formation_->setLabels(formations);
    unit_->setLabels(units);
    formation_->SetSelection(0);
    if (!unitCodes_.empty()) unit_->SetSelection(0);
    onRank();
}

void OfficerDrawDialog::onRank() {
    const bool senior = selectedText(*rank_) == "senior";
    formation_->Enable(senior);
    unit_->Enable(!senior);
}

bool OfficerDrawDialog::validate() {
    request_ = {};
    request_.side = selectedText(*side_);
    request_.rank = selectedText(*rank_);
    if (request_.rank == "senior") {
        if (const int chosen = formation_->GetSelection(); chosen > 0) {
            request_.formation = formation_->GetString(static_cast<unsigned>(chosen)).utf8_string();
        }
    } else if (unit_->GetSelection() != wxNOT_FOUND) {
        request_.unit = unitCodes_.at(static_cast<std::size_t>(unit_->GetSelection()));
    }
    if (const std::string name = enteredText(*name_); !name.empty()) request_.name = name;
    request_.dice = typedDice(*dice_);
    return true;
}

CasualtyDialog::CasualtyDialog(wxWindow* parent, const std::vector<core::OfficerView>& officers)
    : FormDialog(parent, "Officer casualty",
                 "A serving officer killed, wounded or captured; his token stays with him."),
      officer_(nullptr),
      fate_(nullptr),
      reason_(nullptr) {
    std::vector<std::string> labels;
    for (const auto& officer : officers) {
        if (officer.fate != model::OfficerFate::Serving) continue;
        serving_.push_back(officer);
        labels.push_back(officerLabel(officer));
    }
    officer_ = form().longChoice("Officer", labels);
    fate_ = form().choice("Fate", {"killed", "wounded", "captured"});
    reason_ = form().text("Reason", "where and how, for the ledger");
    finish("Record");
}

CasualtyChoice CasualtyDialog::choice() const {
    const int chosen = officer_->GetSelection();
    return {chosen == wxNOT_FOUND ? 0 : serving_.at(static_cast<std::size_t>(chosen)).id,
            selectedText(*fate_), enteredText(*reason_)};
}

ReplacementDialog::ReplacementDialog(wxWindow* parent,
                                     const std::vector<core::OfficerView>& officers)
    : FormDialog(parent, "Replace a fallen officer",
                 "Red Actions! \"Officer Casualties\": a junior officer is replaced by a new "
                 "draw; a senior one by a junior of his formation, promoted with his own "
                 "token, whose place a new draw fills."),
      officer_(nullptr),
      dice_(nullptr),
      reason_(nullptr) {
    std::vector<std::string> labels;
    for (const auto& officer : officers) {
        // Only the fallen are offered; whether one may be replaced is the core's to say.
        if (officer.fate == model::OfficerFate::Serving ||
            officer.fate == model::OfficerFate::Replaced) {
            continue;
        }
        fallen_.push_back(officer);
        labels.push_back(officerLabel(officer));
    }
    officer_ = form().longChoice("Fallen officer", labels);
    dice_ = form().text("Dice rolled at the table", "empty: the campaign's dice");
    reason_ = form().text("Reason", "optional");
    finish("Draw");
}

bool ReplacementDialog::validate() {
    const int chosen = officer_->GetSelection();
    if (chosen == wxNOT_FOUND) {
        refuse(utf8("No officer has fallen: record a casualty first (Officers → Casualty)."));
        return false;
    }
    request_ = {};
    request_.officerId = fallen_.at(static_cast<std::size_t>(chosen)).id;
    request_.dice = typedDice(*dice_);
    request_.reason = enteredText(*reason_);
    return true;
}

TokenDialog::TokenDialog(wxWindow* parent, const DrawPreview& preview)
    : wxDialog(parent, wxID_ANY, "Tokens drawn", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      tokens_(new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(460, 150),
                             wxLC_REPORT | wxLC_SINGLE_SEL)),
      suggested_(preview.suggested) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* heading = new wxStaticText(this, wxID_ANY, utf8(preview.officer));
    heading->SetFont(heading->GetFont().Bold().Scaled(1.2f));
    sizer->Add(heading, 0, wxLEFT | wxRIGHT | wxTOP, 12);
    sizer->Add(new wxStaticText(this, wxID_ANY, utf8("draws from the " + preview.pool)), 0,
               wxLEFT | wxRIGHT | wxTOP, 12);
    for (const auto& line : preview.lines) {
        sizer->Add(new wxStaticText(this, wxID_ANY, utf8(line)), 0, wxLEFT | wxRIGHT | wxTOP, 12);
    }
    tokens_->AppendColumn("#", wxLIST_FORMAT_RIGHT, 40);
    tokens_->AppendColumn("Token: morale bonus and characteristics", wxLIST_FORMAT_LEFT, 400);
    for (std::size_t i = 0; i < preview.drawn.size(); ++i) {
        const long row = tokens_->InsertItem(static_cast<long>(i), std::to_string(i + 1));
        tokens_->SetItem(row, 1, utf8(preview.drawn[i]));
    }
    if (!preview.drawn.empty()) {
        tokens_->SetItemState(static_cast<long>(preview.suggested),
                              wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                              wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    }
    sizer->Add(tokens_, 1, wxEXPAND | wxALL, 12);
    const bool choice = preview.drawn.size() > 1;
    sizer->Add(new wxStaticText(this, wxID_ANY,
                                choice ? "Choose the token he keeps; the others go back to the "
                                         "pool. Nothing is recorded until you keep one."
                                       : "Nothing is recorded until you keep it."),
               0, wxLEFT | wxRIGHT, 12);
    sizer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    if (auto* ok = dynamic_cast<wxButton*>(FindWindow(wxID_OK))) {
        ok->SetLabel(choice ? "Keep selected token" : "Keep");
    }
    SetSizerAndFit(sizer);
}

std::size_t TokenDialog::kept() const {
    const long selected = tokens_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    return selected < 0 ? suggested_ : static_cast<std::size_t>(selected);
}

}  // namespace tachanka::gui
