// Direct hits: numbers, modifiers, building destruction.

#include <doctest/doctest.h>

#include "rules/redactions/direct_hit.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

TEST_CASE("direct hit number: +1 per whole km, +1 early Soviet, +2 then +1 observed indirect") {
    const auto& numbers = shippedTables().directHits;
    DirectHitInputs inputs;
    inputs.gun = GunClass::FieldGun;
    inputs.target = HitTarget::Other;
    CHECK(directHitNumber(numbers, inputs) == 10);
    inputs.wholeKm = 2;
    CHECK(directHitNumber(numbers, inputs) == 12);
    inputs.earlySoviet = true;
    CHECK(directHitNumber(numbers, inputs) == 13);
    inputs = {};
    inputs.gun = GunClass::Other;
    inputs.target = HitTarget::MovingVehicle;
    CHECK(directHitNumber(numbers, inputs) == 12);
    inputs.indirect = IndirectFire::First;
    CHECK(directHitNumber(numbers, inputs) == 14);
    inputs.indirect = IndirectFire::Later;
    CHECK(directHitNumber(numbers, inputs) == 13);
}

TEST_CASE("each gun base rolls, a building section collapses on 9+ wood, 11+ stone") {
    const auto& numbers = shippedTables().directHits;
    DirectHitInputs inputs;
    inputs.gun = GunClass::FieldGun;
    inputs.target = HitTarget::Building;
    inputs.building = BuildingMaterial::Stone;
    inputs.gunBases = 2;
    ScriptedDice dice({4, 5, 1, 2, 5, 5});  // 9 hits (9+), 3 misses; building 10 < 11
    auto result = rollDirectHits(numbers, inputs, dice);
    CHECK(result.hits == 1);
    CHECK(result.rolls == std::vector<int>{9, 3});
    CHECK_FALSE(result.buildingDestroyed);
    inputs.building = BuildingMaterial::Wood;
    ScriptedDice wood({4, 5, 1, 2, 4, 5});  // building 9 >= 9
    CHECK(rollDirectHits(numbers, inputs, wood).buildingDestroyed);
    inputs.building.reset();
    ScriptedDice none({1, 1});
    CHECK_THROWS_AS(rollDirectHits(numbers, inputs, none), std::invalid_argument);
}

TEST_CASE("the km modifier is ignored for consecutive rounds at a stationary target") {
    DirectHitInputs inputs;
    inputs.wholeKm = 2;
    inputs.againAtStationaryTarget = true;
    CHECK(directHitNumber(shippedTables().directHits, inputs) == 10);
}
