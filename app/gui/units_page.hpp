#pragma once
// The units page: every unit with its steps, TQ (with the Recruits −1Q), state (mode, supply
// and command in play; its fate otherwise), hex, kind, side and formation, sortable by any
// column, the selected unit's name and formation whole under the table, filtered through the
// core's unit filter (side, formation and those under it, kind, fate, unsupplied, out of
// command) and a search on code and name.

#include <wx/checkbox.h>
#include <wx/panel.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/queries/campaign_queries.hpp"
#include "app/gui/campaign_window.hpp"
#include "model/campaign.hpp"

namespace tachanka::gui {

class FilterChoice;
class RowWhole;
class TableView;

class UnitsPage : public wxPanel {
public:
    UnitsPage(wxWindow* parent, CampaignWindow& window);

    void show(const std::filesystem::path& file, const model::Campaign& campaign);
    // Selects the unit, clearing the filters when they hide it.
    void selectUnit(const std::string& side, const std::string& code);
    // Shows the formation's units (and those of the formations under it); an empty
    // `formation`: the whole side's.
    void showFormation(const std::string& side, const std::string& formation);

    // The codes of the units selected (a battle is planned from them).
    std::vector<std::string> selectedCodes() const;

    TableView& table() { return *table_; }
    RowWhole& whole() { return *whole_; }

private:
    core::UnitFilter filter() const;
    void refresh();
    void listFormations();
    void clearFilters();
    void showWhole();  // the selected unit's name and formation, under the table
    std::optional<std::size_t> rowOf(const std::string& side, const std::string& code) const;

    CampaignWindow& window_;
    std::filesystem::path file_;
    model::Campaign campaign_;
    FilterChoice* side_;
    FilterChoice* formation_;
    FilterChoice* kind_;
    FilterChoice* fate_;
    wxSearchCtrl* search_;
    wxCheckBox* unsupplied_;
    wxCheckBox* outOfCommand_;
    wxStaticText* count_;
    TableView* table_;
    RowWhole* whole_;
};

}  // namespace tachanka::gui
