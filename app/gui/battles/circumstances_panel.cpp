#include "app/gui/battles/circumstances_panel.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/valtext.h>

#include <array>
#include <string_view>

#include "app/gui/actions/form.hpp"

namespace tachanka::gui {
namespace {

// The book's pages: what the chosen action reads, one page at a time so the console keeps
// its height whatever the action.
enum Page {
    NoPage,
    ShotPage,
    HandToHandPage,
    PursuitPage,
    InitiativePage,
    FieldPage,
    HandoverPage
};

// A yes-or-no circumstance: its name (the request's option), its label, what it does, the
// page it stands on and the actions that read it.
struct FlagText {
    const char* name;
    const char* label;
    const char* tip;
    Page page;
    std::string_view actions;  // " charge combat "
};

const std::array<FlagText, 30> flagTexts{{
    {"enfiladed", "Enfiladed", "Shot down the length of its line: one column right", ShotPage,
     " shoot "},
    {"speculative", "Speculative", "Area fire at where the enemy is believed to be: half strength",
     ShotPage, " shoot "},
    {"ambush", "From ambush", "A terror marker and a fear test on top of the result", ShotPage,
     " shoot "},
    {"gas", "Gas", "Gas shells: a fear test on top of the casualties", ShotPage, " shoot "},
    {"again", "Again, target still",
     "A gun's consecutive round at a target that stayed still: no +1 for each km", ShotPage,
     " shoot "},
    {"target-moving", "Target moving", "A gun firing at a vehicle on the move: 11+ or 12",
     ShotPage, " shoot "},
    {"charge-ambush", "From ambush", "No charge test; the target takes a terror marker",
     HandToHandPage, " charge "},
    {"flees", "Target flees", "Charged frontally, the target flees with a humiliated marker",
     HandToHandPage, " charge "},
    {"target-shoots", "Target shoots",
     "The target stands and shoots at the chargers: a retire or rout cancels the charge",
     HandToHandPage, " charge "},
    {"counter-charge", "Counter-charge",
     "Cavalry charged frontally by cavalry ride out to meet the chargers half-way",
     HandToHandPage, " charge "},
    {"charger-fortified", "Fortified", "The chargers behind fortifications: +50%", HandToHandPage,
     " charge combat "},
    {"charger-defending-in-cover", "In cover",
     "The chargers in cover or at a bridge, ford, breach: +25%", HandToHandPage,
     " charge combat "},
    {"charger-uphill", "Uphill", "The chargers fighting from higher ground: +25%",
     HandToHandPage, " charge combat "},
    {"defender-fortified", "Fortified", "The defenders behind fortifications: +50%",
     HandToHandPage, " charge combat "},
    {"defender-defending-in-cover", "In cover",
     "The defenders in cover or at a bridge, ford, breach: +25%", HandToHandPage,
     " charge combat "},
    {"defender-uphill", "Uphill", "The defenders fighting from higher ground: +25%",
     HandToHandPage, " charge combat "},
    {"halted", "Halted", "An enemy facing the pursuers within 2\" and able to fight halts them",
     PursuitPage, " pursue "},
    {"cornered", "Router hemmed in",
     "Terrain or friends stop the router getting away: any pursuer catches it", PursuitPage,
     " pursue "},
    {"new-turn", "Next turn now",
     "Start the next turn before every unit has had its action segment", InitiativePage,
     " initiative "},
    {"ones-end-turn", "Both 1s end the turn",
     "Option 2, if the players agree: the turn ends when both roll a 1", InitiativePage,
     " initiative "},
    {"tools", "Entrenching tools",
     "Proper entrenching tools: ½ column of foxholes a move instead of ¼", FieldPage, " dig "},
    {"return-fire", "Target returns fire",
     "Infantry or cavalry shot at close range fire back at once, at the same distance, with "
     "their action segment",
     ShotPage, " shoot "},
    {"hero", "Hero with unit", "Risk factor −1", HandoverPage, " handover "},
    {"in-cover", "Entirely in cover", "Risk factor −1", HandoverPage, " handover "},
    {"advancing", "Advancing", "Risk factor −1, as in cover", HandoverPage, " handover "},
    {"enemy-in-range", "Enemy in range",
     "An enemy in clear sight and within its weapons' range: risk factor +1", HandoverPage,
     " handover "},
    {"raw-in-range", "Raw, enemy in sight",
     "A Raw unit in range of any enemy unit in sight: risk factor +1", HandoverPage,
     " handover "},
    {"flank-or-rear", "Enemy on flank or rear", "In sight: risk factor +2", HandoverPage,
     " handover "},
    {"natives-near-cavalry", "Natives near cavalry",
     "Natives within 25 cm of enemy cavalry: risk factor +2", HandoverPage, " handover "},
    {"running", "Ran last turn",
     "Ran from the enemy last turn, or retreating from melee: risk factor +3 (a routing unit "
     "counts so anyway)",
     HandoverPage, " handover "},
}};

bool reads(std::string_view actions, const std::optional<std::string>& action) {
    return action && actions.find(" " + *action + " ") != std::string_view::npos;
}

Page pageFor(const std::optional<std::string>& action) {
    if (action == "shoot") return ShotPage;
    if (action == "charge" || action == "combat") return HandToHandPage;
    if (action == "pursue") return PursuitPage;
    if (action == "initiative") return InitiativePage;
    if (action == "dig" || action == "vehicle") return FieldPage;
    if (action == "handover") return HandoverPage;
    return NoPage;
}

wxStaticText* label(wxWindow* parent, const wxString& text) {
    return new wxStaticText(parent, wxID_ANY, text);
}

}  // namespace

CircumstancesPanel::CircumstancesPanel(wxWindow* parent) : wxPanel(parent) {
    book_ = new wxSimplebook(this, wxID_ANY);
    std::array<wxPanel*, 7> pages{};
    for (auto*& page : pages) {
        page = new wxPanel(book_);
        book_->AddPage(page, "");
    }
    const auto flag = [&](const char* name) {
        for (const auto& text : flagTexts) {
            if (std::string_view(text.name) != name) continue;
            auto* box = new wxCheckBox(pages[text.page], wxID_ANY, text.label);
            box->SetName(wxString("console-") + text.name);
            box->SetToolTip(text.tip);
            box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { changed(); });
            flags_[text.name] = box;
            return box;
        }
        return static_cast<wxCheckBox*>(nullptr);
    };

