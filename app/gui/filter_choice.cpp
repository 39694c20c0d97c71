#include "app/gui/filter_choice.hpp"

#include <algorithm>
#include <cstddef>

#include "app/gui/gtk_function.hpp"

namespace tachanka::gui {
namespace {

// GTK sizes a drop-down to the widest of all its items, laying out every item's text each time
// the page is laid out: a third of a second for a long campaign's 600 units. Its cell view is
// told to measure the item shown instead; fitWidth sizes the drop-down from its longest labels.
void measureShownItemOnly(wxChoice& choice) {
#ifdef __WXGTK__
    static const auto child = gtkFunction<void*(void*)>("gtk_bin_get_child");
    static const auto cellViewType = gtkFunction<unsigned long()>("gtk_cell_view_get_type");
    static const auto isA = gtkFunction<int(void*, unsigned long)>("g_type_check_instance_is_a");
    static const auto setFitModel =
        gtkFunction<void(void* cellView, int fit)>("gtk_cell_view_set_fit_model");
    if (child == nullptr || cellViewType == nullptr || isA == nullptr || setFitModel == nullptr) {
        return;
    }
    void* view = child(choice.GetHandle());
    if (view != nullptr && isA(view, cellViewType()) != 0) setFitModel(view, 0);
#else
    static_cast<void>(choice);
#endif
}

}  // namespace

FilterChoice::FilterChoice(wxWindow* parent, const wxString& name, wxString anyLabel)
    : wxChoice(parent, wxID_ANY), anyLabel_(std::move(anyLabel)) {
    SetName(name);
    measureShownItemOnly(*this);
    setValues({});
    // What the theme puts around the text (the arrow, the padding), read off the one item.
    const wxSize best = GetBestSize();
    margin_ = best.GetWidth() - GetTextExtent(anyLabel_).GetWidth();
    height_ = best.GetHeight();
    fitWidth();
}

void FilterChoice::setValues(std::vector<FilterValue> values) {
    // Refilling a GTK drop-down of a long campaign's 600 units costs more than the rest of a
    // page's refresh: one whose list is unchanged keeps its items and the choice in them.
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

// As wide as its longest labels. Left to itself, wxWidgets asks GTK to lay out every item to
// size the drop-down whenever the page is laid out: a tenth of a second for 600 units. Labels
// of a like length differ little in width, so only the longest few are measured.
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
