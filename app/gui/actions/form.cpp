#include "app/gui/actions/form.hpp"

#include <wx/button.h>

#include <algorithm>
#include <sstream>

#include "app/core/common/user_error.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

Form::Form(wxWindow* parent) : parent_(parent), grid_(new wxFlexGridSizer(2, 6, 10)) {
    grid_->AddGrowableCol(1, 1);
}

void Form::addRow(const wxString& label, wxWindow* control) {
    // Named after its label, so tests find a field as a player does.
    if (!label.empty()) control->SetName(label);
    grid_->Add(new wxStaticText(parent_, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    grid_->Add(control, 1, wxEXPAND);
}

wxChoice* Form::choice(const wxString& label, const std::vector<std::string>& items,
                       int selected) {
    auto* control = new wxChoice(parent_, wxID_ANY);
    for (const auto& item : items) control->Append(utf8(item));
    if (selected >= 0 && selected < static_cast<int>(items.size())) control->SetSelection(selected);
    return add(label, control);
}

ListChoice* Form::longChoice(const wxString& label, const std::vector<std::string>& items) {
    auto* control = new ListChoice(parent_);
    std::vector<wxString> labels;
    for (const auto& item : items) labels.push_back(utf8(item));
    control->setLabels(labels);
    if (!labels.empty()) control->SetSelection(0);
    return add(label, control);
}

wxCheckBox* Form::check(const wxString& label, const wxString& text) {
    return add(label, new wxCheckBox(parent_, wxID_ANY, text));
}

wxSpinCtrl* Form::spin(const wxString& label, int minimum, int maximum, int value) {
    return add(label, new wxSpinCtrl(parent_, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                     wxSP_ARROW_KEYS, minimum, maximum, value));
}

wxTextCtrl* Form::text(const wxString& label, const wxString& hint) {
    auto* control = new wxTextCtrl(parent_, wxID_ANY);
    if (!hint.empty()) control->SetHint(hint);
    return add(label, control);
}

FormDialog::FormDialog(wxWindow* parent, const wxString& title, const wxString& heading)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      form_(this),
      problem_(new wxStaticText(this, wxID_ANY, "")) {
    problem_->SetForegroundColour(wxColour(170, 20, 20));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    if (!heading.empty()) {
        auto* intro = new wxStaticText(this, wxID_ANY, heading);
        intro->Wrap(460);
        sizer->Add(intro, 0, wxALL, 12);
    }
    sizer->Add(form_.sizer(), 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    SetSizer(sizer);
}

void FormDialog::offerOverride(wxTextCtrl* reason) {
    umpireReason_ = reason != nullptr ? reason : form_.text("Reason", "why the rule is set aside");
    umpire_ = form_.check("Umpire", "Override: set aside a rule that refuses it (give the reason)");
}

std::optional<std::string> FormDialog::umpireReason() const {
    if (umpire_ == nullptr || !umpire_->GetValue()) return std::nullopt;
    return enteredText(*umpireReason_);
}

void FormDialog::finish(const wxString& okLabel) {
    auto* buttons = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    if (auto* ok = dynamic_cast<wxButton*>(FindWindow(wxID_OK))) ok->SetLabel(okLabel);
    GetSizer()->Add(problem_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 12);
    GetSizer()->Add(buttons, 0, wxEXPAND | wxALL, 12);
    GetSizer()->SetSizeHints(this);
    SetMinSize(wxSize(std::max(GetSize().GetWidth(), 480), GetSize().GetHeight()));
    Fit();
}

void FormDialog::refuse(const wxString& line) {
    problem_->SetLabel(line);
    problem_->Wrap(GetClientSize().GetWidth() - 24);
    Layout();
}

bool FormDialog::TransferDataFromWindow() {
    problem_->SetLabel("");
    if (const auto reason = umpireReason(); reason && reason->empty()) {
        refuse("An umpire's override needs a reason: say why the rule is set aside");
        return false;
    }
    try {
        return wxDialog::TransferDataFromWindow() && validate();
    } catch (const core::UserError& error) {
        refuse(utf8(error.what()));
        return false;
    }
}

void fitColumns(wxListCtrl& list, int minimumWidth, int maximumWidth, int height) {
    int width = 30;
    for (int column = 0; column < list.GetColumnCount(); ++column) {
        list.SetColumnWidth(column, wxLIST_AUTOSIZE_USEHEADER);
        width += list.GetColumnWidth(column);
    }
    list.SetMinSize(wxSize(std::min(std::max(width, minimumWidth), maximumWidth), height));
}

wxStaticText* heading(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, "");
    label->SetLabelMarkup("<b>" + escapedMarkup(text) + "</b>");
    return label;
}

std::string selectedText(const wxChoice& choice) {
    const int selected = choice.GetSelection();
    return selected == wxNOT_FOUND ? std::string() : choice.GetStringSelection().utf8_string();
}

wxChoice* namedChoice(wxWindow* parent, const wxString& name,
                      const std::vector<std::string>& items) {
    auto* choice = new wxChoice(parent, wxID_ANY);
    choice->SetName(name);
    for (const auto& item : items) choice->Append(utf8(item));
    choice->SetSelection(0);
    return choice;
}

std::string enteredText(const wxTextCtrl& control) {
    wxString value = control.GetValue();
    return value.Trim(true).Trim(false).utf8_string();
}

std::vector<std::string> sideNames(const model::Campaign& campaign) {
    std::vector<std::string> names;
    for (const auto& side : campaign.sides) names.push_back(side.name);
    return names;
}

int activeSideIndex(const model::Campaign& campaign) {
    for (std::size_t i = 0; i < campaign.sides.size(); ++i) {
        if (campaign.sides[i].name == campaign.activeSide) return static_cast<int>(i);
    }
    return 0;
}

std::optional<std::vector<int>> typedDice(const wxTextCtrl& field) {
    std::string entered = enteredText(field);
    if (entered.empty()) return std::nullopt;
    for (char& c : entered) {
        if (c == ',') c = ' ';
    }
    std::istringstream words(entered);
    std::vector<int> dice;
    for (std::string word; words >> word;) {
        std::size_t used = 0;
        int value = 0;
        try {
            value = std::stoi(word, &used);
        } catch (const std::exception&) {
            used = 0;
        }
        if (used != word.size() || value < 1) {
            throw core::UserError("dice rolled at the table: '" + word +
                                  "' is not a die's value (write them as 3,4,6)");
        }
        dice.push_back(value);
    }
    return dice;
}

std::optional<std::uint64_t> enteredSeed(const wxTextCtrl& field) {
    const std::string seed = enteredText(field);
    if (seed.empty()) return std::nullopt;
    std::size_t used = 0;
    std::uint64_t value = 0;
    try {
        value = std::stoull(seed, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != seed.size() || seed.front() == '-') {
        throw core::UserError("The seed is a whole number: '" + seed + "' is not.");
    }
    return value;
}

wxListCtrl* outcomeList(wxWindow* parent) {
    auto* list = new wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(-1, 180),
                                wxLC_REPORT | wxLC_SINGLE_SEL);
    list->AppendColumn("Result", wxLIST_FORMAT_LEFT, 240);
    list->AppendColumn("Probability", wxLIST_FORMAT_RIGHT, 100);
    list->AppendColumn("Exactly", wxLIST_FORMAT_RIGHT, 110);
    return list;
}

void showOutcomes(wxListCtrl& list, const rules::Distribution& odds) {
    list.DeleteAllItems();
    for (const auto& outcome : odds.outcomes()) {
        const long row = list.InsertItem(list.GetItemCount(), utf8(outcome.result));
        list.SetItem(row, 1, wxString::Format("%.1f%%", outcome.probability.value() * 100));
        list.SetItem(row, 2, utf8(outcome.probability.text()));
    }
}

}  // namespace tachanka::gui
