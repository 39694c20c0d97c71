#pragma once
// The overview's chart: each side's steps at the start of the campaign and at the end of
// every day played, one line per side over a time axis whose intervals are the days. The
// numbers are the attrition report's (core::attritionData), so the window and the printed
// report agree.

#include <wx/panel.h>

#include <string>
#include <vector>

#include "reports/sheets/attrition_report.hpp"

namespace tachanka::gui {

class StrengthChart : public wxPanel {
public:
    explicit StrengthChart(wxWindow* parent);
    void show(const reports::AttritionData& attrition);

    const std::vector<std::string>& dayLabels() const { return dayLabels_; }
    const std::vector<reports::StepsSeries>& sides() const { return sides_; }

private:
    void onPaint(wxPaintEvent&);

    std::vector<std::string> dayLabels_;        // "15 Oct", one per day played
    std::vector<reports::StepsSeries> sides_;  // the start, then the end of each day
};

}  // namespace tachanka::gui
