// ZoC (1.2, 7.1.3), movement costs over terrain (7.1.1) and the lines traced across the map.

#include <doctest/doctest.h>

#include "rules/orel/operations/paths.hpp"
#include "rules/orel/operations/retreat_map.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::testing::shippedOperationsTables;

namespace {

Hex h(const char* text) { return Hex::parse(text); }

MapUnit unit(const char* code, Side side, Mover mover, const char* hex, int steps) {
    return {code, side, mover, h(hex), steps, false, false};
}

OrelMap clearMap() {
    OrelMap map;
    map.extent = shippedOperationsTables().map;
    return map;
}

}  // namespace

TEST_CASE("1.2: a stack needs 2 strength steps to exert a ZoC, into the six hexes around it") {
    Units units{unit("A", Side::Reds, Mover::Infantry, "1610", 1)};
    CHECK_FALSE(exertsZoc(units, h("1610"), Side::Reds));
    CHECK_FALSE(inEnemyZoc(units, h("1611"), Side::Whites));
    units.push_back(unit("B", Side::Reds, Mover::Artillery, "1610", 1));
    CHECK(exertsZoc(units, h("1610"), Side::Reds));
    CHECK(inEnemyZoc(units, h("1611"), Side::Whites));
    CHECK_FALSE(inEnemyZoc(units, h("1612"), Side::Whites));
    CHECK_FALSE(inEnemyZoc(units, h("1611"), Side::Reds));
}

TEST_CASE("1.2: vehicles, depots and routed units have no ZoC") {
    Units units{unit("train", Side::Whites, Mover::ArmouredTrain, "2705", 2),
                unit("depot", Side::Whites, Mover::RailroadDepot, "2705", 5),
                unit("tank", Side::Whites, Mover::Tank, "2705", 3)};
    CHECK_FALSE(exertsZoc(units, h("2705"), Side::Whites));
    units.push_back(unit("Res/1D", Side::Whites, Mover::Infantry, "2705", 3));
    units.back().routed = true;
    CHECK_FALSE(exertsZoc(units, h("2705"), Side::Whites));
    units.back().routed = false;
    CHECK(exertsZoc(units, h("2705"), Side::Whites));
}

TEST_CASE("friendly units negate enemy ZoC: any for supply, unmoved combat units for movement") {
    Units units{unit("W", Side::Whites, Mover::Infantry, "2705", 3),
                unit("R", Side::Reds, Mover::Cavalry, "2604", 2)};
    CHECK(blockedByEnemyZoc(units, h("2604"), Side::Reds, Negation::SupplyAndRetreat) == false);
    CHECK(blockedByEnemyZoc(units, h("2704"), Side::Reds, Negation::SupplyAndRetreat));
    units[1].movedThisPhase = true;
    CHECK(blockedByEnemyZoc(units, h("2604"), Side::Reds, Negation::Movement));
    CHECK_FALSE(blockedByEnemyZoc(units, h("2604"), Side::Reds, Negation::SupplyAndRetreat));
    units[1].mover = Mover::ArmouredCar;
    CHECK(blockedByEnemyZoc(units, h("2604"), Side::Reds, Negation::SupplyAndRetreat));
}

TEST_CASE("8.5.1 a: the enemy ZoC a retreat enters is cavalry's only when no infantry casts it") {
    Units units{unit("Cv", Side::Reds, Mover::Cavalry, "1610", 2)};
    CHECK(enemyZocInto(units, h("1611"), Side::Whites) == tachanka::rules::orel::EnemyZoc::Cavalry);
    CHECK(enemyZocInto(units, h("1613"), Side::Whites) == tachanka::rules::orel::EnemyZoc::None);
    units.push_back(unit("Inf", Side::Reds, Mover::Infantry, "1612", 2));
    CHECK(enemyZocInto(units, h("1611"), Side::Whites) ==
          tachanka::rules::orel::EnemyZoc::InfantryOrArtillery);
    CHECK(enemyZocInto(units, h("1611"), Side::Reds) == tachanka::rules::orel::EnemyZoc::None);
}

TEST_CASE("8.5.1 e: towards a friendly edge is nearer one of the side's edges than the hex left") {
    const auto map = shippedOperationsTables().map;
    using tachanka::model::BoardEdge;
    const std::vector<BoardEdge> whites{BoardEdge::South};
    const std::vector<BoardEdge> reds{BoardEdge::North, BoardEdge::West};
    CHECK(towardFriendlyEdge(map, whites, h("1610"), h("1611")));
    CHECK_FALSE(towardFriendlyEdge(map, whites, h("1610"), h("1609")));
    CHECK(towardFriendlyEdge(map, reds, h("1610"), h("1609")));
    CHECK(towardFriendlyEdge(map, reds, h("1610"), h("1510")));
    CHECK_FALSE(towardFriendlyEdge(map, reds, h("1610"), h("1710")));
}

