#include "app/gui/battles/battle_console.hpp"

#include <wx/sizer.h>

#include <algorithm>
#include <set>

#include "app/core/rule_systems.hpp"
#include "app/gui/actions/form.hpp"
#include "app/gui/battles/console_action_panel.hpp"
#include "app/gui/column_fit.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"
#include "model/die_text.hpp"

namespace tachanka::gui {
namespace {

TableCell number(int value) { return {wxString::Format("%d", value), double(value)}; }

// The units table's columns a system may leave empty.
constexpr unsigned terrorColumn = 6;
constexpr unsigned segmentColumn = 8;

}  // namespace

wxString markersOf(const core::TacticalUnitView& unit) {
    std::string markers = unit.pinned && unit.routing ? "pinned, routing"
                          : unit.pinned               ? "pinned"
                          : unit.routing              ? "routing"
                                                      : "";
    if (const auto field = core::fieldStateText(unit); !field.empty()) {
        markers += (markers.empty() ? "" : ", ") + field;
    }
    // A system besides Red Actions! words its units' state itself (morale level, falling back).
    if (!unit.state.empty()) markers = unit.state + (markers.empty() ? "" : ", " + markers);
    return utf8(markers);
}

namespace {

// A unit with no bases left in grey, a routing one in red: the table's state at a glance.
TableRow unitRow(const core::TacticalUnitView& unit) {
    std::optional<wxColour> colour;
    if (unit.basesLeft == 0) {
        colour = wxColour(128, 128, 128);
    } else if (unit.routing) {
        colour = wxColour(170, 40, 40);
    }
    return {{{utf8(unit.side)},
             {utf8(unit.code)},
             {utf8(unit.troopName)},
             number(unit.basesLeft),
             number(unit.basesLost),
             number(unit.surrendered),
             number(unit.terror),
             {markersOf(unit)},
             {utf8(unit.segment)},
             {utf8(unit.officer)}},
            colour};
}

// Typed dice in blue, a correcting entry in brown, an action taken back in grey.
TableRow logRow(const model::TacticalEvent& event, bool takenBack) {
    std::string dice;
    for (const auto& roll : event.rolls) {
        dice += (dice.empty() ? "" : " ") + model::dieValueText(roll.sides, roll.value);
    }
    std::optional<wxColour> colour;
    if (takenBack) {
        colour = wxColour(128, 128, 128);
    } else if (event.diceOrigin == std::string(model::correctedDice)) {
        colour = wxColour(150, 90, 20);
    } else if (event.diceOrigin == std::string(model::typedDice)) {
        colour = wxColour(40, 80, 150);
    }
    return {{number(event.sequence),
             {utf8(event.action)},
             {utf8(event.actor + (event.target.empty() ? "" : " → " + event.target))},
             {utf8(dice)},
             {utf8(event.diceOrigin + (takenBack ? ", taken back" : ""))},
             {utf8(event.effects)},
             {utf8(event.tableCell)}},
            colour};
}

}  // namespace

BattleConsolePage::BattleConsolePage(wxWindow* parent, CampaignWindow& window)
    : wxPanel(parent), window_(window) {
    title_ = heading(this, "");
    status_ = new wxStaticText(this, wxID_ANY, "");
    turn_ = new wxStaticText(this, wxID_ANY, "");
    turn_->SetName("console-turn");
    // Wrapped to the page's width, however many there are: every name and bonus in sight.
    seniors_ = new wxStaticText(this, wxID_ANY, "");
    seniors_->SetName("console-seniors");
    buildings_ = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                  wxST_ELLIPSIZE_END);
    buildings_->SetName("console-buildings");
    buildings_->Hide();
    markers_ = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                wxST_ELLIPSIZE_END);
    markers_->SetName("console-markers");
    markers_->Hide();
    // Its counts of one or two digits left-aligned: a right-aligned heading needs room for
    // GTK's sort arrow before it, and the ten columns must fit a 1280×800 screen's page.
    units_ = new TableView(this, "console-units",
                           {{"Side"},
                            {"Unit"},
                            {"Troops", wxALIGN_LEFT, 190},
                            {"Bases"},
                            {"Lost"},
                            {"Prisoners"},
                            {"Terror"},
                            {"Markers"},
                            {"This turn"},
                            {"Officer", wxALIGN_LEFT, 260}});
    actions_ = new ConsoleActionPanel(this);
    log_ = new TableView(this, "console-log",
                         {{"#", wxALIGN_RIGHT},
                          {"Action"},
                          {"Units"},
                          {"Dice"},
                          {"Dice were"},
                          {"Effects", wxALIGN_LEFT, 360, true},
                          {"Table cell", wxALIGN_LEFT, 640, true}});
    logWhole_ = new RowWhole(this, "console-log-whole");
    undo_ = new wxButton(this, wxID_ANY, "Undo last action");
    undo_->SetName("console-undo");
    end_ = new wxButton(this, wxID_ANY, utf8("End battle…"));
    end_->SetName("console-end");
    autoResolve_ = new wxButton(this, wxID_ANY, utf8("Auto-resolve…"));
    autoResolve_->SetName("console-auto-resolve");

    // The battle's own buttons beside its title, so the page's height goes to the units, the
    // action and the log (a 1280×800 screen gives the console about 930×700).
    auto* titleBar = new wxBoxSizer(wxHORIZONTAL);
    titleBar->Add(title_, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    titleBar->Add(autoResolve_, 0, wxRIGHT, 8);
    titleBar->Add(undo_, 0, wxRIGHT, 8);
    titleBar->Add(end_);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(titleBar, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(status_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    sizer->Add(turn_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    sizer->Add(seniors_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    sizer->Add(buildings_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    sizer->Add(markers_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 4);
    sizer->Add(units_, 1, wxEXPAND | wxALL, 8);
    sizer->Add(actions_, 0, wxEXPAND | wxLEFT | wxRIGHT, 8);
    sizer->Add(log_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    sizer->Add(logWhole_, 0, wxEXPAND | wxALL, 8);
    SetSizer(sizer);

    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (event.GetSize().x != wrappedAt_) wrapSeniors();
    });
    units_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) { showUnit(); });
    log_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) {
        const auto row = log_->selectedRow();
        logWhole_->show(row ? log_->wholeText(*row) : wxString());
    });
    undo_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onUndo_) onUndo_();
    });
    end_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onEnd_) onEnd_();
    });
    autoResolve_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (onAutoResolve_) onAutoResolve_();
    });
}

