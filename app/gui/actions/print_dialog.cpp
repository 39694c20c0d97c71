#include "app/gui/actions/print_dialog.hpp"

#include "app/core/redactions/army_service.hpp"
#include "app/core/rule_systems.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

const std::string everySide = "every side";

}  // namespace

PrintDialog::PrintDialog(wxWindow* parent, const core::PrintableDocument& document,
                         const model::Campaign* campaign, reports::Paper paper,
                         const std::vector<core::BattleView>& battles)
    : FormDialog(parent, utf8("Print " + std::string(document.title)),
                 utf8("The " + std::string(document.title) +
                      " is written to a PDF and opened in the desktop's viewer.")),
      paper_(form().choice("Paper", {"A4", "US Letter"},
                           paper == reports::Paper::Letter ? 1 : 0)) {
    if (document.options.side) {
        std::vector<std::string> sides{everySide};
        if (campaign != nullptr) {
            for (const auto& side : campaign->sides) sides.push_back(side.name);
        }
        side_ = form().choice("Side", sides);
    }
    if (document.options.system) {
        std::vector<std::string> titles;
        for (const auto& system : core::ruleSystems()) {
            systemIds_.emplace_back(system.id);
            titles.emplace_back(system.name);
        }
        system_ = form().choice("Rule system", titles);
    }
    if (document.options.army) {
        std::vector<std::string> names;
        for (const auto& army : core::listArmies()) {
            armyIds_.push_back(army.id);
            names.push_back(army.name + (army.provisional ? " (provisional)" : ""));
        }
        army_ = form().choice("Army list", names);
    }
    if (document.options.turn && campaign != nullptr) {
        const int today = campaign->date.turnNumberFrom(campaign->startDate);
        std::vector<std::string> days;
        for (int day = 1; day <= campaign->turns; ++day) {
            days.push_back("day " + std::to_string(day) + ": " +
                           campaign->startDate.plusDays(day - 1).longForm() +
                           (day == today ? " (today)" : ""));
        }
        turn_ = form().choice("Day", days, today - 1);
    }
    if (document.options.battle && !battles.empty()) {
        std::vector<std::string> titles{"none chosen: the day's, or the one on the table"};
        for (const auto& battle : battles) {
            battleIds_.push_back(battle.battle.id);
            titles.push_back(battle.title + (battle.battle.tacticalSystem.empty()
                                                 ? ""
                                                 : " (fought on the table)"));
        }
        battle_ = form().choice("Battle", titles);
        battle_->SetName("print-battle");
    }
    finish(utf8("Choose file…"));
}

core::PrintRequest PrintDialog::request() const {
    core::PrintRequest request;
    request.paper = paper_->GetSelection() == 1 ? reports::Paper::Letter : reports::Paper::A4;
    if (side_ != nullptr && side_->GetSelection() > 0) request.side = selectedText(*side_);
    if (system_ != nullptr && system_->GetSelection() != wxNOT_FOUND) {
        request.system = systemIds_.at(static_cast<std::size_t>(system_->GetSelection()));
    }
    if (army_ != nullptr && army_->GetSelection() != wxNOT_FOUND) {
        request.army = armyIds_.at(static_cast<std::size_t>(army_->GetSelection()));
    }
    if (turn_ != nullptr && turn_->GetSelection() != wxNOT_FOUND) {
        request.turn = turn_->GetSelection() + 1;
    }
    if (battle_ != nullptr && battle_->GetSelection() > 0) {
        request.battle = battleIds_.at(static_cast<std::size_t>(battle_->GetSelection() - 1));
    }
    return request;
}

}  // namespace tachanka::gui
