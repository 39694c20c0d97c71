#pragma once
// The dialogs of a planned battle's life after the plan: its exact odds, where its dice come
// from, each die the players rolled at the table, and what applying it writes.

#include <wx/combobox.h>
#include <wx/dialog.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/radiobox.h>

#include "app/gui/actions/form.hpp"
#include "app/gui/battles/battle_dialogs.hpp"

namespace tachanka::gui {

// Every way the battle may end with its exact chance, most likely first.
class BattleOddsDialog : public wxDialog {
public:
    BattleOddsDialog(wxWindow* parent, const core::BattleView& battle,
                     const core::BattleOdds& odds);
    wxListCtrl& outcomes() { return *outcomes_; }

private:
    wxListCtrl* outcomes_;
};

class ResolveDialog : public FormDialog {
public:
    ResolveDialog(wxWindow* parent, const core::BattleView& battle);
    ResolveChoice choice() const { return choice_; }

private:
    bool validate() override;
    wxRadioBox* source_;
    wxTextCtrl* seed_;
    ResolveChoice choice_;
};

// One die rolled at the table: what it is for, what each face reads, and its value.
class DieDialog : public FormDialog {
public:
    DieDialog(wxWindow* parent, const core::AskedDie& die);
    int value() const { return value_->GetValue(); }
    void setValue(int value) { value_->SetValue(value); }
    const std::string& purpose() const { return purpose_; }
    // The faces' lines as shown ("1–5: passed (5/6)"); empty when the die reads nothing alone.
    const std::vector<std::string>& faceLines() const { return faceLines_; }

private:
    std::string purpose_;
    std::vector<std::string> faceLines_;
    wxSpinCtrl* value_;
};

// What apply would write, read again whenever a retreat hex changes; OK applies it.
class ApplyDialog : public FormDialog {
public:
    // `needed`: the sides to ask a retreat hex of, and how far from where they stood;
    // `correctable`: a battle fought on the table, whose lines the club may correct.
    ApplyDialog(wxWindow* parent, const core::BattleView& battle, const RetreatsNeeded& needed,
                BattlePreview preview, bool correctable = false);
    core::BattleMoves moves() const;
    // The moves and corrections as entered; a core::UserError for corrections it cannot read.
    BattleEnding ending() const;
    wxListBox& lines() { return *lines_; }
    // None unless correctable.
    wxTextCtrl* corrections() { return corrections_; }
    wxTextCtrl* reason() { return reason_; }
    // None when no defender (or attacker) has to retreat.
    wxComboBox* defenderRetreat() { return defenderRetreat_; }
    wxComboBox* attackerRetreat() { return attackerRetreat_; }

private:
    void showPreview();
    bool validate() override;

    BattlePreview preview_;
    wxListBox* lines_;
    wxComboBox* defenderRetreat_ = nullptr;
    wxComboBox* attackerRetreat_ = nullptr;
    wxTextCtrl* corrections_ = nullptr;
    wxTextCtrl* reason_ = nullptr;
};

}  // namespace tachanka::gui
