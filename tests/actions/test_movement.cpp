// Movement: each mover's cm from the text, difficult going at double, a quarter move a low
// barrier, and the loading notes' half speed for a figure firing a muzzle or breech loader.

#include <doctest/doctest.h>

#include "rules/actions/movement.hpp"
#include "tests/actions/tables_fixture.hpp"

using namespace tachanka::rules::actions;
using tachanka::testing::shippedActionsTables;

namespace {

MoveResult moved(const MoveRequest& request) {
    return move(shippedActionsTables().movement, shippedActionsTables().shooting, request);
}

}  // namespace

TEST_CASE("Movement: figures 25 cm, wounded and civilians 20, petticoats 15, horsed 40") {
    CHECK(moved({Mover::Foot}).allowanceCm == 25);
    CHECK(moved({Mover::Wounded}).allowanceCm == 20);
    CHECK(moved({Mover::Petticoats}).allowanceCm == 15);
    CHECK(moved({Mover::Horsed}).allowanceCm == 40);
}

TEST_CASE("Movement: difficult going counts double, a low barrier or fence a quarter move") {
    const auto horse = moved({Mover::Horsed, 10, 1});
    CHECK(horse.spentCm == 30);  // 10 cm at double, a quarter of 40
    CHECK(horse.leftCm == 10);
    CHECK(horse.reaches());
    const auto foot = moved({Mover::Foot, 13, 0});
    CHECK(foot.leftCm == -1);
    CHECK_FALSE(foot.reaches());
}

TEST_CASE("Shooting: muzzle and breech loaders move at half speed to fire, magazines at full") {
    CHECK(moved({Mover::Foot, 0, 0, LoadingKind::Muzzle, true}).allowanceCm == 12.5);
    CHECK(moved({Mover::Foot, 0, 0, LoadingKind::Breech, true}).halfSpeed);
    CHECK(moved({Mover::Foot, 0, 0, LoadingKind::Magazine, true}).allowanceCm == 25);
    CHECK(moved({Mover::Foot, 0, 0, LoadingKind::Breech, false}).allowanceCm == 25);  // not firing
    // A quarter of the half move for a barrier.
    CHECK(moved({Mover::Foot, 0, 2, LoadingKind::Breech, true}).spentCm == 6.25);
}
