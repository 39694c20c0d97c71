// A battle planned on a painted map takes its ground from the map: the attacked hex's terrain
// for the defender, and the river when every attacker crosses one (9).

#include <doctest/doctest.h>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/map/campaign_map.hpp"
#include "model/hex_geometry.hpp"
#include "tests/battles/battle_campaign.hpp"

namespace core = tachanka::core;
namespace model = tachanka::model;
using namespace tachanka::testing;

namespace {

core::BattlePlanRequest examplePlan() {
    core::BattlePlanRequest request;
    request.attackers = {infA, infB, redCavalry};
    request.hex = exampleHexes().defender.label();
    request.groundFromMap = true;
    return request;
}

void drawRiver(const ExampleCampaign& example, model::Hex from) {
    const auto side = model::directionTo(exampleHexes().defender, from);
    REQUIRE(side.has_value());
    core::drawHexside(example.file(), {exampleHexes().defender.label(),
                                       std::string(model::hexDirectionName(*side)), "river",
                                       false});
}

}  // namespace

TEST_CASE("an unpainted map leaves the ground as the plan's defaults") {
    ExampleCampaign example;
    const auto planned = core::planBattle(example.file(), examplePlan());
    CHECK(planned.battle.choices.terrain == "clear");
    CHECK_FALSE(planned.battle.choices.river);
}

TEST_CASE("the attacked hex's painted forest is the defender's terrain") {
    ExampleCampaign example;
    core::paintTerrain(example.file(), {{exampleHexes().defender.label()}, "forest"});
    const auto planned = core::planBattle(example.file(), examplePlan());
    CHECK(planned.battle.choices.terrain == "forest");
    CHECK_FALSE(planned.battle.choices.river);
}

TEST_CASE("a river helps the defender only when every attacking hex is across one") {
    ExampleCampaign example;
    drawRiver(example, exampleHexes().west);
    // Inf B and the cavalry attack from the north, over dry ground.
    CHECK_FALSE(core::planBattle(example.file(), examplePlan()).battle.choices.river);
    core::undoLastAction(example.file());
    drawRiver(example, exampleHexes().north);
    CHECK(core::planBattle(example.file(), examplePlan()).battle.choices.river);
}

TEST_CASE("ground typed by the players wins over the map") {
    ExampleCampaign example;
    core::paintTerrain(example.file(), {{exampleHexes().defender.label()}, "forest"});
    auto request = examplePlan();
    request.groundFromMap = false;
    request.choices.terrain = "town";
    CHECK(core::planBattle(example.file(), request).battle.choices.terrain == "town");
}

TEST_CASE("a barrage takes its target's and its gun's terrain from the painted map") {
    ExampleCampaign example;
    core::paintTerrain(example.file(), {{exampleHexes().defender.label()}, "forest"});
    core::BarragePlanRequest request;
    request.gun = redArtillery;
    request.target = unitY;
    request.terrainFromMap = true;
    request.gunTerrainFromMap = true;
    const auto planned = core::planBarrage(example.file(), request);
    CHECK(planned.battle.choices.terrain == "forest");
    // The example's Reds have no depot within 5 MP of the gun: no-depot (8.2.1).
    CHECK(planned.battle.choices.options ==
          std::vector<std::string>{"artillery-terrain=clear", "no-depot"});
    core::undoLastAction(example.file());
    core::paintTerrain(example.file(), {{exampleHexes().north.label()}, "town"});
    CHECK(core::planBarrage(example.file(), request).battle.choices.options ==
          std::vector<std::string>{"artillery-terrain=town", "no-depot"});
    core::undoLastAction(example.file());
    // Typed ground wins over the map.
    request.gunTerrainFromMap = false;
    request.gunTerrain = "forest";
    CHECK(core::planBarrage(example.file(), request).battle.choices.options ==
          std::vector<std::string>{"artillery-terrain=forest", "no-depot"});
}
