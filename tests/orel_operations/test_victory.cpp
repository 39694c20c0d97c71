// Victory (10.2, 10.1): location control, every level of each side, loss shifts, both sides.

#include <doctest/doctest.h>

#include "rules/orel/operations/victory.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::testing::shippedOperationsTables;

namespace {

const VictoryConstants& rules() { return shippedOperationsTables().victory; }

VictorySituation holding(Side side, std::initializer_list<const char*> places) {
    VictorySituation s;
    for (const char* place : places) s.occupied[place] = side;
    return s;
}

VictoryLevel white(const VictorySituation& s) {
    return assessVictory(rules(), s).level.at(Side::Whites);
}
VictoryLevel red(const VictorySituation& s) {
    return assessVictory(rules(), s).level.at(Side::Reds);
}

}  // namespace

TEST_CASE("White Strategic: Dmitrovsk, Kromy and Orël with the double track clear") {
    auto s = holding(Side::Whites, {"Dmitrovsk", "Kromy", "Orël"});
    CHECK(white(s) == VictoryLevel::Minor);  // without the railroad clear Orël does not count
    s.doubleTrackClearOfRedInfantry = true;
    CHECK(white(s) == VictoryLevel::Strategic);
}

TEST_CASE(
    "White Regional: Komaritchi, Dmitrovsk and one of Kromy, Brasovo, Sevsk, or Orël + railroad") {
    CHECK(white(holding(Side::Whites, {"Komaritchi", "Dmitrovsk", "Sevsk"})) ==
          VictoryLevel::Regional);
    CHECK(white(holding(Side::Whites, {"Komaritchi", "Dmitrovsk"})) == VictoryLevel::Minor);
    auto orel = holding(Side::Whites, {"Orël"});
    CHECK(white(orel) == VictoryLevel::Defeat);
    orel.doubleTrackClearOfRedInfantry = true;
    CHECK(white(orel) == VictoryLevel::Regional);
}

TEST_CASE("White Minor: Komaritchi or Dmitrovsk or Kromy") {
    CHECK(white(holding(Side::Whites, {"Kromy"})) == VictoryLevel::Minor);
    CHECK(white(holding(Side::Whites, {"Sevsk", "Brasovo"})) == VictoryLevel::Defeat);
}

TEST_CASE("Red levels: Strategic, Regional, Minor") {
    auto s = holding(Side::Reds, {"Kromy", "Orël"});
    CHECK(red(s) == VictoryLevel::Defeat);
    s.redInfantryOnDoubleTrackSouthOfWhites = true;
    CHECK(red(s) == VictoryLevel::Strategic);
    CHECK(red(holding(Side::Reds, {"Sevsk", "Brasovo", "Komaritchi", "Dmitrovsk", "Kromy",
                                   "Orël"})) == VictoryLevel::Regional);
    auto minor = holding(Side::Reds, {"Kromy"});
    minor.redInfantryOnDoubleTrackSouthOfWhites = true;
    CHECK(red(minor) == VictoryLevel::Minor);
}

TEST_CASE("10 lost combat units shift down one level, 15 two, never below Defeat") {
    auto s = holding(Side::Reds, {"Sevsk", "Brasovo", "Komaritchi", "Dmitrovsk", "Kromy", "Orël"});
    s.combatUnitsLost[Side::Reds] = 9;
    CHECK(red(s) == VictoryLevel::Regional);
    s.combatUnitsLost[Side::Reds] = 10;
    CHECK(red(s) == VictoryLevel::Minor);
    s.combatUnitsLost[Side::Reds] = 15;
    CHECK(red(s) == VictoryLevel::Defeat);
    auto w = holding(Side::Whites, {"Kromy"});
    w.combatUnitsLost[Side::Whites] = 15;
    CHECK(white(w) == VictoryLevel::Defeat);
}

