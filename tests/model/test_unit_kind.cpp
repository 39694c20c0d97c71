// UnitKind: the arms of Orel 1919's counters and their names in files.

#include <doctest/doctest.h>

#include <array>

#include "model/unit_kind.hpp"

using tachanka::model::UnitKind;
using tachanka::model::unitKindName;
using tachanka::model::unitKindNamed;
using tachanka::model::unitKindNames;

TEST_CASE("unitKindName gives each kind its file name") {
    CHECK(unitKindName(UnitKind::Infantry) == "infantry");
    CHECK(unitKindName(UnitKind::Cavalry) == "cavalry");
    CHECK(unitKindName(UnitKind::Artillery) == "artillery");
    CHECK(unitKindName(UnitKind::ArmouredTrain) == "armoured-train");
    CHECK(unitKindName(UnitKind::ArmouredCar) == "armoured-car");
    CHECK(unitKindName(UnitKind::Tank) == "tank");
}

TEST_CASE("unitKindNamed reads back every kind's name") {
    constexpr std::array<UnitKind, 6> all{UnitKind::Infantry,    UnitKind::Cavalry,
                                          UnitKind::Artillery,   UnitKind::ArmouredTrain,
                                          UnitKind::ArmouredCar, UnitKind::Tank};
    for (const UnitKind kind : all) {
        CAPTURE(unitKindName(kind));
        const auto read = unitKindNamed(unitKindName(kind));
        REQUIRE(read.has_value());
        CHECK(*read == kind);
    }
}

TEST_CASE("unitKindNamed refuses unknown names, other spellings and other cases") {
    CHECK_FALSE(unitKindNamed("").has_value());
    CHECK_FALSE(unitKindNamed("Infantry").has_value());
    CHECK_FALSE(unitKindNamed("armored-train").has_value());
    CHECK_FALSE(unitKindNamed("armoured train").has_value());
    CHECK_FALSE(unitKindNamed("dragoons").has_value());
}

TEST_CASE("unitKindNames lists all six kinds for error messages") {
    CHECK(unitKindNames() == "infantry, cavalry, artillery, armoured-train, armoured-car, tank");
}
