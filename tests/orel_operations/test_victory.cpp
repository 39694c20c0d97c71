// Victory (10.1, 10.2, 10.3): the shipped scenarios' victory conditions evaluated by the
// engine, every level of each side checked with positions built from the text's wording;
// location control; the railroad conditions read off the map.

#include <doctest/doctest.h>

#include <stdexcept>

#include "rules/orel/operations/victory.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::testing::shippedOperationsTables;
using tachanka::testing::shippedVictory;

namespace {

const tachanka::model::Victory& historical() {
    static const auto victory = shippedVictory("historical");
    return victory;
}

VictorySituation holding(Side side, std::initializer_list<const char*> places) {
    VictorySituation s;
    for (const char* place : places) s.occupied[place] = side;
    return s;
}

std::string white(const VictorySituation& s) {
    return assessVictory(historical(), s).level.at(Side::Whites).name;
}
std::string red(const VictorySituation& s) {
    return assessVictory(historical(), s).level.at(Side::Reds).name;
}

}  // namespace

TEST_CASE("10.2 White Strategic: occupy Dmitrovsk, Kromy and Orël, double track clear") {
    auto s = holding(Side::Whites, {"Dmitrovsk", "Kromy", "Orël"});
    CHECK(white(s) == "minor");  // without the railroad clear Orël does not count
    s.doubleTrackClearOfRedInfantry = true;
    CHECK(white(s) == "strategic");
    s.occupied.erase("Dmitrovsk");
    CHECK(white(s) == "regional");  // Orël with the railroad clear
}

TEST_CASE("10.2 White Regional: Komaritchi, Dmitrovsk and one of Kromy, Brasovo or Sevsk") {
    CHECK(white(holding(Side::Whites, {"Komaritchi", "Dmitrovsk", "Kromy"})) == "regional");
    CHECK(white(holding(Side::Whites, {"Komaritchi", "Dmitrovsk", "Brasovo"})) == "regional");
    CHECK(white(holding(Side::Whites, {"Komaritchi", "Dmitrovsk", "Sevsk"})) == "regional");
    CHECK(white(holding(Side::Whites, {"Komaritchi", "Dmitrovsk"})) == "minor");
    CHECK(white(holding(Side::Whites, {"Dmitrovsk", "Brasovo", "Sevsk"})) == "minor");
}

TEST_CASE("10.2 White Regional: OR occupy Orël with the double track clear") {
    auto orel = holding(Side::Whites, {"Orël"});
    CHECK(white(orel) == "defeat");
    orel.doubleTrackClearOfRedInfantry = true;
    CHECK(white(orel) == "regional");
}

TEST_CASE("10.2 White Minor: Komaritchi OR Dmitrovsk OR Kromy, Defeat otherwise") {
    CHECK(white(holding(Side::Whites, {"Komaritchi"})) == "minor");
    CHECK(white(holding(Side::Whites, {"Dmitrovsk"})) == "minor");
    CHECK(white(holding(Side::Whites, {"Kromy"})) == "minor");
    CHECK(white(holding(Side::Whites, {"Sevsk", "Brasovo"})) == "defeat");
    CHECK(white(holding(Side::Reds, {"Komaritchi", "Dmitrovsk", "Kromy"})) == "defeat");
}

TEST_CASE("10.2 Red Strategic: a station south of any White unit, and Kromy and Orël") {
    auto s = holding(Side::Reds, {"Kromy", "Orël"});
    CHECK(red(s) == "defeat");
    s.redInfantryOnDoubleTrackSouthOfWhites = true;
    CHECK(red(s) == "strategic");
    s.occupied.erase("Kromy");
    CHECK(red(s) == "defeat");  // the station with Orël taken is not Minor either
}

