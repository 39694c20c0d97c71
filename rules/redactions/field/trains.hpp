#pragma once
// Armoured trains ("Trains"): moving, stopping and starting along the rails by halving and
// doubling the move, direct hits on engines and cars, and what a hit makes the train do.

#include "rules/redactions/field/field_tables.hpp"

namespace tachanka::rules::redactions {

enum class TrainOrder { Accelerate, Hold, Brake };

inline constexpr std::array<model::EnumName<TrainOrder>, 3> trainOrderNames{{
    {TrainOrder::Accelerate, "accelerate"},
    {TrainOrder::Hold, "hold"},
    {TrainOrder::Brake, "brake"},
}};

struct TrainState {
    double speed = 0;     // inches moved last turn; 0 when stopped
    bool forward = true;  // the direction it is moving or will move in
    int engineHits = 0;
};

// 8" less 2" for each hit on the engine; nothing once the engine has taken three.
double trainMoveAllowance(const TrainNumbers& numbers, int engineHits);

struct TrainMove {
    double inches = 0;  // moved this turn
    TrainState after;
    bool stopped = false;  // stopped at the end of this move
};

// Braking halves the move each turn; a move under 1" ends with the train stopped. Starting
// follows the same steps in reverse from a 1" move, doubling up to the allowance.
TrainMove moveTrain(const TrainNumbers& numbers, const TrainState& state, TrainOrder order);

// A train moves backwards only once fully stopped. Throws std::invalid_argument while moving.
TrainState reverseTrain(const TrainState& state);

enum class TrainCar { Engine, TurretArtillery, FieldGunArtillery, MachineGun, Other };

inline constexpr std::array<model::EnumName<TrainCar>, 5> trainCarNames{{
    {TrainCar::Engine, "engine"},
    {TrainCar::TurretArtillery, "turret-artillery"},
    {TrainCar::FieldGunArtillery, "field-gun-artillery"},
    {TrainCar::MachineGun, "machine-gun"},
    {TrainCar::Other, "other"},
}};

struct TrainHit {
    TrainState after;
    int carHits = 0;                       // hits on the car hit, this one included
    bool carDestroyed = false;             // a turret artillery car after its second hit
    bool immobilised = false;              // the engine has taken its third hit
    bool mustLeaveArtilleryRange = false;  // after the first hit on the engine
    bool fearTest = true;  // after any direct hit; failing, it must try to leave the table
};

// A direct hit on one car (use the "vehicle" direct hit numbers to score it); `earlierCarHits`
// counts earlier hits on that same car.
TrainHit trainDirectHit(const TrainNumbers& numbers, const TrainState& state, TrainCar car,
                        int earlierCarHits);

// Artillery cars fire only when the train is stationary; machine-gun cars also while moving;
// other cars carry troops, who may fire rifles.
bool trainCarMayFire(TrainCar car, bool trainStationary);

// "A unit which has its train captured and taken from the field automatically loses the game."
bool trainLossLosesGame(bool captured, bool takenFromField);

}  // namespace tachanka::rules::redactions