TEST_CASE("both sides scoring: the higher level wins, equal levels draw") {
    VictorySituation s;
    s.occupied = {{"Kromy", Side::Whites}, {"Orël", Side::Reds}};
    s.redInfantryOnDoubleTrackSouthOfWhites = true;  // Red Minor needs Orël not taken...
    auto result = assessVictory(rules(), s);
    CHECK(result.level.at(Side::Whites) == VictoryLevel::Minor);
    CHECK(result.level.at(Side::Reds) == VictoryLevel::Defeat);
    CHECK(result.winner == Side::Whites);
    s.occupied = {{"Kromy", Side::Whites}};
    result = assessVictory(rules(), s);
    CHECK(result.level.at(Side::Reds) == VictoryLevel::Minor);
    CHECK_FALSE(result.winner);
    CHECK(result.explanation.find("draw") != std::string::npos);
}

TEST_CASE("10.1 Brasovo: the Whites win holding Brasovo and Sevsk") {
    CHECK(brasovoWinner({{"Brasovo", Side::Whites}, {"Sevsk", Side::Whites}}) == Side::Whites);
    CHECK(brasovoWinner({{"Brasovo", Side::Whites}}) == Side::Reds);
}

TEST_CASE("10.2: a location counts only with a ZoC-free path to a friendly edge") {
    OrelMap map;
    map.extent = shippedOperationsTables().map;
    Units units{{"W", Side::Whites, Mover::Infantry, Hex::parse("2705"), 3, false, false}};
    CHECK(locationController(map, units, Hex::parse("2705")) == Side::Whites);
    for (int column = 1; column <= 32; column += 2) {
        units.push_back({"R", Side::Reds, Mover::Infantry, Hex{column, 8}, 2, false, false});
    }
    CHECK_FALSE(locationController(map, units, Hex::parse("2705")));
    CHECK_FALSE(locationController(map, units, Hex::parse("1214")));
}

TEST_CASE("victory read off the map: locations and the double-tracked railroad") {
    const auto& tables = shippedOperationsTables();
    OrelMap map;
    map.extent = tables.map;
    for (int row = 5; row < 20; ++row) {  // the double track from Orël south to the edge
        map.railroads.insert(Hexside::between(Hex{27, row}, Hex{27, row + 1}));
        map.stations.insert(Hex{27, row});
        map.doubleTrack.insert(Hex{27, row});
    }
    for (int column = 1; column < 25; ++column) {  // a line along row 07 from the west edge
        map.railroads.insert(Hexside::between(Hex{column, 7}, Hex{column + 1, 7}));
    }
    const std::vector<Depot> depots{
        {Side::Whites, DepotType::Railroad, Hex::parse("2705"), 5, false},
        {Side::Reds, DepotType::Convoy, Hex::parse("2407"), 4, false}};
    Units units{{"off/2K", Side::Whites, Mover::Infantry, Hex::parse("2705"), 3, false, false},
                {"6/Let", Side::Reds, Mover::Infantry, Hex::parse("2110"), 2, false, false}};
    auto s = victorySituation(tables, map, units, depots, {});
    CHECK(s.occupied.at("Orël") == Side::Whites);
    CHECK(s.occupied.at("Kromy") == Side::Reds);
    CHECK_FALSE(s.occupied.contains("Sevsk"));
    CHECK(s.doubleTrackClearOfRedInfantry);
    CHECK_FALSE(s.redInfantryOnDoubleTrackSouthOfWhites);
    // A supplied Red regiment beside the line south of Orël puts its ZoC on it.
    units.push_back({"1/9", Side::Reds, Mover::Infantry, Hex::parse("2606"), 2, false, false});
    s = victorySituation(tables, map, units, depots, {});
    CHECK_FALSE(s.doubleTrackClearOfRedInfantry);
    CHECK_FALSE(s.redInfantryOnDoubleTrackSouthOfWhites);
    // On a station south of every White unit on the line, within 5 MP of its convoy.
    units.back().hex = Hex::parse("2707");
    s = victorySituation(tables, map, units, depots, {});
    CHECK(s.redInfantryOnDoubleTrackSouthOfWhites);
    // Without a functional depot in range it counts for nothing.
    s = victorySituation(tables, map, units, {depots[0]}, {});
    CHECK_FALSE(s.redInfantryOnDoubleTrackSouthOfWhites);
}
