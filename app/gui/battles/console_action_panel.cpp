#include "app/gui/battles/console_action_panel.hpp"

#include <wx/button.h>
#include <wx/sizer.h>

#include <utility>

#include "app/core/common/user_error.hpp"
#include "app/gui/actions/form.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// "Initiative" for "initiative": a button's label. The buttons share one width, which the
// longest label sets, so the umpire's senior-officer casualty is written short.
// The systems whose circumstances have a panel of their own beside Red Actions!'s.
constexpr std::string_view bnbSystem = "bullets-and-bolsheviks";
constexpr std::string_view rficSystem = "red-flags-iron-crosses";

wxString labelOf(const std::string& action) {
    if (action == "senior-killed") return "Sr. killed";
    wxString label = utf8(action);
    return label.Left(1).Upper() + label.Mid(1);
}

// Every field of a request, so the odds are counted again whenever any of them changes.
std::string requestKey(const core::TacticalActionRequest& request) {
    std::string key = request.action + "/" + request.actor + "/" + request.target + "/" +
                      (request.distance ? std::to_string(*request.distance) : "-") + "/" +
                      request.cover + "/" + request.indirect + "/" + request.building + "/" +
                      request.test + "/" + request.method + "/";
    for (const bool flag : {request.longRange, request.enfiladed, request.speculative,
                            request.ambush, request.gas, request.again, request.targetMoving,
                            request.halted, request.cornered, request.newTurn,
                            request.onesEndTurn, request.entrenchingTools, request.preempt,
                            request.returnFire, request.fightFire, request.reverseTrain,
                            request.seniorInSight, request.personalCommand}) {
        key += flag ? '1' : '0';
    }
    key += "/" + request.cards + (request.moved ? "/m" : "/-") +
           (request.commanderInHex ? "/c" : "/-") + "/" + request.occasion + "/" +
           (request.dicePerStand ? std::to_string(*request.dicePerStand) : "-") +
           (request.underFire ? "/u/" : "/-/");
    for (const auto& name : request.ranging) key += name + ",";
    for (const auto& name : request.moraleModifiers) key += name + ",";
    key += "/" + request.vehicleCheck + "/" + request.orderTable + "/" + request.returnCover + "/" +
           request.trainOrder + "/" + request.trainCar + "/" +
           std::to_string(request.trainCarNumber) + "/" + request.senior + "/" +
           std::to_string(request.seniorDistance) + "/";
    const auto& situation = request.situation;
    for (const bool flag : {situation.heroWithUnit, situation.inCoverOrAdvancing,
                            situation.enemyInRange, situation.rawInRange, situation.flankOrRear,
                            situation.nativesNearCavalry, situation.running}) {
        key += flag ? '1' : '0';
    }
    return key;
}

// Wide enough for "100.0%" and a few words beside it; a longer outcome wraps.
constexpr int oddsWidth = 220;

// "30.6%" in a column of its own, the outcome's words wrapped beside it.
wxString oddsLine(double probability, const std::string& result) {
    return wxString::Format("<table width=\"100%%\" cellspacing=\"0\" cellpadding=\"1\"><tr>"
                            "<td width=\"48\" align=\"right\" valign=\"top\">%.1f%%</td>"
                            "<td valign=\"top\">",
                            probability * 100) +
           escapedMarkup(utf8(result)) + "</td></tr></table>";
}

}  // namespace

