#pragma once
// The Battles page: every battle of the campaign (or of one day) with its id, day, hex, state,
// attackers, defenders and outcome, sortable by any column; the one selected shows below with
// its dice log (purpose, dice, table cell) and what it does to the campaign; a planned one may
// be fought on the table from here (the Battle console).

#include <wx/button.h>
#include <wx/listbox.h>
#include <wx/panel.h>
#include <wx/stattext.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/gui/campaign_window.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

class FilterChoice;
class RowWhole;
class TableView;

class BattlesPage : public wxPanel {
public:
    BattlesPage(wxWindow* parent, CampaignWindow& window);

    // Reads the campaign's battles again, keeping the one selected when it is still listed.
    void show(const std::filesystem::path& file, const model::Campaign& campaign);
    // Shows one day's battles ("1919-10-15"); none: every day's.
    void showDay(const std::optional<std::string>& date);
    // Selects the battle, showing every day when the chosen one hides it; false if none.
    bool selectBattle(std::int64_t id);
    std::optional<std::int64_t> selectedBattle() const;
    // The battle selected, as the page last read it.
    const core::BattleView* selectedView() const;
    // Called whenever the selection changes (the Battle menu enables its items by it).
    void onSelect(std::function<void()> selected) { onSelect_ = std::move(selected); }
    // The Fight on the table button: what it does, and whether the battle selected allows it.
    void onFight(std::function<void()> fight) { onFight_ = std::move(fight); }
    void enableFight(bool enabled) { fight_->Enable(enabled); }
    wxButton& fightButton() { return *fight_; }

    TableView& table() { return *table_; }
    TableView& dice() { return *dice_; }
    RowWhole& outcome() { return *outcome_; }
    RowWhole& dieWhole() { return *dieWhole_; }
    wxListBox& effects() { return *effects_; }
    wxString title() const { return title_->GetLabel(); }

private:
    void refresh();
    void showSelected();

    CampaignWindow& window_;
    std::filesystem::path file_;
    model::Campaign campaign_;
    std::vector<core::BattleView> shown_;
    FilterChoice* day_;
    FilterChoice* state_;
    wxStaticText* count_;
    TableView* table_;
    wxStaticText* title_;
    RowWhole* outcome_;  // the selected battle's state, outcome, support, sides whole
    TableView* dice_;
    RowWhole* dieWhole_;  // the selected die's purpose and table cell whole
    wxListBox* effects_;
    wxButton* fight_;
    std::function<void()> onSelect_;
    std::function<void()> onFight_;
};

// "Battle 3 · hex 2705 · applied: defender loses 2 steps" (the tree, under its day)
std::string battleLine(const core::BattleView& view);

}  // namespace tachanka::gui
