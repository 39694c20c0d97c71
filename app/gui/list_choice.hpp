#pragma once
// A drop-down of many rows (a side's 300 units): wxWidgets' own owner-drawn list, which draws
// only the rows shown and is as wide as its longest labels. GTK's own builds a menu item for
// every row it is given and lays every one out to size itself: a fifth of a second to open a
// dialog listing a long campaign's units. It says wxEVT_CHOICE when the user chooses, as a
// wxChoice does.

#include <wx/odcombo.h>

#include <vector>

namespace tachanka::gui {

class ListChoice : public wxOwnerDrawnComboBox {
public:
    explicit ListChoice(wxWindow* parent);

    // Replaces the rows (none chosen) and fits the width to them.
    void setLabels(const std::vector<wxString>& labels);

protected:
    // The width fitWidth found: wxWidgets' own measures every row, at each resize of the
    // page (a long campaign's 6,000 units: a sixth of the Ledger page's time).
    wxSize DoGetBestSize() const override;

private:
    void fitWidth();

    int width_ = 0;
    int margin_ = 0;
    int height_ = 0;  // none while it is being built
};

}  // namespace tachanka::gui