ConsoleActionPanel::ConsoleActionPanel(wxWindow* parent) : wxPanel(parent) {
    // Each system's actions in rows of equal buttons (fifteen in one row would ask for more
    // width than the page has); the battle's system's alone are shown.
    auto* rows = new wxBoxSizer(wxVERTICAL);
    for (const auto& system : core::tacticalSystems()) {
        auto& shown = systemButtons_[system];
        shown.row = new wxGridSizer(0, 8, wxSize(4, 4));
        for (const auto& action : core::tacticalActions(system)) {
            // Fitted to their labels: GTK's padding would make eight too wide for the page.
            auto* button = new wxToggleButton(this, wxID_ANY, labelOf(action), wxDefaultPosition,
                                              wxDefaultSize, wxBU_EXACTFIT);
            button->SetName("action-" + utf8(action));
            button->Bind(wxEVT_TOGGLEBUTTON, [this, action](wxCommandEvent&) { choose(action); });
            shown.buttons[action] = button;
            shown.row->Add(button, 0, wxEXPAND);
        }
        rows->Add(shown.row, 0);
    }
    actor_ = new wxStaticText(this, wxID_ANY, "");
    target_ = namedChoice(this, "console-target", {});
    circumstances_ = new CircumstancesPanel(this);
    bnb_ = new BnbCircumstancesPanel(this);
    bnb_->Hide();
    rfic_ = new RficCircumstancesPanel(this);
    rfic_->Hide();
    preempt_ = new wxCheckBox(this, wxID_ANY, "Clever officer pre-empts");
    preempt_->SetName("console-preempt");
    preempt_->SetToolTip("Out of the initiative order: the unit's Clever officer rolls a d6 "
                         "first, and the action goes ahead on a 6");
    // Two buttons on the dice's line, not a framed box: its frame would cost the log a row.
    seeded_ = new wxRadioButton(this, wxID_ANY, "Seeded", wxDefaultPosition, wxDefaultSize,
                                wxRB_GROUP);
    seeded_->SetName("console-dice-seeded");
    typed_ = new wxRadioButton(this, wxID_ANY, "Typed, one die at a time");
    typed_->SetName("console-dice-typed");
    seed_ = new wxTextCtrl(this, wxID_ANY);
    seed_->SetName("console-seed");
    seed_->SetHint("campaign's");
    seed_->SetToolTip("The seed the dice roll from; empty: the campaign's seed and the action's");
    seed_->SetMinSize(wxSize(100, -1));
    resolve_ = new wxButton(this, wxID_ANY, "Resolve");
    resolve_->SetName("console-resolve");
    problem_ = new wxStaticText(this, wxID_ANY, "");
    problem_->SetForegroundColour(wxColour(170, 40, 40));
    problem_->Hide();  // shown with a problem only: an empty line would cost the log a row
    // An outcome's wording is wrapped under its chance rather than cut at the list's edge.
    odds_ = new wxSimpleHtmlListBox(this, wxID_ANY);
    odds_->SetName("console-odds");
    odds_->SetMinSize(wxSize(oddsWidth, 100));

    // The unit, its target and its officer's pre-emption on one line, the circumstances and the
    // dice under them, the odds beside: the units above and the log below keep the page's height.
    auto* options = new wxBoxSizer(wxHORIZONTAL);
    options->Add(new wxStaticText(this, wxID_ANY, "Unit"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    options->Add(actor_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 16);
    options->Add(new wxStaticText(this, wxID_ANY, "Target"), 0,
                 wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    options->Add(target_, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 16);
    options->Add(preempt_, 0, wxALIGN_CENTER_VERTICAL);
    auto* dice = new wxBoxSizer(wxHORIZONTAL);
    dice->Add(new wxStaticText(this, wxID_ANY, "Dice"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    dice->Add(seeded_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    dice->Add(typed_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 16);
    dice->Add(new wxStaticText(this, wxID_ANY, "Seed"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    dice->Add(seed_, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    dice->Add(resolve_, 0, wxALIGN_CENTER_VERTICAL);
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(options, 0, wxEXPAND | wxBOTTOM, 6);
    left->Add(circumstances_, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(bnb_, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(rfic_, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(dice, 0, wxEXPAND);
    left->Add(problem_, 0, wxEXPAND | wxTOP, 2);
    auto* right = new wxBoxSizer(wxVERTICAL);
    right->Add(heading(this, "Odds"), 0, wxBOTTOM, 4);
    right->Add(odds_, 1, wxEXPAND);
    // The buttons across the whole width, the odds beside the inputs under them.
    auto* below = new wxBoxSizer(wxHORIZONTAL);
    below->Add(left, 0, wxRIGHT, 12);
    below->Add(right, 1, wxEXPAND);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(rows, 0, wxBOTTOM, 6);
    sizer->Add(below, 1, wxEXPAND);
    SetSizer(sizer);
    showSystem(std::string(core::redActionsSystem));

    // While the notebook is still being sized the panel is given less room than its buttons
    // need, which GTK warns of: it is laid out once it has the room.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        const wxSize needed = GetSizer()->GetMinSize();
        if (event.GetSize().x >= needed.x && event.GetSize().y >= needed.y) event.Skip();
    });
    target_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { showOdds(); });
    preempt_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { showOdds(); });
    circumstances_->onChange([this] { showOdds(); });
    bnb_->onChange([this] { showOdds(); });
    rfic_->onChange([this] { showOdds(); });
    for (auto* source : {seeded_, typed_}) {
        source->Bind(wxEVT_RADIOBUTTON,
                     [this](wxCommandEvent&) { seed_->Enable(seeded_->GetValue()); });
    }
    resolve_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const auto choice = diceChoice();
        if (choice && chosen_ && onResolve_) onResolve_(request(), *choice);
    });
}

void ConsoleActionPanel::show(const std::filesystem::path& file,
                              const core::TacticalBattleView* battle,
                              const core::TacticalUnitView* unit, bool open) {
    file_ = file;
    battle_ = battle ? std::optional(*battle) : std::nullopt;
    unit_ = unit ? std::optional(*unit) : std::nullopt;
    open_ = open && battle != nullptr;
    actor_->SetLabel(unit ? utf8(unit->code) : "choose one");
    actor_->SetToolTip(unit ? utf8(unit->troopName) : "");
    std::vector<std::string> seniors;
    if (battle && unit) {
        for (const auto& senior : battle->seniors) {
            if (senior.side == unit->side && !senior.killed) seniors.push_back(senior.name);
        }
    }
    circumstances_->offerSeniors(seniors);
    const auto system = battle ? battle->system : std::string(core::redActionsSystem);
    if (system != shownSystem_ && systemButtons_.contains(system)) {
        chosen_.reset();
        showSystem(system);
    }
    for (auto& [action, button] : *buttons_) {
        button->Enable(open_ && (core::battleWideAction(action) || choiceOf(action) != nullptr));
    }
    const bool stillOffered = chosen_ && buttons_->at(*chosen_)->IsEnabled();
    select(stillOffered ? chosen_ : std::nullopt);
}

void ConsoleActionPanel::showSystem(const std::string& system) {
    shownSystem_ = system;
    for (auto& [id, shown] : systemButtons_) GetSizer()->Show(shown.row, id == system, true);
    buttons_ = &systemButtons_.at(system).buttons;
    circumstances_->Show(system == core::redActionsSystem);
    bnb_->Show(system == bnbSystem);
    rfic_->Show(system == rficSystem);
    Layout();
}

bool ConsoleActionPanel::redActions() const { return shownSystem_ == core::redActionsSystem; }

const core::TacticalChoice* ConsoleActionPanel::choiceOf(const std::string& action) const {
    if (!unit_) return nullptr;
    for (const auto& choice : unit_->choices) {
        if (choice.action == action) return &choice;
    }
    return nullptr;
}

bool ConsoleActionPanel::choose(const std::string& action) {
    const auto button = buttons_->find(action);
    if (button == buttons_->end() || !button->second->IsEnabled()) return false;
    select(action);
    return true;
}

void ConsoleActionPanel::select(const std::optional<std::string>& action) {
    chosen_ = action;
    for (auto& [name, button] : *buttons_) button->SetValue(chosen_ == name);
    showOptions();
    showOdds();
}

// The target offered are those the rules allow; the options only where the action reads them.
void ConsoleActionPanel::showOptions() {
    const wxString was = target_->GetStringSelection();
    target_->Clear();
    // A fire's targets are buildings, which the players may name anew: typed, not chosen.
    const auto* choice = chosen_ ? choiceOf(*chosen_) : nullptr;
    if (choice && chosen_ == "fire" && redActions()) {
        circumstances_->offerBuildings(choice->targets);
    } else if (choice) {
        for (const auto& code : choice->targets) target_->Append(utf8(code));
    }
    if (!target_->SetStringSelection(was) && target_->GetCount() > 0) target_->SetSelection(0);
    target_->Enable(target_->GetCount() > 0);
    circumstances_->showFor(chosen_);
    bnb_->showFor(chosen_);
    rfic_->showFor(chosen_);
    preempt_->Enable(chosen_.has_value() && chosen_ != "initiative" && unit_ &&
                     unit_->cleverOfficer && redActions());
    resolve_->Enable(chosen_.has_value());
}

core::TacticalActionRequest ConsoleActionPanel::request() const {
    core::TacticalActionRequest request;
    request.action = chosen_.value_or("");
    if (chosen_ && !core::battleWideAction(*chosen_) && unit_) request.actor = unit_->code;
    if (target_->IsEnabled()) request.target = selectedText(*target_);
    // The senior officer who falls is the action's own subject, chosen among the unit's side's.
    if (chosen_ == "senior-killed") request.actor = std::exchange(request.target, "");
    if (redActions()) {
        circumstances_->fill(request);
    } else if (shownSystem_ == bnbSystem) {
        bnb_->fill(request);
    } else {
        rfic_->fill(request);
    }
    request.preempt = preempt_->IsEnabled() && preempt_->GetValue();
    return request;
}

std::optional<ResolveChoice> ConsoleActionPanel::diceChoice() {
    problem_->SetLabel("");
    // The page lays the panel out again: its height changes with the problem's line.
    if (problem_->Hide()) GetParent()->Layout();
    ResolveChoice choice;
    choice.oneAtATime = typed_->GetValue();
    if (choice.oneAtATime) return choice;
    try {
        choice.seed = enteredSeed(*seed_);
    } catch (const core::UserError& error) {
        problem_->SetLabel(utf8(error.what()));
        problem_->Show();
        GetParent()->Layout();
        return std::nullopt;
    }
    return choice;
}

// Every way the chosen action may end, most likely first; a refusal or initiative's endless
// ties in the list's place.
// Counting a shot's odds runs the engine over thousands of dice: they are counted again only
// when the battle or the request changed.
void ConsoleActionPanel::showOdds() {
    const auto asked = request();
    std::string key;
    if (battle_ && open_ && chosen_) {
        key = std::to_string(battle_->id) + "/" + std::to_string(battle_->log.size()) + "/" +
              requestKey(asked);
        if (key == oddsShownFor_) return;
    }
    oddsShownFor_ = key;
    odds_->Clear();
    if (key.empty()) {
        odds_->Append(open_ ? "Choose an action to see its odds." : "");
        return;
    }
    try {
        const auto odds = core::tacticalActionOdds(file_, battle_->id, asked);
        for (const auto& outcome : odds.outcomes) {
            odds_->Append(oddsLine(outcome.probability.value(), outcome.result));
        }
        if (odds.provisional) odds_->Append("(provisional link table)");
    } catch (const core::UserError& error) {
        odds_->Append(escapedMarkup(utf8(error.what())));
    }
}

}  // namespace tachanka::gui
