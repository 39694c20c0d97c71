#pragma once
// Tools → Dice roller: dice for anything the table needs, either from a seed (the same seed
// gives the same rolls, on every machine) or rolled at the table and typed in, each roll kept
// in a log with what it was for. Its controls are named ("count", "sides", "purpose", "seed",
// "typed", "dice", "roll", "log", "problem") so tests drive them as a player would.

#include <wx/dialog.h>
#include <wx/listctrl.h>
#include <wx/radiobut.h>

#include <cstdint>
#include <optional>

#include "app/gui/actions/form.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::gui {

class DiceRollerDialog : public wxDialog {
public:
    explicit DiceRollerDialog(wxWindow* parent);
    // Rolls with what the controls say and logs it; a problem is shown in one line.
    void roll();

private:
    int rollSeeded(int count, int sides, const std::string& purpose,
                   std::vector<rules::DieRoll>& rolls);

    wxSpinCtrl* count_;
    wxSpinCtrl* sides_;
    wxTextCtrl* purpose_;
    wxRadioButton* seededChoice_;
    wxTextCtrl* seed_;
    wxRadioButton* typedChoice_;
    wxTextCtrl* typed_;
    wxListCtrl* log_;
    wxStaticText* problem_;
    std::optional<rules::SeededDice> seeded_;
    std::uint64_t seededWith_ = 0;
};

}  // namespace tachanka::gui
