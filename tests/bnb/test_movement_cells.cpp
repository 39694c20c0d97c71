// Every cell of the Costs per Hex table against READINGS.md ("Bullets and Bolsheviks movement
// costs"), in half MPs, and the Miscellaneous notes' numbers.

#include <doctest/doctest.h>

#include <array>
#include <string>

#include "rules/bnb/movement.hpp"
#include "tests/bnb/bnb_tables_fixture.hpp"

using namespace tachanka::rules::bnb;
using tachanka::testing::shippedBnbTables;

namespace {

// Copied from READINGS.md: MP, then Road, Normal, Town, Woods, Marsh, Hills, Ford.
struct Row {
    UnitType unit;
    const char* name;
    int mp;
    std::array<const char*, 7> costs;
};
constexpr std::array<Row, 8> readingRows{{
    {UnitType::Infantry, "Infantry", 2, {"1/2", "1", "1", "1", "2", "1", "2"}},
    {UnitType::Mg, "MGs", 2, {"1/2", "1", "1", "1", "2", "1", "2"}},
    {UnitType::Cavalry, "Cavalry", 3, {"1/2", "1", "2", "2", "3", "1 1/2", "1 1/2"}},
    {UnitType::FieldArtillery, "Field Artillery", 2, {"1/2", "1", "1", "2", "P", "2", "2"}},
    {UnitType::HeavyArtillery, "Heavy Artillery", 2, {"1", "2", "2", "P", "P", "P", "P"}},
    {UnitType::Tachanka, "Tatchankas", 3, {"1/2", "1", "2", "3", "P", "2", "2"}},
    {UnitType::ArmoredCar, "Armored Cars", 4, {"1/2", "2", "2", "P", "P", "3", "P"}},
    {UnitType::Tank, "Tanks", 2, {"1", "2", "2", "P", "P", "P", "P"}},
}};
constexpr std::array<Terrain, 7> columns{Terrain::Road,  Terrain::Normal, Terrain::Town,
                                         Terrain::Woods, Terrain::Marsh,  Terrain::Hills,
                                         Terrain::Ford};

std::string shown(const HalfPoints& cost) { return cost ? costText(*cost) : "P"; }

}  // namespace

TEST_CASE("movement table: every unit's MP and every terrain cell is READINGS.md's") {
    const auto& units = shippedBnbTables().movement.units;
    for (const auto& row : readingRows) {
        const auto& unit = units.at(row.unit);
        CHECK_MESSAGE(unit.movementPoints == row.mp, row.name, " MP");
        for (std::size_t column = 0; column < columns.size(); ++column) {
            const auto terrain = std::string(nameOf(terrainNames, columns[column]));
            CHECK_MESSAGE(shown(unit.costs.at(columns[column])) == row.costs[column], row.name,
                          " on ", terrain);
        }
    }
}

TEST_CASE("movement table cells named one by one") {
    const auto& units = shippedBnbTables().movement.units;
    SUBCASE("Infantry road 1/2") {
        CHECK(units.at(UnitType::Infantry).costs.at(Terrain::Road) == 1);
    }
    SUBCASE("Cavalry hills 1 1/2 and ford 1 1/2") {
        CHECK(units.at(UnitType::Cavalry).costs.at(Terrain::Hills) == 3);
        CHECK(units.at(UnitType::Cavalry).costs.at(Terrain::Ford) == 3);
    }
    SUBCASE("Cavalry marsh 3") { CHECK(units.at(UnitType::Cavalry).costs.at(Terrain::Marsh) == 6); }
    SUBCASE("Field Artillery marsh P") {
        CHECK_FALSE(units.at(UnitType::FieldArtillery).costs.at(Terrain::Marsh));
    }
    SUBCASE("Tatchankas woods 3") {
        CHECK(units.at(UnitType::Tachanka).costs.at(Terrain::Woods) == 6);
    }
    SUBCASE("Armored Cars hills 3, ford P, MP 4") {
        CHECK(units.at(UnitType::ArmoredCar).costs.at(Terrain::Hills) == 6);
        CHECK_FALSE(units.at(UnitType::ArmoredCar).costs.at(Terrain::Ford));
        CHECK(units.at(UnitType::ArmoredCar).movementPoints == 4);
    }
    SUBCASE("Tanks road 1, normal 2, hills P") {
        CHECK(units.at(UnitType::Tank).costs.at(Terrain::Road) == 2);
        CHECK(units.at(UnitType::Tank).costs.at(Terrain::Normal) == 4);
        CHECK_FALSE(units.at(UnitType::Tank).costs.at(Terrain::Hills));
    }
}

