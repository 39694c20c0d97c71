#pragma once
// The Battle console page (issue 16): a battle fought on the table with Tachanka as umpire.
// Both sides' tactical units with their state (bases, lost, prisoners, terror, pinned,
// routing, officer), the actions the rules allow the unit selected with their odds and dice,
// the battle's log as it was written (typed, rolled and corrected entries told apart, taken-back
// ones greyed), Undo last action, Auto-resolve (what the battle may come to from here), and
// End battle with its preview. Every change runs through
// the Battle menu's commands (BattleActions), which call the core.

#include <wx/button.h>
#include <wx/panel.h>
#include <wx/stattext.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>

#include "app/core/battles/battles.hpp"
#include "app/core/battles/tactical_battles.hpp"
#include "app/gui/campaign_window.hpp"

namespace tachanka::gui {

class ConsoleActionPanel;
class RowWhole;
class TableView;

class BattleConsolePage : public wxPanel {
public:
    BattleConsolePage(wxWindow* parent, CampaignWindow& window);

    // Shows battle `id` of the campaign (none: the page says how to open one).
    void show(const std::filesystem::path& file, std::optional<std::int64_t> id);
    // A campaign was opened or changed: the same battle of the same file is read again.
    void showCampaign(const std::filesystem::path& file);
    // The campaign changed: the battle shown is read again.
    void refresh();
    std::optional<std::int64_t> battle() const { return id_; }
    const core::TacticalBattleView* view() const { return view_ ? &*view_ : nullptr; }
    // Selects the unit coded `code` in the units' table; false when it is not there.
    bool selectUnit(const std::string& code);

    // What Undo and End battle do (the Battle menu's commands).
    void onUndo(std::function<void()> undo) { onUndo_ = std::move(undo); }
    void onEnd(std::function<void()> end) { onEnd_ = std::move(end); }
    void onAutoResolve(std::function<void()> run) { onAutoResolve_ = std::move(run); }

    ConsoleActionPanel& actions() { return *actions_; }
    TableView& units() { return *units_; }
    wxStaticText& turnLine() { return *turn_; }
    wxStaticText& buildingsLine() { return *buildings_; }
    wxStaticText& markersLine() { return *markers_; }
    wxStaticText& seniorsLine() { return *seniors_; }
    TableView& log() { return *log_; }
    RowWhole& logWhole() { return *logWhole_; }
    wxButton& undoButton() { return *undo_; }
    wxButton& endButton() { return *end_; }
    wxButton& autoResolveButton() { return *autoResolve_; }
    wxString title() const { return title_->GetLabel(); }

private:
    void showUnit();
    // The senior officers' line wrapped to the page's width as it is now.
    void wrapSeniors();

    CampaignWindow& window_;
    std::filesystem::path file_;
    std::optional<std::int64_t> id_;
    std::optional<core::TacticalBattleView> view_;
    bool open_ = false;  // still planned: it may be acted in
    wxStaticText* title_;
    wxStaticText* status_;
    wxStaticText* turn_;  // the Red Actions! turn: whose action segment, who is still to act
    wxStaticText* buildings_;  // the buildings set alight and their fires, when any
    wxStaticText* markers_;    // the hidden set-up as the file's side knows it, when any
    wxStaticText* seniors_;    // the senior officers of the formations present
    wxString seniorsText_;     // its text unwrapped
    int wrappedAt_ = 0;        // the page's width it was wrapped to
    TableView* units_;
    ConsoleActionPanel* actions_;
    TableView* log_;
    RowWhole* logWhole_;  // the selected action's effects and table cell whole
    wxButton* undo_;
    wxButton* end_;
    wxButton* autoResolve_;
    std::function<void()> onUndo_;
    std::function<void()> onAutoResolve_;
    std::function<void()> onEnd_;
};

// "pinned, routing": a unit's markers besides terror, as its row shows them.
wxString markersOf(const core::TacticalUnitView& unit);

}  // namespace tachanka::gui
