// Roads, marching, officers' moves, columns at night ("Movement", "Marching", "Terrain
// Effects", "Weather") and dismounting ("Dismounting").

#include <doctest/doctest.h>

#include "rules/redactions/armies/dismount.hpp"
#include "rules/redactions/field/movement.hpp"
#include "tests/armies/field_tables.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::shippedFieldTables;

namespace {

const MovementNumbers& numbers() { return shippedFieldTables().movement; }
const WeatherCondition& weather(const char* id) { return shippedFieldTables().weatherNamed(id); }

}  // namespace

TEST_CASE("\"They also gain 50m (2\") extra move if the entire move is spent on the roads\" - "
          "but \"Rain ... remove[s] any road bonus\"") {
    CHECK(roadMove(shippedFieldTables(), std::nullopt, Mover::Infantry, 6, true,
                   weather("clear")).inches == 8);
    CHECK(roadMove(shippedFieldTables(), std::nullopt, Mover::Infantry, 6, false,
                   weather("clear")).inches == 6);
    CHECK(roadMove(shippedFieldTables(), std::nullopt, Mover::Infantry, 6, true,
                   weather("rain")).inches == 6);
}

TEST_CASE("\"Troops in column on roads ignore all movement penalties except up hill slopes\"") {
    const auto& tables = shippedFieldTables();
    // Woods halve infantry and quarter armoured cars, with a breakdown test; not on a road.
    const auto woods = roadMove(tables, "woods", Mover::Infantry, 6, false, weather("clear"));
    CHECK(woods.allowed);
    CHECK(woods.inches == 6);
    CHECK(woods.columnRequired);
    const auto car = roadMove(tables, "woods", Mover::ArmouredCars, 12, true, weather("clear"));
    CHECK(car.inches == 14);
    CHECK_FALSE(car.breakdownTest);
    // Dense woods are "Nyet!" to tachankas off the road; the road goes through.
    CHECK(roadMove(tables, "dense-woods", Mover::TachankasAndLimberedGuns, 12, false,
                   weather("clear")).allowed);
    // Up steep slopes tachankas keep a quarter of their move, and gain the 2" on top.
    const auto slope =
        roadMove(tables, "steep-slopes", Mover::TachankasAndLimberedGuns, 12, true,
                 weather("clear"));
    CHECK(slope.inches == 5);
    CHECK(slope.cell == "¼ speed");
    CHECK(roadMove(tables, "normal-hills", Mover::ArmouredCars, 12, false, weather("clear"))
              .inches == 6);
}

TEST_CASE("marching doubles the move, but not within 40 inches of known enemy or once shot at") {
    const auto far = marchMove(numbers(), 6, 41, false);
    CHECK(far.allowed);
    CHECK(far.inches == 12);
    CHECK(marchMove(numbers(), 6, std::nullopt, false).inches == 12);
    const auto near = marchMove(numbers(), 6, 40, false);
    CHECK_FALSE(near.allowed);
    CHECK(near.inches == 6);
    CHECK_FALSE(marchMove(numbers(), 6, std::nullopt, true).allowed);
}

TEST_CASE("officers on their own move 20 inches mounted, 10 on foot, double away from combat") {
    CHECK(officerMove(numbers(), true, false) == 20);
    CHECK(officerMove(numbers(), false, false) == 10);
    CHECK(officerMove(numbers(), true, true) == 40);
}

TEST_CASE("at night units moving at over half speed must be in column") {
    CHECK(columnRequiredInWeather(weather("dark-night"), 3.5, 6));
    CHECK_FALSE(columnRequiredInWeather(weather("dark-night"), 3, 6));
    CHECK_FALSE(columnRequiredInWeather(weather("clear"), 6, 6));
}

TEST_CASE("cavalry dismount as their list's infantry, leaving one base with the horses") {
    const auto soviet = loadArmyList(std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" /
                                     "armies" / "soviet.xml");
    const auto dismounted = dismount(soviet, "red-cavalry", 4);
    CHECK(dismounted.infantryTroopId == "red-conscripts");
    CHECK(dismounted.infantryBases == 3);
    CHECK(dismounted.horseHolderBases == 1);
    CHECK_THROWS_WITH_AS(dismount(soviet, "red-cavalry", 1),
                         "a unit of 1 base(s) cannot dismount: one base must hold the horses",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(dismount(soviet, "red-regulars", 4), "Red Regulars do not dismount",
                         std::invalid_argument);
    CHECK_THROWS_AS(dismount(soviet, "hussars", 4), std::invalid_argument);
}