TEST_CASE("7.1.1: roads supersede terrain and rivers, railroads supersede forests") {
    const auto& table = shippedOperationsTables().terrain;
    const auto forest = enterCost(table, Mover::Infantry, {Terrain::Forest, false, false, false});
    const auto clear = enterCost(table, Mover::Infantry, {Terrain::Clear, false, false, false});
    REQUIRE(forest);
    REQUIRE(clear);
    CHECK(*forest > *clear);
    CHECK(enterCost(table, Mover::Infantry, {Terrain::Forest, false, true, false}) == clear);
    CHECK(enterCost(table, Mover::Infantry, {Terrain::Forest, true, false, true}) ==
          table.road.at(Mover::Infantry));
    CHECK(enterCost(table, Mover::Infantry, {Terrain::Clear, false, false, true}) > *clear);
    CHECK_FALSE(enterCost(table, Mover::ArmouredTrain, {Terrain::Clear, true, false, false}));
    CHECK(enterCost(table, Mover::ArmouredTrain, {Terrain::Forest, false, true, false}) == 0);
}

TEST_CASE("8.2.2: a supply line of 5 MP, blocked by enemy ZoC unless friendly units stand there") {
    const auto& tables = shippedOperationsTables();
    const OrelMap map = clearMap();
    const auto atDepot = [](Hex depot) { return [depot](Hex hex) { return hex == depot; }; };
    Units units;
    CHECK(supplyLine(tables.terrain, map, units, Side::Reds, Mover::Infantry, h("1610"),
                     atDepot(h("1615")), 5));
    CHECK_FALSE(supplyLine(tables.terrain, map, units, Side::Reds, Mover::Infantry, h("1610"),
                           atDepot(h("1616")), 5));
    // A White wall across column 16's path: 1512-1712 with 1612 occupied.
    units = {unit("a", Side::Whites, Mover::Infantry, "1412", 2),
             unit("b", Side::Whites, Mover::Infantry, "1612", 2),
             unit("c", Side::Whites, Mover::Infantry, "1812", 2)};
    CHECK_FALSE(supplyLine(tables.terrain, map, units, Side::Reds, Mover::Infantry, h("1610"),
                           atDepot(h("1615")), 5));
    units.push_back(unit("d", Side::Reds, Mover::Infantry, "1512", 2));
    units.push_back(unit("e", Side::Reds, Mover::Infantry, "1513", 2));
    const auto line = supplyLine(tables.terrain, map, units, Side::Reds, Mover::Infantry, h("1610"),
                                 atDepot(h("1615")), 6);
    REQUIRE(line);
    CHECK(line->hexes.front() == h("1610"));
    CHECK(line->hexes.back() == h("1615"));
}

TEST_CASE("victory: a path free of enemy ZoC to a friendly edge") {
    const OrelMap map = clearMap();
    Units units{unit("W", Side::Whites, Mover::Infantry, "2705", 3)};
    CHECK(zocFreePathToFriendlyEdge(map, units, Side::Whites, h("2705")));
    // Reds all along row 07 from column 01 to 32 close the south to the Whites.
    for (int column = 1; column <= 32; column += 2) {
        units.push_back({"R", Side::Reds, Mover::Infantry, Hex{column, 8}, 2});
    }
    CHECK_FALSE(zocFreePathToFriendlyEdge(map, units, Side::Whites, h("2705")));
    CHECK(zocFreePathToFriendlyEdge(map, units, Side::Reds, h("2712")));
}

TEST_CASE("5.2 (a): lines of command go through enemy ZoC but not through enemy units") {
    const OrelMap map = clearMap();
    Units units;
    CHECK(commandDistance(map, units, Side::Reds, h("1712"), h("1510"), 3) == 3);
    units = {unit("W", Side::Whites, Mover::Infantry, "1611", 2),
             unit("W2", Side::Whites, Mover::Infantry, "1610", 2),
             unit("W3", Side::Whites, Mover::Infantry, "1612", 2)};
    CHECK(commandDistance(map, units, Side::Reds, h("1712"), h("1510"), 3) == std::nullopt);
    CHECK(commandDistance(map, units, Side::Reds, h("1712"), h("1510"), 5) == 4);
}

TEST_CASE("9: a river hexside helps the defender only when every attacking hex is across one") {
    auto map = clearMap();
    // 1010 attacked from 1009 (north) and 1110; a river along 1009-1010 only.
    map.rivers.insert(Hexside::between(h("1009"), h("1010")));
    CHECK(attackAcrossRiver(map, h("1010"), {h("1009")}));
    CHECK_FALSE(attackAcrossRiver(map, h("1010"), {h("1009"), h("1110")}));
    map.rivers.insert(Hexside::between(h("1110"), h("1010")));
    CHECK(attackAcrossRiver(map, h("1010"), {h("1009"), h("1110")}));
    CHECK_FALSE(attackAcrossRiver(map, h("1010"), {}));
    // A hex not next to the target crosses no hexside of it.
    CHECK_FALSE(attackAcrossRiver(map, h("1010"), {h("1008")}));
}
