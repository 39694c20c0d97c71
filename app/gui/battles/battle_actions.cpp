#include "app/gui/battles/battle_actions.hpp"

#include <wx/utils.h>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/printing/print_service.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/actions/umpire_outcome.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/battles/modal_battle_dialogs.hpp"
#include "app/gui/actions/menu_command.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

using std::filesystem::path;


BattleActions::BattleActions(CampaignWindow& window, CampaignActions& actions)
    : window_(window),
      actions_(actions),
      dialogs_(std::make_unique<ModalBattleDialogs>(window.frame())) {}

BattleActions::~BattleActions() = default;

void BattleActions::setDialogs(std::unique_ptr<BattleDialogs> dialogs) {
    dialogs_ = std::move(dialogs);
}

void BattleActions::appendMenu(wxMenuBar& bar) {
    auto* menu = new wxMenu;
    addCommand(window_, *menu, "&Plan from the selected units…\tCtrl+B",
               "Plan an attack (8) by the units selected in the tree or on the Units page",
               [this] { plan(); });
    addCommand(window_, *menu, "Plan a &barrage…\tCtrl+Alt+B",
               "One gun fires on one enemy unit; the other side's guns may answer (8.3, 8.4)",
               [this] { barrage(); });
    fight_ = addCommand(window_, *menu, "&Fight on the table…\tCtrl+T",
                        "Fight the selected battle as Red Actions!, Tachanka as umpire, on the "
                        "Battle console",
                        [this] { fightOnTable(); });
    odds_ = addCommand(window_, *menu, "&Odds…\tF9",
                       "Every way the selected battle may end, with its exact chance",
                       [this] { odds(); });
    resolve_ = addCommand(window_, *menu, "&Resolve…\tCtrl+R",
                          "Roll the selected battle's dice: seeded, or typed one at a time",
                          [this] { resolve(); });
    apply_ = addCommand(window_, *menu, "Preview and &apply…\tCtrl+Shift+P",
                        "See what the selected battle changes, then write it to the campaign",
                        [this] { apply(); });
    menu->AppendSeparator();
    void_ = addCommand(window_, *menu, "&Void…\tCtrl+Shift+V",
                       "Set the selected battle aside, unapplied", [this] { voidSelected(); });
    menu->AppendSeparator();
    report_ = addCommand(window_, *menu, "Re&port…\tCtrl+P",
                         "Print the selected battle's report to a PDF and open it",
                         [this] { report(); });
    const int turn = bar.FindMenu("Turn");
    bar.Insert(turn == wxNOT_FOUND ? bar.GetMenuCount() : static_cast<std::size_t>(turn) + 1, menu,
               "&Battle");
    refresh();
}

BattlesPage* BattleActions::createPage(wxWindow* parent) {
    page_ = new BattlesPage(parent, window_);
    page_->onSelect([this] { refresh(); });
    page_->onFight([this] { fightOnTable(); });
    return page_;
}

BattlesPage* BattleActions::page() const {
    if (page_ != nullptr) window_.bringUpToDate(*page_);
    return page_;
}

void BattleActions::refresh() {
    const core::BattleView* view = page_ != nullptr ? page_->selectedView() : nullptr;
    const auto state = view ? std::optional(view->battle.state) : std::nullopt;
    const bool planned = state == model::BattleState::Planned;
    const bool resolved = state == model::BattleState::Resolved;
    // A battle fought on the table opens its console whatever its state.
    const bool fought = view != nullptr && !view->battle.tacticalSystem.empty();
    // A side's file plans and watches; the umpire fights, resolves, applies and voids.
    const bool umpire = !window_.sideFileOpen();
    if (fight_ != nullptr) fight_->Enable((planned && umpire) || fought);
    if (page_ != nullptr) page_->enableFight((planned && umpire) || fought);
    // One fought on the table is resolved by its actions on the console, not the Orel table.
    if (odds_ != nullptr) odds_->Enable(planned && !fought);
    if (resolve_ != nullptr) resolve_->Enable(planned && !fought && umpire);
    if (apply_ != nullptr) apply_->Enable(resolved && umpire);
    if (void_ != nullptr) void_->Enable((planned || resolved) && umpire);
    if (report_ != nullptr) report_->Enable(state.has_value());
}

core::BattleView BattleActions::chosen(const path& file, const char* command) const {
    const auto id = page_ != nullptr ? page_->selectedBattle() : std::nullopt;
    if (!id) {
        throw core::UserError(std::string("choose the battle to ") + command +
                              " on the Battles page first");
    }
    return core::showBattle(file, *id);
}

void BattleActions::select(std::int64_t id) {
    // Brought up to date first: a battle just planned is not yet on a page out of sight.
    if (page() == nullptr) return;
    page_->selectBattle(id);
    refresh();
}