TEST_CASE("10.2 Red Regional: Sevsk, Brasovo, Komaritchi, Dmitrovsk, Kromy and Orël") {
    auto s = holding(Side::Reds, {"Sevsk", "Brasovo", "Komaritchi", "Dmitrovsk", "Kromy", "Orël"});
    CHECK(red(s) == "regional");
    s.occupied.erase("Sevsk");
    CHECK(red(s) == "defeat");
}

TEST_CASE("10.2 Red Minor: the station but have not taken Orël, Defeat otherwise") {
    auto minor = holding(Side::Reds, {"Kromy"});
    CHECK(red(minor) == "defeat");
    minor.redInfantryOnDoubleTrackSouthOfWhites = true;
    CHECK(red(minor) == "minor");
    minor.occupied["Orël"] = Side::Whites;  // Orël held by the Whites is "not taken" either
    CHECK(red(minor) == "minor");
}

TEST_CASE("10.2 losses: 10 combat units shift down one level, 15 two, never below Defeat") {
    auto s = holding(Side::Reds, {"Sevsk", "Brasovo", "Komaritchi", "Dmitrovsk", "Kromy", "Orël"});
    s.redInfantryOnDoubleTrackSouthOfWhites = true;  // Red Strategic
    s.combatUnitsLost[Side::Reds] = 9;
    CHECK(red(s) == "strategic");
    s.combatUnitsLost[Side::Reds] = 10;
    CHECK(red(s) == "regional");
    s.combatUnitsLost[Side::Reds] = 14;
    CHECK(red(s) == "regional");
    s.combatUnitsLost[Side::Reds] = 15;
    const auto result = assessVictory(historical(), s);
    CHECK(result.earned.at(Side::Reds).name == "strategic");
    CHECK(result.shift.at(Side::Reds) == 2);
    CHECK(result.level.at(Side::Reds).name == "minor");
    auto w = holding(Side::Whites, {"Kromy"});
    w.combatUnitsLost[Side::Whites] = 10;
    CHECK(white(w) == "defeat");
    w.combatUnitsLost[Side::Whites] = 15;
    CHECK(white(w) == "defeat");
    CHECK(assessVictory(historical(), w).shift.at(Side::Whites) == 2);
}

TEST_CASE("10.2 both sides score: the higher level wins, equal levels draw") {
    VictorySituation s;
    s.occupied = {{"Komaritchi", Side::Whites}, {"Dmitrovsk", Side::Whites},
                  {"Sevsk", Side::Whites}, {"Kromy", Side::Reds}};
    s.redInfantryOnDoubleTrackSouthOfWhites = true;  // Red Minor: Orël not taken
    auto result = assessVictory(historical(), s);
    CHECK(result.level.at(Side::Whites).name == "regional");
    CHECK(result.level.at(Side::Reds).name == "minor");
    CHECK(result.winner == Side::Whites);
    CHECK(result.explanation == "Whites regional, Reds minor: whites win");
    s.occupied.erase("Sevsk");  // White Minor against Red Minor
    result = assessVictory(historical(), s);
    CHECK(result.level.at(Side::Whites).name == "minor");
    CHECK_FALSE(result.winner);
    CHECK(result.explanation == "Whites minor, Reds minor: a draw (equal levels)");
    s.combatUnitsLost[Side::Whites] = 10;  // the shift decides it
    CHECK(assessVictory(historical(), s).winner == Side::Reds);
    CHECK_FALSE(assessVictory(historical(), VictorySituation{}).winner);  // both Defeat
}

TEST_CASE("10.1 Brasovo: Whites win holding Brasovo and Sevsk, otherwise the Reds win") {
    const auto brasovo = shippedVictory("brasovo");
    const auto winner = [&](const VictorySituation& s) { return assessVictory(brasovo, s).winner; };
    CHECK(winner(holding(Side::Whites, {"Brasovo", "Sevsk"})) == Side::Whites);
    CHECK(winner(holding(Side::Whites, {"Brasovo"})) == Side::Reds);
    CHECK(winner(holding(Side::Whites, {"Sevsk"})) == Side::Reds);
    CHECK(winner(VictorySituation{}) == Side::Reds);  // neither side controls them
    CHECK(winner(holding(Side::Reds, {"Brasovo", "Sevsk"})) == Side::Reds);
    auto losses = holding(Side::Whites, {"Brasovo", "Sevsk"});
    losses.combatUnitsLost[Side::Whites] = 15;  // 10.1 gives no shift for losses
    CHECK(winner(losses) == Side::Whites);
}

