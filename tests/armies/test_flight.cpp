// Flight numbers ("Definitions"): flight percentage x original points; the army flees when
// the points destroyed, captured or routing exceed it.

#include <doctest/doctest.h>

#include "rules/redactions/armies/flight.hpp"

using namespace tachanka::rules::redactions;

TEST_CASE("40% of 250 points is a flight number of 100") {
    const auto check = flightCheck(40, 250, {60, 20, 20});
    CHECK(check.flightNumber == doctest::Approx(100.0));
    CHECK(check.pointsLost == 100);
    CHECK_FALSE(check.flees);  // reaching it is not exceeding it
}

TEST_CASE("destroyed, captured and routing points all count") {
    CHECK(flightCheck(40, 250, {101, 0, 0}).flees);
    CHECK(flightCheck(40, 250, {0, 101, 0}).flees);
    CHECK(flightCheck(40, 250, {0, 0, 101}).flees);
    CHECK(flightCheck(40, 250, {34, 34, 33}).flees);
}

TEST_CASE("a fractional flight number is exceeded by the next whole point") {
    const auto check = flightCheck(35, 101, {35, 0, 0});  // 35.35 points
    CHECK(check.flightNumber == doctest::Approx(35.35));
    CHECK_FALSE(check.flees);
    CHECK(flightCheck(35, 101, {36, 0, 0}).flees);
}

TEST_CASE("bad inputs are refused") {
    CHECK_THROWS_AS(flightCheck(0, 100, {}), std::invalid_argument);
    CHECK_THROWS_AS(flightCheck(40, -1, {}), std::invalid_argument);
    CHECK_THROWS_AS(flightCheck(40, 100, {-1, 0, 0}), std::invalid_argument);
}

TEST_CASE("a force is priced from the army's cards") {
    ArmyList army;
    army.id = "test";
    TroopType rifles;
    rifles.id = "rifles";
    rifles.points = 6;
    TroopType guns;
    guns.id = "guns";
    guns.points = 12;
    army.troops = {rifles, guns};
    CHECK(forcePoints(army, {{"rifles", 4}, {"guns", 2}}) == 48);
    CHECK_THROWS_WITH_AS(forcePoints(army, {{"tanks", 1}}), "army 'test' has no troop type 'tanks'",
                         std::invalid_argument);
}
