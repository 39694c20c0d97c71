#include "app/gui/battles/barrage_plan_dialog.hpp"

#include <algorithm>

#include "app/gui/battles/battle_plan_dialog.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
BarragePlanDialog::BarragePlanDialog(wxWindow* parent, const BattlePlanContext& context)
    : FormDialog(parent, "Plan a barrage",
                 utf8(context.campaign.activeSide +
                      " barrage (8.3): one gun fires on one observed enemy unit; the other "
                      "side's guns may answer with counterbattery (8.4). A gun that barrages "
                      "fires no support this phase. Nothing is rolled until it is resolved.")),
      campaign_(context.campaign) {
    gun_ = form().add("Gun", new wxChoice(this, wxID_ANY));
    int chosen = 0;
    for (const auto& side : campaign_.sides) {
        if (side.name != campaign_.activeSide) continue;
        for (const model::Unit* unit : side.units()) {
            if (!core::canFireSupport(*unit)) continue;
            if (std::find(context.selected.begin(), context.selected.end(), unit->code) !=
                context.selected.end()) {
                chosen = static_cast<int>(gunCodes_.size());
            }
            gunCodes_.push_back(unit->code);
            gun_->Append(utf8(unitLabel(*unit)));
        }
    }
    target_ = form().add("Target", new wxChoice(this, wxID_ANY));
    terrain_ = form().add("Target's terrain", terrainBox(this));
    counterbattery_ = form().add("Counterbattery", checkList(this, 80));
    gunTerrain_ = form().add("Gun's terrain", terrainBox(this));
    if (!gunCodes_.empty()) gun_->SetSelection(chosen);
    listInReach();
    gun_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { listInReach(); });
    offerOverride();
    finish("Plan");
}

void BarragePlanDialog::listInReach() {
    target_->Clear();
    counterbattery_->Clear();
    targetCodes_.clear();
    counterbatteryCodes_.clear();
    const int chosen = gun_->GetSelection();
    if (chosen == wxNOT_FOUND) return;
    const auto reach = core::barrageReach(campaign_, gunCodes_[static_cast<std::size_t>(chosen)]);
    targetCodes_ = reach.targets;
    counterbatteryCodes_ = reach.counterbattery;
    for (const auto& code : targetCodes_) target_->Append(utf8(unitLabel(*campaign_.unit(code))));
    for (const auto& code : counterbatteryCodes_) {
        counterbattery_->Append(utf8(unitLabel(*campaign_.unit(code))));
    }
    if (!targetCodes_.empty()) target_->SetSelection(0);
}

bool BarragePlanDialog::validate() {
    request_ = {};
    const int gun = gun_->GetSelection();
    if (gun == wxNOT_FOUND) {
        refuse("The side to play has no artillery or armoured train on the map.");
        return false;
    }
    const int target = target_->GetSelection();
    if (target == wxNOT_FOUND) {
        refuse("No enemy unit is 1 or 2 hexes from this gun.");
        return false;
    }
    request_.gun = gunCodes_[static_cast<std::size_t>(gun)];
    request_.target = targetCodes_[static_cast<std::size_t>(target)];
    request_.counterbattery = tickedCodes(*counterbattery_, counterbatteryCodes_);
    const auto typed = [](const wxComboBox& box) {
        return trimmed(box) == terrainFromMap ? std::string("clear") : trimmed(box);
    };
    request_.terrainFromMap = trimmed(*terrain_) == terrainFromMap;
    request_.gunTerrainFromMap = trimmed(*gunTerrain_) == terrainFromMap;
    request_.terrain = typed(*terrain_);
    request_.gunTerrain = typed(*gunTerrain_);
    return true;
}

}  // namespace tachanka::gui
