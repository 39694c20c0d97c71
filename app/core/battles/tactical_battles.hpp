#pragma once
// A planned campaign battle fought on the table as a linked tactical battle (Red Actions!),
// Tachanka as umpire: converted through the link table, each action resolved by the rules
// engine with typed or seeded dice and logged (append-only: an undo is a correcting entry),
// weighed exactly before the roll or auto-resolved by Monte Carlo, and ended with a preview of
// what goes back to the campaign and an apply that writes it as one action.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "model/tactical_battle.hpp"
#include "rules/actions/orders.hpp"
#include "rules/redactions/battle/auto_resolve.hpp"

namespace tachanka::core {

// The default tactical system a battle is fought in; the others are the rule systems with a
// linked-battle adapter (linked_battle.hpp).
inline constexpr std::string_view redActionsSystem = "red-actions";

struct TacticalChoice {
    std::string action;                // "shoot"
    std::vector<std::string> targets;  // empty for morale and rally
};

// An armoured train on the table ("Trains").
struct TacticalTrainView {
    double speed = 0;  // inches moved last turn; 0 stopped
    bool forward = true;
    int engineHits = 0;
    double moveAllowance = 0;  // 8" less 2" an engine hit; 0 immobilised
    std::map<std::string, int> carHits;  // "turret-artillery 1" -> hits
    std::vector<std::string> carsDestroyed;
};

struct TacticalUnitView {
    std::string code;
    std::string operationalCode;  // the campaign unit it comes from
    std::string side;
    std::string troopType;  // the army list's id
    std::string troopName;
    int bases = 0;  // at the start
    int basesLost = 0;
    int surrendered = 0;
    int basesLeft = 0;
    int terror = 0;
    int humiliated = 0;
    bool pinned = false;
    bool routing = false;
    std::string officer;  // "Lt. Sokolov (+1)", "(+1, Clever)", "... killed", or empty
    bool cleverOfficer = false;  // a living Clever officer: he may try to pre-empt the order
    bool provisional = false;
    int foxholes = 0;     // quarter columns of cover dug
    bool inWire = false;
    std::string vehicle;  // a tank's or armoured car's condition: running, broken-down, ...
    std::optional<TacticalTrainView> train;  // an armoured train's
    std::string segment;  // this turn: "to act", "acted", "forfeited"; none before initiative
    // Its state in a system besides Red Actions!, in its words: "level 3 (average), fell back
    // 1 hex".
    std::string state;
    // What the rules allow it to do now (initiative is the battle's): shoot, charge and combat
    // with the units they may be taken against, morale, rally.
    std::vector<TacticalChoice> choices;
};

// The Red Actions! turn as the log made it (rules::redactions::TurnSequence).
struct TacticalTurnView {
    int number = 0;      // 0 until the first initiative: actions are then taken in any order
    std::string method;  // standard, cards, roll-off
    std::string next;    // "the defender's action segment", "1/9D's card", ...
    std::vector<std::string> cards;  // option 1: the order drawn
    std::vector<std::string> toAct;
    std::vector<std::string> acted;
    std::vector<std::string> forfeited;
};

// "Turn 2 (cards initiative): 1/9D's card: its action segment; still to act: 1/9D, 2/1K":
// the turn in one line, worded once for every front end.
std::string turnSummary(const TacticalTurnView& turn);

// A senior officer of a formation present: his token's bonus goes to the units of his side he
// is near (a morale test's --senior).
struct TacticalSeniorView {
    std::string name;
    std::string side;
    std::string command;  // "9th Rifle Division"
    int moraleBonus = 0;
    bool killed = false;
    bool wounded = false;  // a leader figure's (RF&IC's Commander table)
    // The leader figure he is on the table ("Commander"); empty: he lends his token's bonus.
    std::string figure;
};

// "Senior officers: Comdiv Sokolov (+2, 9th Rifle Division); ...", or "Commanders: Comdiv
// Sokolov (Reds, 9th Rifle Division)" for leader figures, in one wording for every front end;
// empty when the battle has none.
std::string seniorsLine(const std::vector<TacticalSeniorView>& seniors);

// A building a unit set alight ("Buildings").
struct TacticalBuildingView {
    std::string name;
    int fireMarkers = 0;
    bool destroyed = false;  // five markers: uninhabitable, effectively destroyed
};

// "Buildings: Church: 3 fire markers; Mill: destroyed by fire; Barn: fire out", in one wording
// for every front end; empty when no building was set alight.
std::string buildingsLine(const std::vector<TacticalBuildingView>& buildings);

// A marker on the table or a unit noted in ambush (Red Actions!' "Set-up"), as the viewer may
// know it.
struct TacticalMarkerView {
    std::string label;  // "M3"
    std::string side;
    // ambush, position, dummy; "marker" when the viewer may not know which.
    std::string kind;
    std::string unit;  // the unit under it; empty for a dummy or when the viewer may not know
    std::string spot;  // where it lies, as the players named it
    bool revealed = false;
};

// A scouting roll made secretly ("Ambushes"): its commitment, shown to both sides at once, and
// the die and nonce that verify it, which the scouting side sees once it is revealed.
struct TacticalScoutingView {
    int sequence = 0;  // the log entry of the scouting
    int turn = 0;
    std::string scout;
    std::string spot;
    std::string keptBy;  // the side that rolled it secretly: the potential ambusher
    std::string commitment;
    std::optional<int> die;
    std::string nonce;
    bool revealed = false;
    bool holds = false;  // the die and nonce shown make the commitment
};

// "Markers: M1, M2 (Reds), M3 at the farm (Whites); in ambush: 2/9D at the birch wood
// (Whites)": the table's hidden set-up as the viewer knows it, in one wording for every front
// end; empty when nothing is hidden.
std::string markersLine(const std::vector<TacticalMarkerView>& markers);

struct TacticalBattleView {
    std::int64_t id = 0;
    std::string title;
    std::string system;
    std::string pieces = "bases";  // what its units' bases are: "stands", "figures"
    bool terror = true;  // the system counts terror markers (a linked-battle adapter's does not)
    bool provisional = false;  // a provisional link-table row or army list made it
    std::vector<TacticalUnitView> units;
    std::vector<TacticalBuildingView> buildings;  // set alight, in that order
    std::vector<TacticalSeniorView> seniors;       // of the formations present
    TacticalTurnView turn;
    std::vector<model::TacticalEvent> log;
    std::vector<TacticalMarkerView> markers;      // set up hidden, as the viewer knows them
    std::vector<TacticalScoutingView> scouting;   // secret scouting rolls, oldest first
    std::string viewedBy;  // the side whose view it is; empty: the umpire's, all of it
};

// Converts planned battle `id` into tactical units of `system`, Red Actions! or a system with a
// linked-battle adapter (one action on the ledger).
TacticalBattleView fightBattle(const std::filesystem::path& file, std::int64_t id,
                               std::string_view system);
TacticalBattleView tacticalBattle(const std::filesystem::path& file, std::int64_t id);
bool isTacticalBattle(const std::filesystem::path& file, std::int64_t id);

// The club's change to one tactical unit before the first action (issue 16: "the user can
// adjust the forces before the battle starts"), with the reason the ledger keeps.
struct ForceAdjustment {
    std::string unit;  // the tactical unit's code
    std::optional<int> bases;
    std::optional<int> terror;
    std::optional<bool> routing;
    std::optional<std::string> troopType;  // an id of the unit's army list
    std::string reason;
};
TacticalBattleView adjustForces(const std::filesystem::path& file, std::int64_t id,
                                const ForceAdjustment& adjustment);

struct TacticalActionRequest {
    std::string action;  // initiative, move, shoot, charge, combat, pursue, morale, rally, dig,
                         // wire, vehicle, handover, fire, train
    std::string actor;
    std::string target;  // a unit; for a fire, the building as the players name it
    // A shot: what the players measure and see (rules::redactions::ShotCircumstances).
    std::optional<int> distance;  // inches; decides long range when given
    bool longRange = false;
    std::string cover = "none";
    bool enfiladed = false;
    bool speculative = false;
    std::string indirect = "none";  // observed indirect fire: none, first, later
    bool ambush = false;
    bool gas = false;
    bool again = false;          // direct hits: a consecutive round at a still target
    bool targetMoving = false;   // direct hits: a vehicle on the move
    std::string building;        // direct hits: the target's building section, wood or stone
    // The target (infantry, cavalry) shot at close range returns fire at once, into the
    // shooters' cover.
    bool returnFire = false;
    std::string returnCover = "none";
    // A gun's shot at a train: the car its direct hits strike and which of that kind (from 1).
    std::string trainCar;
    int trainCarNumber = 1;
    // A charge, or a combat of units in contact (rules::redactions::ChargeCircumstances);
    // `ambush` above counts for a charge too.
    std::string direction = "front";  // where the chargers strike: front, flank, rear
    bool targetFlees = false;
    bool targetShoots = false;  // it stands and shoots at the chargers before contact
    bool counterCharge = false;
    std::vector<std::string> chargerModifiers;  // fortified, defending-in-cover, uphill
    std::vector<std::string> defenderModifiers;
    // A pursuit: an enemy facing the pursuers within 2", the router hemmed in.
    bool halted = false;
    bool cornered = false;
    std::string test = "fear";  // the morale action's test
    // An initiative: standard, cards or roll-off; the next turn before every unit has acted;
    // both players rolling a 1 ends an option 2 turn (if they agreed).
    std::string method = "standard";
    bool newTurn = false;
    bool onesEndTurn = false;
    bool preempt = false;  // the actor's Clever officer tries to pre-empt the order (a 6)
    bool entrenchingTools = false;         // dig: ½ column a move instead of ¼
    std::string vehicleCheck = "fast-move";  // vehicle: fast-move, obstacle, get-going
    // handover: the Actions Table's order table (firearms, melee) and what the players see of
    // the unit's situation; its losses and routing come from the battle.
    std::string orderTable = "firearms";
    rules::actions::Circumstances situation;
    // The morale tests of the units of a senior officer's side in this action take his bonus
    // when he sees them within 12" or is within 4", or his alone in personal command.
    std::string senior;  // his name; empty: none near
    int seniorDistance = 0;
    bool seniorInSight = false;
    bool personalCommand = false;
    bool fightFire = false;  // fire: fight the building's fire instead of setting it alight
    // train: this turn's move (accelerate, hold, brake), reversing first when stopped
    std::string trainOrder = "hold";
    bool reverseTrain = false;
    // Bullets & Bolsheviks: `distance` is the range in hexes and `cover` the ground the target
    // stands on (open, column, woods, town, marsh, trench, emplacement).
    std::optional<int> dicePerStand;   // small arms, within the table's "2 or 3"
    std::vector<std::string> ranging;  // artillery: consecutive-moving, out-of-sight, ...
    bool underFire = false;            // the actor is under MG or artillery fire
    std::string occasion = "taking-losses";  // a morale action's occasion
    std::vector<std::string> moraleModifiers;  // its modifiers the players give
    // Red Flags & Iron Crosses: `cover` other than "none" puts the target in cover.
    std::string cards;            // the cards the players dealt or turned over: "7H,QS"
    bool moved = false;           // the firer moved first
    bool commanderInHex = false;  // cohesion: a Commander in the unit's hex
};

// What the field rules have done to a unit, in one wording for every front end: "foxholes ½
// column, in the wire, broken-down", a train's "moving 4\" forward, engine hits 1 (moves 6\"),
// turret-artillery 1: 2 hits, destroyed"; empty when nothing.
std::string fieldStateText(const TacticalUnitView& unit);

// The names a request's action, cover, indirect fire, building, charge direction, combat
// modifier and morale test may take, for a front end to offer.
std::vector<std::string> tacticalActions();
std::vector<std::string> tacticalDirections();
std::vector<std::string> tacticalCombatModifiers();
std::vector<std::string> tacticalCovers();
std::vector<std::string> tacticalIndirectFire();
std::vector<std::string> tacticalBuildings();
std::vector<std::string> tacticalMoraleTests();
std::vector<std::string> tacticalInitiativeMethods();
std::vector<std::string> tacticalVehicleChecks();
std::vector<std::string> tacticalTrainOrders();
std::vector<std::string> tacticalTrainCars();
// The Actions Table's order tables an uncommanded unit dices on: firearms, melee.
std::vector<std::string> tacticalOrderTables();
// An action of the whole battle, not of a unit: the turn's initiative, or its deal of cards.
bool battleWideAction(std::string_view action);

// The tactical systems a planned battle can be fought in, Red Actions! first.
std::vector<std::string> tacticalSystems();
// The actions the umpire takes in a battle fought in `system`.
std::vector<std::string> tacticalActions(std::string_view system);
// Bullets & Bolsheviks: the ground a target stands on, the ranging modifiers, the morale
// occasions and the modifiers players may give each occasion (the leader's boost is rolled).
std::vector<std::string> bnbGrounds();
std::vector<std::string> bnbRangingModifiers();
std::vector<std::string> bnbMoraleOccasions();
std::vector<std::string> bnbMoraleModifiers(std::string_view occasion);

struct TacticalActionReport {
    model::TacticalEvent event;
    std::vector<std::string> effects;
    TacticalBattleView battle;  // after the action
};

// Resolves one action with the dice given (typed dice left over are refused) and logs it;
// with neither typed dice, dice asked one at a time, nor a seed, the campaign's seed and the
// action's number. An asked die shows what each face reads when it alone decides the action.
TacticalActionReport actInBattle(const std::filesystem::path& file, std::int64_t id,
                                 const TacticalActionRequest& request, const BattleDice& dice);

struct TacticalOutcomeOdds {
    rules::Probability probability;
    std::string result;
};
struct TacticalOdds {
    std::vector<TacticalOutcomeOdds> outcomes;  // most likely first
    bool provisional = false;
};
TacticalOdds tacticalActionOdds(const std::filesystem::path& file, std::int64_t id,
                                const TacticalActionRequest& request);

// Takes back the last action not yet taken back: its units' markers are restored and a
// correcting entry is appended; the log keeps both.
TacticalActionReport undoBattleAction(const std::filesystem::path& file, std::int64_t id);

rules::redactions::AutoResolution autoResolveBattle(const std::filesystem::path& file,
                                                    std::int64_t id, int runs, std::uint64_t seed);

// Issue 16's "battle calibration": each battle the club fought on the table and applied,
// auto-resolved again from where it started, beside the result the club rolled.
struct BattleCalibration {
    std::int64_t id = 0;
    std::string title;
    rules::redactions::AutoResolution predicted;
    int played = 0;  // +1 the attacker won, -1 the defender, 0 a draw
};
struct Calibration {
    std::vector<BattleCalibration> battles;  // oldest first
    // Over every battle: the mean predicted shares, the shares played, and the Brier score
    // (0 a perfect forecast, 2 the worst).
    double predictedWin = 0;
    double predictedDraw = 0;
    double predictedLoss = 0;
    double playedWin = 0;
    double playedDraw = 0;
    double playedLoss = 0;
    double brier = 0;
};
Calibration calibrateBattles(const std::filesystem::path& file, int runs, std::uint64_t seed);

// The club's correction of one line of what goes back (issue 16: "the club can correct any
// line, with a reason, before applying"): a campaign unit's steps lost, what became of it.
struct ResultCorrection {
    std::string unit;  // the campaign unit's code
    std::optional<int> stepsLost;
    std::optional<std::string> fate;  // "stands", "routs" or "eliminated"
};
struct ResultCorrections {
    std::vector<ResultCorrection> lines;
    std::string reason;  // required with any line; it goes on the ledger with each change
};

// "1/9D=1, 2/1K:routs, Cv/9D=2:stands": each unit's steps lost and what became of it, as the
// command line and the desktop take them; a UserError naming a line that is neither.
ResultCorrections parseResultCorrections(const std::string& list, const std::string& reason);

// What ending the battle writes to the campaign, one line a change, written nowhere.
std::vector<std::string> previewTacticalBattle(const std::filesystem::path& file, std::int64_t id,
                                               const BattleMoves& moves = {},
                                               const ResultCorrections& corrections = {});
// The campaign's officers who fell in the battle (killed on the table, or wounded as an RF&IC
// Commander) and are not replaced yet: none before it is applied, none once each has a successor ("Officer Casualties").
std::vector<OfficerView> fallenInBattle(const std::filesystem::path& file, std::int64_t id);

// Ends the battle and writes its results in one action (undo takes it back whole).
BattleView applyTacticalBattle(const std::filesystem::path& file, std::int64_t id,
                               const BattleMoves& moves = {},
                               const ResultCorrections& corrections = {});

}  // namespace tachanka::core
