#include "app/gui/battles/circumstances_panel.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/valtext.h>

#include <array>
#include <string_view>

#include "app/gui/actions/form.hpp"
#include "app/gui/battles/circumstance_pages.hpp"

namespace tachanka::gui {
namespace {

wxStaticText* label(wxWindow* parent, const wxString& text) {
    return new wxStaticText(parent, wxID_ANY, text);
}

}  // namespace

CircumstancesPanel::CircumstancesPanel(wxWindow* parent) : wxPanel(parent) {
    book_ = new wxSimplebook(this, wxID_ANY);
    std::array<wxPanel*, 8> pages{};
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
    auto cars = core::tacticalTrainCars();
    cars.insert(cars.begin(), "none");
    trainCar_ = namedChoice(shot, "console-train-car", cars);
    trainCar_->SetToolTip("A gun's shot at an armoured train: the car its direct hits strike");
    trainCarNumber_ = new wxTextCtrl(shot, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize, 0,
                                     wxTextValidator(wxFILTER_DIGITS));
    trainCarNumber_->SetName("console-train-car-number");
    trainCarNumber_->SetMaxLength(2);
    trainCarNumber_->SetToolTip("Which car of that kind, counted from 1");
    // Three rows of two: what is measured, what is seen, and the odd target's particulars.
    auto* shotGrid = new wxFlexGridSizer(6, wxSize(8, 4));
    const auto input = [&](const char* text, wxWindow* value, wxWindow* beside) {
        shotGrid->Add(label(shot, text), 0, wxALIGN_CENTER_VERTICAL);
        shotGrid->Add(value, 0, wxEXPAND);
        if (beside != nullptr) {
            shotGrid->Add(beside, 0, wxALIGN_CENTER_VERTICAL);
        } else {
            shotGrid->AddSpacer(0);
        }
    };
    input("Distance (\")", distance_, longRange_);
    input("Cover", cover_, nullptr);
    input("Indirect fire", indirect_, flag("return-fire"));
    input("Shooters' cover", returnCover_, nullptr);
    input("Train car", trainCar_, trainCarNumber_);
    input("Building", building_, nullptr);
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
    buildingName_ = new wxComboBox(field, wxID_ANY);
    buildingName_->SetName("console-building-name");
    buildingName_->SetHint("the building it touches");
    buildingName_->SetToolTip("The building set alight or fought: one already burning, or a new "
                              "name (a marker on 3-6, one more each turn, destroyed at five)");
    trainOrder_ = namedChoice(field, "console-train-order", core::tacticalTrainOrders());
    trainOrder_->SetStringSelection("hold");
    trainOrder_->SetToolTip("Accelerate: 1\" from a stop, then doubling up to 8\" (2\" less an "
                            "engine hit); brake: half the move, stopped under 1\"");
    auto* fieldGrid = new wxFlexGridSizer(4, wxSize(8, 4));
    fieldGrid->Add(flag("tools"), 0, wxALIGN_CENTER_VERTICAL);
    fieldGrid->Add(label(field, "Vehicle test"), 0, wxALIGN_CENTER_VERTICAL);
    fieldGrid->Add(vehicleCheck_, 0, wxEXPAND);
    fieldGrid->AddSpacer(0);
    fieldGrid->Add(label(field, "Building"), 0, wxALIGN_CENTER_VERTICAL);
    fieldGrid->Add(buildingName_, 0, wxEXPAND);
    fieldGrid->Add(flag("fight"), 0, wxALIGN_CENTER_VERTICAL);
    fieldGrid->AddSpacer(0);
    fieldGrid->Add(label(field, "Train"), 0, wxALIGN_CENTER_VERTICAL);
    fieldGrid->Add(trainOrder_, 0, wxEXPAND);
    fieldGrid->Add(flag("reverse"), 0, wxALIGN_CENTER_VERTICAL);
    field->SetSizer(fieldGrid);

    auto* handover = pages[HandoverPage];
    orderTable_ = namedChoice(handover, "console-order-table", core::tacticalOrderTables());
    orderTable_->SetStringSelection("firearms");
    orderTable_->SetToolTip("The Actions Table's order table: firearms (long-range weapons) or "
                            "melee (short-range weapons); the unit's lost bases, markers and rout "
                            "are its losses and running");
    // Four columns, so the page is no wider than the shot's beside the odds.
    auto* handoverGrid = new wxFlexGridSizer(4, wxSize(8, 4));
    handoverGrid->Add(label(handover, "Actions Table"), 0, wxALIGN_CENTER_VERTICAL);
    handoverGrid->Add(orderTable_, 0, wxEXPAND);
    for (const char* name : {"enemy-in-range", "flank-or-rear", "running", "in-cover",
                             "advancing", "hero", "raw-in-range", "natives-near-cavalry"}) {
        if (handoverGrid->GetItemCount() % 4 == 0) handoverGrid->AddSpacer(0);
        handoverGrid->Add(flag(name), 0, wxALIGN_CENTER_VERTICAL);
    }
    handover->SetSizer(handoverGrid);

    auto* morale = pages[MoralePage];
    senior_ = namedChoice(morale, "console-senior", {"none"});
    senior_->SetToolTip("A senior officer of the unit's side near it: his token's bonus is added "
                        "to the junior officer's");
    seniorDistance_ = new wxTextCtrl(morale, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0,
                                     wxTextValidator(wxFILTER_DIGITS));
    seniorDistance_->SetName("console-senior-distance");
    seniorDistance_->SetMaxLength(4);
    seniorDistance_->SetHint("inches");
    seniorDistance_->SetToolTip("Inches from the senior officer to the unit");
    test_ = namedChoice(morale, "console-test", core::tacticalMoraleTests());
    test_->SetStringSelection("fear");
    auto* testRow = new wxBoxSizer(wxHORIZONTAL);
    testRow->Add(label(morale, "Morale test"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    testRow->Add(test_, 0, wxALIGN_CENTER_VERTICAL);
    auto* moraleRow = new wxBoxSizer(wxHORIZONTAL);
    moraleRow->Add(label(morale, "Senior officer"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    moraleRow->Add(senior_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    moraleRow->Add(seniorDistance_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    for (const char* name : {"senior-in-sight", "personal-command"}) {
        moraleRow->Add(flag(name), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    }
    auto* moraleRows = new wxBoxSizer(wxVERTICAL);
    moraleRows->Add(testRow, 0, wxBOTTOM, 4);
    moraleRows->Add(moraleRow);
    morale->SetSizer(moraleRows);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(book_, 1, wxEXPAND);
    SetSizer(sizer);

    distance_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        longRange_->Enable(action_ == "shoot" && distance_->IsEmpty());
        changed();
    });
    longRange_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { changed(); });
    for (auto* choice : {cover_, indirect_, building_, returnCover_, direction_, method_,
                         vehicleCheck_, orderTable_, trainOrder_, trainCar_, senior_, test_}) {
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { changed(); });
    }
    for (auto* text : {static_cast<wxWindow*>(buildingName_), static_cast<wxWindow*>(trainCarNumber_),
                       static_cast<wxWindow*>(seniorDistance_)}) {
        text->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { changed(); });
    }
    showFor(std::nullopt);
}

void CircumstancesPanel::showFor(const std::optional<std::string>& action) {
    action_ = action;
    book_->ChangeSelection(static_cast<std::size_t>(pageFor(action)));
    const bool shooting = action == "shoot";
    for (wxWindow* input : {static_cast<wxWindow*>(distance_), static_cast<wxWindow*>(cover_),
                            static_cast<wxWindow*>(indirect_), static_cast<wxWindow*>(building_),
                            static_cast<wxWindow*>(returnCover_), static_cast<wxWindow*>(trainCar_),
                            static_cast<wxWindow*>(trainCarNumber_)}) {
        input->Enable(shooting);
    }
    longRange_->Enable(shooting && distance_->IsEmpty());
    direction_->Enable(action == "charge" || action == "combat");
    method_->Enable(action == "initiative");
    vehicleCheck_->Enable(action == "vehicle");
    orderTable_->Enable(action == "handover");
    buildingName_->Enable(action == "fire");
    trainOrder_->Enable(action == "train");
    test_->Enable(action == "morale");
    const bool morale = action == "morale" || action == "rally";
    senior_->Enable(morale && senior_->GetCount() > 1);
    seniorDistance_->Enable(morale && senior_->GetCount() > 1);
    for (const auto& text : flagTexts) flags_.at(text.name)->Enable(reads(text.actions, action));
}

void CircumstancesPanel::fill(core::TacticalActionRequest& request) const {
    const auto ticked = [&](const std::string& name) {
        const auto* box = flags_.at(name);
        return box->IsEnabled() && box->GetValue();
    };
    if (test_->IsEnabled()) request.test = selectedText(*test_);
    if (distance_->IsEnabled()) {
        long inches = 0;
        if (distance_->GetValue().ToLong(&inches)) request.distance = static_cast<int>(inches);
        request.longRange = longRange_->IsEnabled() && longRange_->GetValue();
        request.cover = selectedText(*cover_);
        request.indirect = selectedText(*indirect_);
        const auto building = selectedText(*building_);
        request.building = building == "none" ? "" : building;
        request.returnCover = selectedText(*returnCover_);
        const auto car = selectedText(*trainCar_);
        request.trainCar = car == "none" ? "" : car;
        long number = 1;
        if (trainCarNumber_->GetValue().ToLong(&number) && number > 0) {
            request.trainCarNumber = static_cast<int>(number);
        }
    }
    if (buildingName_->IsEnabled()) {
        auto name = buildingName_->GetValue();
        request.target = name.Trim(true).Trim(false).utf8_string();
    }
    request.fightFire = ticked("fight");
    if (trainOrder_->IsEnabled()) request.trainOrder = selectedText(*trainOrder_);
    request.reverseTrain = ticked("reverse");
    if (senior_->IsEnabled() && selectedText(*senior_) != "none") {
        request.senior = selectedText(*senior_);
        long inches = 0;
        if (seniorDistance_->GetValue().ToLong(&inches)) {
            request.seniorDistance = static_cast<int>(inches);
        }
        request.seniorInSight = ticked("senior-in-sight");
        request.personalCommand = ticked("personal-command");
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

void CircumstancesPanel::offerBuildings(const std::vector<std::string>& names) {
    const auto typed = buildingName_->GetValue();
    buildingName_->Clear();
    for (const auto& name : names) buildingName_->Append(wxString::FromUTF8(name));
    buildingName_->ChangeValue(typed);
}

void CircumstancesPanel::offerSeniors(const std::vector<std::string>& names) {
    const auto was = senior_->GetStringSelection();
    senior_->Clear();
    senior_->Append("none");
    for (const auto& name : names) senior_->Append(wxString::FromUTF8(name));
    if (!senior_->SetStringSelection(was)) senior_->SetSelection(0);
}

void CircumstancesPanel::changed() {
    if (changed_) changed_();
}

}  // namespace tachanka::gui
