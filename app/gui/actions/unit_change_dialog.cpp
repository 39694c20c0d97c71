#include "app/gui/actions/unit_change_dialog.hpp"

#include "app/gui/wx_text.hpp"
#include "model/named_enum.hpp"

namespace tachanka::gui {
namespace {

const std::string unchanged = "(unchanged)";

template <typename Table>
std::vector<std::string> unchangedOr(const Table& names) {
    std::vector<std::string> items{unchanged};
    for (const auto& entry : names) items.emplace_back(entry.name);
    return items;
}

// None while the choice says "(unchanged)"; else whether the second of two answers is chosen.
std::optional<bool> secondOfTwo(const wxChoice& choice) {
    if (choice.GetSelection() <= 0) return std::nullopt;
    return choice.GetSelection() == 2;
}

std::optional<std::string> named(const wxChoice& choice) {
    if (choice.GetSelection() <= 0) return std::nullopt;
    return selectedText(choice);
}

}  // namespace

UnitChangeDialog::UnitChangeDialog(wxWindow* parent, const model::Campaign& campaign)
    : FormDialog(parent, "Record unit change",
                 "What happened to one unit, recorded as one action on the ledger."),
      unit_(form(), campaign, ""),
      lose_(form().spin("Steps lost", 0, 20, 0)),
      recover_(form().spin("Steps given back", 0, 20, 0)),
      mode_(form().choice("Mode", unchangedOr(model::unitModeNames))),
      supply_(form().choice("Supply", {unchanged, "supplied", "unsupplied"})),
      entrenchment_(form().choice("Entrenchment", unchangedOr(model::entrenchmentNames))),
      hex_(form().text("Hex", "unchanged")),
      march_(form().choice("Move", {"an ordinary move", "a White Marching Day (7.1.5)"})),
      orel_(form().choice(utf8("In Orël"), {unchanged, "suburbs", "centre"})),
      map_(form().choice("Map", {unchanged, "on the map", "off the map (7.5)"})),
      command_(form().choice("Command", {unchanged, "in command", "out of command"})),
      end_(form().choice("End", {"(serving on)", "eliminated", "captured by the enemy"})),
      reason_(form().text("Reason", "the rules' wording when empty")) {
    offerOverride(reason_);
    recover_->SetToolTip(
        utf8("A correction outside recruitment; recruits are Turn → Recover steps"));
    finish("Record");
}

UnitChangeChoice UnitChangeDialog::choice() const {
    core::UnitChangeRequest request;
    request.code = unit_.unit();
    request.side = unit_.side();
    if (lose_->GetValue() > 0) request.loseSteps = lose_->GetValue();
    if (recover_->GetValue() > 0) request.recoverSteps = recover_->GetValue();
    request.mode = named(*mode_);
    request.unsupplied = secondOfTwo(*supply_);
    request.entrenchment = named(*entrenchment_);
    if (const std::string hex = enteredText(*hex_); !hex.empty()) request.hex = hex;
    request.marchingDay = march_->GetSelection() == 1;
    request.orelPlace = named(*orel_);
    request.offMap = secondOfTwo(*map_);
    request.outOfCommand = secondOfTwo(*command_);
    request.eliminate = end_->GetSelection() == 1;
    request.capture = end_->GetSelection() == 2;
    request.reason = enteredText(*reason_);
    return {request, umpireReason()};
}

}  // namespace tachanka::gui
