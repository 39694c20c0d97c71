#pragma once
// A filter's drop-down: "All sides" (no filter) first, then the values the core query takes,
// each shown with a label of its own ("  2nd Brigade" indented under its division). It says
// wxEVT_CHOICE when the user chooses, as a wxChoice does.
//
// It is wxWidgets' own drop-down, which draws only the rows shown: GTK's builds a menu item for
// every row it is given, 60 ms for a long campaign's 600 units each time the list is filled.

#include <wx/odcombo.h>

#include <optional>
#include <string>
#include <vector>

namespace tachanka::gui {

struct FilterValue {
    std::string value;  // what the query is given
    wxString label;     // what the user reads
};

class FilterChoice : public wxOwnerDrawnComboBox {
public:
    FilterChoice(wxWindow* parent, const wxString& name, wxString anyLabel);

    // Keeps the chosen value when the new list still has it; otherwise back to "any".
    void setValues(std::vector<FilterValue> values);
    std::optional<std::string> value() const;  // none: any
    // Chooses `value` (none: any); false when the list has no such value.
    bool choose(const std::optional<std::string>& value);

private:
    void fitWidth();

    wxString anyLabel_;
    int margin_ = 0;
    int height_ = 0;  // none while it is being built
    std::vector<FilterValue> values_;
};

}  // namespace tachanka::gui
