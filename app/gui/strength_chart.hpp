#pragma once
// The overview's chart: each side's steps in play from the campaign's start to today, one
// line per side over a time axis whose intervals are the days played.

#include <wx/panel.h>

#include "app/core/campaign_strength.hpp"

namespace tachanka::gui {

class StrengthChart : public wxPanel {
public:
    explicit StrengthChart(wxWindow* parent);
    void show(core::StrengthHistory history);
    const core::StrengthHistory& history() const { return history_; }

private:
    void onPaint(wxPaintEvent&);

    core::StrengthHistory history_;
};

}  // namespace tachanka::gui
