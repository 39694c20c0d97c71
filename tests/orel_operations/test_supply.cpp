// Supply (3, 8.2): functional depots, capacity, munitions, Unsupplied markers.

#include <doctest/doctest.h>

#include "rules/orel/operations/supply.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::testing::shippedOperationsTables;

namespace {

Hex h(const char* text) { return Hex::parse(text); }

// A railroad down column 27 from Orël (2705) to the south edge (2720), every hex a station
// of the double track.
OrelMap railroadMap() {
    OrelMap map;
    map.extent = shippedOperationsTables().map;
    for (int row = 5; row < 20; ++row) {
        map.railroads.insert(Hexside::between(Hex{27, row}, Hex{27, row + 1}));
        map.stations.insert(Hex{27, row});
        map.doubleTrack.insert(Hex{27, row});
    }
    return map;
}

const SupplyConstants& supply() { return shippedOperationsTables().supply; }

}  // namespace

TEST_CASE("3.2 A: a railroad depot on a station linked to the friendly edge is functional") {
    const auto& tables = shippedOperationsTables();
    const OrelMap map = railroadMap();
    const Depot orel{Side::Whites, DepotType::Railroad, h("2705"), 5, false};
    CHECK(depotStatus(tables, map, {}, orel).functional);
    const Units cut{{"R", Side::Reds, Mover::Infantry, h("2712"), 2, false, false}};
    const auto status = depotStatus(tables, map, cut, orel);
    CHECK_FALSE(status.functional);
    CHECK(status.reason.find("railroad") != std::string::npos);
    const Depot offStation{Side::Whites, DepotType::Railroad, h("2605"), 5, false};
    CHECK_FALSE(depotStatus(tables, map, {}, offStation).functional);
}

TEST_CASE("3.1: a railroad depot on the double-tracked line, linked, has double capacity") {
    const auto& tables = shippedOperationsTables();
    const OrelMap map = railroadMap();
    Depot orel{Side::Whites, DepotType::Railroad, h("2705"), 5, false};
    CHECK(depotCapacity(tables, map, {}, orel) == 10);
    const Units cut{{"R", Side::Reds, Mover::Infantry, h("2712"), 2, false, false}};
    CHECK(depotCapacity(tables, map, cut, orel) == 5);
    orel.unsupplied = true;
    CHECK(depotCapacity(tables, map, {}, orel) == 0);  // 3.2 B: no capacity at all
}

TEST_CASE("3.2 A: a convoy traces 10 MP to a friendly railroad linked to the edge") {
    const auto& tables = shippedOperationsTables();
    const OrelMap map = railroadMap();
    CHECK(depotStatus(tables, map, {}, {Side::Whites, DepotType::Convoy, h("1712"), 4, false})
              .functional);
    CHECK_FALSE(depotStatus(tables, map, {}, {Side::Whites, DepotType::Convoy, h("1612"), 4, false})
                    .functional);
}

TEST_CASE("3.2 A exceptions: Red convoys 3 MP from 0118 or 2701, White ones from 1220 or 2120") {
    const auto& tables = shippedOperationsTables();
    OrelMap map;
    map.extent = tables.map;
    const auto red =
        depotStatus(tables, map, {}, {Side::Reds, DepotType::Convoy, h("0418"), 3, false});
    CHECK(red.functional);
    CHECK(red.reason.find("0118") != std::string::npos);
    CHECK_FALSE(depotStatus(tables, map, {}, {Side::Reds, DepotType::Convoy, h("0518"), 3, false})
                    .functional);
    CHECK(depotStatus(tables, map, {}, {Side::Reds, DepotType::Convoy, h("2704"), 3, false})
              .functional);
    CHECK(depotStatus(tables, map, {}, {Side::Whites, DepotType::Convoy, h("1217"), 3, false})
              .functional);
    CHECK(depotStatus(tables, map, {}, {Side::Whites, DepotType::Convoy, h("2117"), 3, false})
              .functional);
    CHECK_FALSE(depotStatus(tables, map, {}, {Side::Whites, DepotType::Convoy, h("1616"), 3, false})
                    .functional);
}

TEST_CASE("3.2 B: the Unsupplied marker goes at once when the depot is in supply again") {
    const Depot marked{Side::Reds, DepotType::Convoy, h("1112"), 4, true};
    const auto change = depotMarkerOnCheck(marked, true);
    CHECK_FALSE(change.unsupplied);
    CHECK(change.suppliesFromEndOfPhase);
    CHECK(depotMarkerOnCheck(marked, false).unsupplied);
    CHECK(unsuppliedAtEndOfCombatPhase(false, true));
    CHECK_FALSE(unsuppliedAtEndOfCombatPhase(true, true));
    CHECK_FALSE(unsuppliedAtEndOfCombatPhase(false, false));
}