    auto* shot = pages[ShotPage];
    distance_ = new wxTextCtrl(shot, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0,
                               wxTextValidator(wxFILTER_DIGITS));
    distance_->SetName("console-distance");
    distance_->SetMaxLength(4);
    distance_->SetHint("not measured");
    distance_->SetMinSize(wxSize(distance_->GetTextExtent("not measured").x + 24, -1));
    distance_->SetToolTip(
        "Inches to the target: long range, machine-guns within 8\" and a gun's +1 for each "
        "whole km (40\"); a target beyond the card's range is refused");
    longRange_ = new wxCheckBox(shot, wxID_ANY, "Long range");
    longRange_->SetName("console-long-range");
    longRange_->SetToolTip("Not measured: the target is beyond half the shooters' range");
    cover_ = namedChoice(shot, "console-cover", core::tacticalCovers());
    indirect_ = namedChoice(shot, "console-indirect", core::tacticalIndirectFire());
    indirect_->SetToolTip("Observed indirect fire: its first turn (½) or a later one (¾)");
    auto buildings = core::tacticalBuildings();
    buildings.insert(buildings.begin(), "none");
    building_ = namedChoice(shot, "console-building", buildings);
    building_->SetToolTip("The target holds a building section of this material (direct hits)");
    returnCover_ = namedChoice(shot, "console-return-cover", core::tacticalCovers());
    returnCover_->SetToolTip("The shooters' best cover from the target's return fire");
    auto* shotGrid = new wxFlexGridSizer(6, wxSize(8, 4));
    shotGrid->Add(label(shot, "Distance (\")"), 0, wxALIGN_CENTER_VERTICAL);
    shotGrid->Add(distance_, 0, wxEXPAND);
    shotGrid->Add(longRange_, 0, wxALIGN_CENTER_VERTICAL);
    shotGrid->Add(label(shot, "Cover"), 0, wxALIGN_CENTER_VERTICAL);
    shotGrid->Add(cover_, 0, wxEXPAND);
    shotGrid->AddSpacer(0);
    shotGrid->Add(label(shot, "Indirect fire"), 0, wxALIGN_CENTER_VERTICAL);
    shotGrid->Add(indirect_, 0, wxEXPAND);
    shotGrid->AddSpacer(0);
    shotGrid->Add(label(shot, "Building"), 0, wxALIGN_CENTER_VERTICAL);
    shotGrid->Add(building_, 0, wxEXPAND);
    shotGrid->AddSpacer(0);
    shotGrid->Add(flag("return-fire"), 0, wxALIGN_CENTER_VERTICAL);
    shotGrid->AddSpacer(0);
    shotGrid->AddSpacer(0);
    shotGrid->Add(label(shot, "Shooters' cover"), 0, wxALIGN_CENTER_VERTICAL);
    shotGrid->Add(returnCover_, 0, wxEXPAND);
    shotGrid->AddSpacer(0);
    auto* shotFlags = new wxGridSizer(3, wxSize(8, 4));
    for (const char* name : {"enfiladed", "speculative", "ambush", "gas", "again", "target-moving"}) {
        shotFlags->Add(flag(name), 0, wxALIGN_CENTER_VERTICAL);
    }
    auto* shotSizer = new wxBoxSizer(wxVERTICAL);
    shotSizer->Add(shotGrid, 0, wxBOTTOM, 4);
    shotSizer->Add(shotFlags);
    shot->SetSizer(shotSizer);

