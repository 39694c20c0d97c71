// Recruitment (4): income capped at 12, the Orël bonus, prisoners 3 for 1, step recovery and
// its conditions, the Recruits -1Q marker and new recruit battalions.

#include <doctest/doctest.h>

#include "rules/orel/operations/recruitment.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::testing::shippedOperationsTables;

namespace {
const RecruitmentConstants& rules() { return shippedOperationsTables().recruitment; }
}  // namespace

TEST_CASE("4: the turn track's points go into the pool, +1 for the side controlling Orël") {
    const auto income = recruitIncome(rules(), 2, true, 3);
    CHECK(income.fromTrack == 2);
    CHECK(income.orelBonus == 1);
    CHECK(income.received == 3);
    CHECK(income.lost == 0);
    CHECK(income.pool == 6);
    CHECK(recruitIncome(rules(), 2, false, 3).pool == 5);
}

TEST_CASE("4: at most 12 RP are saved, the excess is lost") {
    const auto income = recruitIncome(rules(), 3, true, 10);
    CHECK(income.received == 2);
    CHECK(income.lost == 2);
    CHECK(income.pool == 12);
    const auto full = recruitIncome(rules(), 1, false, 12);
    CHECK(full.received == 0);
    CHECK(full.lost == 1);
}

TEST_CASE("6: Civil Exactions take 1 RP from the next turn's income") {
    const auto income = recruitIncome(rules(), 2, false, 3, 1);
    CHECK(income.eventLoss == 1);
    CHECK(income.received == 1);
    CHECK(income.pool == 4);
    CHECK(recruitIncome(rules(), 0, false, 3, 1).pool == 3);  // nothing to take
}

TEST_CASE("4.1: each group of 3 prisoners becomes 1 RP") {
    const auto converted = convertPrisoners(rules(), 7, 2, 4);
    CHECK_FALSE(converted.refusal);
    CHECK(converted.prisonersLeft == 1);
    CHECK(converted.received == 2);
    CHECK(converted.pool == 6);
    const auto tooFew = convertPrisoners(rules(), 5, 2, 4);
    REQUIRE(tooFew.refusal);
    CHECK(tooFew.refusal->find("6 prisoners") != std::string::npos);
    CHECK(tooFew.prisonersLeft == 5);
    CHECK(convertPrisoners(rules(), 9, 3, 11).lost == 2);
}

TEST_CASE("4.1: only whole groups of 3 prisoners count") {
    CHECK(prisonerGroups(rules(), 0) == 0);
    CHECK(prisonerGroups(rules(), 2) == 0);
    CHECK(prisonerGroups(rules(), 3) == 1);
    CHECK(prisonerGroups(rules(), 8) == 2);
}

TEST_CASE("4.3.1: a unit recovers 1 step per RP up to its original strength") {
    RecoveryCandidate unit;
    unit.steps = 1;
    unit.originalSteps = 3;
    const auto one = recoverSteps(rules(), unit, 1, 5);
    CHECK_FALSE(one.refusal);
    CHECK(one.steps == 2);
    CHECK(one.pool == 4);
    CHECK_FALSE(one.recruitsMarkerPlaced);
    const auto tooMany = recoverSteps(rules(), unit, 3, 5);
    REQUIRE(tooMany.refusal);
    CHECK(tooMany.refusal->find("at most 2") != std::string::npos);
    CHECK(recoverSteps(rules(), unit, 2, 1).refusal);
}

TEST_CASE("4.3.1 C: combat mode, 5 MP from a functional depot, not routed, not artillery") {
    RecoveryCandidate unit;
    unit.steps = 1;
    unit.originalSteps = 2;
    unit.mode = UnitMode::March;
    CHECK(recoverSteps(rules(), unit, 1, 5).refusal->find("Combat mode") != std::string::npos);
    unit.mode = UnitMode::Routed;
    CHECK(recoverSteps(rules(), unit, 1, 5).refusal->find("Routed") != std::string::npos);
    unit.mode = UnitMode::Combat;
    unit.withinRangeOfFunctionalDepot = false;
    CHECK(recoverSteps(rules(), unit, 1, 5).refusal->find("5 MP") != std::string::npos);
    unit.withinRangeOfFunctionalDepot = true;
    unit.mover = Mover::Artillery;
    CHECK(recoverSteps(rules(), unit, 1, 5).refusal->find("artillery") != std::string::npos);
    unit.mover = Mover::Cavalry;
    CHECK_FALSE(recoverSteps(rules(), unit, 1, 5).refusal);
}

