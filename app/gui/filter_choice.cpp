#include "app/gui/filter_choice.hpp"

#include <algorithm>
#include <cstddef>

namespace tachanka::gui {

FilterChoice::FilterChoice(wxWindow* parent, const wxString& name, wxString anyLabel)
    : wxOwnerDrawnComboBox(parent, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, nullptr,
                           wxCB_READONLY),
      anyLabel_(std::move(anyLabel)) {
    SetName(name);
    setValues({});
    // What the theme puts around the text (the button, the padding), read off the one item.
    const wxSize best = GetBestSize();
    margin_ = best.GetWidth() - GetTextExtent(anyLabel_).GetWidth();
    height_ = best.GetHeight();
    fitWidth();
    Bind(wxEVT_COMBOBOX, [this](wxCommandEvent& chosen) {
        wxCommandEvent event(wxEVT_CHOICE, GetId());
        event.SetEventObject(this);
        event.SetInt(chosen.GetInt());
        event.SetString(chosen.GetString());
        ProcessWindowEvent(event);
    });
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
    Clear();
    Append(anyLabel_);
    for (const auto& each : values_) Append(each.label);
    if (!choose(chosen)) SetSelection(0);
    fitWidth();
}

// As wide as its longest labels. Left to itself, the drop-down measures every label to size
// itself. Labels of a like length differ little in width, so only the longest few are measured.
void FilterChoice::fitWidth() {
    if (height_ == 0) return;  // still being built
    std::vector<const wxString*> labels{&anyLabel_};
    for (const auto& each : values_) labels.push_back(&each.label);
    constexpr std::size_t measured = 8;
    const auto longest =
        labels.begin() + static_cast<std::ptrdiff_t>(std::min(measured, labels.size()));
    std::partial_sort(labels.begin(), longest, labels.end(),
                      [](const wxString* a, const wxString* b) { return a->length() > b->length(); });
    int width = 0;
    for (auto label = labels.begin(); label != longest; ++label) {
        width = std::max(width, GetTextExtent(**label).GetWidth());
    }
    SetMinSize(wxSize(width + margin_, height_));
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
