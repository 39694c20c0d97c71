#pragma once
// The campaign at a glance: scenario, date, active side and phase, and a line per side.

#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/stattext.h>

#include <filesystem>

#include "model/campaign.hpp"

namespace tachanka::gui {

class OverviewPanel : public wxPanel {
public:
    explicit OverviewPanel(wxWindow* parent);
    void show(const model::Campaign& campaign, const std::filesystem::path& file);

private:
    wxStaticText* title_;
    wxStaticText* details_;
    wxStaticText* provisional_;
    wxListCtrl* sides_;
};

}  // namespace tachanka::gui
