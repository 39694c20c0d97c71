#include "tests/gui/actions/battle_script.hpp"

#include <doctest/doctest.h>
#include <wx/app.h>

#include <stdexcept>
#include <string_view>
#include <utility>

#include "app/core/common/user_error.hpp"
#include "app/core/rule_systems.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_step_dialogs.hpp"
#include "app/gui/battles/fight_choice_dialog.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/units_page.hpp"
#include "tests/gui/table_fit.hpp"

namespace tachanka::testing {
namespace {

// What OK does on a dialog the player filled in: its fields checked and read. (The dialogs'
// own override is private; through wxWindow it is the call wxWidgets makes.)
bool confirm(wxWindow& dialog) { return dialog.Validate() && dialog.TransferDataFromWindow(); }

}  // namespace

std::optional<gui::BattlePlanChoice> ScriptedBattleDialogs::plan(
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
    return gui::BattlePlanChoice{dialog.request(), dialog.umpireReason()};
}

std::optional<gui::BarragePlanChoice> ScriptedBattleDialogs::planBarrage(
    const gui::BattlePlanContext& context) {
    gui::BarragePlanDialog dialog(&frame(), context);
    gunOffered = dialog.gun().GetStringSelection().utf8_string();
    if (fillBarrage && !fillBarrage(dialog)) return std::nullopt;
    REQUIRE(confirm(dialog));
    return gui::BarragePlanChoice{dialog.request(), dialog.umpireReason()};
}

void ScriptedBattleDialogs::showOdds(const core::BattleView& battle, const core::BattleOdds& odds) {
    gui::BattleOddsDialog dialog(&frame(), battle, odds);
    oddsRows = dialog.outcomes().GetItemCount();
    oddsShown = odds;
}

gui::FightDecision ScriptedBattleDialogs::chooseFight(const core::FightPrediction& prediction) {
    gui::FightChoiceDialog dialog(&frame(), prediction);
    // The system is chosen by its name, as the player sees it.
    REQUIRE(dialog.systems().SetStringSelection(
        wxString::FromUTF8(core::ruleSystem(fightSystem).name)));
    auto& rows = dialog.rows();
    for (long row = 0; row < rows.GetItemCount(); ++row) {
        predictionRowsShown.push_back((rows.GetItemText(row, 0) + " | " + rows.GetItemText(row, 1) +
                                       " | " + rows.GetItemText(row, 2))
                                          .utf8_string());
    }
    predictionShown = prediction;
    return {fightAnswer, dialog.system()};
}

std::optional<gui::AutoResolveChoice> ScriptedBattleDialogs::autoResolveChoice(
    const std::string& title) {
    gui::AutoResolveDialog dialog(&frame(), title);
    dialog.runs().SetValue(autoResolveAnswer.runs);
    REQUIRE(confirm(dialog));
    CHECK(dialog.choice().runs == autoResolveAnswer.runs);
    return autoResolveAnswer;
}

void ScriptedBattleDialogs::showLines(const std::string&, const std::vector<std::string>& lines) {
    linesShown = lines;
}

std::optional<gui::ResolveChoice> ScriptedBattleDialogs::resolveChoice(
    const core::BattleView& battle) {
    gui::ResolveDialog dialog(&frame(), battle);
    REQUIRE(confirm(dialog));
    return resolveAnswer;
}

std::optional<core::BattleDecision> ScriptedBattleDialogs::decide(
    const core::BattleQuestion& question) {
    questionsShown.push_back(question);
    gui::DecisionDialog dialog(&frame(), question);
    if (fillDecision && !fillDecision(dialog)) return std::nullopt;
    REQUIRE(confirm(dialog));
    return dialog.decision();
}

// The retreat hexes the battle needs: the first hex around it the preview takes; the
// corrections typed into the dialog's own fields when it offers them.
std::optional<gui::BattleEnding> ScriptedBattleDialogs::confirmApply(
    const core::BattleView& battle, const gui::RetreatsNeeded& needed,
    const gui::BattlePreview& preview, bool correctable) {
    gui::ApplyDialog dialog(&frame(), battle, needed, preview, correctable);
    correctionsOffered = dialog.corrections() != nullptr;
    if (correctable) {
        dialog.corrections()->SetValue(wxString::FromUTF8(correctionsAnswer));
        dialog.reason()->SetValue(wxString::FromUTF8(reasonAnswer));
    }
    gui::BattleEnding ending = dialog.ending();
    auto& moves = ending.moves;
    auto tryEach = [&](std::optional<std::string>& slot, const std::vector<model::Hex>& from,
                       int hexes) {
        for (const auto& hex : gui::hexesAround(from, hexes)) {
            slot = hex.label();
            try {
                preview(ending);
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
    previewShown = preview(ending);
    if (cancelApply) return std::nullopt;
    return ending;
}

bool ScriptedBattleDialogs::confirmVoid(const core::BattleView&) { return confirmVoidAnswer; }

void reachWhiteCombat(CampaignWindowTest& window) {
    for (int phase = 0; phase < 5; ++phase) window.frame().actions().advancePhase();
    REQUIRE(window.campaign().phase == model::Phase::Combat);
    REQUIRE(window.takeErrors().empty());
}

std::int64_t planFirstAttack(CampaignWindowTest& window) {
    const auto attacks = core::possibleAttacks(window.file());
    REQUIRE_FALSE(attacks.empty());
    core::BattlePlanRequest plan;
    plan.hex = attacks.front().hex;
    plan.attackers = attacks.front().attackers;
    return core::planBattle(window.file(), plan).battle.id;
}

ScriptedBattleDialogs& scriptBattles(CampaignWindowTest& window) {
    auto dialogs = std::make_unique<ScriptedBattleDialogs>(window.frame());
    auto& answers = *dialogs;
    window.frame().actions().battles().setDialogs(std::move(dialogs));
    return answers;
}

std::int64_t fightFirstAttackIn(CampaignWindowTest& window, const std::string& system) {
    reachWhiteCombat(window);
    auto& answers = scriptBattles(window);
    const auto id = planFirstAttack(window);
    window.frame().campaignChanged();
    REQUIRE(window.frame().selectPage("battles"));
    REQUIRE(battlesPage(window).selectBattle(id));
    answers.fightAnswer = gui::FightChoice::OnTheTable;
    answers.fightSystem = system;
    window.click(battlesPage(window).fightButton());
    REQUIRE(window.takeErrors().empty());
    return id;
}

void selectUnits(CampaignWindowTest& window, const std::vector<std::string>& codes) {
    REQUIRE(window.frame().selectPage("units"));
    auto& table = window.frame().units().table();
    table.UnselectAll();
    for (const auto& code : codes) {
        bool found = false;
        for (std::size_t row = 0; row < table.rowCount(); ++row) {
            if (table.row(row).cells[0].text.utf8_string() != code) continue;
            table.addSelectedRow(row);
            found = true;
        }
        CAPTURE(code);
        REQUIRE(found);
    }
    window.settle();
}

gui::BattlesPage& battlesPage(CampaignWindowTest& window) {
    auto* page = window.frame().actions().battles().page();
    REQUIRE(page != nullptr);
    return *page;
}

core::BattleView selectedBattle(CampaignWindowTest& window) {
    const auto id = battlesPage(window).selectedBattle();
    REQUIRE(id.has_value());
    return core::showBattle(window.file(), *id);
}

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
        faceLines.push_back(die->faceLines());
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

void press(CampaignWindowTest& window, wxToggleButton& button) {
    REQUIRE(button.IsEnabled());
    wxCommandEvent event(wxEVT_TOGGLEBUTTON, button.GetId());
    event.SetEventObject(&button);
    button.SetValue(!button.GetValue());
    button.GetEventHandler()->ProcessEvent(event);
    window.settle();
}

core::TacticalActionRequest tacticalRequest(std::string action, std::string actor,
                                            std::string target) {
    core::TacticalActionRequest request;
    request.action = std::move(action);
    request.actor = std::move(actor);
    request.target = std::move(target);
    return request;
}

const core::TacticalUnitView& tacticalUnitCoded(const core::TacticalBattleView& battle,
                                                const std::string& code) {
    for (const auto& unit : battle.units) {
        if (unit.code == code) return unit;
    }
    FAIL("no tactical unit " << code);
    throw std::logic_error("unreachable");
}

void checkConsoleFitsSmallScreen(CampaignWindowTest& window, gui::BattleConsolePage& console) {
    window.settle();
    CHECK(window.frame().GetSize().GetWidth() <= 1280);
    CHECK(window.frame().GetSize().GetHeight() <= 800);
    const wxSize needed = console.GetSizer()->GetMinSize();
    const wxSize page = console.GetClientSize();
    CHECK(needed.x <= page.x);
    CHECK(needed.y <= page.y);
    checkColumnsFit(console.units());
    checkColumnsFit(console.log());
    CHECK(console.actions().odds().GetClientSize().x >= 200);
    // The seniors' line wrapped, not cut: each of its lines within the page.
    CHECK(console.seniorsLine().GetBestSize().x <= page.x);
    // Four rows of the log under its heading (it showed one and a half): GTK gives a row of
    // one line its text's height and 7 px (24 px for DejaVu Sans' 17).
    CHECK(console.log().GetClientSize().y >= 5 * (console.log().GetCharHeight() + 7));
}

std::string oddsShown(gui::ConsoleActionPanel& panel, unsigned row) {
    const std::string html = panel.odds().GetString(row).utf8_string();
    std::string shown;
    bool inTag = false;
    for (std::size_t at = 0; at < html.size(); ++at) {
        if (html.compare(at, 5, "</td>") == 0) shown += ' ';
        if (html[at] == '<') inTag = true;
        if (!inTag) shown += html[at];
        if (html[at] == '>') inTag = false;
    }
    for (const auto& [entity, text] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&amp;", "&"}}) {
        for (auto at = shown.find(entity); at != std::string::npos; at = shown.find(entity, at))
            shown.replace(at, std::string_view(entity).size(), text);
    }
    const auto end = shown.find_last_not_of(' ');
    return end == std::string::npos ? "" : shown.substr(0, end + 1);
}

}  // namespace tachanka::testing
