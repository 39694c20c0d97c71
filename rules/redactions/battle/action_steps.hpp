#pragma once
// The steps the umpired table's actions are made of, shared by the shooting, morale and
// hand-to-hand actions: each resolves by the engine's own functions, applies the result to
// the units and writes what happened (effects) and which table cells were read (cells).

#include <optional>
#include <string>
#include <vector>

#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/morale.hpp"
#include "rules/redactions/officers.hpp"
#include "rules/redactions/shooting.hpp"

namespace tachanka::rules::redactions::steps {

std::string joined(const std::vector<std::string>& words);

// Bases gone from the table since `before`: destroyed, or `surrendered` of them prisoners.
void settle(TacticalUnit& unit, const UnitState& after, int surrendered = 0);

// The unit is made to act out of sequence (retire, rout, flee): it forfeits its action segment
// this turn if it has not had it.
void forcedToAct(const TacticalUnit& unit, ActionResult& result);

MoraleInputs moraleInputsOf(const TacticalUnit& unit, MoraleTest test);

// "2/1K: its officer" for the effect lines, "2/1K: its officer, Orlov," when he has a name of
// his own: a campaign's officer without one is called after his unit ("officer of 2/1K"), and
// named twice the line read "officer officer of 2/1K".
std::string itsOfficer(const TacticalUnit& unit);

void officerCasualty(TacticalUnit& unit, const std::optional<OfficerCasualties>& casualties,
                     ActionResult& result);

void takeTest(const RedActionsTables& tables, TacticalUnit& unit, MoraleTest test, Dice& dice,
              ActionResult& result);

// A shot and the target's tests it calls for, reporting its step before each test.
ShootingResolution shoot(const RedActionsTables& tables, TacticalUnit& shooter,
                         TacticalUnit& target, const ShotCircumstances& circumstances, Dice& dice,
                         ActionResult& result);

// A shot at close range that its infantry or cavalry target returns simultaneously: both shots
// read the units as they stood before either, then both apply. Throws std::invalid_argument
// for a target that may not return fire (long range, not infantry or cavalry, routing).
void exchangeFire(const RedActionsTables& tables, TacticalUnit& shooter, TacticalUnit& target,
                  const ShotCircumstances& circumstances, Dice& dice, ActionResult& result);

// Hand-to-hand combat between units in contact; `counterCharged`: the defender rode out to
// meet the chargers, charging too.
void combat(const RedActionsTables& tables, TacticalUnit& charger, TacticalUnit& defender,
            const ChargeCircumstances& seen, bool counterCharged, Dice& dice,
            ActionResult& result);

// A charge declared: the charge and fear tests, the target's fire at the chargers, and the
// hand-to-hand combat when it goes in.
void charge(const RedActionsTables& tables, TacticalUnit& charger, TacticalUnit& target,
            const ChargeCircumstances& seen, Dice& dice, ActionResult& result);

void pursuit(const RedActionsTables& tables, TacticalUnit& pursuer, TacticalUnit& router,
             const PursuitCircumstances& seen, Dice& dice, ActionResult& result);

// Foxholes dug, as the players say it: "1½ columns".
std::string foxholeColumns(int quarters);

// "Digging in": one move's digging, ½ column with entrenching tools, ¼ without; the diggers
// cannot count as evading.
void digIn(const FieldNumbers& field, TacticalUnit& unit, bool entrenchingTools,
           ActionResult& result);

// "Barbed Wire": infantry enter the wire, and on each later turn roll to get through (engineers
// cutting a path); a tank crushes through, risking a temporary problem.
void goThroughWire(const FieldNumbers& field, TacticalUnit& unit, Dice& dice, ActionResult& result);

// "Tanks", "Armoured Cars": a breakdown test after a fast move, an obstacle crossed, or a later
// move's try to get going. Throws std::invalid_argument for a test the vehicle cannot take now.
void vehicleTest(const FieldNumbers& field, TacticalUnit& unit, VehicleCheck check, Dice& dice,
                 ActionResult& result);

// "Buildings": the unit sets the building it touches alight (a terror marker on 3-6) or, with
// `fight`, fights its fire (4 removes one marker, 5 two, 6 three). A building is on the table
// from its first marker. Throws std::invalid_argument for a fight where no fire burns.
void fireAction(const FieldNumbers& field, TacticalBattle& battle, const TacticalUnit& unit,
                const std::string& building, bool fight, Dice& dice, ActionResult& result);

// The start of a turn: each burning building's fire gains its marker, and at five the building
// is destroyed.
void spreadFires(const FieldNumbers& field, TacticalBattle& battle, ActionResult& result);

// "Trains": the turn's move along the rails, halving to stop and doubling from 1" to start,
// reversing first when asked. Throws std::invalid_argument for a train moving when told to
// reverse, or one whose engine is immobilised.
void runTrain(const FieldNumbers& field, TacticalUnit& train, TrainOrder order, bool reverse,
              ActionResult& result);

// A gun's direct hits on one car of a train (the engine loses 2" of its move each, a turret
// artillery car goes at its second), then the fear test any direct hit calls for.
void hitTrain(const RedActionsTables& tables, const FieldNumbers& field, TacticalUnit& train,
              TrainCar car, int number, int hits, Dice& dice, ActionResult& result);

// The train's cars that have taken the hits that destroy them, by trainCarKey.
std::vector<std::string> destroyedCars(const FieldNumbers& field, const TacticalUnit& train);
bool carDestroyed(const FieldNumbers& field, const TacticalUnit& train, TrainCar car, int number);

// An uncommanded unit handed to the Actions Table: its risk factor from its losses, markers and
// the situation, a d6 for its order, and the order's effect on it (routing, retiring, pinned).
void handOver(const actions::ActionsTables& tables, TacticalUnit& unit,
              actions::OrderTableKind table, const actions::Circumstances& situation, Dice& dice,
              ActionResult& result);

}  // namespace tachanka::rules::redactions::steps