    auto* handToHand = pages[HandToHandPage];
    direction_ = namedChoice(handToHand, "console-direction", core::tacticalDirections());
    direction_->SetToolTip("Where the chargers strike: flank, 1 terror marker; rear, 3; either "
                           "halves the defender's strength");
    auto* handGrid = new wxFlexGridSizer(4, wxSize(8, 4));
    handGrid->Add(label(handToHand, "Charge into"), 0, wxALIGN_CENTER_VERTICAL);
    handGrid->Add(direction_, 0, wxEXPAND);
    handGrid->Add(flag("target-shoots"), 0, wxALIGN_CENTER_VERTICAL);
    handGrid->Add(flag("counter-charge"), 0, wxALIGN_CENTER_VERTICAL);
    handGrid->AddSpacer(0);
    handGrid->Add(flag("charge-ambush"), 0, wxALIGN_CENTER_VERTICAL);
    handGrid->Add(flag("flees"), 0, wxALIGN_CENTER_VERTICAL);
    handGrid->AddSpacer(0);
    for (const std::string side : {"charger", "defender"}) {
        handGrid->Add(label(handToHand, side == "charger" ? "The chargers" : "The defenders"), 0,
                      wxALIGN_CENTER_VERTICAL);
        for (const auto& modifier : core::tacticalCombatModifiers()) {
            handGrid->Add(flag((side + "-" + modifier).c_str()), 0, wxALIGN_CENTER_VERTICAL);
        }
    }
    handToHand->SetSizer(handGrid);

