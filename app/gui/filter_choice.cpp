#include "app/gui/filter_choice.hpp"

#include <algorithm>

namespace tachanka::gui {

FilterChoice::FilterChoice(wxWindow* parent, const wxString& name, wxString anyLabel)
    : ListChoice(parent), anyLabel_(std::move(anyLabel)) {
    SetName(name);
    setLabels({anyLabel_});
    SetSelection(0);
}

void FilterChoice::setValues(std::vector<FilterValue> values) {
    // A list that is unchanged keeps its items and the choice in them.
    if (GetCount() == values.size() + 1 &&
        std::equal(values.begin(), values.end(), values_.begin(), values_.end(),
                   [](const FilterValue& a, const FilterValue& b) {
                       return a.value == b.value && a.label == b.label;
                   })) {
        return;
    }
    const auto chosen = value();
    values_ = std::move(values);
    std::vector<wxString> labels{anyLabel_};
    for (const auto& each : values_) labels.push_back(each.label);
    setLabels(labels);
    if (!choose(chosen)) SetSelection(0);
}

std::optional<std::string> FilterChoice::value() const {
    const int chosen = GetSelection();
    if (chosen <= 0 || static_cast<std::size_t>(chosen) > values_.size()) return std::nullopt;
    return values_[static_cast<std::size_t>(chosen) - 1].value;
}

bool FilterChoice::choose(const std::optional<std::string>& value) {
    if (!value) {
        SetSelection(0);
        return true;
    }
    for (std::size_t i = 0; i < values_.size(); ++i) {
        if (values_[i].value == *value) {
            SetSelection(static_cast<int>(i) + 1);
            return true;
        }
    }
    return false;
}

}  // namespace tachanka::gui
