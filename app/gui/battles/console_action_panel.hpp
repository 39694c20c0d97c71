#pragma once
// The battle console's action controls: one button per action the rules allow the unit
// selected now (initiative always, while the battle is fought), the target and the
// circumstances the chosen action takes, its exact odds beside them (read again at every change, by the engine
// that resolves it), and where its dice come from: seeded, or typed one die at a time.

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/htmllbox.h>
#include <wx/panel.h>
#include <wx/radiobut.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "app/core/battles/tactical_battles.hpp"
#include "app/gui/battles/battle_dialogs.hpp"
#include "app/gui/battles/bnb_circumstances.hpp"
#include "app/gui/battles/rfic_circumstances.hpp"
#include "app/gui/battles/circumstances_panel.hpp"

namespace tachanka::gui {

class ConsoleActionPanel : public wxPanel {
public:
    explicit ConsoleActionPanel(wxWindow* parent);

    // The battle and its unit selected (none: only initiative); `open`: it may still be acted in.
    void show(const std::filesystem::path& file, const core::TacticalBattleView* battle,
              const core::TacticalUnitView* unit, bool open);
    // Resolve pressed: the request the controls make and where its dice come from.
    void onResolve(std::function<void(const core::TacticalActionRequest&, const ResolveChoice&)>
                       resolve) {
        onResolve_ = std::move(resolve);
    }

    // Presses the action's button, as a click does; false when it is not offered now.
    bool choose(const std::string& action);
    std::optional<std::string> chosen() const { return chosen_; }
    core::TacticalActionRequest request() const;
    std::optional<ResolveChoice> diceChoice();  // none: the seed typed is no number

    // The shown system's button for the action.
    wxToggleButton& actionButton(const std::string& action) { return *buttons_->at(action); }
    wxChoice& target() { return *target_; }
    wxChoice& test() { return circumstances_->test(); }
    wxCheckBox& preempt() { return *preempt_; }
    CircumstancesPanel& circumstances() { return *circumstances_; }
    BnbCircumstancesPanel& bnbCircumstances() { return *bnb_; }
    RficCircumstancesPanel& rficCircumstances() { return *rfic_; }
    wxRadioButton& typedDice() { return *typed_; }  // else seeded
    wxTextCtrl& seed() { return *seed_; }
    wxButton& resolveButton() { return *resolve_; }
    wxSimpleHtmlListBox& odds() { return *odds_; }

private:
    void select(const std::optional<std::string>& action);
    void showOptions();
    void showOdds();
    const core::TacticalChoice* choiceOf(const std::string& action) const;
    // The battle is fought in Red Actions! (or none is shown): its circumstances, buildings,
    // morale tests and pre-emption; else the system's own circumstances.
    bool redActions() const;
    // Shows the system's buttons and circumstances, the others hidden.
    void showSystem(const std::string& system);

    std::filesystem::path file_;
    std::optional<core::TacticalBattleView> battle_;
    std::optional<core::TacticalUnitView> unit_;
    bool open_ = false;
    std::optional<std::string> chosen_;
    std::string oddsShownFor_;  // the battle, its log's length and the request odds_ shows
    // A row of buttons a tactical system, its actions', the shown battle's alone in sight.
    struct SystemButtons {
        wxSizer* row = nullptr;
        std::map<std::string, wxToggleButton*> buttons;
    };
    std::map<std::string, SystemButtons> systemButtons_;
    std::string shownSystem_;
    std::map<std::string, wxToggleButton*>* buttons_ = nullptr;  // the shown system's
    wxStaticText* actor_;
    wxChoice* target_;
    CircumstancesPanel* circumstances_;
    BnbCircumstancesPanel* bnb_;
    RficCircumstancesPanel* rfic_;
    wxCheckBox* preempt_;  // the unit's Clever officer tries to pre-empt the order
    wxRadioButton* seeded_;
    wxRadioButton* typed_;
    wxTextCtrl* seed_;
    wxButton* resolve_;
    wxStaticText* problem_;
    wxSimpleHtmlListBox* odds_;  // one outcome an item, its words wrapped
    std::function<void(const core::TacticalActionRequest&, const ResolveChoice&)> onResolve_;
};

}  // namespace tachanka::gui
