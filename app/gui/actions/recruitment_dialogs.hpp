#pragma once
// The recruitment phase's questions (Orel 1919, 4): which unit recovers how many steps, where
// a battalion is raised, prisoners taken and prisoners enlisted.

#include <wx/radiobut.h>

#include "app/gui/actions/form.hpp"
#include "app/gui/actions/player_dialogs.hpp"

namespace tachanka::gui {

// A side and one of its units in play; the unit list follows the side.
class SideUnitFields {
public:
    SideUnitFields(Form& form, const model::Campaign& campaign, const std::string& unit);
    std::string side() const { return selectedText(*side_); }
    std::string unit() const;  // the chosen unit's code

private:
    void fillUnits(const std::string& selected);
    const model::Campaign& campaign_;
    wxChoice* side_;
    ListChoice* unit_;
    std::vector<std::string> codes_;
};

class StepRecoveryDialog : public FormDialog {
public:
    StepRecoveryDialog(wxWindow* parent, const model::Campaign& campaign, const std::string& unit);
    StepRecoveryChoice choice() const;

private:
    SideUnitFields unit_;
    wxSpinCtrl* steps_;
};

class BattalionDialog : public FormDialog {
public:
    BattalionDialog(wxWindow* parent, const model::Campaign& campaign);
    BattalionChoice choice() const;

private:
    wxChoice* side_;
    wxTextCtrl* station_;
};

class PrisonersDialog : public FormDialog {
public:
    PrisonersDialog(wxWindow* parent, const model::Campaign& campaign);
    PrisonersChoice choice() const;

private:
    wxChoice* side_;
    wxSpinCtrl* count_;
    wxTextCtrl* reason_;
};

class ConversionDialog : public FormDialog {
public:
    ConversionDialog(wxWindow* parent, const model::Campaign& campaign);
    ConversionChoice choice() const;

private:
    wxChoice* side_;
    wxRadioButton* everyGroup_;
    wxSpinCtrl* groups_;
};

}  // namespace tachanka::gui
