#pragma once
// A Red Actions! battle umpired action by action: the units on the table with their bases and
// markers, and each action of the rules (initiative, shooting with its direct hits, charges with
// the hand-to-hand combat they bring, pursuits, morale tests, rallies, digging in, getting through
// wire, vehicles' breakdowns, an uncommanded unit's order from the Actions Table) resolved by the
// engines' own functions and applied to the units: terror markers, bases lost, retire, rout,
// surrender, prisoners, officers killed, foxholes dug, vehicles broken down or stuck, buildings
// set alight or saved, armoured trains run along their rails and their cars hit.

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "rules/actions/actions_tables.hpp"
#include "rules/actions/orders.hpp"
#include "rules/dice.hpp"
#include "rules/odds.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/combat.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/field/trains.hpp"
#include "rules/redactions/field/vehicles.hpp"
#include "rules/redactions/officers.hpp"
#include "rules/redactions/tables.hpp"
#include "rules/redactions/unit_state.hpp"

namespace tachanka::rules::redactions {

struct TacticalOfficer {
    std::string name;
    int moraleBonus = 0;
    bool killed = false;
    bool clever = false;  // his token's "Clever": he may try to pre-empt the order
};

struct TacticalUnit {
    std::string code;
    bool attacker = true;
    TroopType troop;
    UnitState state;
    int basesAtStart = 0;
    int basesLost = 0;    // destroyed
    int surrendered = 0;  // taken prisoner
    std::optional<TacticalOfficer> officer;
    // For the action under way only: a senior officer of its side near enough, as the players
    // placed him, whose bonus its morale tests take ("The Morale Effects of Officers").
    std::optional<SeniorOfficer> seniorNear;
    int foxholeQuarters = 0;  // cover dug ("Digging in"), in quarter columns
    bool inWire = false;      // entered barbed wire, not yet through it
    VehicleCondition vehicle = VehicleCondition::Running;  // tanks and armoured cars
    // An armoured train ("Trains"): its speed, direction and engine hits, and the direct hits
    // on each of its other cars by trainCarKey.
    TrainState train;
    std::map<std::string, int> carHits;

    bool onTable() const { return state.bases > 0; }
    bool inGoodOrder() const { return onTable() && !state.routing; }
    int officersLeft() const { return officer && !officer->killed ? 1 : 0; }
};

// The field rules' numbers the umpired actions read (templates/rules/red-actions-field.xml).
struct FieldNumbers {
    VehicleNumbers vehicles;
    WireNumbers wire;
    DiggingNumbers digging;
    TrainNumbers trains;
    FireNumbers fires;
};

// A senior officer of a formation present: an independent base, his token's bonus lent to the
// units he sees within 12" or is within 4" of, or his alone when he takes personal command.
struct TacticalSenior {
    std::string name;
    bool attacker = true;
    int moraleBonus = 0;
    bool killed = false;
};

// Where the players say a senior officer stands for an action: his distance from the unit
// testing its morale, whether he sees it, whether he took personal command of it.
struct SeniorPresence {
    std::string name;
    int distanceInches = 0;
    bool inSight = false;
    bool personalCommand = false;
};

// "Buildings": a building a unit set alight, as the players name it, with its fire's terror
// markers. Once they reach five it is "uninhabitable and effectively destroyed".
struct BuildingOnTable {
    std::string name;
    int fireMarkers = 0;
    bool destroyed = false;

    bool burning() const { return fireMarkers > 0 && !destroyed; }
};

struct TacticalBattle {
    std::vector<TacticalUnit> units;
    FieldNumbers field;  // the club's field rules, read when the table is set up
    // The club's Actions Table, for the units handed to it (none: the battle cannot hand any).
    std::shared_ptr<const actions::ActionsTables> actionsTable;
    std::vector<BuildingOnTable> buildings;  // in the order they were first set alight
    std::vector<TacticalSenior> seniors;     // of the formations present, both sides