void BattleActions::plan(const std::string& hex) {
    actions_.onCampaign([&](const path& file) {
        const auto campaign = core::describeCampaign(file);
        BattlePlanContext context{campaign, core::possibleAttacks(file),
                                  selectedUnits_ ? selectedUnits_() : std::vector<std::string>{},
                                  hex};
        const auto choice = dialogs_->plan(context);
        if (!choice) return;
        std::int64_t id = 0;
        actions_.changed(underUmpire(choice->umpireReason, [&]() -> std::vector<std::string> {
            const auto planned = core::planBattle(file, choice->request);
            id = planned.battle.id;
            return {"Planned " + planned.title + ": " + joinedCodes(planned.attackers) +
                    " attack " + joinedCodes(planned.defenders)};
        }));
        select(id);
    });
}

void BattleActions::barrage() {
    actions_.onCampaign([&](const path& file) {
        const auto campaign = core::describeCampaign(file);
        BattlePlanContext context{campaign, {},
                                  selectedUnits_ ? selectedUnits_() : std::vector<std::string>{},
                                  ""};
        const auto choice = dialogs_->planBarrage(context);
        if (!choice) return;
        std::int64_t id = 0;
        actions_.changed(underUmpire(choice->umpireReason, [&]() -> std::vector<std::string> {
            const auto planned = core::planBarrage(file, choice->request);
            id = planned.battle.id;
            return {"Planned " + planned.title + ": " + joinedCodes(planned.attackers) +
                    " fires on " + joinedCodes(planned.defenders)};
        }));
        select(id);
    });
}

void BattleActions::odds() {
    actions_.onCampaign([&](const path& file) {
        const auto battle = chosen(file, "see the odds of");
        wxBusyCursor busy;
        dialogs_->showOdds(battle, core::battleOdds(file, battle.battle.id));
    });
}

void BattleActions::resolve() {
    actions_.onCampaign([&](const path& file) {
        const auto battle = chosen(file, "resolve");
        const auto id = battle.battle.id;
        const auto choice = dialogs_->resolveChoice(battle);
        if (!choice) return;
        core::BattleDice dice;
        if (choice->oneAtATime) {
            dice.ask = [&](const core::AskedDie& die) {
                const auto value = dialogs_->die(die);
                if (!value) {
                    throw core::UserError("the dice stopped at die " + std::to_string(die.number) +
                                          " (" + die.purpose + "): battle " + std::to_string(id) +
                                          " is still planned, nothing was recorded");
                }
                return *value;
            };
        } else {
            dice.seed = choice->seed;
        }
        // A battle that stopped for the players' choice is taken up where it stopped.
        auto resolved = battle.question ? battle : core::resolveBattle(file, id, dice);
        // Each answer is its own action (Edit → Undo takes back the last one alone).
        while (resolved.question) {
            const auto decision = dialogs_->decide(*resolved.question);
            if (!decision) break;
            resolved = core::decideBattle(file, id, *decision, dice);
        }
        std::vector<std::string> outcome;
        if (resolved.question) {
            outcome.push_back(resolved.title + " waits: " + resolved.question->text +
                              " (Resolve again to answer)");
        } else {
            outcome.push_back("Resolved " + resolved.title + ": " + resolved.battle.outcome);
            if (!resolved.answers.empty()) outcome.push_back("The players' answers: " + resolved.answers);
        }
        for (const auto& line : resolved.effectLines) outcome.push_back(line);
        actions_.changed(std::move(outcome));
        select(id);
    });
}

void BattleActions::apply() {
    actions_.onCampaign([&](const path& file) {
        const auto battle = chosen(file, "apply");
        const auto id = battle.battle.id;
        const auto ending = dialogs_->confirmApply(
            battle, retreatsNeeded(battle.battle),
            [&](const BattleEnding& given) { return core::previewBattle(file, id, given.moves); },
            false);
        if (!ending) return;
        const auto applied = core::applyBattle(file, id, ending->moves);
        std::vector<std::string> outcome{"Applied " + applied.title};
        for (const auto& line : applied.effectLines) outcome.push_back(line);
        actions_.changed(std::move(outcome));
        select(id);
    });
}

void BattleActions::voidSelected() {
    actions_.onCampaign([&](const path& file) {
        const auto battle = chosen(file, "void");
        if (!dialogs_->confirmVoid(battle)) return;
        const auto voided = core::voidBattle(file, battle.battle.id);
        actions_.changed({"Voided " + voided.title});
        select(voided.battle.id);
    });
}

// The core's battle report for the one battle selected: the print dialog asks only for the
// paper and the file (the day it would otherwise ask for is the battle's own).
void BattleActions::report() {
    const auto id = page_ != nullptr ? page_->selectedBattle() : std::nullopt;
    if (!id) {
        window_.reportError("choose the battle to print on the Battles page first");
        return;
    }
    for (const core::PrintableDocument& document : core::printableDocuments()) {
        if (document.name != "battle") continue;
        core::PrintableDocument one = document;
        one.options.turn = false;
        actions_.print(one, *id);
        return;
    }
    window_.reportError("this build of Tachanka prints no battle report");
}

}  // namespace tachanka::gui
