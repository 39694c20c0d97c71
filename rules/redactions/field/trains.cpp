#include "rules/redactions/field/trains.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::redactions {

double trainMoveAllowance(const TrainNumbers& numbers, int engineHits) {
    if (engineHits < 0) throw std::invalid_argument("engine hits cannot be negative");
    if (engineHits >= numbers.engineHitsToImmobilise) return 0;
    return std::max(0.0, numbers.maxMove - numbers.lossPerEngineHit * engineHits);
}

TrainMove moveTrain(const TrainNumbers& numbers, const TrainState& state, TrainOrder order) {
    const double allowance = trainMoveAllowance(numbers, state.engineHits);
    TrainMove move;
    move.after = state;
    double speed = std::min(state.speed, allowance);
    switch (order) {
        case TrainOrder::Accelerate:
            speed = speed == 0 ? numbers.startMove : speed * 2;
            speed = std::min(speed, allowance);
            break;
        case TrainOrder::Hold: break;
        case TrainOrder::Brake: speed /= 2; break;
    }
    move.inches = speed;
    move.stopped = speed < numbers.stopBelow;
    move.after.speed = move.stopped ? 0 : speed;
    return move;
}

TrainState reverseTrain(const TrainState& state) {
    if (state.speed > 0) {
        throw std::invalid_argument("a train must be fully stopped before it moves backwards");
    }
    TrainState reversed = state;
    reversed.forward = !state.forward;
    return reversed;
}

TrainHit trainDirectHit(const TrainNumbers& numbers, const TrainState& state, TrainCar car,
                        int earlierCarHits) {
    if (earlierCarHits < 0) throw std::invalid_argument("car hits cannot be negative");
    TrainHit hit;
    hit.after = state;
    hit.carHits = earlierCarHits + 1;
    if (car == TrainCar::Engine) {
        hit.after.engineHits = state.engineHits + 1;
        hit.after.speed = std::min(state.speed, trainMoveAllowance(numbers, hit.after.engineHits));
        hit.immobilised = hit.after.engineHits >= numbers.engineHitsToImmobilise;
        hit.mustLeaveArtilleryRange = !hit.immobilised;
    }
    if (car == TrainCar::TurretArtillery) {
        hit.carDestroyed = hit.carHits >= numbers.turretCarHitsToDestroy;
    }
    return hit;
}

bool trainCarMayFire(TrainCar car, bool trainStationary) {
    switch (car) {
        case TrainCar::TurretArtillery:
        case TrainCar::FieldGunArtillery: return trainStationary;
        case TrainCar::MachineGun:
        case TrainCar::Other: return true;
        case TrainCar::Engine: return false;
    }
    return false;
}

bool trainLossLosesGame(bool captured, bool takenFromField) { return captured && takenFromField; }

}  // namespace tachanka::rules::redactions
