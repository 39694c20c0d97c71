#include "app/gui/battles/bnb_circumstances.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/gui/actions/form.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

std::optional<int> numberIn(const wxTextCtrl& text) {
    long value = 0;
    if (!text.GetValue().ToLong(&value)) return std::nullopt;
    return static_cast<int>(value);
}

// The ranging modifiers' labels, short enough for one line with "Under fire".
wxString labelOf(const std::string& ranging) {
    if (ranging == "consecutive-moving") return "Again, moving";
    if (ranging == "consecutive-stationary") return "Again, still";
    if (ranging == "out-of-sight") return "Out of sight";
    if (ranging == "acquired-stationary") return "Acquired";
    return utf8(ranging);
}

}  // namespace

BnbCircumstancesPanel::BnbCircumstancesPanel(wxWindow* parent) : wxPanel(parent) {
    range_ = new wxTextCtrl(this, wxID_ANY);
    range_->SetName("bnb-range");
    range_->SetHint("within range");
    range_->SetToolTip("Hexes to the target: small arms at half range against entrenchments; "
                       "artillery's zeroing dice must reach it");
    ground_ = namedChoice(this, "bnb-ground", core::bnbGrounds());
    ground_->SetToolTip("The ground the target (an assault's defender) stands on");
    dicePerStand_ = new wxTextCtrl(this, wxID_ANY);
    dicePerStand_->SetName("bnb-dice-per-stand");
    dicePerStand_->SetHint("the lower");
    dicePerStand_->SetToolTip("Small arms: each stand's dice within the table's \"2 or 3\"");
    underFire_ = new wxCheckBox(this, wxID_ANY, "Under fire");
    underFire_->SetToolTip("The unit is under MG or artillery fire: -1 to attempt an assault "
                           "or to unpin");
    underFire_->SetName("bnb-under-fire");
    occasion_ = namedChoice(this, "bnb-occasion", core::bnbMoraleOccasions());
    occasion_->SetStringSelection("taking-losses");
    modifiers_ = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxSize(170, 60));
    modifiers_->SetName("bnb-modifiers");
    modifiers_->SetToolTip("The occasion's modifiers that apply; an attached leader rolls his "
                           "boost himself");

    auto* grid = new wxFlexGridSizer(4, wxSize(8, 6));
    grid->AddGrowableCol(1, 1);
    grid->AddGrowableCol(3, 1);
    const auto row = [&](const wxString& label, wxWindow* input) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(input, 1, wxEXPAND);
    };
    row("Range (hexes)", range_);
    row("Ground", ground_);
    row("Dice a stand", dicePerStand_);
    row("Morale occasion", occasion_);
    // The ranging modifiers and the fire the unit is under on one line, the morale check's
    // modifiers under them: the panel keeps the height of Red Actions!'s and leaves the odds
    // beside it their width.
    auto* ranging = new wxBoxSizer(wxHORIZONTAL);
    for (const auto& name : core::bnbRangingModifiers()) {
        auto* box = new wxCheckBox(this, wxID_ANY, labelOf(name));
        box->SetToolTip("Artillery's zeroing roll: " + utf8(name));
        box->SetName("bnb-ranging-" + utf8(name));
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { changed(); });
        ranging_[name] = box;
        ranging->Add(box, 0, wxRIGHT, 6);
    }
    ranging->Add(underFire_, 0);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxBOTTOM, 4);
    sizer->Add(ranging, 0, wxBOTTOM, 4);
    sizer->Add(modifiers_, 0, wxEXPAND);
    SetSizer(sizer);

    for (auto* text : {range_, dicePerStand_}) {
        text->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { changed(); });
    }
    ground_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { changed(); });
    underFire_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { changed(); });
    occasion_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        offerModifiers();
        changed();
    });
    modifiers_->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { changed(); });
    offerModifiers();
    showFor(std::nullopt);
}

void BnbCircumstancesPanel::offerModifiers() {
    modifiers_->Clear();
    for (const auto& name : core::bnbMoraleModifiers(selectedText(*occasion_))) {
        modifiers_->Append(utf8(name));
    }
}

void BnbCircumstancesPanel::showFor(const std::optional<std::string>& action) {
    const bool fire = action == "fire";
    const bool artillery = action == "artillery";
    range_->Enable(fire || artillery);
    ground_->Enable(fire || artillery || action == "assault");
    dicePerStand_->Enable(fire);
    for (auto& [name, box] : ranging_) box->Enable(artillery);
    underFire_->Enable(action == "assault");
    occasion_->Enable(action == "morale");
    modifiers_->Enable(action == "morale");
}

void BnbCircumstancesPanel::fill(core::TacticalActionRequest& request) const {
    if (range_->IsEnabled()) request.distance = numberIn(*range_);
    if (ground_->IsEnabled()) request.cover = selectedText(*ground_);
    if (dicePerStand_->IsEnabled()) request.dicePerStand = numberIn(*dicePerStand_);
    for (const auto& [name, box] : ranging_) {
        if (box->IsEnabled() && box->GetValue()) request.ranging.push_back(name);
    }
    request.underFire = underFire_->IsEnabled() && underFire_->GetValue();
    if (occasion_->IsEnabled()) {
        request.occasion = selectedText(*occasion_);
        for (unsigned index = 0; index < modifiers_->GetCount(); ++index) {
            if (modifiers_->IsChecked(index)) {
                request.moraleModifiers.push_back(modifiers_->GetString(index).utf8_string());
            }
        }
    }
}

void BnbCircumstancesPanel::changed() {
    if (changed_) changed_();
}

}  // namespace tachanka::gui
