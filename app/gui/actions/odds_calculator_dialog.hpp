#pragma once
// Tools → Odds calculator: the exact chance of every result of the rolls players make at the
// table, counted by the core over every way the dice can fall: a tab for each page of each rule
// system in the registry (Red Actions! shooting, combat and morale, Orel 1919's combat odds,
// cohesion checks and assault roll, ...). The odds follow every change of the inputs.

#include <wx/checkbox.h>
#include <wx/dialog.h>
#include <wx/notebook.h>

#include <functional>
#include <vector>

#include "app/core/rule_systems.hpp"
#include "app/gui/actions/form.hpp"

namespace tachanka::gui {

// One look-up: its inputs in a form, what the core answers in a line, and the odds below.
class OddsPage : public wxPanel {
public:
    explicit OddsPage(wxWindow* parent);
    // Recomputes from the inputs; a refusal is shown in one line, the list then empty.
    void update();

protected:
    Form& form() { return form_; }
    wxCheckBox* flag(const wxString& label);
    // Adds an odds list under `title`, filled by `compute` (`note` may add a line of its own);
    // `share`: its part of the column's height, against the page's other lists.
    void addOdds(const wxString& title, int share,
                 std::function<rules::Distribution(std::string& note)> compute);
    // Call when every input is in: binds their changes to update() and shows the first odds.
    void finish();

private:
    struct Odds {
        std::function<rules::Distribution(std::string&)> compute;
        wxListCtrl* list;
        wxStaticText* note;
    };
    Form form_;
    wxBoxSizer* sizer_;  // the odds column
    std::vector<Odds> odds_;
    wxStaticText* problem_;
};

class OddsCalculatorDialog : public wxDialog {
public:
    explicit OddsCalculatorDialog(wxWindow* parent);
    wxNotebook& pages() { return *pages_; }
    // The page of the tab at `index`, built the first time it is asked for (a tab is built when
    // it is first shown: building every system's pages at once made the calculator slow to
    // open).
    OddsPage& page(std::size_t index);

private:
    wxNotebook* pages_;
    std::vector<core::OddsForm> forms_;  // by tab, until the tab's page is built
    std::vector<OddsPage*> built_;       // by tab; none until it is shown
};

// A page of a rule system's odds calculator, as the registry describes it.
OddsPage* oddsPage(wxWindow* parent, core::OddsForm page);

}  // namespace tachanka::gui
