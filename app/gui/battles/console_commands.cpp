// The Battle menu's commands for a battle fought on the table (issue 16): fight it (after the
// two predictions side by side), act in it, take an action back, auto-resolve it and end it,
// run as every other command (CampaignActions), the Battle console read again after each.

#include <wx/notebook.h>

#include "app/core/battles/fight_prediction.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/rule_systems.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/console_action_panel.hpp"

namespace tachanka::gui {

using std::filesystem::path;

namespace {

// A routing unit leaves the table 2 hexes back (mapBack); the players say where to either side.
constexpr RetreatsNeeded tacticalRetreats{2, 2};

// Runs of the battle on the table behind the prediction the players choose by: intervals of
// about ±2%, quick enough not to keep them waiting.
constexpr int predictionRuns = 2000;

}  // namespace

BattleConsolePage* BattleActions::createConsolePage(wxWindow* parent) {
    console_ = new BattleConsolePage(parent, window_);
    console_->actions().onResolve(
        [this](const core::TacticalActionRequest& request, const ResolveChoice& dice) {
            actOnTable(request, dice);
        });
    console_->onUndo([this] { undoOnTable(); });
    console_->onEnd([this] { endOnTable(); });
    console_->onAutoResolve([this] { autoResolveOnTable(); });
    return console_;
}

BattleConsolePage* BattleActions::console() const {
    if (console_ != nullptr) window_.bringUpToDate(*console_);
    return console_;
}

std::int64_t BattleActions::onTable() const {
    const auto id = console_ != nullptr ? console_->battle() : std::nullopt;
    if (!id) {
        throw core::UserError(
            "no battle on the console: choose one on the Battles page and fight it on the table");
    }
    return *id;
}

// The console shows the battle, brought to the front of the notebook it is a page of.
void BattleActions::showConsole(std::int64_t id) {
    if (console() == nullptr) return;
    console_->show(*window_.campaignFile(), id);
    if (auto* book = dynamic_cast<wxNotebook*>(console_->GetParent())) {
        const int index = book->FindPage(console_);
        if (index != wxNOT_FOUND) book->SetSelection(static_cast<std::size_t>(index));
    }
}

void BattleActions::fightOnTable() {
    bool resolveInstead = false;
    actions_.onCampaign([&](const path& file) {
        const auto battle = chosen(file, "fight on the table");
        const auto id = battle.battle.id;
        if (!core::isTacticalBattle(file, id)) {
            const auto decision = dialogs_->chooseFight(
                core::predictFight(file, id, predictionRuns, 0));
            if (decision.choice == FightChoice::NotNow) return;
            if (decision.choice == FightChoice::OrelTable) {
                resolveInstead = true;
                return;
            }
            const auto fought = core::fightBattle(file, id, decision.system);
            actions_.changed({"Fighting " + fought.title + " on the table as " +
                              core::ruleSystem(fought.system).name + ": " +
                              std::to_string(fought.units.size()) + " units"});
            select(id);
        }
        showConsole(id);
    });
    if (resolveInstead) resolve();
}

void BattleActions::actOnTable(const core::TacticalActionRequest& request,
                               const ResolveChoice& choice) {
    actions_.onCampaign([&](const path& file) {
        const auto id = onTable();
        core::BattleDice dice;
        if (choice.oneAtATime) {
            dice.ask = [&](const core::AskedDie& die) {
                const auto value = dialogs_->die(die);
                if (!value) {
                    throw core::UserError("the dice stopped at die " + std::to_string(die.number) +
                                          " (" + die.purpose + "): nothing was recorded");
                }
                return *value;
            };
        } else {
            dice.seed = choice.seed;
        }
        const auto report = core::actInBattle(file, id, request, dice);
        std::vector<std::string> outcome{"Battle " + std::to_string(id) + ": " + request.action +
                                         (request.actor.empty() ? "" : " " + request.actor) +
                                         ": " + report.event.effects};
        for (const auto& effect : report.effects) outcome.push_back(effect);
        actions_.changed(std::move(outcome));
    });
}

void BattleActions::undoOnTable() {
    actions_.onCampaign([&](const path& file) {
        const auto report = core::undoBattleAction(file, onTable());
        actions_.changed(report.effects);
    });
}

void BattleActions::autoResolveOnTable() {
    actions_.onCampaign([&](const path& file) {
        const auto id = onTable();
        const auto title = core::tacticalBattle(file, id).title;
        const auto choice = dialogs_->autoResolveChoice(title);
        if (!choice) return;
        dialogs_->showLines("Auto-resolve: " + title,
                            core::autoResolutionLines(
                                core::autoResolveBattle(file, id, choice->runs, choice->seed)));
    });
}

void BattleActions::endOnTable() {
    actions_.onCampaign([&](const path& file) {
        const auto id = onTable();
        const auto battle = core::showBattle(file, id);
        const auto ending = dialogs_->confirmApply(
            battle, tacticalRetreats,
            [&](const BattleEnding& given) {
                return core::previewTacticalBattle(file, id, given.moves, given.corrections);
            },
            true);
        if (!ending) return;
        const auto applied =
            core::applyTacticalBattle(file, id, ending->moves, ending->corrections);
        std::vector<std::string> outcome{"Ended and applied " + applied.title + ": " +
                                         applied.battle.outcome};
        for (const auto& line : applied.effectLines) outcome.push_back(line);
        actions_.changed(std::move(outcome));
        select(id);
        // "Officer Casualties": each officer who fell is replaced now, or left for later.
        actions_.replaceFallen(file, core::fallenInBattle(file, id));
    });
}

}  // namespace tachanka::gui