TEST_CASE("4.3.1 B: back to full strength the first time: Recruits -1Q, floor 2 Reds, 3 Whites") {
    RecoveryCandidate red;
    red.side = Side::Reds;
    red.steps = 2;
    red.originalSteps = 3;
    red.troopQuality = 5;
    const auto full = recoverSteps(rules(), red, 1, 5);
    CHECK(full.recruitsMarkerPlaced);
    CHECK(full.troopQuality == 4);
    red.hasRecruitsMarker = true;
    const auto again = recoverSteps(rules(), red, 1, 5);
    CHECK_FALSE(again.recruitsMarkerPlaced);
    CHECK(again.troopQuality == 5);
    red.hasRecruitsMarker = false;
    red.troopQuality = 2;
    CHECK(recoverSteps(rules(), red, 1, 5).troopQuality == 2);
    RecoveryCandidate white = red;
    white.side = Side::Whites;
    white.troopQuality = 3;
    CHECK(recoverSteps(rules(), white, 1, 5).troopQuality == 3);
    white.troopQuality = 4;
    CHECK(recoverSteps(rules(), white, 1, 5).troopQuality == 3);
}

TEST_CASE("4.3.2: a recruit battalion costs 2 RP, at most 4 Reds and 3 Whites on the map") {
    BattalionPlacement station;
    station.atStation = true;
    const auto built = createBattalion(rules(), Side::Reds, 5, 3, station);
    CHECK_FALSE(built.refusal);
    CHECK(built.pool == 3);
    CHECK(built.battalionsOnMap == 4);
    CHECK(createBattalion(rules(), Side::Reds, 5, 4, station).refusal->find("limit is 4") !=
          std::string::npos);
    CHECK(createBattalion(rules(), Side::Whites, 5, 3, station).refusal->find("limit is 3") !=
          std::string::npos);
    // An eliminated battalion may be rebuilt: only those on the map count.
    CHECK_FALSE(createBattalion(rules(), Side::Whites, 5, 2, station).refusal);
    CHECK(createBattalion(rules(), Side::Whites, 1, 0, station).refusal->find("costs 2") !=
          std::string::npos);
}

TEST_CASE("4.3.2: where a new battalion may appear") {
    BattalionPlacement where;
    CHECK(createBattalion(rules(), Side::Reds, 5, 0, where).refusal);
    where.viaFriendlyEdge = true;
    CHECK_FALSE(createBattalion(rules(), Side::Reds, 5, 0, where).refusal);
    where = {};
    where.atStation = true;
    where.inEnemyZoc = true;
    CHECK(createBattalion(rules(), Side::Reds, 5, 0, where).refusal->find("ZoC") !=
          std::string::npos);
    where.friendlyUnitPresent = true;
    CHECK_FALSE(createBattalion(rules(), Side::Reds, 5, 0, where).refusal);
    where.connectedToFriendlyEdge = false;
    CHECK(createBattalion(rules(), Side::Reds, 5, 0, where).refusal);
}

TEST_CASE("7.5: units off the map may receive recruit points") {
    RecoveryCandidate unit;
    unit.steps = 1;
    unit.originalSteps = 3;
    unit.mode = UnitMode::March;
    unit.withinRangeOfFunctionalDepot = false;
    unit.offMap = true;
    CHECK_FALSE(recoverSteps(rules(), unit, 2, 5).refusal);
    unit.mode = UnitMode::Routed;
    CHECK(recoverSteps(rules(), unit, 2, 5).refusal);
}

TEST_CASE("4.3.2: a station read off the map for a new battalion") {
    OrelMap map;
    map.extent = shippedOperationsTables().map;
    for (int row = 1; row < 5; ++row) {
        map.railroads.insert(
            Hexside::between(tachanka::model::Hex{15, row}, tachanka::model::Hex{15, row + 1}));
    }
    map.stations.insert(tachanka::model::Hex{15, 5});
    const tachanka::model::Hex station{15, 5};
    Units units;
    auto where = stationPlacement(map, units, Side::Reds, station);
    CHECK(where.atStation);
    CHECK(where.connectedToFriendlyEdge);
    CHECK_FALSE(createBattalion(rules(), Side::Reds, 2, 0, where).refusal);
    units.push_back(
        {"W", Side::Whites, Mover::Infantry, tachanka::model::Hex{15, 6}, 2, false, false});
    where = stationPlacement(map, units, Side::Reds, station);
    CHECK(where.inEnemyZoc);
    CHECK(createBattalion(rules(), Side::Reds, 2, 0, where).refusal);
    units.push_back({"R", Side::Reds, Mover::Infantry, station, 2, false, false});
    where = stationPlacement(map, units, Side::Reds, station);
    CHECK(where.friendlyUnitPresent);
    CHECK_FALSE(createBattalion(rules(), Side::Reds, 2, 0, where).refusal);
    units.push_back(
        {"W2", Side::Whites, Mover::Infantry, tachanka::model::Hex{15, 2}, 2, false, false});
    CHECK_FALSE(stationPlacement(map, units, Side::Reds, station).connectedToFriendlyEdge);
    CHECK_FALSE(stationPlacement(map, units, Side::Reds, tachanka::model::Hex{15, 4}).atStation);
}