TEST_CASE("Miscellaneous 1: only infantry, MGs and tanks may cross trenches") {
    const auto& movement = shippedBnbTables().movement;
    for (const auto& unit : unitTypeNames) {
        const bool crosses = unit.value == UnitType::Infantry || unit.value == UnitType::Mg ||
                             unit.value == UnitType::Tank;
        const auto cost = hexCost(movement, {unit.value, Terrain::Normal, false, true, false});
        CHECK_MESSAGE(cost.halfPoints.has_value() == crosses, unit.name);
    }
}

TEST_CASE("Miscellaneous 2: barbed wire costs infantry and MGs 1 MP more, tanks cut it") {
    const auto& movement = shippedBnbTables().movement;
    CHECK(hexCost(movement, {UnitType::Infantry, Terrain::Normal, false, false, true}).halfPoints ==
          4);
    CHECK(hexCost(movement, {UnitType::Mg, Terrain::Woods, false, false, true}).halfPoints == 4);
    CHECK(hexCost(movement, {UnitType::Tank, Terrain::Normal, false, false, true}).halfPoints == 4);
    for (const auto unit : {UnitType::Cavalry, UnitType::FieldArtillery, UnitType::HeavyArtillery,
                            UnitType::Tachanka, UnitType::ArmoredCar}) {
        CHECK_FALSE(hexCost(movement, {unit, Terrain::Normal, false, false, true}).halfPoints);
    }
}

TEST_CASE("Miscellaneous 3: the road rate only in road column, else as normal terrain") {
    const auto& movement = shippedBnbTables().movement;
    CHECK(hexCost(movement, {UnitType::Cavalry, Terrain::Road, true, false, false}).halfPoints ==
          1);
    const auto off = hexCost(movement, {UnitType::Cavalry, Terrain::Road, false, false, false});
    CHECK(off.halfPoints == 2);
    CHECK(off.reason.find("road column") != std::string::npos);
}

TEST_CASE("Miscellaneous 5: artillery takes two of move, fire, limber and unlimber") {
    const auto& movement = shippedBnbTables().movement;
    CHECK(movement.artilleryActionsPerTurn == 2);
    using A = ArtilleryAction;
    CHECK(refuseArtilleryActions(movement, {A::Limber, A::Move}).empty());
    CHECK_FALSE(refuseArtilleryActions(movement, {A::Unlimber, A::Fire, A::Move}).empty());
    CHECK_FALSE(refuseArtilleryActions(movement, {A::Fire, A::Fire}).empty());
}

TEST_CASE("Miscellaneous 6 and 7: mechanical failure numbers and two mobility boxes") {
    const auto& movement = shippedBnbTables().movement;
    CHECK(movement.mobilityBoxes == 2);
    CHECK(movement.mechanicalFailure.at(Vehicle::ArmoredCar).dice == 2);
    CHECK(movement.mechanicalFailure.at(Vehicle::ArmoredCar).failsOn == 2);
    CHECK(movement.mechanicalFailure.at(Vehicle::Tank).dice == 1);
    CHECK(movement.mechanicalFailure.at(Vehicle::Tank).failsOn == 1);
}

TEST_CASE("Miscellaneous 5 (stacking): two foot or horse stands or one gun or vehicle") {
    const auto& stacking = shippedBnbTables().stacking;
    CHECK(stackingAllowed(stacking, {2, 0}));
    CHECK_FALSE(stackingAllowed(stacking, {3, 0}));
    CHECK(stackingAllowed(stacking, {0, 1}));
    CHECK_FALSE(stackingAllowed(stacking, {0, 2}));
    CHECK_FALSE(stackingAllowed(stacking, {1, 1}));
}
