#include "app/gui/battles/battle_step_dialogs.hpp"

#include <wx/button.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/core/common/user_error.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// A combo box offering the hexes a retreat of `hexes` from `from` may end in; the players may
// type another.
wxComboBox* retreatBox(wxWindow* parent, const std::vector<model::Hex>& from, int hexes) {
    auto* box = new wxComboBox(parent, wxID_ANY);
    for (const auto& hex : hexesAround(from, hexes)) box->Append(utf8(hex.label()));
    box->SetHint("four digits");
    return box;
}

std::optional<std::string> hexIn(const wxComboBox* box) {
    if (box == nullptr) return std::nullopt;
    wxString text = box->GetValue();
    text.Trim(true).Trim(false);
    if (text.empty()) return std::nullopt;
    return text.utf8_string();
}

}  // namespace

BattleOddsDialog::BattleOddsDialog(wxWindow* parent, const core::BattleView& battle,
                                   const core::BattleOdds& odds)
    : wxDialog(parent, wxID_ANY, "Battle odds", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(heading(this, utf8(battle.title)), 0, wxALL, 12);
    sizer->Add(new wxStaticText(this, wxID_ANY,
                                utf8("Attackers " + joinedCodes(battle.attackers) + " against " +
                                     joinedCodes(battle.defenders) +
                                     ": every way it may end, by the engine that resolves it.")),
               0, wxLEFT | wxRIGHT, 12);
    outcomes_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                               wxLC_REPORT | wxLC_SINGLE_SEL);
    outcomes_->SetName("battle-odds");
    outcomes_->AppendColumn("Outcome");
    outcomes_->AppendColumn("Probability", wxLIST_FORMAT_RIGHT);
    outcomes_->AppendColumn("Exactly", wxLIST_FORMAT_RIGHT);
    for (const auto& outcome : odds.outcomes) {
        const long row = outcomes_->InsertItem(outcomes_->GetItemCount(), utf8(outcome.text));
        outcomes_->SetItem(row, 1, wxString::Format("%.1f%%", outcome.probability.value() * 100));
        outcomes_->SetItem(row, 2, utf8(outcome.probability.text()));
    }
    fitColumns(*outcomes_, 560, 1100, 260);
    sizer->Add(outcomes_, 1, wxEXPAND | wxALL, 12);
    if (odds.provisional) {
        auto* note = new wxStaticText(
            this, wxID_ANY,
            utf8("Provisional: a chart the rules text does not give decides some of these "
                 "(templates/rules/orel-1919.xml says how to put in the published values)."));
        note->SetName("battle-odds-provisional");
        note->SetForegroundColour(wxColour(170, 90, 0));
        note->Wrap(600);
        sizer->Add(note, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    }
    sizer->Add(CreateStdDialogButtonSizer(wxCLOSE), 0, wxEXPAND | wxALL, 12);
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_CLOSE); }, wxID_CLOSE);
    SetSizerAndFit(sizer);
}

ResolveDialog::ResolveDialog(wxWindow* parent, const core::BattleView& battle)
    : FormDialog(parent, "Resolve the battle",
                 utf8(battle.title + ": every die is recorded with its purpose and table cell; "
                                     "the campaign's units change only when it is applied.")) {
    const wxString sources[] = {"Seeded dice",
                                utf8("Dice rolled at the table, typed one at a time")};
    source_ = form().add("Dice", new wxRadioBox(this, wxID_ANY, "", wxDefaultPosition,
                                                wxDefaultSize, 2, sources, 1));
    seed_ = form().text("Seed", "empty: the campaign's seed and the battle's id");
    source_->Bind(wxEVT_RADIOBOX,
                  [this](wxCommandEvent&) { seed_->Enable(source_->GetSelection() == 0); });
    finish("Resolve");
}

bool ResolveDialog::validate() {
    choice_ = {};
    choice_.oneAtATime = source_->GetSelection() == 1;
    if (choice_.oneAtATime) return true;
    try {
        choice_.seed = enteredSeed(*seed_);
    } catch (const core::UserError& error) {
        refuse(utf8(error.what()));
        return false;
    }
    return true;
}