void BattleConsolePage::show(const std::filesystem::path& file, std::optional<std::int64_t> id) {
    file_ = file;
    id_ = id;
    refresh();
}

void BattleConsolePage::showCampaign(const std::filesystem::path& file) {
    show(file, file == file_ ? id_ : std::nullopt);
}

void BattleConsolePage::refresh() {
    const auto selected = units_->selectedRow();
    view_.reset();
    open_ = false;
    std::vector<TableRow> units;
    std::vector<TableRow> log;
    if (id_ && !file_.empty()) {
        reportingErrors(window_, [&] {
            // A battle no longer there (Edit → Undo took its plan back) is no longer shown.
            std::optional<core::BattleView> battle;
            for (auto& each : core::listBattles(file_)) {
                if (each.battle.id == *id_) battle = std::move(each);
            }
            if (!battle) {
                id_.reset();
                return;
            }
            if (battle->battle.tacticalSystem.empty()) return;
            view_ = core::tacticalBattle(file_, *id_);
            open_ = battle->battle.state == model::BattleState::Planned;
            std::string status =
                std::string(model::nameOf(model::battleStateNames, battle->battle.state)) +
                " · fought on the table as " + core::ruleSystem(view_->system).name;
            if (!battle->battle.outcome.empty()) status += ": " + battle->battle.outcome;
            if (view_->provisional) status += "   ·   provisional link table or army list";
            // "Bullets & Bolsheviks": an & is no mnemonic here.
            status_->SetLabel(wxControl::EscapeMnemonics(utf8(status)));
        });
    }
    if (view_) {
        title_->SetLabelMarkup("<b>" + escapedMarkup(utf8(view_->title)) + "</b>");
        for (const auto& unit : view_->units) units.push_back(unitRow(unit));
        // A column the system leaves empty is not shown: the others keep the page's width.
        units_->GetColumn(terrorColumn)->SetHidden(!view_->terror);
        units_->GetColumn(segmentColumn)->SetHidden(std::ranges::all_of(
            view_->units, [](const auto& unit) { return unit.segment.empty(); }));
        turn_->SetLabel(utf8(core::turnSummary(view_->turn)));
        seniorsText_ = utf8(core::seniorsLine(view_->seniors));
        wrapSeniors();
        buildings_->SetLabel(utf8(core::buildingsLine(view_->buildings)));
        buildings_->SetToolTip(buildings_->GetLabel());
        if (buildings_->IsShown() == view_->buildings.empty()) {
            buildings_->Show(!view_->buildings.empty());
            Layout();
        }
        // The hidden set-up as this file's side may know it, whose view it is said first.
        std::string markers = core::markersLine(view_->markers);
        if (!view_->viewedBy.empty()) {
            markers = "As " + view_->viewedBy + " see it" + (markers.empty() ? "" : ". " + markers);
        }
        markers_->SetLabel(utf8(markers));
        markers_->SetToolTip(markers_->GetLabel());
        if (markers_->IsShown() == markers.empty()) {
            markers_->Show(!markers.empty());
            Layout();
        }
        std::set<int> takenBack;
        for (const auto& event : view_->log) {
            if (event.corrects) takenBack.insert(*event.corrects);
        }
        for (const auto& event : view_->log) {
            log.push_back(logRow(event, takenBack.contains(event.sequence)));
        }
    } else {
        title_->SetLabelMarkup("<b>No battle on the table</b>");
        turn_->SetLabel("");
        seniorsText_.clear();
        wrapSeniors();
        buildings_->SetLabel("");
        if (buildings_->Hide()) Layout();
        markers_->SetLabel("");
        if (markers_->Hide()) Layout();
        status_->SetLabel(utf8("Battles page: choose a planned battle, then Fight on the table."));
    }
    units_->setRows(std::move(units));
    log_->setRows(std::move(log));
    logWhole_->show("");
    if (selected && *selected < units_->rowCount()) units_->selectRow(*selected);
    undo_->Enable(open_ && view_ && !view_->log.empty());
    end_->Enable(open_);
    // Auto-resolve plays Red Actions! battles only.
    autoResolve_->Enable(open_ && view_ && view_->system == core::redActionsSystem);
    showUnit();
    Layout();
}

void BattleConsolePage::wrapSeniors() {
    wrappedAt_ = GetClientSize().x;
    seniors_->SetLabel(seniorsText_);
    // Its margins, and the room GTK keeps at a label's end.
    if (wrappedAt_ > 40) seniors_->Wrap(wrappedAt_ - 24);
    Layout();
}

bool BattleConsolePage::selectUnit(const std::string& code) {
    if (!view_) return false;
    for (std::size_t row = 0; row < view_->units.size(); ++row) {
        if (view_->units[row].code != code) continue;
        units_->selectRow(row);
        showUnit();
        return true;
    }
    return false;
}

void BattleConsolePage::showUnit() {
    const auto row = units_->selectedRow();
    const core::TacticalUnitView* unit =
        view_ && row && *row < view_->units.size() ? &view_->units[*row] : nullptr;
    actions_->show(file_, view_ ? &*view_ : nullptr, unit, open_);
    Layout();
}

}  // namespace tachanka::gui