TEST_CASE("10.3 hypothetical keeps the historical victory conditions") {
    const auto hypothetical = shippedVictory("hypothetical");
    CHECK(hypothetical.locations.size() == historical().locations.size());
    auto s = holding(Side::Whites, {"Komaritchi", "Dmitrovsk", "Sevsk"});
    s.occupied["Orël"] = Side::Reds;
    s.occupied["Kromy"] = Side::Reds;
    s.redInfantryOnDoubleTrackSouthOfWhites = true;
    for (const int lost : {0, 10, 15}) {
        s.combatUnitsLost[Side::Whites] = lost;
        const auto expected = assessVictory(historical(), s);
        const auto actual = assessVictory(hypothetical, s);
        CHECK(actual.level == expected.level);
        CHECK(actual.winner == expected.winner);
    }
    s.combatUnitsLost[Side::Whites] = 0;
    CHECK(assessVictory(hypothetical, s).level.at(Side::Reds).name == "strategic");
}

TEST_CASE("a condition name the engine does not know is an error, not a silent false") {
    tachanka::model::Victory victory;
    tachanka::model::VictoryLevel level;
    level.side = "Whites";
    level.level = "minor";
    level.condition.kind = tachanka::model::ConditionKind::Named;
    level.condition.name = "bridge-intact";
    victory.levels.push_back(level);
    CHECK_THROWS_WITH_AS(assessVictory(victory, VictorySituation{}),
                         "no victory condition 'bridge-intact' (known: double-track-clear, "
                         "double-track-station-south)",
                         std::invalid_argument);
    victory.levels.front().condition.kind = tachanka::model::ConditionKind::Occupy;
    victory.levels.front().condition.location = "Orël";
    victory.levels.front().condition.side = "Greens";
    CHECK_THROWS_AS(assessVictory(victory, holding(Side::Whites, {"Orël"})),
                    std::invalid_argument);
    victory.levels.front().side = "Greens";
    CHECK_THROWS_AS(assessVictory(victory, VictorySituation{}), std::invalid_argument);
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
    auto s = victorySituation(historical(), tables, map, units, depots, {});
    CHECK(s.occupied.at("Orël") == Side::Whites);
    CHECK(s.occupied.at("Kromy") == Side::Reds);
    CHECK_FALSE(s.occupied.contains("Sevsk"));
    CHECK(s.doubleTrackClearOfRedInfantry);
    CHECK_FALSE(s.redInfantryOnDoubleTrackSouthOfWhites);
    // A supplied Red regiment beside the line south of Orël puts its ZoC on it.
    units.push_back({"1/9", Side::Reds, Mover::Infantry, Hex::parse("2606"), 2, false, false});
    s = victorySituation(historical(), tables, map, units, depots, {});
    CHECK_FALSE(s.doubleTrackClearOfRedInfantry);
    CHECK_FALSE(s.redInfantryOnDoubleTrackSouthOfWhites);
    // On a station south of every White unit on the line, within 5 MP of its convoy.
    units.back().hex = Hex::parse("2707");
    s = victorySituation(historical(), tables, map, units, depots, {});
    CHECK(s.redInfantryOnDoubleTrackSouthOfWhites);
    // Without a functional depot in range it counts for nothing.
    s = victorySituation(historical(), tables, map, units, {depots[0]}, {});
    CHECK_FALSE(s.redInfantryOnDoubleTrackSouthOfWhites);
}
