#pragma once
// The command phase's question (Orel 1919, 5.2 b): which of a formation's tied groups is its
// main body.

#include "app/gui/actions/form.hpp"
#include "app/gui/actions/player_dialogs.hpp"

namespace tachanka::gui {

class MainBodyDialog : public FormDialog {
public:
    MainBodyDialog(wxWindow* parent, const core::MainBodyTie& tie);
    std::string unit() const;  // a unit code of the group chosen

private:
    std::vector<std::string> firstUnits_;  // of each group, in the choice's order
    wxChoice* group_;
};

}  // namespace tachanka::gui
