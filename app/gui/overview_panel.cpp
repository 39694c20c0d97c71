#include "app/gui/overview_panel.hpp"

#include <wx/sizer.h>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

OverviewPanel::OverviewPanel(wxWindow* parent) : wxPanel(parent) {
    title_ = new wxStaticText(this, wxID_ANY, "");
    title_->SetFont(title_->GetFont().Scaled(1.6f).Bold());
    details_ = new wxStaticText(this, wxID_ANY, "");
    provisional_ = new wxStaticText(this, wxID_ANY, "");
    provisional_->SetForegroundColour(wxColour(150, 60, 0));
    sides_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    const char* headings[] = {"Side", "RP", "Prisoners", "Units", "Steps", "Commander"};
    for (const char* heading : headings) sides_->AppendColumn(heading);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(title_, 0, wxALL, 12);
    sizer->Add(details_, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    sizer->Add(provisional_, 0, wxLEFT | wxRIGHT | wxBOTTOM, 12);
    sizer->Add(sides_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
    SetSizer(sizer);
}

void OverviewPanel::show(const model::Campaign& campaign, const std::filesystem::path& file) {
    title_->SetLabel(utf8(campaign.name));
    details_->SetLabel(utf8("Scenario: " + campaign.scenarioTitle + "\nTurn: " +
                            campaign.turnLine() + "\nSeed: " + std::to_string(campaign.seed) +
                            "\nFile: " + file.string()));
    provisional_->SetLabel(campaign.provisionalData
                               ? "Provisional data: this scenario's unit values are a "
                                 "reconstruction, not the published counters."
                               : "");
    provisional_->Wrap(GetClientSize().GetWidth() > 100 ? GetClientSize().GetWidth() - 24 : 500);
    sides_->DeleteAllItems();
    for (const auto& side : campaign.sides) {
        const long row = sides_->InsertItem(sides_->GetItemCount(), utf8(side.name));
        sides_->SetItem(row, 1, std::to_string(side.recruitPoints));
        sides_->SetItem(row, 2, std::to_string(side.prisoners));
        sides_->SetItem(row, 3, std::to_string(side.unitCount()));
        sides_->SetItem(row, 4, std::to_string(side.stepCount()));
        sides_->SetItem(row, 5, utf8(side.commander));
    }
    for (int column = 0; column < sides_->GetColumnCount(); ++column) {
        sides_->SetColumnWidth(column, wxLIST_AUTOSIZE_USEHEADER);
    }
    Layout();
}

}  // namespace tachanka::gui
