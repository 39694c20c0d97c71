#pragma once
// The Turn page: where the campaign stands in Orel 1919's sequence of play, what this phase
// asks of the players, what the rules did on their own when it began, and the decisions the
// phase offers (in a recruitment phase: steps, battalions, prisoners; in a combat phase: the
// attacks and battles), each a button that runs the same command as its menu item.

#include <wx/button.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/stattext.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "app/gui/column_fit.hpp"

namespace tachanka::gui {

class CampaignActions;
class CombatSection;

class TurnPanel : public wxScrolledWindow {
public:
    TurnPanel(wxWindow* parent, CampaignActions& actions);
    ~TurnPanel() override;
    // Reads the campaign again (CampaignActions::refresh calls it whenever it changed).
    void refresh();

    wxButton& advanceButton() { return *advance_; }
    wxButton& recoverButton() { return *recover_; }
    wxButton& convertButton() { return *convert_; }
    RowsList& damagedUnits() { return *damaged_; }
    CombatSection& combat() { return *combat_; }
    wxString lastActionText() const { return outcome_->GetLabel(); }

private:
    void showLines(wxStaticText& text, const std::vector<std::string>& lines,
                   const std::string& none);
    // Long lines wrap to the page's width, again whenever it changes.
    void showWrapped(wxStaticText& text, const wxString& label);
    int wrapWidth() const;
    void rewrap();
    std::string selectedUnit() const;

    CampaignActions& actions_;
    wxStaticText* date_;
    wxStaticText* position_;
    wxStaticText* byHand_;
    wxStaticText* appliedHeading_;
    wxStaticText* applied_;
    wxStaticText* sides_;
    wxStaticBoxSizer* recruitment_;
    std::unique_ptr<CombatSection> combat_;
    RowsList* damaged_;
    wxStaticText* outcome_;
    wxButton* advance_;
    wxButton* recover_;
    wxButton* battalion_;
    wxButton* convert_;
    std::map<wxStaticText*, wxString> unwrapped_;
};

}  // namespace tachanka::gui
