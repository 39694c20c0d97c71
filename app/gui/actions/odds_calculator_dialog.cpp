#include "app/gui/actions/odds_calculator_dialog.hpp"

#include <wx/control.h>

#include "app/core/common/user_error.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

OddsPage::OddsPage(wxWindow* parent)
    : wxPanel(parent), form_(this), sizer_(new wxBoxSizer(wxVERTICAL)),
      problem_(new wxStaticText(this, wxID_ANY, "")) {
    problem_->SetName("problem");
    problem_->SetForegroundColour(wxColour(170, 20, 20));
    // The inputs on the left, the odds they give on the right.
    auto* inputs = new wxBoxSizer(wxVERTICAL);
    inputs->Add(form_.sizer(), 0, wxEXPAND | wxALL, 10);
    inputs->Add(problem_, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    columns->Add(inputs, 1, wxEXPAND);
    columns->Add(sizer_, 1, wxEXPAND);
    SetSizer(columns);
}

wxCheckBox* OddsPage::flag(const wxString& label) {
    auto* box = form_.add("", new wxCheckBox(this, wxID_ANY, label));
    box->SetName(label);
    return box;
}

void OddsPage::addOdds(const wxString& titleText, int share,
                       std::function<rules::Distribution(std::string& note)> compute) {
    auto* title = heading(this, titleText);
    auto* note = new wxStaticText(this, wxID_ANY, "");
    auto* list = outcomeList(this);
    list->SetName("odds");
    sizer_->Add(title, 0, wxLEFT | wxRIGHT | wxTOP, 10);
    sizer_->Add(note, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 10);
    sizer_->Add(list, share, wxEXPAND | wxALL, 10);
    odds_.push_back({std::move(compute), list, note});
}

void OddsPage::finish() {
    // The inputs' change events rise to the page.
    Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { update(); });
    Bind(wxEVT_TEXT, [this](wxCommandEvent&) { update(); });
    Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { update(); });
    Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { update(); });
    update();
}

void OddsPage::update() {
    std::string problem;
    for (auto& odds : odds_) {
        std::string note;
        try {
            showOutcomes(*odds.list, odds.compute(note));
        } catch (const core::UserError& error) {
            odds.list->DeleteAllItems();
            if (problem.empty()) problem = error.what();
        }
        odds.note->SetLabel(utf8(note));
        odds.note->Show(!note.empty());
    }
    problem_->SetLabel(utf8(problem));
    Layout();
}

OddsCalculatorDialog::OddsCalculatorDialog(wxWindow* parent)
    : wxDialog(parent, wxID_ANY, "Odds calculator", wxDefaultPosition, wxSize(1040, 700),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      pages_(new wxNotebook(this, wxID_ANY)) {
    for (const auto& system : core::ruleSystems()) {
        for (auto& form : system.oddsForms()) {
            // A tab's "&" marks a mnemonic: "Bullets & Bolsheviks" keeps its own.
            const auto title =
                wxControl::EscapeMnemonics(wxString::FromUTF8(system.name + " " + form.title));
            auto* tab = new wxPanel(pages_);
            tab->SetSizer(new wxBoxSizer(wxVERTICAL));
            pages_->AddPage(tab, title);
            forms_.push_back(std::move(form));
            built_.push_back(nullptr);
        }
    }
    pages_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& event) {
        event.Skip();
        if (event.GetSelection() != wxNOT_FOUND) page(static_cast<std::size_t>(event.GetSelection()));
    });
    if (!built_.empty()) page(0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(pages_, 1, wxEXPAND | wxALL, 8);
    sizer->Add(CreateStdDialogButtonSizer(wxCLOSE), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 8);
    Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Hide(); }, wxID_CLOSE);
    SetSizer(sizer);
}

OddsPage& OddsCalculatorDialog::page(std::size_t index) {
    if (built_.at(index) == nullptr) {
        auto* tab = pages_->GetPage(index);
        built_[index] = oddsPage(tab, std::move(forms_[index]));
        tab->GetSizer()->Add(built_[index], 1, wxEXPAND);
        tab->Layout();
    }
    return *built_[index];
}

}  // namespace tachanka::gui
