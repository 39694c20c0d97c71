#pragma once
// The overview's chart: each side's steps at the start of the campaign and at the end of
// every day played, one line per side over a time axis whose intervals are the days. The
// numbers are the attrition report's (core::attritionData), so the window and the printed
// report agree.

#include <wx/panel.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "reports/sheets/attrition_report.hpp"

class wxGraphicsContext;

namespace tachanka::gui {

// Texts measured once: a chart redrawn after every action draws the same day labels again, and
// measuring them is most of what drawing costs.
class TextSizes {
public:
    std::pair<double, double> of(wxGraphicsContext& gc, const wxFont& font, const wxString& text);

private:
    std::map<std::pair<wxString, wxString>, std::pair<double, double>> sizes_;
};

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
    TextSizes textSizes_;
};

}  // namespace tachanka::gui
