#include "app/gui/actions/dice_roller_dialog.hpp"

#include <wx/button.h>

#include <random>

#include "app/core/common/dice_choice.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

template <typename Control>
Control* named(Control* control, const char* name) {
    control->SetName(name);
    return control;
}

std::uint64_t seedIn(const wxTextCtrl& field) {
    unsigned long long seed = 0;
    if (!field.GetValue().Trim().Trim(false).ToULongLong(&seed)) {
        throw core::UserError("the seed '" + enteredText(field) + "' is not a whole number");
    }
    return seed;
}

}  // namespace

DiceRollerDialog::DiceRollerDialog(wxWindow* parent)
    : wxDialog(parent, wxID_ANY, "Dice roller", wxDefaultPosition, wxSize(640, 560),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    Form form(this);
    auto* dice = new wxBoxSizer(wxHORIZONTAL);
    count_ = named(new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                  wxSP_ARROW_KEYS, 1, 20, 2),
                   "count");
    sides_ = named(new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                  wxSP_ARROW_KEYS, 2, 100, 6),
                   "sides");
    dice->Add(count_);
    dice->Add(new wxStaticText(this, wxID_ANY, " dice of "), 0, wxALIGN_CENTER_VERTICAL);
    dice->Add(sides_);
    dice->Add(new wxStaticText(this, wxID_ANY, " sides"), 0, wxALIGN_CENTER_VERTICAL);
    form.sizer()->Add(new wxStaticText(this, wxID_ANY, "Roll"), 0, wxALIGN_CENTER_VERTICAL);
    form.sizer()->Add(dice);
    purpose_ = named(form.text("For", "what the roll decides: morale test of 1/Let"), "purpose");
    seededChoice_ = named(form.add("Dice", new wxRadioButton(this, wxID_ANY, "from a seed",
                                                             wxDefaultPosition, wxDefaultSize,
                                                             wxRB_GROUP)),
                          "seeded");
    seed_ = named(form.text("Seed"), "seed");
    seed_->SetValue(wxString::Format("%llu", static_cast<unsigned long long>(
                                                 std::random_device{}() % 1000000)));
    typedChoice_ = named(
        form.add("", new wxRadioButton(this, wxID_ANY, "rolled at the table")), "typed");
    typed_ = named(form.text("Dice rolled", "as 3,4 in the order rolled"), "dice");
    typed_->Enable(false);
    seededChoice_->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) {
        seed_->Enable(true);
        typed_->Enable(false);
    });
    typedChoice_->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) {
        seed_->Enable(false);
        typed_->Enable(true);
    });

    auto* rollButton = named(new wxButton(this, wxID_ANY, "&Roll"), "roll");
    rollButton->SetDefault();
    rollButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { roll(); });
    problem_ = named(new wxStaticText(this, wxID_ANY, ""), "problem");
    problem_->SetForegroundColour(wxColour(170, 20, 20));
    log_ = named(new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                wxLC_REPORT | wxLC_SINGLE_SEL),
                 "log");
    log_->AppendColumn("#", wxLIST_FORMAT_RIGHT, 40);
    log_->AppendColumn("For", wxLIST_FORMAT_LEFT, 200);
    log_->AppendColumn("Dice", wxLIST_FORMAT_LEFT, 60);
    log_->AppendColumn("Rolled", wxLIST_FORMAT_LEFT, 110);
    log_->AppendColumn("Total", wxLIST_FORMAT_RIGHT, 60);
    log_->AppendColumn("Source", wxLIST_FORMAT_LEFT, 120);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(form.sizer(), 0, wxEXPAND | wxALL, 12);
    sizer->Add(rollButton, 0, wxLEFT | wxRIGHT, 12);
    sizer->Add(problem_, 0, wxEXPAND | wxALL, 12);
    sizer->Add(new wxStaticText(this, wxID_ANY, "Roll log"), 0, wxLEFT | wxRIGHT, 12);
    sizer->Add(log_, 1, wxEXPAND | wxALL, 12);
    sizer->Add(CreateStdDialogButtonSizer(wxCLOSE), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
    Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Hide(); }, wxID_CLOSE);
    SetSizer(sizer);
}

int DiceRollerDialog::rollSeeded(int count, int sides, const std::string& purpose,
                                 std::vector<rules::DieRoll>& rolls) {
    const std::uint64_t seed = seedIn(*seed_);
    // The same seed goes on with its sequence; a new one starts its own.
    if (!seeded_ || seed != seededWith_) {
        seeded_.emplace(seed);
        seededWith_ = seed;
    }
    rules::RecordingDice recording(*seeded_);
    const int total = recording.rollSum(count, sides, purpose);
    rolls = recording.rolls();
    return total;
}

void DiceRollerDialog::roll() {
    problem_->SetLabel("");
    try {
        const int count = count_->GetValue();
        const int sides = sides_->GetValue();
        std::string purpose = enteredText(*purpose_);
        if (purpose.empty()) purpose = "roll";
        std::vector<rules::DieRoll> rolls;
        int total = 0;
        std::string source;
        if (typedChoice_->GetValue()) {
            const auto typed = typedDice(*typed_);
            if (!typed) throw core::UserError("type the dice rolled at the table, as 3,4");
            auto rolled = core::asUserErrors([&] {
                return core::rollWith(core::DiceChoice{typed, 0}, [&](rules::Dice& dice) {
                    return dice.rollSum(count, sides, purpose);
                });
            });
            total = rolled.result;
            rolls = std::move(rolled.rolls);
            source = "at the table";
            typed_->Clear();
        } else {
            total = rollSeeded(count, sides, purpose, rolls);
            source = "seed " + std::to_string(seededWith_);
        }
        std::string values;
        for (const auto& die : rolls) {
            values += (values.empty() ? "" : ", ") + std::to_string(die.value);
        }
        const long row = log_->InsertItem(log_->GetItemCount(),
                                          std::to_string(log_->GetItemCount() + 1));
        log_->SetItem(row, 1, utf8(purpose));
        log_->SetItem(row, 2, std::to_string(count) + "d" + std::to_string(sides));
        log_->SetItem(row, 3, values);
        log_->SetItem(row, 4, std::to_string(total));
        log_->SetItem(row, 5, utf8(source));
        log_->EnsureVisible(row);
    } catch (const core::UserError& error) {
        problem_->SetLabel(utf8(error.what()));
    }
    Layout();
}

}  // namespace tachanka::gui
