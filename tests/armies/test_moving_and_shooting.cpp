// "Moving and Shooting": every cell of the table, and "Tachankas cannot shoot and move".

#include <doctest/doctest.h>

#include "rules/redactions/field/moving_and_shooting.hpp"
#include "tests/armies/field_tables.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::shippedFieldTables;

namespace {

ShootAndMove look(Arm arm, int move = 12) {
    return shootAndMove(shippedFieldTables().movingAndShooting, arm, move);
}

}  // namespace

TEST_CASE("Rifle: \"turn 90° or 180° or deploy from column\", then \"Full speed\"") {
    const auto rifle = look(Arm::Riflemen, 6);
    CHECK(rifle.row.before == "turn 90° or 180° or deploy from column");
    CHECK(rifle.row.after == "Full speed");
    CHECK(rifle.inchesAfterFiring == 6);
}

TEST_CASE("Sabres: \"turn 90° or 180°\", then \"Half speed\"") {
    const auto sabres = look(Arm::Sabres, 12);
    CHECK(sabres.row.before == "turn 90° or 180°");
    CHECK(sabres.row.after == "Half speed");
    CHECK(sabres.inchesAfterFiring == 6);
}

TEST_CASE("MG, tachanka, mortar: \"pivot up to 45°\", then \"No movement\" - tachankas cannot "
          "shoot and move") {
    for (const auto arm : {Arm::MachineGuns, Arm::Tachankas, Arm::Mortars}) {
        const auto result = look(arm, 15);
        CHECK(result.row.name == "MG, tachanka, mortar");
        CHECK(result.row.before == "pivot up to 45°");
        CHECK(result.row.after == "No movement");
        CHECK(result.inchesAfterFiring == 0);
        CHECK_FALSE(result.mayMoveAfterFiring);
    }
}

TEST_CASE("Guns: \"pivot up to 45°\", then \"Prolong 1\" backwards or forwards\"") {
    for (const auto arm : {Arm::FieldGuns, Arm::HeavyGuns}) {
        const auto guns = look(arm, 8);
        CHECK(guns.row.before == "pivot up to 45°");
        CHECK(guns.row.after == "Prolong 1\" backwards or forwards");
        CHECK(guns.inchesAfterFiring == 1);
    }
}

TEST_CASE("Armoured cars \"Half speed\" after firing, tanks \"No movement\"") {
    const auto car = look(Arm::ArmouredCar, 16);
    CHECK(car.row.before == "pivot up to 45°");
    CHECK(car.row.after == "Half speed");
    CHECK(car.inchesAfterFiring == 8);
    const auto tank = look(Arm::Tank, 4);
    CHECK(tank.row.before == "pivot up to 45°");
    CHECK(tank.row.after == "No movement");
    CHECK_FALSE(tank.mayMoveAfterFiring);
    CHECK_THROWS_AS(look(Arm::Train), std::invalid_argument);
}

TEST_CASE("ra move-and-shoot looks the table up end to end") {
    const auto result = cli({"ra", "move-and-shoot", "--troops", "tachankas", "--move", "15",
                             "--json"});
    REQUIRE(result.exitCode == 0);
    const auto json = JsonValue::parse(result.out);
    CHECK(json["after_firing"].string() == "No movement");
    CHECK_FALSE(json["may_move_after_firing"].boolean());
    const auto sabres = JsonValue::parse(
        cli({"ra", "move-and-shoot", "--troops", "sabres", "--move", "12", "--json"}).out);
    CHECK(sabres["inches_after_firing"].number() == 6);
    CHECK(isOneLineError(cli({"ra", "move-and-shoot", "--troops", "train", "--move", "8"})));
    CHECK(isOneLineError(cli({"ra", "move-and-shoot", "--troops", "camels", "--move", "8"})));
}