    auto* pursuit = pages[PursuitPage];
    auto* pursuitRow = new wxBoxSizer(wxHORIZONTAL);
    pursuitRow->Add(label(pursuit, "The pursuit"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    for (const char* name : {"halted", "cornered"}) {
        pursuitRow->Add(flag(name), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    }
    pursuit->SetSizer(pursuitRow);

    auto* initiative = pages[InitiativePage];
    method_ = namedChoice(initiative, "console-initiative", core::tacticalInitiativeMethods());
    method_->SetStringSelection("standard");
    method_->SetToolTip("Standard: a roll, then the sides alternate; cards (option 1): a card a "
                        "unit, drawn at random; roll-off (option 2): a roll-off before every "
                        "action segment");
    auto* initiativeRow = new wxBoxSizer(wxHORIZONTAL);
    initiativeRow->Add(label(initiative, "Initiative"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    initiativeRow->Add(method_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    for (const char* name : {"new-turn", "ones-end-turn"}) {
        initiativeRow->Add(flag(name), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    }
    initiative->SetSizer(initiativeRow);

    auto* field = pages[FieldPage];
    vehicleCheck_ = namedChoice(field, "console-vehicle-check", core::tacticalVehicleChecks());
    vehicleCheck_->SetStringSelection("fast-move");
    vehicleCheck_->SetToolTip("A tank's or armoured car's test: after a move over half speed (a 1 "
                              "breaks it down), crossing an obstacle (1 stuck for good, 2 stuck) "
                              "or a later move's try to get going again (4+)");
    auto* fieldRow = new wxBoxSizer(wxHORIZONTAL);
    fieldRow->Add(flag("tools"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 16);
    fieldRow->Add(label(field, "Vehicle test"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    fieldRow->Add(vehicleCheck_, 0, wxALIGN_CENTER_VERTICAL);
    field->SetSizer(fieldRow);

    auto* handover = pages[HandoverPage];
    orderTable_ = namedChoice(handover, "console-order-table", core::tacticalOrderTables());
    orderTable_->SetStringSelection("firearms");
    orderTable_->SetToolTip("The Actions Table's order table: firearms (long-range weapons) or "
                            "melee (short-range weapons); the unit's lost bases, markers and rout "
                            "are its losses and running");
    auto* handoverGrid = new wxFlexGridSizer(5, wxSize(8, 4));
    handoverGrid->Add(label(handover, "Actions Table"), 0, wxALIGN_CENTER_VERTICAL);
    handoverGrid->Add(orderTable_, 0, wxEXPAND);
    for (const char* name : {"enemy-in-range", "flank-or-rear", "running"}) {
        handoverGrid->Add(flag(name), 0, wxALIGN_CENTER_VERTICAL);
    }
    handoverGrid->AddSpacer(0);
    for (const char* name : {"in-cover", "advancing", "hero", "raw-in-range"}) {
        handoverGrid->Add(flag(name), 0, wxALIGN_CENTER_VERTICAL);
    }
    handoverGrid->AddSpacer(0);
    handoverGrid->Add(flag("natives-near-cavalry"), 0, wxALIGN_CENTER_VERTICAL);
    handover->SetSizer(handoverGrid);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(book_, 1, wxEXPAND);
    SetSizer(sizer);

    distance_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        longRange_->Enable(action_ == "shoot" && distance_->IsEmpty());
        changed();
    });
    longRange_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { changed(); });
    for (auto* choice : {cover_, indirect_, building_, returnCover_, direction_, method_,
                         vehicleCheck_, orderTable_}) {
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { changed(); });
    }
    showFor(std::nullopt);
}

void CircumstancesPanel::showFor(const std::optional<std::string>& action) {
    action_ = action;
    book_->ChangeSelection(static_cast<std::size_t>(pageFor(action)));
    const bool shooting = action == "shoot";
    for (wxWindow* input : {static_cast<wxWindow*>(distance_), static_cast<wxWindow*>(cover_),
                            static_cast<wxWindow*>(indirect_), static_cast<wxWindow*>(building_),
                            static_cast<wxWindow*>(returnCover_)}) {
        input->Enable(shooting);
    }
    longRange_->Enable(shooting && distance_->IsEmpty());
    direction_->Enable(action == "charge" || action == "combat");
    method_->Enable(action == "initiative");
    vehicleCheck_->Enable(action == "vehicle");
    orderTable_->Enable(action == "handover");
    for (const auto& text : flagTexts) flags_.at(text.name)->Enable(reads(text.actions, action));
}

void CircumstancesPanel::fill(core::TacticalActionRequest& request) const {
    const auto ticked = [&](const std::string& name) {
        const auto* box = flags_.at(name);
        return box->IsEnabled() && box->GetValue();
    };
    if (distance_->IsEnabled()) {
        long inches = 0;
        if (distance_->GetValue().ToLong(&inches)) request.distance = static_cast<int>(inches);
        request.longRange = longRange_->IsEnabled() && longRange_->GetValue();
        request.cover = selectedText(*cover_);
        request.indirect = selectedText(*indirect_);
        const auto building = selectedText(*building_);
        request.building = building == "none" ? "" : building;
        request.returnCover = selectedText(*returnCover_);
    }
    request.returnFire = ticked("return-fire");
    if (direction_->IsEnabled()) request.direction = selectedText(*direction_);
    request.enfiladed = ticked("enfiladed");
    request.speculative = ticked("speculative");
    request.ambush = ticked("ambush") || ticked("charge-ambush");
    request.gas = ticked("gas");
    request.again = ticked("again");
    request.targetMoving = ticked("target-moving");
    request.targetFlees = ticked("flees");
    request.targetShoots = ticked("target-shoots");
    request.counterCharge = ticked("counter-charge");
    for (const auto& modifier : core::tacticalCombatModifiers()) {
        if (ticked("charger-" + modifier)) request.chargerModifiers.push_back(modifier);
        if (ticked("defender-" + modifier)) request.defenderModifiers.push_back(modifier);
    }
    request.halted = ticked("halted");
    request.cornered = ticked("cornered");
    if (method_->IsEnabled()) request.method = selectedText(*method_);
    request.newTurn = ticked("new-turn");
    request.onesEndTurn = ticked("ones-end-turn");
    request.entrenchingTools = ticked("tools");
    if (vehicleCheck_->IsEnabled()) request.vehicleCheck = selectedText(*vehicleCheck_);
    if (orderTable_->IsEnabled()) request.orderTable = selectedText(*orderTable_);
    auto& situation = request.situation;
    situation.heroWithUnit = ticked("hero");
    situation.inCoverOrAdvancing = ticked("in-cover") || ticked("advancing");
    situation.enemyInRange = ticked("enemy-in-range");
    situation.rawInRange = ticked("raw-in-range");
    situation.flankOrRear = ticked("flank-or-rear");
    situation.nativesNearCavalry = ticked("natives-near-cavalry");
    situation.running = ticked("running");
}

void CircumstancesPanel::changed() {
    if (changed_) changed_();
}

}  // namespace tachanka::gui
