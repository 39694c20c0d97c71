// Side::unitCount and Side::stepCount (a side's strength over all its formations) and
// Campaign::turnLine.

#include <doctest/doctest.h>

#include "model/campaign.hpp"

using tachanka::model::Formation;
using tachanka::model::Side;
using tachanka::model::Unit;

namespace {

Unit unit(int stepsMax, int stepsLost) {
    Unit made;
    made.stepsMax = stepsMax;
    made.stepsLost = stepsLost;
    return made;
}

}  // namespace

TEST_CASE("Unit::stepsRemaining is the unit's full strength less the steps it lost") {
    CHECK(unit(3, 0).stepsRemaining() == 3);
    CHECK(unit(3, 1).stepsRemaining() == 2);
    CHECK(unit(4, 4).stepsRemaining() == 0);
}

TEST_CASE("a side without formations or units has no units and no steps") {
    Side empty;
    CHECK(empty.unitCount() == 0);
    CHECK(empty.stepCount() == 0);

    Side hollow;
    hollow.formations.resize(2);  // formations holding no units
    CHECK(hollow.unitCount() == 0);
    CHECK(hollow.stepCount() == 0);
}

TEST_CASE("Side::unitCount counts the units of every formation, subordinates included") {
    Side side;
    Formation division;
    division.units = {unit(2, 0), unit(1, 0), unit(1, 0)};
    Formation regiment;
    regiment.parentId = 1;
    regiment.units = {unit(3, 0), unit(3, 0), unit(3, 0), unit(3, 0), unit(1, 0)};
    side.formations = {division, regiment};
    CHECK(side.unitCount() == 8);
}

TEST_CASE("Side::stepCount sums the steps remaining, not the steps printed") {
    Side side;
    Formation first;
    first.units = {unit(4, 1), unit(4, 0)};  // 3 + 4
    Formation second;
    second.units = {unit(3, 3), unit(2, 1)};  // 0 + 1
    side.formations = {first, second};
    CHECK(side.stepCount() == 8);
}

TEST_CASE("a unit that lost all its steps still counts as a unit but adds no steps") {
    Side side;
    Formation formation;
    formation.units = {unit(2, 2)};
    side.formations = {formation};
    CHECK(side.unitCount() == 1);
    CHECK(side.stepCount() == 0);
}

TEST_CASE("Campaign::turnLine gives the date, the side whose turn it is and the phase title") {
    tachanka::model::Campaign campaign;
    campaign.date = tachanka::model::GameDate{1919, 10, 20};
    campaign.activeSide = "Reds";
    campaign.phase = tachanka::model::Phase::Combat;
    CHECK(campaign.turnLine() == "20 October 1919 · Reds turn · Combat and ammunition resupply");
}
