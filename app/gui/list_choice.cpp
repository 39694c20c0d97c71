#include "app/gui/list_choice.hpp"

#include <algorithm>
#include <cstddef>

namespace tachanka::gui {

ListChoice::ListChoice(wxWindow* parent)
    : wxOwnerDrawnComboBox(parent, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, nullptr,
                           wxCB_READONLY) {
    // What the theme puts around the text (the button, the padding), read off one row.
    const wxString sample = "M";
    Append(sample);
    const wxSize best = GetBestSize();
    margin_ = best.GetWidth() - GetTextExtent(sample).GetWidth();
    height_ = best.GetHeight();
    Clear();
    Bind(wxEVT_COMBOBOX, [this](wxCommandEvent& chosen) {
        wxCommandEvent event(wxEVT_CHOICE, GetId());
        event.SetEventObject(this);
        event.SetInt(chosen.GetInt());
        event.SetString(chosen.GetString());
        ProcessWindowEvent(event);
    });
}

void ListChoice::setLabels(const std::vector<wxString>& labels) {
    Clear();
    wxArrayString rows;
    rows.reserve(labels.size());
    for (const auto& label : labels) rows.push_back(label);
    Append(rows);
    fitWidth();
}

// Labels of a like length differ little in width, so only the longest few are measured.
void ListChoice::fitWidth() {
    std::vector<wxString> labels;
    for (unsigned int row = 0; row < GetCount(); ++row) labels.push_back(GetString(row));
    constexpr std::size_t measured = 8;
    const auto longest =
        labels.begin() + static_cast<std::ptrdiff_t>(std::min(measured, labels.size()));
    std::partial_sort(labels.begin(), longest, labels.end(),
                      [](const wxString& a, const wxString& b) { return a.length() > b.length(); });
    int width = 0;
    for (auto label = labels.begin(); label != longest; ++label) {
        width = std::max(width, GetTextExtent(*label).GetWidth());
    }
    width_ = width + margin_;
    SetMinSize(wxSize(width_, height_));
    InvalidateBestSize();
}

wxSize ListChoice::DoGetBestSize() const {
    if (height_ == 0) return wxOwnerDrawnComboBox::DoGetBestSize();  // the margin's sample
    return {std::max(width_, margin_), height_};  // empty: the button and padding
}

}  // namespace tachanka::gui
