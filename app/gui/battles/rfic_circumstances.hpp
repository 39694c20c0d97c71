#pragma once
// What a Red Flags & Iron Crosses action reads beside the battle, for a battle of the campaign
// fought in RF&IC on the console: whether the target is in cover (a cover card a hit), whether
// the firer moved first, a Commander in a rallying unit's hex, and the cards the players dealt
// or turned over at the table (none: from the pack the turn shuffled from its seed).

#include <wx/checkbox.h>
#include <wx/panel.h>
#include <wx/textctrl.h>

#include <functional>
#include <optional>
#include <string>

#include "app/core/battles/tactical_battles.hpp"

namespace tachanka::gui {

class RficCircumstancesPanel : public wxPanel {
public:
    explicit RficCircumstancesPanel(wxWindow* parent);

    void showFor(const std::optional<std::string>& action);
    void fill(core::TacticalActionRequest& request) const;
    void onChange(std::function<void()> changed) { changed_ = std::move(changed); }

    wxCheckBox& cover() { return *cover_; }
    wxCheckBox& moved() { return *moved_; }
    wxCheckBox& commanderInHex() { return *commander_; }
    wxTextCtrl& cards() { return *cards_; }

private:
    wxCheckBox* cover_;
    wxCheckBox* moved_;
    wxCheckBox* commander_;
    wxTextCtrl* cards_;
    std::function<void()> changed_;
};

}  // namespace tachanka::gui
