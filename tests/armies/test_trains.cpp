// Armoured trains ("Trains"): moves of 8" at most, stopping by halving the move until it is
// under 1", starting again from 1", hits on engines and turret cars.

#include <doctest/doctest.h>

#include "rules/redactions/field/trains.hpp"
#include "tests/armies/field_tables.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::shippedFieldTables;

namespace {

const TrainNumbers& numbers() { return shippedFieldTables().trains; }

}  // namespace

TEST_CASE("a stopped train starts with a 1-inch move and doubles up to 8") {
    TrainState state;
    std::vector<double> moves;
    for (int turn = 0; turn < 5; ++turn) {
        const auto move = moveTrain(numbers(), state, TrainOrder::Accelerate);
        moves.push_back(move.inches);
        state = move.after;
    }
    CHECK(moves == std::vector<double>{1, 2, 4, 8, 8});
}

TEST_CASE("a train stops by halving its move until a move is under 1 inch") {
    TrainState state{8, true, 0};
    std::vector<double> moves;
    bool stopped = false;
    while (!stopped) {
        const auto move = moveTrain(numbers(), state, TrainOrder::Brake);
        moves.push_back(move.inches);
        stopped = move.stopped;
        state = move.after;
    }
    CHECK(moves == std::vector<double>{4, 2, 1, 0.5});
    CHECK(state.speed == 0);
}

TEST_CASE("holding keeps the speed - a stopped train stays stopped") {
    const auto cruising = moveTrain(numbers(), {4, true, 0}, TrainOrder::Hold);
    CHECK(cruising.inches == 4);
    CHECK_FALSE(cruising.stopped);
    const auto standing = moveTrain(numbers(), {}, TrainOrder::Hold);
    CHECK(standing.inches == 0);
    CHECK(standing.stopped);
}

TEST_CASE("a train reverses only when fully stopped") {
    CHECK_FALSE(reverseTrain({0, true, 0}).forward);
    CHECK_THROWS_WITH_AS(reverseTrain({1, true, 0}),
                         "a train must be fully stopped before it moves backwards",
                         std::invalid_argument);
}

TEST_CASE("each engine hit takes 2 inches off the move - the third immobilises it") {
    CHECK(trainMoveAllowance(numbers(), 0) == 8);
    CHECK(trainMoveAllowance(numbers(), 1) == 6);
    CHECK(trainMoveAllowance(numbers(), 2) == 4);
    CHECK(trainMoveAllowance(numbers(), 3) == 0);
    TrainState state{8, true, 0};
    const auto first = trainDirectHit(numbers(), state, TrainCar::Engine, 0);
    CHECK(first.after.engineHits == 1);
    CHECK(first.after.speed == 6);
    CHECK(first.mustLeaveArtilleryRange);
    CHECK(first.fearTest);
    CHECK_FALSE(first.immobilised);
    const auto second = trainDirectHit(numbers(), first.after, TrainCar::Engine, 1);
    const auto third = trainDirectHit(numbers(), second.after, TrainCar::Engine, 2);
    CHECK(third.immobilised);
    CHECK(third.after.speed == 0);
    CHECK(moveTrain(numbers(), third.after, TrainOrder::Accelerate).inches == 0);
}

TEST_CASE("a turret artillery car is destroyed by its second hit - any hit means a fear test") {
    const auto first = trainDirectHit(numbers(), {}, TrainCar::TurretArtillery, 0);
    CHECK_FALSE(first.carDestroyed);
    CHECK(first.fearTest);
    CHECK(trainDirectHit(numbers(), {}, TrainCar::TurretArtillery, 1).carDestroyed);
    const auto boxcar = trainDirectHit(numbers(), {}, TrainCar::Other, 0);
    CHECK(boxcar.fearTest);
    CHECK_FALSE(boxcar.mustLeaveArtilleryRange);
}

TEST_CASE("artillery cars fire only when stationary, MG cars also on the move") {
    CHECK_FALSE(trainCarMayFire(TrainCar::TurretArtillery, false));
    CHECK(trainCarMayFire(TrainCar::FieldGunArtillery, true));
    CHECK(trainCarMayFire(TrainCar::MachineGun, false));
    CHECK_FALSE(trainCarMayFire(TrainCar::Engine, true));
}

TEST_CASE("a train captured and taken from the field loses the game") {
    CHECK(trainLossLosesGame(true, true));
    CHECK_FALSE(trainLossLosesGame(true, false));
    CHECK_FALSE(trainLossLosesGame(false, false));
}
