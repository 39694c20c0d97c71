#pragma once
// What the action dialogs share: a labelled two-column form, choices filled from the
// campaign, and the typed-dice field every draw and roll offers.

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/gui/list_choice.hpp"
#include "model/campaign.hpp"
#include "rules/odds.hpp"

namespace tachanka::gui {

// Label on the left, control on the right, one row each.
class Form {
public:
    explicit Form(wxWindow* parent);
    wxFlexGridSizer* sizer() const { return grid_; }
    template <typename Control>
    Control* add(const wxString& label, Control* control) {
        addRow(label, control);
        return control;
    }
    wxChoice* choice(const wxString& label, const std::vector<std::string>& items,
                     int selected = 0);
    // A choice among many (a campaign's officers), drawn row by row as it is scrolled.
    ListChoice* longChoice(const wxString& label, const std::vector<std::string>& items);
    wxSpinCtrl* spin(const wxString& label, int minimum, int maximum, int value);
    wxTextCtrl* text(const wxString& label, const wxString& hint = "");
    wxCheckBox* check(const wxString& label, const wxString& text);

private:
    void addRow(const wxString& label, wxWindow* control);
    wxWindow* parent_;
    wxFlexGridSizer* grid_;
};

// A modal dialog with a heading, a Form and OK / Cancel. `validate` may refuse OK with one
// line shown under the form (never another modal box).
class FormDialog : public wxDialog {
public:
    FormDialog(wxWindow* parent, const wxString& title, const wxString& heading);

    // The reason the umpire gave with the override box ticked; none when it is not (or the
    // dialog offers none).
    std::optional<std::string> umpireReason() const;

protected:
    Form& form() { return form_; }
    // The umpire's deliberate override of a rule that refuses the action: a box to tick, and
    // the reason the ledger keeps, the dialog's own `reason` field when it has one.
    void offerOverride(wxTextCtrl* reason = nullptr);
    // Call once every field is in the form.
    void finish(const wxString& okLabel = "OK");
    void refuse(const wxString& line);
    virtual bool validate() { return true; }

private:
    bool TransferDataFromWindow() override;
    Form form_;
    wxStaticText* problem_;
    wxCheckBox* umpire_ = nullptr;
    wxTextCtrl* umpireReason_ = nullptr;
};

// A bold heading. Bold by markup: GTK measures it with its text, where a bold font set on a
// label not yet shown is measured as regular and the text clipped.
wxStaticText* heading(wxWindow* parent, const wxString& text);

// A list read whole: each column as wide as its text, the list as wide as they are, from
// `minimumWidth` up to what a 1280-pixel screen holds, and `height` high.
void fitColumns(wxListCtrl& list, int minimumWidth, int maximumWidth, int height);

std::string selectedText(const wxChoice& choice);  // UTF-8; empty when nothing is chosen
// A choice of `items` (UTF-8), the first chosen, named for the tests that find it.
wxChoice* namedChoice(wxWindow* parent, const wxString& name,
                      const std::vector<std::string>& items);
std::string enteredText(const wxTextCtrl& control);  // UTF-8, without surrounding spaces

// The campaign's side names, and the index of the active side among them.
std::vector<std::string> sideNames(const model::Campaign& campaign);
int activeSideIndex(const model::Campaign& campaign);

// "3,4,6" or "3 4 6": dice rolled at the table; none when the field is empty. Bad text is a
// UserError saying so.
std::optional<std::vector<int>> typedDice(const wxTextCtrl& field);

// A seed for the dice: a whole number; none when the field is empty. Bad text is a
// UserError saying so.
std::optional<std::uint64_t> enteredSeed(const wxTextCtrl& field);

// Result, probability and the exact fraction, one row per outcome.
void showOutcomes(wxListCtrl& list, const rules::Distribution& odds);
wxListCtrl* outcomeList(wxWindow* parent);

}  // namespace tachanka::gui
