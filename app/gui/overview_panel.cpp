#include "app/gui/overview_panel.hpp"

#include <wx/sizer.h>

#include <optional>

#include "app/core/queries/campaign_queries.hpp"
#include "app/core/printing/campaign_documents.hpp"
#include "app/core/campaign/campaign_victory.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/strength_chart.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// The numbers first, the commander's long name last.
enum Column { Side, RecruitPoints, Prisoners, Steps, UnitsToCome, Victory, Commander };

std::string victoryText(const core::VictoryStatus& status) {
    std::string text = status.over ? "The campaign is over: " : "If the game ended now: ";
    text += status.winner ? *status.winner + " win" : std::string("a draw");
    text += " (" + status.explanation + ").";
    return text;
}

}  // namespace

OverviewPanel::OverviewPanel(wxWindow* parent, CampaignWindow& window)
    : wxPanel(parent), window_(window) {
    title_ = new wxStaticText(this, wxID_ANY, "");
    title_->SetFont(title_->GetFont().Scaled(1.5f).Bold());
    details_ = new wxStaticText(this, wxID_ANY, "");
    provisional_ = new wxStaticText(this, wxID_ANY, "");
    provisional_->SetForegroundColour(wxColour(150, 60, 0));
    sides_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    sides_->SetName("overview-sides");
    for (const char* heading :
         {"Side", "RP", "Prisoners", "Steps", "Units to come", "Victory now", "Commander"}) {
        sides_->AppendColumn(heading);
    }
    victory_ = new wxStaticText(this, wxID_ANY, "");
    victory_->SetName("overview-victory");
    chart_ = new StrengthChart(this);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(title_, 0, wxLEFT | wxRIGHT | wxTOP, 12);
    sizer->Add(details_, 0, wxALL, 12);
    sizer->Add(provisional_, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    sizer->Add(sides_, 0, wxEXPAND | wxLEFT | wxRIGHT, 12);
    sizer->Add(victory_, 0, wxALL, 12);
    sizer->Add(chart_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
    SetSizer(sizer);
}

void OverviewPanel::show(core::OpenCampaign& open) {
    // All read off the window's open campaign: an action costs no new read of the file here.
    const auto& campaign = open.campaign();
    const auto& file = open.file();
    std::optional<core::CampaignProgress> progress;
    reportingErrors(window_, [&] { progress = core::campaignProgress(open); });
    reports::AttritionData attrition;
    reportingErrors(window_, [&] { attrition = core::attritionData(open, {}, {}); });
    std::optional<core::VictoryStatus> victory;
    try {
        victory = core::victoryStatus(campaign);
        victory_->SetLabel(utf8(victoryText(*victory)));
    } catch (const core::UserError& error) {
        // A campaign without an installed scenario has no victory conditions to weigh; the
        // rest of the page still stands.
        victory_->SetLabel(utf8(std::string("Victory: ") + error.what()));
    }

    title_->SetLabel(utf8(campaign.name));
    std::string details = "Scenario: " + campaign.scenarioTitle + "\nDate: " +
                          campaign.date.longForm() + "   ·   Active side: " +
                          campaign.activeSide + "   ·   Phase: " +
                          std::string(model::phaseTitle(campaign.phase)) + "\nFile: " +
                          file.string() + "   ·   " +
                          (open.sideFile() ? "the " + *open.sideFile() +
                                                 "' file: their view; the umpire rolls the dice"
                                           : "Dice seed: " + std::to_string(campaign.seed));
    if (progress) {
        details += "\nDay " + std::to_string(progress->turn) + " of " +
                   std::to_string(campaign.turns) + "; the game ends on " +
                   campaign.lastDay().longForm();
    }
    details_->SetLabel(utf8(details));
    provisional_->SetLabel(campaign.provisionalData
                               ? "Provisional data: this scenario's unit values are a "
                                 "reconstruction, not the published counters."
                               : "");
    provisional_->Show(campaign.provisionalData);

    sides_->DeleteAllItems();
    for (std::size_t i = 0; i < campaign.sides.size(); ++i) {
        const auto& side = campaign.sides[i];
        const long row = sides_->InsertItem(sides_->GetItemCount(), utf8(side.name));
        sides_->SetItem(row, Commander, utf8(side.commander));
        sides_->SetItem(row, RecruitPoints, std::to_string(side.recruitPoints));
        sides_->SetItem(row, Prisoners, std::to_string(side.prisoners));
        // Those of the units still to come included, as the chart counts them.
        sides_->SetItem(row, Steps, std::to_string(side.stepCount()));
        if (progress && i < progress->sides.size()) {
            sides_->SetItem(row, UnitsToCome, std::to_string(progress->sides[i].unitsPending));
        }
        if (victory) {
            for (const auto& level : victory->sides) {
                if (level.side == side.name) sides_->SetItem(row, Victory, utf8(level.level));
            }
        }
    }
    for (int column = 0; column < sides_->GetColumnCount(); ++column) {
        sides_->SetColumnWidth(column, wxLIST_AUTOSIZE_USEHEADER);
    }
    // Tall enough for every side's row and no more: the chart takes the rest.
    const int rowHeight = GetCharHeight() + 10;
    sides_->SetMinSize(wxSize(-1, rowHeight * (static_cast<int>(campaign.sides.size()) + 1) + 8));

    chart_->show(attrition);
    victory_->Wrap(GetClientSize().GetWidth() > 100 ? GetClientSize().GetWidth() - 24 : 600);
    Layout();
}

}  // namespace tachanka::gui