DieDialog::DieDialog(wxWindow* parent, const core::AskedDie& die)
    : FormDialog(parent, wxString::Format("Die %d", die.number),
                 utf8("Die " + std::to_string(die.number) + ": roll one d" +
                      std::to_string(die.sides) + " for the " + die.purpose + ".")),
      purpose_(die.purpose) {
    for (const auto& faces : die.faces) {
        faceLines_.push_back(core::facesLabel(faces) + ": " + faces.result + " (" +
                             faces.chance.text() + ")");
    }
    std::string odds;
    for (const auto& line : faceLines_) odds += (odds.empty() ? "" : "\n") + line;
    form().add("Its odds", new wxStaticText(this, wxID_ANY,
                                            utf8(odds.empty() ? "read with the next die" : odds)));
    value_ = form().spin(wxString::Format("Value (1 to %d)", die.sides), 1, die.sides, 1);
    value_->SetName("die-value");
    finish("Record");
    value_->SetFocus();
}

ApplyDialog::ApplyDialog(wxWindow* parent, const core::BattleView& battle,
                         const RetreatsNeeded& needed, BattlePreview preview, bool correctable)
    : FormDialog(parent, "Apply the battle",
                 utf8(battle.title +
                      (battle.battle.outcome.empty() ? "" : " · " + battle.battle.outcome) +
                      "\nApplying writes these changes to the campaign in one action "
                      "(Edit → Undo takes it back whole).")),
      preview_(std::move(preview)) {
    lines_ =
        form().add("Changes", new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(560, 180)));
    lines_->SetName("apply-preview");
    if (needed.defenders) {
        defenderRetreat_ = form().add("Defenders retreat to",
                                      retreatBox(this, {battle.battle.hex}, needed.defenders));
    }
    if (needed.attackers) {
        std::vector<model::Hex> from;
        for (const auto* unit : battle.battle.withRole(model::BattleRole::Attacker)) {
            if (unit->hexBefore) from.push_back(*unit->hexBefore);
        }
        attackerRetreat_ =
            form().add("Attackers retreat to", retreatBox(this, from, needed.attackers));
    }
    for (wxComboBox* box : {defenderRetreat_, attackerRetreat_}) {
        if (box == nullptr) continue;
        box->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { showPreview(); });
        box->Bind(wxEVT_TEXT, [this, box](wxCommandEvent&) {
            // A hex is four digits: read again once one is complete or the field is cleared,
            // not at each key of one being typed.
            const auto typed = box->GetValue().Trim(true).Trim(false).length();
            if (typed == 0 || typed == 4) showPreview();
        });
    }
    if (correctable) {
        corrections_ = form().text("Corrections", "e.g. 1/9D=1, 2/1K:routs (steps lost, fate)");
        corrections_->SetName("apply-corrections");
        reason_ = form().text("Reason", "why the club corrects these lines");
        reason_->SetName("apply-reason");
        for (wxTextCtrl* field : {corrections_, reason_}) {
            // Read again once a field is left, not at each key of a line being typed.
            field->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& event) {
                showPreview();
                event.Skip();
            });
        }
    }
    finish("Apply");
    showPreview();
}

core::BattleMoves ApplyDialog::moves() const {
    return {hexIn(defenderRetreat_), hexIn(attackerRetreat_)};
}

BattleEnding ApplyDialog::ending() const {
    BattleEnding ending{moves(), {}};
    if (corrections_ != nullptr) {
        ending.corrections =
            core::parseResultCorrections(enteredText(*corrections_), enteredText(*reason_));
    }
    return ending;
}

void ApplyDialog::showPreview() {
    lines_->Clear();
    refuse("");
    try {
        for (const auto& line : preview_(ending())) lines_->Append(utf8(line));
    } catch (const core::UserError& error) {
        refuse(utf8(error.what()));
    }
}

bool ApplyDialog::validate() {
    preview_(ending());  // a refusal is shown under the form and keeps the dialog open
    return true;
}

}  // namespace tachanka::gui
