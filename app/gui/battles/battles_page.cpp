#include "app/gui/battles/battles_page.hpp"

#include <wx/sizer.h>
#include <wx/wrapsizer.h>

#include "app/gui/actions/form.hpp"
#include "app/gui/battles/battle_dialogs.hpp"
#include "app/gui/column_fit.hpp"
#include "app/gui/filter_choice.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

std::string stateName(model::BattleState state) {
    for (const auto& each : model::battleStateNames) {
        if (each.value == state) return std::string(each.name);
    }
    return "?";
}

// Still to do in blue, set aside in grey; resolved and applied in the text's own colour.
std::optional<wxColour> stateColour(model::BattleState state) {
    if (state == model::BattleState::Planned) return wxColour(40, 80, 150);
    if (state == model::BattleState::Voided) return wxColour(128, 128, 128);
    return std::nullopt;
}

TableRow battleRow(const core::BattleView& view, const model::Campaign& campaign) {
    const auto& battle = view.battle;
    const int day = battle.date.turnNumberFrom(campaign.startDate);
    return {{{wxString::Format("%lld", static_cast<long long>(battle.id)),
              static_cast<double>(battle.id)},
             {shortDate(battle.date) + wxString::Format(" (day %d)", day), double(day)},
             {utf8(battle.hex.label()), battle.hex.column * 100.0 + battle.hex.row},
             {utf8(stateName(battle.state))},
             {utf8(view.attackerSide + ": " + joinedCodes(view.attackers))},
             {utf8(view.defenderSide + ": " + joinedCodes(view.defenders))},
             {utf8(battle.outcome)}},
            stateColour(battle.state)};
}

TableRow eventRow(const model::BattleEvent& event) {
    std::string dice;
    for (const int die : event.dice) dice += (dice.empty() ? "" : " ") + std::to_string(die);
    return {{{wxString::Format("%d", event.sequence), double(event.sequence)},
             {utf8(event.purpose)},
             {utf8(dice)},
             {utf8(event.tableCell)}}};
}

}  // namespace

std::string battleLine(const core::BattleView& view) {
    const auto& battle = view.battle;
    std::string line = "Battle " + std::to_string(battle.id) + " · hex " + battle.hex.label() +
                       " · " + stateName(battle.state);
    if (!battle.outcome.empty()) line += ": " + battle.outcome;
    return line;
}

BattlesPage::BattlesPage(wxWindow* parent, CampaignWindow& window)
    : wxPanel(parent), window_(window) {
    day_ = new FilterChoice(this, "battles-day", "All days");
    state_ = new FilterChoice(this, "battles-state", "Every state");
    std::vector<FilterValue> states;
    for (const auto& each : model::battleStateNames) {
        states.push_back({std::string(each.name), utf8(std::string(each.name))});
    }
    state_->setValues(states);
    count_ = new wxStaticText(this, wxID_ANY, "");
    table_ = new TableView(this, "battles-table",
                           {{"Battle", wxALIGN_RIGHT},
                            {"Day"},
                            {"Hex"},
                            {"State"},
                            {"Attackers", wxALIGN_LEFT, 260, true},
                            {"Defenders", wxALIGN_LEFT, 260, true},
                            {"Outcome", wxALIGN_LEFT, 640, true}});
    title_ = heading(this, "");
    outcome_ = new RowWhole(this, "battle-outcome");
    dice_ = new TableView(this, "battle-dice",
                          {{"#", wxALIGN_RIGHT},
                           {"Purpose", wxALIGN_LEFT, 280, true},
                           {"Dice"},
                           {"Table cell", wxALIGN_LEFT, 640, true}});
    dieWhole_ = new RowWhole(this, "battle-die-whole");
    effects_ = new wxListBox(this, wxID_ANY);
    effects_->SetName("battle-effects");

    fight_ = new wxButton(this, wxID_ANY, utf8("Fight on the table…"));
    fight_->SetName("battles-fight");
    fight_->SetToolTip("Fight the selected battle as Red Actions!, Tachanka as umpire");
    fight_->Disable();

    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    for (wxWindow* control : std::initializer_list<wxWindow*>{day_, state_, count_, fight_}) {
        bar->Add(control, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT | wxBOTTOM, 8);
    }
    // One above the other, each as wide as the page: a table cell and an effect are long lines.
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(bar, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(table_, 3, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(title_, 0, wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(outcome_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(heading(this, "Dice log"), 0, wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(dice_, 3, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(dieWhole_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(heading(this, "Effects"), 0, wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(effects_, 2, wxEXPAND | wxALL, 8);
    SetSizer(sizer);

    for (FilterChoice* choice : {day_, state_}) {
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh(); });
    }
    table_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) { showSelected(); });
    dice_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        const auto row = dice_->selectedRow();
        dieWhole_->show(row ? dice_->wholeText(*row) : wxString());
    });
    fight_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onFight_) onFight_();
    });
}