    // std::invalid_argument naming the codes there are when no unit has this code.
    TacticalUnit& unit(const std::string& code);
    const TacticalUnit& unit(const std::string& code) const;
    // The senior officer of this name; std::invalid_argument naming those there are.
    TacticalSenior& senior(const std::string& name);
    const TacticalSenior& senior(const std::string& name) const;
    // The building of this name, or null when none was ever set alight.
    BuildingOnTable* building(const std::string& name);
    const BuildingOnTable* building(const std::string& name) const;
};

enum class TacticalAction {
    Initiative,
    Move,
    Shoot,
    Charge,
    Combat,
    Pursue,
    Morale,
    Rally,
    Dig,
    Wire,
    Vehicle,
    Handover,
    Fire,
    Train,
    SeniorKilled
};
inline constexpr std::array<model::EnumName<TacticalAction>, 15> tacticalActionNames{{
    {TacticalAction::Initiative, "initiative"},
    {TacticalAction::Move, "move"},
    {TacticalAction::Shoot, "shoot"},
    {TacticalAction::Charge, "charge"},
    {TacticalAction::Combat, "combat"},
    {TacticalAction::Pursue, "pursue"},
    {TacticalAction::Morale, "morale"},
    {TacticalAction::Rally, "rally"},
    {TacticalAction::Dig, "dig"},
    {TacticalAction::Wire, "wire"},
    {TacticalAction::Vehicle, "vehicle"},
    {TacticalAction::Handover, "handover"},
    {TacticalAction::Fire, "fire"},
    {TacticalAction::Train, "train"},
    {TacticalAction::SeniorKilled, "senior-killed"},
}};

// Which of a tank's or armoured car's tests a vehicle action is ("Tanks", "Armoured Cars"):
// after a move over half speed (armoured cars only off flat ground, gentle hills and roads), on
// crossing an obstacle other than wire, or trying to get going again.
enum class VehicleCheck { FastMove, Obstacle, GetGoing };
inline constexpr std::array<model::EnumName<VehicleCheck>, 3> vehicleCheckNames{{
    {VehicleCheck::FastMove, "fast-move"},
    {VehicleCheck::Obstacle, "obstacle"},
    {VehicleCheck::GetGoing, "get-going"},
}};

// How the turn's initiative is decided ("Initiative"): the standard roll, option 1's cards or
// option 2's roll-off before every action segment.
enum class InitiativeMethod { Standard, Cards, RollOff };
inline constexpr std::array<model::EnumName<InitiativeMethod>, 3> initiativeMethodNames{{
    {InitiativeMethod::Standard, "standard"},
    {InitiativeMethod::Cards, "cards"},
    {InitiativeMethod::RollOff, "roll-off"},
}};

// What the players see or measure on the table about a shot, which the units' markers do not
// hold. Formed cavalry and road columns, skirmishers and partisans in cover are read off the
// target; a gun's direct hits (step 6) off the shooter's card.
struct ShotCircumstances {
    // Inches to the target: decides long range, machine-guns' close range and the whole km a
    // direct hit adds; a target beyond the card's range is refused. None: `longRange` says.
    std::optional<int> distance;
    bool longRange = false;
    Cover cover = Cover::None;
    bool enfiladed = false;
    bool speculative = false;
    IndirectFire indirect = IndirectFire::None;
    bool ambush = false;  // shooting from ambush: a terror marker and a fear test
    bool gas = false;     // gas shells: a fear test on top of the casualties
    // Direct hits: a consecutive round at a target that stayed still (no km added), a vehicle
    // target on the move, and a target inside a building section of this material.
    bool again = false;
    bool targetMoving = false;
    std::optional<BuildingMaterial> building;
    // "An infantry or cavalry unit that is shot at by enemy at close range may elect to return
    // fire simultaneously": its shot, at the same distance, into the shooters' cover.
    bool returnFire = false;
    Cover returnCover = Cover::None;
    // A gun's shot at an armoured train: the car its direct hits strike (the text leaves the
    // choice to the players), and which of the train's cars of that kind, counted from 1.
    std::optional<TrainCar> trainCar;
    int trainCarNumber = 1;
};

// What the players see of a pursuit ("Pursuit"): an enemy facing the pursuers within 2" and
// able to fight halts them; terrain or friends that stop the router getting away let troops
// other than sabres catch it too.
struct PursuitCircumstances {
    bool halted = false;
    bool cornered = false;
};

// What the players see of a charge, or of a combat between units in contact: where the
// chargers strike the target, what the target does when charged, and what each side fights
// from. Formed cavalry charging is read off the chargers' markers.
struct ChargeCircumstances {
    ChargeDirection direction = ChargeDirection::Front;
    bool ambush = false;         // ambushers take no charge test; the target a terror marker
    bool targetFlees = false;    // charged frontally, it flees with a humiliated marker
    bool targetShoots = false;   // it stands and shoots at the chargers before contact
    bool counterCharge = false;  // cavalry charged frontally by cavalry ride out half-way
    std::set<CombatModifier> chargerModifiers;  // fortified, defending-in-cover, uphill
    std::set<CombatModifier> defenderModifiers;
};

struct ActionRequest {
    TacticalAction action = TacticalAction::Initiative;
    // The unit acting (none for initiative); for senior-killed, the senior officer who falls.
    std::string actor;
    std::string target;  // the unit shot at, charged or pursued
    ShotCircumstances shot;
    ChargeCircumstances charge;
    PursuitCircumstances pursuit;
    MoraleTest test = MoraleTest::Fear;  // for a morale action
    bool entrenchingTools = false;        // digging in: ½ column a move instead of ¼
    VehicleCheck vehicleCheck = VehicleCheck::FastMove;
    // A unit handed to the Actions Table: the order table it dices on, and what only the table
    // shows of its situation (its losses and routing are read off the unit).
    actions::OrderTableKind orderTable = actions::OrderTableKind::Firearms;
    actions::Circumstances situation;
    // An initiative: how it is decided, whether it starts the next turn before every unit has
    // acted, and whether the players agreed that both rolling a 1 ends an option 2 turn.
    InitiativeMethod method = InitiativeMethod::Standard;
    bool newTurn = false;
    bool bothOnesEndTurn = false;
    // The actor's Clever officer tries to pre-empt the initiative order (a 6 on a d6).
    bool preempt = false;
    // A fire action: the actor fights the fire of the building it touches (the target, named by
    // the players) instead of setting it alight.
    bool fightFire = false;
    // A senior officer near the units of his side that test their morale in this action.
    std::optional<SeniorPresence> senior;
    // A train action: the order for this turn's move, after reversing when it is stopped.
    TrainOrder trainOrder = TrainOrder::Hold;
    bool reverseTrain = false;
};

struct ActionResult {
    std::vector<std::string> effects;  // in the order they happen
    std::vector<std::string> cells;    // each table cell read: "shooting 9, column 7-9: 2 x Ter"
    std::string summary;               // what changed on the table: "1/1K −1 base, +1 terror"
    std::vector<std::string> forced;   // units it made retire, rout or flee
};

// Refuses what the rules forbid (std::invalid_argument: a unit off the table or routing
// acting, a target of its own side, a charge its arm may not make, a shot beyond the card's
// range). `battle` changes only when the action is resolved. An initiative here is the standard
// roll, outside any turn: actInTurn (turn_sequence.hpp) keeps the turn.
ActionResult act(const RedActionsTables& tables, TacticalBattle& battle,
                 const ActionRequest& request, Dice& dice);

// Why the rules refuse `action` by `actor` (against `target`, for a shot, charge, combat or
// pursuit) now: a unit off the table or routing acting, a target of its own side or gone, a
// charge its arm may not make (`intoFront`: into the target's front, where the rules forbid
// more), a pursuit of a unit not routing or by troops not entitled to charge it, a rally with
// nothing to rally from; none when they allow it. `act` refuses exactly these, with the
// charge's own direction. std::invalid_argument when a code names no unit.
std::optional<std::string> actionRefusal(const TacticalBattle& battle, TacticalAction action,
                                         const std::string& actor, const std::string& target = "",
                                         bool intoFront = false);

// What a unit may do now: each action the rules allow it (initiative is the battle's, not a
// unit's) with the units it may take it against, for a front end to offer; a charge the rules
// allow only into a flank or the rear is offered too.
struct ActionChoice {
    TacticalAction action = TacticalAction::Shoot;
    // The units it may take it against; for a fire, the buildings on the table not yet
    // destroyed (the players may name another); empty for the rest.
    std::vector<std::string> targets;
};
std::vector<ActionChoice> actionChoices(const TacticalBattle& battle, const std::string& actor);

// "Sabre units who have caused an enemy unit to rout in a combat will pursue immediately":
// whether `winner` must pursue `loser`, routed by the combat just fought (the umpire says so;
// the players act the pursuit, knowing whether an enemy halts it).
bool mustPursue(const TacticalUnit& winner, const TacticalUnit& loser, bool loserWasRouting);

// Every way the action can end (its summary), by running act over all the dice it can ask;
// std::invalid_argument for initiative, whose tied rolls are rolled again without end.
Distribution actionOdds(const RedActionsTables& tables, const TacticalBattle& battle,
                        const ActionRequest& request);

// "1/1K −1 base, +1 terror, routs; 1/9D officer killed": the differences, unit by unit.
std::string changesBetween(const TacticalBattle& before, const TacticalBattle& after);

}  // namespace tachanka::rules::redactions
