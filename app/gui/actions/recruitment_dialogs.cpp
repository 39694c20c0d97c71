#include "app/gui/actions/recruitment_dialogs.hpp"

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

SideUnitFields::SideUnitFields(Form& form, const model::Campaign& campaign,
                               const std::string& unit)
    : campaign_(campaign) {
    int side = activeSideIndex(campaign);
    if (const model::Unit* selected = campaign.unit(unit)) {
        for (std::size_t i = 0; i < campaign.sides.size(); ++i) {
            if (campaign.sides[i].id == selected->sideId) side = static_cast<int>(i);
        }
    }
    side_ = form.choice("Side", sideNames(campaign), side);
    unit_ = form.longChoice("Unit", {});
    fillUnits(unit);
    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fillUnits(""); });
}

void SideUnitFields::fillUnits(const std::string& selected) {
    codes_.clear();
    std::vector<wxString> labels;
    const model::Side* side = campaign_.side(this->side());
    int chosen = wxNOT_FOUND;
    for (const model::Unit* unit : side ? side->units() : std::vector<const model::Unit*>{}) {
        if (!unit->inPlay()) continue;
        // Units below full strength first in mind: the label says how many steps are lost.
        if (unit->code == selected || (chosen == wxNOT_FOUND && unit->stepsLost > 0)) {
            chosen = static_cast<int>(codes_.size());
        }
        codes_.push_back(unit->code);
        labels.push_back(utf8(unit->code + " — " + unit->name + "  (" +
                              std::to_string(unit->stepsRemaining()) + " of " +
                              std::to_string(unit->stepsMax) + " steps)"));
    }
    unit_->setLabels(labels);
    if (!codes_.empty()) unit_->SetSelection(chosen == wxNOT_FOUND ? 0 : chosen);
}

std::string SideUnitFields::unit() const {
    const int selected = unit_->GetSelection();
    return selected == wxNOT_FOUND ? std::string() : codes_.at(static_cast<std::size_t>(selected));
}

StepRecoveryDialog::StepRecoveryDialog(wxWindow* parent, const model::Campaign& campaign,
                                       const std::string& unit)
    : FormDialog(parent, "Recover steps",
                 "4.3.1: in its side's recruitment phase, a unit in Combat mode near a functional "
                 "depot gets lost steps back for recruit points."),
      unit_(form(), campaign, unit),
      steps_(form().spin("Steps", 1, 20, 1)) {
    offerOverride();
    finish("Recover");
}

StepRecoveryChoice StepRecoveryDialog::choice() const {
    return {unit_.side(), unit_.unit(), steps_->GetValue(), umpireReason()};
}

BattalionDialog::BattalionDialog(wxWindow* parent, const model::Campaign& campaign)
    : FormDialog(parent, "Build battalion",
                 "4.3.2: a new battalion of recruits for recruit points, at a railroad station "
                 "linked to a friendly board edge, or entering via that edge in the movement "
                 "phase."),
      side_(form().choice("Side", sideNames(campaign), activeSideIndex(campaign))),
      station_(form().text("Station hex", "empty: enters via a friendly board edge")) {
    offerOverride();
    finish("Raise");
}

BattalionChoice BattalionDialog::choice() const {
    core::BattalionRequest request{selectedText(*side_), std::nullopt};
    if (const std::string hex = enteredText(*station_); !hex.empty()) request.stationHex = hex;
    return {request, umpireReason()};
}

PrisonersDialog::PrisonersDialog(wxWindow* parent, const model::Campaign& campaign)
    : FormDialog(parent, "Take prisoners",
                 "4.1: enemy strength steps captured move the capturing side's Prisoners "
                 "marker."),
      side_(form().choice("Capturing side", sideNames(campaign), activeSideIndex(campaign))),
      count_(form().spin("Prisoners (steps)", 1, 99, 1)),
      reason_(form().text("Reason", "where and how, for the ledger")) {
    offerOverride(reason_);
    finish("Take");
}

PrisonersChoice PrisonersDialog::choice() const {
    return {selectedText(*side_), count_->GetValue(), enteredText(*reason_), umpireReason()};
}

ConversionDialog::ConversionDialog(wxWindow* parent, const model::Campaign& campaign)
    : FormDialog(parent, "Convert prisoners",
                 "4.1: in the side's recruitment phase, prisoners are enlisted as recruit points, "
                 "a whole group at a time."),
      side_(form().choice("Side", sideNames(campaign), activeSideIndex(campaign))),
      everyGroup_(form().add("Enlist", new wxRadioButton(this, wxID_ANY, "every whole group",
                                                         wxDefaultPosition, wxDefaultSize,
                                                         wxRB_GROUP))),
      groups_(nullptr) {
    auto* some = form().add("", new wxRadioButton(this, wxID_ANY, "this many groups:"));
    groups_ = form().spin("Groups", 1, 99, 1);
    groups_->Enable(false);
    everyGroup_->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) { groups_->Enable(false); });
    some->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) { groups_->Enable(true); });
    offerOverride();
    finish("Convert");
}

ConversionChoice ConversionDialog::choice() const {
    ConversionChoice choice{selectedText(*side_), std::nullopt, umpireReason()};
    if (!everyGroup_->GetValue()) choice.groups = groups_->GetValue();
    return choice;
}

}  // namespace tachanka::gui
