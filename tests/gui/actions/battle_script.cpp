#include "tests/gui/actions/battle_script.hpp"

#include <doctest/doctest.h>
#include <wx/app.h>

#include "app/core/common/user_error.hpp"
#include "app/gui/battles/battle_step_dialogs.hpp"

namespace tachanka::testing {
namespace {

// What OK does on a dialog the player filled in: its fields checked and read. (The dialogs'
// own override is private; through wxWindow it is the call wxWidgets makes.)
bool confirm(wxWindow& dialog) { return dialog.Validate() && dialog.TransferDataFromWindow(); }

}  // namespace

std::optional<core::BattlePlanRequest> ScriptedBattleDialogs::plan(
    const gui::BattlePlanContext& context) {
    selectedOffered = context.selected;
    gui::BattlePlanDialog dialog(&frame(), context);
    attackersTicked.clear();
    for (unsigned i = 0; i < dialog.attackers().GetCount(); ++i) {
        if (dialog.attackers().IsChecked(i)) {
            attackersTicked.push_back(dialog.attackers().GetString(i).utf8_string());
        }
    }
    if (fillPlan && !fillPlan(dialog)) return std::nullopt;
    REQUIRE(confirm(dialog));
    return dialog.request();
}

void ScriptedBattleDialogs::showOdds(const core::BattleView& battle, const core::BattleOdds& odds) {
    gui::BattleOddsDialog dialog(&frame(), battle, odds);
    oddsRows = dialog.outcomes().GetItemCount();
    oddsShown = odds;
}

std::optional<gui::ResolveChoice> ScriptedBattleDialogs::resolveChoice(
    const core::BattleView& battle) {
    gui::ResolveDialog dialog(&frame(), battle);
    REQUIRE(confirm(dialog));
    return resolveAnswer;
}

// The retreat hexes the battle needs: the first hex around it the preview takes.
std::optional<core::BattleMoves> ScriptedBattleDialogs::confirmApply(
    const core::BattleView& battle, const gui::BattlePreview& preview) {
    gui::ApplyDialog dialog(&frame(), battle, preview);
    core::BattleMoves moves;
    const auto needed = gui::retreatsNeeded(battle.battle);
    auto tryEach = [&](std::optional<std::string>& slot, const std::vector<model::Hex>& from,
                       int hexes) {
        for (const auto& hex : gui::hexesAround(from, hexes)) {
            slot = hex.label();
            try {
                preview(moves);
                return;
            } catch (const core::UserError&) {
                slot.reset();
            }
        }
    };
    if (needed.defenders) tryEach(moves.defenderRetreat, {battle.battle.hex}, needed.defenders);
    if (needed.attackers) {
        std::vector<model::Hex> from;
        for (const auto* unit : battle.battle.withRole(model::BattleRole::Attacker)) {
            if (unit->hexBefore) from.push_back(*unit->hexBefore);
        }
        tryEach(moves.attackerRetreat, from, needed.attackers);
    }
    previewShown = preview(moves);
    if (cancelApply) return std::nullopt;
    return moves;
}

bool ScriptedBattleDialogs::confirmVoid(const core::BattleView&) { return confirmVoidAnswer; }

DiceAtTheTable::DiceAtTheTable(std::vector<int> values, std::optional<int> stopAfter)
    : values_(std::move(values)), stopAfter_(stopAfter) {
    Start(30);
}

DiceAtTheTable::~DiceAtTheTable() { Stop(); }

void DiceAtTheTable::Notify() {
    for (wxWindow* window : wxTopLevelWindows) {
        auto* die = dynamic_cast<gui::DieDialog*>(window);
        if (die == nullptr || !die->IsModal()) continue;
        const bool stop = stopAfter_ && static_cast<int>(typed.size()) >= *stopAfter_;
        purposes.push_back(die->purpose());
        if (!stop) {
            const int value = values_[typed.size() % values_.size()];
            die->setValue(value);
            typed.push_back(value);
        }
        wxCommandEvent press(wxEVT_BUTTON, stop ? wxID_CANCEL : wxID_OK);
        press.SetEventObject(die);
        die->GetEventHandler()->ProcessEvent(press);
        return;
    }
}

}  // namespace tachanka::testing
