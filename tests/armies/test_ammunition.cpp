// "Ammunition Supply": the moves of fire artillery and mortars carry; small arms never run out.

#include <doctest/doctest.h>

#include "rules/redactions/field/ammunition.hpp"
#include "tests/armies/field_tables.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::shippedFieldTables;

namespace {

AmmunitionLeft left(Arm arm, bool cart, int fired) {
    return ammunitionLeft(shippedFieldTables().ammunition, arm, cart, fired);
}

}  // namespace

TEST_CASE("\"Artillery carries 10 minutes (2 moves) supply per gun with the limber itself and 30 "
          "minutes (6 moves) supply in a cart moving with the guns\"") {
    for (const auto arm : {Arm::FieldGuns, Arm::HeavyGuns}) {
        CHECK(left(arm, false, 0).moves == 2);
        CHECK(left(arm, true, 0).moves == 8);
    }
    const auto twoFired = left(Arm::FieldGuns, false, 2);
    CHECK(twoFired.left == 0);
    CHECK(twoFired.exhausted);
    CHECK(left(Arm::FieldGuns, true, 2).left == 6);
}

TEST_CASE("\"Mortars carry 15 minutes (3 moves) supply when moving on foot, but can have a supply "
          "cart carrying 45 extra minutes (9 moves) as well\"") {
    CHECK(left(Arm::Mortars, false, 0).moves == 3);
    CHECK(left(Arm::Mortars, true, 1).left == 11);
}

TEST_CASE("\"troops carry enough small arms ammunition to last the battle\"") {
    for (const auto arm : {Arm::Riflemen, Arm::MachineGuns, Arm::Sabres, Arm::Tachankas}) {
        const auto result = left(arm, false, 40);
        CHECK_FALSE(result.counted);
        CHECK_FALSE(result.exhausted);
    }
}

TEST_CASE("ra ammunition end to end") {
    const auto guns = cli({"ra", "ammunition", "--troops", "field-guns", "--cart", "--fired", "3",
                           "--json"});
    REQUIRE(guns.exitCode == 0);
    const auto json = JsonValue::parse(guns.out);
    CHECK(json["moves"].number() == 8);
    CHECK(json["left"].number() == 5);
    const auto rifles = cli({"ra", "ammunition", "--troops", "riflemen", "--json"});
    CHECK_FALSE(JsonValue::parse(rifles.out)["counted"].boolean());
    CHECK(isOneLineError(cli({"ra", "ammunition"})));
    CHECK(isOneLineError(cli({"ra", "ammunition", "--troops", "mortars", "--fired", "-1"})));
}
