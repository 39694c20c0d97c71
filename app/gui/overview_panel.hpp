#pragma once
// The campaign at a glance: scenario, date, active side and phase, a line per side (recruit
// points, prisoners, units, steps, the victory level it would have now), the victory status,
// and the strength chart.

#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/stattext.h>

#include "app/core/queries/open_campaign.hpp"
#include "app/gui/campaign_window.hpp"

namespace tachanka::gui {

class StrengthChart;

class OverviewPanel : public wxPanel {
public:
    OverviewPanel(wxWindow* parent, CampaignWindow& window);
    void show(core::OpenCampaign& open);

    StrengthChart& chart() { return *chart_; }

private:
    CampaignWindow& window_;
    wxStaticText* title_;
    wxStaticText* details_;
    wxStaticText* provisional_;
    wxListCtrl* sides_;
    wxStaticText* victory_;
    StrengthChart* chart_;
};

}  // namespace tachanka::gui