TEST_CASE("8.2.1: prepared 2, hasty 1, barrage 1 per artillery unit, resupply 1 per unit") {
    CHECK(munitionsCost(supply(), AttackType::Prepared, 0) == 2);
    CHECK(munitionsCost(supply(), AttackType::Hasty, 0) == 1);
    CHECK(munitionsCost(supply(), AttackType::Barrage, 3) == 3);
    const auto prepared = spendMunitions(supply(), AttackType::Prepared, 0, 3);
    CHECK_FALSE(prepared.refusal);
    CHECK(prepared.left == 1);
    const auto short_ = spendMunitions(supply(), AttackType::Prepared, 0, 1);
    REQUIRE(short_.refusal);
    CHECK(short_.refusal->find("Unsupplied") != std::string::npos);
    CHECK(short_.left == 1);
    const auto again = resupply(supply(), {}, 2);
    CHECK_FALSE(again.refusal);
    CHECK(again.left == 1);
    ResupplyCandidate attacking;
    attacking.declaredAction = true;
    CHECK(resupply(supply(), attacking, 2).refusal);
    ResupplyCandidate marching;
    marching.mode = UnitMode::March;
    CHECK(resupply(supply(), marching, 2).refusal);
}

TEST_CASE("Extended Combat Example: the prepared attack with artillery support costs 2 points") {
    CHECK(spendMunitions(supply(), AttackType::Prepared, 1, 5).cost == 2);
}

TEST_CASE("8.2.1, 8.2.3: who is halved and who ends Unsupplied") {
    CHECK(attackerSupply(true, false).unsuppliedAfter == false);
    CHECK(attackerSupply(false, false).strengthHalved == false);
    CHECK(attackerSupply(false, false).unsuppliedAfter);
    CHECK(attackerSupply(true, true).unsuppliedAfter);  // special case 3
    CHECK(attackerSupply(true, true).strengthHalved);
    CHECK(defenderSupply(false, false).unsuppliedAfter);
    CHECK_FALSE(defenderSupply(true, false).unsuppliedAfter);
    CHECK(vehicleSupply(Mover::ArmouredTrain, false, false).unsuppliedAfter);
    CHECK(unsuppliedEffects(Mover::Infantry).strengthHalved);
    CHECK(unsuppliedEffects(Mover::ArmouredTrain).mayMove);
    CHECK_FALSE(unsuppliedEffects(Mover::ArmouredTrain).mayFight);
    CHECK_FALSE(unsuppliedEffects(Mover::Tank).mayMove);
    CHECK_FALSE(unsuppliedEffects(Mover::ArmouredCar).mayFight);
}

TEST_CASE("8.2.1: spoils of war and munitions after a retreat before combat") {
    CHECK(spoilsOfWar(3, 2) == 2);
    CHECK(spoilsOfWar(1, 2) == 1);
    CHECK(spoilsOfWar(2, 0) == 0);
    CHECK(munitionsAfterRetreatBeforeCombat(2, 2).attackersResupplied == 2);
    CHECK(munitionsAfterRetreatBeforeCombat(2, 0).pointsLost == 2);
}

TEST_CASE("3.3: a lone depot is eliminated by an advance, 2 (4 on the double track) relieved") {
    const Depot convoy{Side::Reds, DepotType::Convoy, h("1112"), 4, false};
    CHECK_FALSE(depotElimination(supply(), convoy, false, true, false).eliminated);
    const auto taken = depotElimination(supply(), convoy, true, true, false);
    CHECK(taken.eliminated);
    CHECK(taken.enemyUnitsRelieved == 2);
    CHECK(taken.identicalDepotReturns);
    const Depot orel{Side::Whites, DepotType::Railroad, h("2705"), 5, false};
    CHECK(depotElimination(supply(), orel, true, true, true).enemyUnitsRelieved == 4);
}

TEST_CASE("8.2.2: a unit within 5 MP of a functional depot of its side") {
    const auto& tables = shippedOperationsTables();
    const OrelMap map = railroadMap();
    const std::vector<Depot> depots{{Side::Whites, DepotType::Railroad, h("2705"), 5, false}};
    MapUnit near{"1/2K", Side::Whites, Mover::Infantry, h("2406"), 3, false, false};
    CHECK(withinRangeOfFunctionalDepot(tables, map, Units{near}, near, depots));
    MapUnit far{"2/3M", Side::Whites, Mover::Infantry, h("2112"), 3, false, false};
    CHECK_FALSE(withinRangeOfFunctionalDepot(tables, map, Units{far}, far, depots));
    MapUnit red{"R", Side::Reds, Mover::Infantry, h("2406"), 3, false, false};
    CHECK_FALSE(withinRangeOfFunctionalDepot(tables, map, Units{red}, red, depots));
    const std::vector<Depot> unsupplied{{Side::Whites, DepotType::Railroad, h("2705"), 5, true}};
    CHECK_FALSE(withinRangeOfFunctionalDepot(tables, map, Units{near}, near, unsupplied));
}
