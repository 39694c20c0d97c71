#pragma once
// A filter's drop-down: "All sides" (no filter) first, then the values the core query takes,
// each shown with a label of its own ("  2nd Brigade" indented under its division).

#include "app/gui/list_choice.hpp"

#include <optional>
#include <string>
#include <vector>

namespace tachanka::gui {

struct FilterValue {
    std::string value;  // what the query is given
    wxString label;     // what the user reads
};

class FilterChoice : public ListChoice {
public:
    FilterChoice(wxWindow* parent, const wxString& name, wxString anyLabel);

    // Keeps the chosen value when the new list still has it; otherwise back to "any".
    void setValues(std::vector<FilterValue> values);
    std::optional<std::string> value() const;  // none: any
    // Chooses `value` (none: any); false when the list has no such value.
    bool choose(const std::optional<std::string>& value);

private:
    wxString anyLabel_;
    std::vector<FilterValue> values_;
};

}  // namespace tachanka::gui
