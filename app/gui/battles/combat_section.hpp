#pragma once
// The Turn page's part in a combat phase (8): where the side to play is in contact with the
// enemy and which of its units could attack each hex, and the battles planned today; a button
// plans a battle against the attack chosen, as Battle → Plan does. Each list is as tall as its
// rows, and the page scrolls.

#include <wx/button.h>
#include <wx/sizer.h>
#include <wx/statbox.h>

#include <filesystem>
#include <string>

#include "app/gui/column_fit.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

class BattleActions;

class CombatSection {
public:
    CombatSection(wxWindow* parent, BattleActions& actions);

    wxStaticBoxSizer* sizer() const { return box_; }
    // Shown in the combat phase only; reads the attacks and today's battles again.
    void refresh(const std::filesystem::path& file, const model::Campaign& campaign);

    RowsList& attacks() { return *attacks_; }
    RowsList& planned() { return *planned_; }
    RowWhole& plannedWhole() { return *plannedWhole_; }
    wxButton& planButton() { return *plan_; }

private:
    std::string chosenHex() const;
    void list(const std::filesystem::path& file, const model::Campaign& campaign);

    BattleActions& actions_;
    wxStaticBoxSizer* box_;
    RowsList* attacks_;
    RowsList* planned_;
    RowWhole* plannedWhole_;  // the selected battle's sides and outcome whole
    wxButton* plan_;
};

}  // namespace tachanka::gui