void BattlesPage::show(const std::filesystem::path& file, const model::Campaign& campaign) {
    file_ = file;
    campaign_ = campaign;
    std::vector<FilterValue> days;
    for (auto day = campaign.startDate; day <= campaign.date; day = day.nextDay()) {
        days.push_back(
            {day.iso(), utf8("Day " + std::to_string(day.turnNumberFrom(campaign.startDate)) +
                             " · " + day.longForm())});
    }
    day_->setValues(days);
    refresh();
}

void BattlesPage::refresh() {
    if (file_.empty()) return;
    const auto selected = selectedBattle();
    reportingErrors(window_, [&] {
        shown_.clear();
        for (auto& view : core::listBattles(file_, day_->value())) {
            if (!state_->value() || *state_->value() == stateName(view.battle.state)) {
                shown_.push_back(std::move(view));
            }
        }
        std::vector<TableRow> rows;
        for (const auto& view : shown_) rows.push_back(battleRow(view, campaign_));
        count_->SetLabel(
            wxString::Format(rows.size() == 1 ? "%zu battle" : "%zu battles", rows.size()));
        table_->setRows(std::move(rows));
    });
    if (selected) {
        for (std::size_t i = 0; i < shown_.size(); ++i) {
            if (shown_[i].battle.id == *selected) table_->selectRow(i);
        }
    }
    showSelected();
}

std::optional<std::int64_t> BattlesPage::selectedBattle() const {
    const auto* view = selectedView();
    return view ? std::optional(view->battle.id) : std::nullopt;
}

const core::BattleView* BattlesPage::selectedView() const {
    const auto row = table_->selectedRow();
    return row && *row < shown_.size() ? &shown_[*row] : nullptr;
}

void BattlesPage::showSelected() {
    const core::BattleView* view = selectedView();
    std::vector<TableRow> rows;
    effects_->Clear();
    if (view == nullptr) {
        title_->SetLabelMarkup(shown_.empty() ? "<b>No battles here yet</b>"
                                              : "<b>Choose a battle to see its dice</b>");
        outcome_->show(utf8("Battle → Plan (Ctrl+B) plans one from the units selected."));
    } else {
        title_->SetLabelMarkup("<b>" + escapedMarkup(utf8(view->title)) + "</b>");
        std::string line = stateName(view->battle.state);
        if (!view->battle.outcome.empty()) line += ": " + view->battle.outcome;
        if (!view->support.empty()) line += "   ·   support: " + joinedCodes(view->support);
        if (view->battle.provisional) line += "   ·   provisional chart";
        line += "\nAttackers, " + view->attackerSide + ": " + joinedCodes(view->attackers) +
                "   ·   defenders, " + view->defenderSide + ": " + joinedCodes(view->defenders);
        outcome_->show(utf8(line));
        for (const auto& event : view->battle.events) rows.push_back(eventRow(event));
        for (const auto& effect : view->effectLines) effects_->Append(utf8(effect));
        if (view->effectLines.empty()) {
            effects_->Append(view->battle.state == model::BattleState::Planned
                                 ? "Nothing yet: resolve the battle first."
                                 : "Nothing.");
        }
    }
    dice_->setRows(std::move(rows));
    dieWhole_->show("");
    Layout();
    if (onSelect_) onSelect_();
}

void BattlesPage::showDay(const std::optional<std::string>& date) {
    state_->choose(std::nullopt);
    day_->choose(date);
    refresh();
}

bool BattlesPage::selectBattle(std::int64_t id) {
    for (int attempt = 0; attempt < 2; ++attempt) {
        for (std::size_t i = 0; i < shown_.size(); ++i) {
            if (shown_[i].battle.id != id) continue;
            table_->selectRow(i);
            showSelected();
            return true;
        }
        showDay(std::nullopt);  // the filters hide it
    }
    return false;
}

}  // namespace tachanka::gui
