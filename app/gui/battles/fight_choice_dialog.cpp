#include "app/gui/battles/fight_choice_dialog.hpp"

#include <wx/button.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/core/common/user_error.hpp"
#include "app/core/rule_systems.hpp"
#include "app/gui/actions/form.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

FightChoiceDialog::FightChoiceDialog(wxWindow* parent, const core::FightPrediction& prediction)
    : wxDialog(parent, wxID_ANY, "How to fight the battle", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(heading(this, utf8(prediction.title)), 0, wxALL, 12);
    sizer->Add(new wxStaticText(this, wxID_ANY,
                                "Resolve it with the Orel combat table, or fight it on the table "
                                "with Tachanka as umpire. How each may go:"),
               0, wxLEFT | wxRIGHT, 12);
    rows_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                           wxLC_REPORT | wxLC_SINGLE_SEL);
    rows_->SetName("fight-prediction");
    rows_->AppendColumn("");
    rows_->AppendColumn("Orel combat table");
    rows_->AppendColumn(utf8("On the table (" + prediction.tacticalSystemName + ")"));
    for (const auto& row : core::predictionRows(prediction)) {
        const long item = rows_->InsertItem(rows_->GetItemCount(), utf8(row.measure));
        rows_->SetItem(item, 1, utf8(row.operational));
        rows_->SetItem(item, 2, utf8(row.tactical));
    }
    fitColumns(*rows_, 640, 1180, 190);
    sizer->Add(rows_, 1, wxEXPAND | wxALL, 12);
    auto* note = new wxStaticText(
        this, wxID_ANY,
        utf8(std::string(prediction.provisional
                             ? "Provisional: the link table, a reconstructed chart or the "
                               "auto-resolve's choices of action are this program's, not the "
                               "texts'. "
                             : "") +
             "The Orel figures are exact; the tactical ones are shares of the runs with their "
             "95% intervals."));
    note->SetName("fight-prediction-note");
    if (prediction.provisional) note->SetForegroundColour(wxColour(170, 90, 0));
    note->Wrap(640);
    sizer->Add(note, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    std::vector<std::string> names;
    for (const auto& id : core::tacticalSystems()) names.push_back(core::ruleSystem(id).name);
    systems_ = namedChoice(this, "fight-system", names);
    systems_->SetToolTip("The rules the battle is fought in on the table; its units are "
                         "converted through that system's link table");
    auto* system = new wxBoxSizer(wxHORIZONTAL);
    system->Add(new wxStaticText(this, wxID_ANY, "Fight on the table in"), 0,
                wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    system->Add(systems_, 0);
    sizer->Add(system, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(new wxButton(this, wxID_NO, utf8("Resolve with the Orel table…")), 0, wxRIGHT, 8);
    buttons->Add(new wxButton(this, wxID_YES, "Fight on the table"), 0, wxRIGHT, 8);
    buttons->AddStretchSpacer();
    buttons->Add(new wxButton(this, wxID_CANCEL, "Not now"));
    sizer->Add(buttons, 0, wxEXPAND | wxALL, 12);
    for (const int id : {wxID_YES, wxID_NO}) {
        Bind(
            wxEVT_BUTTON, [this, id](wxCommandEvent&) { EndModal(id); }, id);
    }
    SetEscapeId(wxID_CANCEL);
    FindWindow(wxID_YES)->SetFocus();
    SetSizerAndFit(sizer);
}

std::string FightChoiceDialog::system() const {
    const auto systems = core::tacticalSystems();
    const int chosen = systems_->GetSelection();
    return chosen >= 0 && chosen < static_cast<int>(systems.size())
               ? systems[static_cast<std::size_t>(chosen)]
               : systems.front();
}

FightChoice fightChoiceOf(int endedWith) {
    if (endedWith == wxID_YES) return FightChoice::OnTheTable;
    if (endedWith == wxID_NO) return FightChoice::OrelTable;
    return FightChoice::NotNow;
}

AutoResolveDialog::AutoResolveDialog(wxWindow* parent, const std::string& title)
    : FormDialog(parent, "Auto-resolve the battle",
                 utf8(title + ": played from where it stands, many times over with seeded "
                              "dice; nothing is written.")) {
    runs_ = form().spin("Runs", 1, 1'000'000, 10'000);
    seed_ = form().text("Seed", "empty: 0");
    finish("Auto-resolve");
}

bool AutoResolveDialog::validate() {
    try {
        choice_ = {runs_->GetValue(), enteredSeed(*seed_).value_or(0)};
    } catch (const core::UserError& error) {
        refuse(utf8(error.what()));
        return false;
    }
    return true;
}

}  // namespace tachanka::gui
