// Movement and special actions (7): ZoC costs, stacking, Marching Day, attack costs,
// entrenchment, Orël, entry zones and leaving the map.

#include <doctest/doctest.h>

#include "rules/orel/operations/movement.hpp"
#include "tests/orel_operations/tables.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::testing::shippedOperationsTables;

namespace {

Hex h(const char* text) { return Hex::parse(text); }

OrelMap clearMap() {
    OrelMap map;
    map.extent = shippedOperationsTables().map;
    return map;
}

MovingUnit mover(Side side, Mover kind, int allowance) {
    MovingUnit unit;
    unit.side = side;
    unit.mover = kind;
    unit.allowance = allowance;
    unit.remaining = allowance;
    return unit;
}

// A White stack in 1010 whose ZoC covers 1009 and 1011 (same column, above and below).
const Units whiteStack{{"W", Side::Whites, Mover::Infantry, Hex{10, 10}, 3, false, false},
                       {"moving", Side::Reds, Mover::Infantry, Hex{10, 9}, 2, false, true}};

ActingUnit acting(Side side, Mover kind, bool shock, int allowance, int remaining) {
    ActingUnit unit;
    unit.side = side;
    unit.mover = kind;
    unit.shock = shock;
    unit.allowance = allowance;
    unit.remaining = remaining;
    return unit;
}

}  // namespace

TEST_CASE("7.1.3: leaving an enemy ZoC for a free hex costs +1 MP") {
    const auto step = moveStep(shippedOperationsTables(), clearMap(), whiteStack,
                               mover(Side::Reds, Mover::Infantry, 4), h("1009"), h("1008"));
    CHECK_FALSE(step.refusal);
    CHECK(step.cost == 2);
}

TEST_CASE("7.1.3 implication 1: no +1 if a friendly unit stays behind") {
    Units units = whiteStack;
    units.push_back({"cover", Side::Reds, Mover::Infantry, h("1009"), 2, false, false});
    const auto step = moveStep(shippedOperationsTables(), clearMap(), units,
                               mover(Side::Reds, Mover::Infantry, 4), h("1009"), h("1008"));
    CHECK(step.cost == 1);
}

TEST_CASE("7.1.3: ZoC to ZoC costs all MP but 1 for infantry, +2 for cavalry, trains stop") {
    const auto& tables = shippedOperationsTables();
    // 1009 to 0909: both next to 1010.
    const auto infantry = moveStep(tables, clearMap(), whiteStack,
                                   mover(Side::Reds, Mover::Infantry, 4), h("1009"), h("0910"));
    CHECK_FALSE(infantry.refusal);
    CHECK(infantry.cost == 3);
    const auto cavalry = moveStep(tables, clearMap(), whiteStack,
                                  mover(Side::Reds, Mover::Cavalry, 6), h("1009"), h("0910"));
    CHECK(cavalry.cost == 3);
    OrelMap railroad = clearMap();
    railroad.railroads.insert(Hexside::between(h("1009"), h("0910")));
    const auto train = moveStep(tables, railroad, whiteStack,
                                mover(Side::Reds, Mover::ArmouredTrain, 99), h("1009"), h("0910"));
    CHECK_FALSE(train.refusal);
    CHECK(train.mustStop);
}

TEST_CASE("7.1.3 * : ZoC to ZoC leaves infantry 1 MP to enter Combat mode or attack hastily") {
    const auto& zoc = shippedOperationsTables().zoc;
    CHECK(zocStepCost(zoc, Mover::Infantry, 2, true, true, 5).cost == 4);  // regardless of terrain
    CHECK(zocStepCost(zoc, Mover::Tank, 1, true, true, 3).cost == 2);
    CHECK(zocStepCost(zoc, Mover::Convoy, 1, true, true, 4).cost == 3);
    CHECK(zocStepCost(zoc, Mover::ArmouredCar, 1, true, true, 8).cost == 3);
    CHECK(zocStepCost(zoc, Mover::Cavalry, 1, false, true, 6).cost == 1);  // entering is free
    CHECK(zocStepCost(zoc, Mover::RailroadDepot, 0, true, true, 0).mustStop);
}

TEST_CASE("5.3: an out-of-command unit may not enter enemy ZoC") {
    auto unit = mover(Side::Reds, Mover::Infantry, 4);
    unit.outOfCommand = true;
    const auto step =
        moveStep(shippedOperationsTables(), clearMap(), whiteStack, unit, h("1008"), h("1009"));
    REQUIRE(step.refusal);
    CHECK(step.refusal->find("(5.3)") != std::string::npos);
}

TEST_CASE("7.1.4: after moving a unit is in March mode unless it took a combat action") {
    CHECK(modeAfterMovement(UnitMode::Combat, true, false, false) == UnitMode::March);
    CHECK(modeAfterMovement(UnitMode::Combat, true, true, false) == UnitMode::Combat);
    CHECK(modeAfterMovement(UnitMode::March, false, true, false) == UnitMode::Combat);
    CHECK(modeAfterMovement(UnitMode::Combat, false, false, false) == UnitMode::Combat);
    CHECK(modeAfterMovement(UnitMode::Combat, true, false, true) == UnitMode::March);
    CHECK(modeAfterMovement(UnitMode::Routed, true, false, false) == UnitMode::Routed);
}

TEST_CASE("7.1.5: on a Marching Day a unit is never adjacent to an enemy unit") {
    auto unit = mover(Side::Whites, Mover::Infantry, 6);
    unit.marchingDay = true;
    const Units reds{{"R", Side::Reds, Mover::Infantry, h("1010"), 2, false, false}};
    CHECK(
        moveStep(shippedOperationsTables(), clearMap(), reds, unit, h("1008"), h("1009")).refusal);
    CHECK(marchingDayRefusal(Side::Reds, Mover::Infantry, false, UnitMode::Combat));
    CHECK(marchingDayRefusal(Side::Whites, Mover::Tank, false, UnitMode::Combat));
    CHECK(marchingDayRefusal(Side::Whites, Mover::Infantry, true, UnitMode::Combat));
    CHECK_FALSE(marchingDayRefusal(Side::Whites, Mover::Cavalry, false, UnitMode::Combat));
    CHECK(shippedOperationsTables().actions.marchingDayBonus == 2);
}

TEST_CASE("8.7.3: a routed unit only moves further from the enemy") {
    auto unit = mover(Side::Reds, Mover::Infantry, 4);
    unit.mode = UnitMode::Routed;
    const Units whites{{"W", Side::Whites, Mover::Infantry, h("1010"), 3, false, false}};
    CHECK(moveStep(shippedOperationsTables(), clearMap(), whites, unit, h("1008"), h("1009"))
              .refusal);
    CHECK_FALSE(moveStep(shippedOperationsTables(), clearMap(), whites, unit, h("1008"), h("1007"))
                    .refusal);
}

TEST_CASE("7.1.2: 10 stacking points or 3 units, vehicles and depots free") {
    const auto& tables = shippedOperationsTables();
    Units units{{"a", Side::Whites, Mover::Infantry, h("2705"), 4, false, false},
                {"b", Side::Whites, Mover::Infantry, h("2705"), 3, false, false},
                {"c", Side::Whites, Mover::Infantry, h("2705"), 3, false, false},
                {"train", Side::Whites, Mover::ArmouredTrain, h("2705"), 2, false, false},
                {"tank", Side::Whites, Mover::Tank, h("2705"), 1, false, false},
                {"depot", Side::Whites, Mover::RailroadDepot, h("2705"), 5, false, false}};
    const auto ok = stacking(tables, units, h("2705"), Side::Whites);
    CHECK(ok.points == 10);
    CHECK(ok.units == 3);
    CHECK_FALSE(ok.refusal);
    units[0].steps = 5;
    CHECK(stacking(tables, units, h("2705"), Side::Whites).refusal);
    units[0].steps = 1;
    units.push_back({"d", Side::Whites, Mover::Infantry, h("2705"), 1, false, false});
    CHECK(stacking(tables, units, h("2705"), Side::Whites).refusal->find("3 units") !=
          std::string::npos);
}

TEST_CASE("7.2: attack costs by side and type") {
    const auto& costs = shippedOperationsTables().actions;
    ActingUnit red = acting(Side::Reds, Mover::Infantry, false, 4, 4);
    CHECK(specialActionCost(costs, red, SpecialAction::PreparedAttack).cost == 3);
    red.shock = true;
    CHECK(specialActionCost(costs, red, SpecialAction::PreparedAttack).cost == 2);
    ActingUnit white = acting(Side::Whites, Mover::Infantry, false, 4, 4);
    CHECK(specialActionCost(costs, white, SpecialAction::PreparedAttack).cost == 2);
    CHECK(specialActionCost(costs, white, SpecialAction::HastyAttack).cost == 1);
    ActingUnit tank = acting(Side::Whites, Mover::Tank, false, 4, 4);
    CHECK(specialActionCost(costs, tank, SpecialAction::PreparedAttack).cost == 3);
    ActingUnit car = acting(Side::Reds, Mover::ArmouredCar, false, 6, 6);
    CHECK(specialActionCost(costs, car, SpecialAction::PreparedAttack).cost == 2);
    ActingUnit train = acting(Side::Reds, Mover::ArmouredTrain, false, 0, 0);
    CHECK(specialActionCost(costs, train, SpecialAction::PreparedAttack).cost == 0);
    CHECK(specialActionCost(costs, train, SpecialAction::HastyAttack).cost == 0);
    CHECK(specialActionCost(costs, train, SpecialAction::Barrage).cost == 0);
    ActingUnit guns = acting(Side::Reds, Mover::Artillery, false, 3, 3);
    CHECK(specialActionCost(costs, guns, SpecialAction::Barrage).cost == 3);
    guns.remaining = 2;
    CHECK(specialActionCost(costs, guns, SpecialAction::Barrage).refusal);
    CHECK(specialActionCost(costs, red, SpecialAction::Barrage).refusal);
    CHECK(specialActionCost(costs, red, SpecialAction::CombatMode).cost == 1);
}

TEST_CASE("5.3: out of command, an attack needs a passed TQ check, artillery fires only adjacent") {
    const auto& costs = shippedOperationsTables().actions;
    ActingUnit infantry = acting(Side::Whites, Mover::Infantry, false, 4, 4);
    infantry.outOfCommand = true;
    CHECK(specialActionCost(costs, infantry, SpecialAction::HastyAttack).refusal);
    infantry.passedQualityCheck = true;
    CHECK(specialActionCost(costs, infantry, SpecialAction::HastyAttack).cost == 1);
    ActingUnit guns = acting(Side::Whites, Mover::Artillery, false, 3, 3);
    guns.outOfCommand = true;
    guns.adjacentToTarget = false;
    CHECK(specialActionCost(costs, guns, SpecialAction::Barrage).refusal);
    guns.adjacentToTarget = true;
    CHECK(specialActionCost(costs, guns, SpecialAction::Barrage).cost == 3);
}

TEST_CASE("7.3: only in-command infantry and artillery entrench, for all their MP") {
    const auto& costs = shippedOperationsTables().actions;
    ActingUnit infantry = acting(Side::Reds, Mover::Infantry, false, 4, 4);
    CHECK(specialActionCost(costs, infantry, SpecialAction::Entrench).cost == 4);
    infantry.remaining = 3;
    CHECK(specialActionCost(costs, infantry, SpecialAction::Entrench).refusal);
    infantry.remaining = 4;
    infantry.outOfCommand = true;
    CHECK(specialActionCost(costs, infantry, SpecialAction::Entrench).refusal);
    ActingUnit cavalry = acting(Side::Reds, Mover::Cavalry, false, 6, 6);
    CHECK(specialActionCost(costs, cavalry, SpecialAction::Entrench).refusal);
}

TEST_CASE("7.1.5, 8.7.3: no special actions after a Marching Day or when Routed") {
    const auto& costs = shippedOperationsTables().actions;
    ActingUnit marching = acting(Side::Whites, Mover::Infantry, false, 6, 2);
    marching.marchingDay = true;
    CHECK(specialActionCost(costs, marching, SpecialAction::CombatMode).refusal);
    ActingUnit routed = acting(Side::Reds, Mover::Infantry, false, 4, 4);
    routed.mode = UnitMode::Routed;
    CHECK(specialActionCost(costs, routed, SpecialAction::HastyAttack).refusal);
}

TEST_CASE("7.1.1 Orël: one place for the whole stack, an attack puts it in the suburbs") {
    CHECK_FALSE(orelPlacementRefusal({OrelPlace::Centre, OrelPlace::Centre}));
    CHECK(orelPlacementRefusal({OrelPlace::Centre, OrelPlace::Suburbs}));
    CHECK(orelPlaceAfterAttack() == OrelPlace::Suburbs);
}

TEST_CASE("7.4: a move into the enemy's reinforcement entry zone is refused") {
    OrelMap map = clearMap();
    map.entryZones[Side::Reds] = {h("0117"), h("0118"), h("0119"), h("0120")};
    const auto white = moveStep(shippedOperationsTables(), map, {},
                                mover(Side::Whites, Mover::Cavalry, 6), h("0218"), h("0118"));
    REQUIRE(white.refusal);
    CHECK(white.refusal->find("(7.4)") != std::string::npos);
    CHECK_FALSE(moveStep(shippedOperationsTables(), map, {}, mover(Side::Reds, Mover::Cavalry, 6),
                         h("0218"), h("0118"))
                    .refusal);
}

TEST_CASE("7.4: enemy units keep out of entry zones but for advances and the only retreat") {
    CHECK(entryZoneRefusal(false, false));
    CHECK_FALSE(entryZoneRefusal(true, false));
    CHECK_FALSE(entryZoneRefusal(false, true));
}

TEST_CASE("7.5: back at the next movement phase, a turn later if Routed, the 41st's option") {
    const tachanka::model::GameDate oct16{1919, 10, 16};
    const auto red = mapReentryOptions(oct16, Side::Whites, Side::Reds, false, h("0101"), false);
    REQUIRE(red.size() == 1);
    CHECK(red[0].date == oct16);  // the Red movement phase follows the same day
    const auto routed = mapReentryOptions(oct16, Side::Reds, Side::Whites, true, h("1020"), false);
    CHECK(routed[0].date == tachanka::model::GameDate{1919, 10, 18});
    const auto brigade = mapReentryOptions(oct16, Side::Whites, Side::Reds, true, h("0116"), true);
    REQUIRE(brigade.size() == 2);
    CHECK(brigade[1].date == tachanka::model::GameDate{1919, 10, 18});
    CHECK(mapReentryOptions({1919, 10, 18}, Side::Whites, Side::Reds, false, h("0116"), true)
              .size() == 1);
}

TEST_CASE("7.1.5, 10.2: +2 MP on a White Marching Day, less the entry penalty of reinforcements") {
    const auto& costs = shippedOperationsTables().actions;
    CHECK(movementAllowance(costs, 4, false, 0) == 4);
    CHECK(movementAllowance(costs, 4, true, 0) == 6);
    CHECK(movementAllowance(costs, 4, false, 1) == 3);  // Estonian Division, 16 October
    CHECK(movementAllowance(costs, 4, false, 3) == 1);  // the 86th Regiment
}

TEST_CASE("7.3: Under Construction becomes Entrenched at the end of the following movement phase") {
    CHECK(entrenchmentAtEndOfMovement(Entrenchment::UnderConstruction, true, false) ==
          Entrenchment::UnderConstruction);
    CHECK(entrenchmentAtEndOfMovement(Entrenchment::UnderConstruction, false, false) ==
          Entrenchment::Entrenched);
    CHECK(entrenchmentAtEndOfMovement(Entrenchment::Entrenched, false, false) ==
          Entrenchment::Entrenched);
    CHECK(entrenchmentAtEndOfMovement(Entrenchment::Entrenched, false, true) == Entrenchment::None);
}

TEST_CASE("7.1.3: the cheapest move goes round an enemy ZoC when that is cheaper") {
    // 1009 is in the White stack's ZoC. Straight north to 1006 leaves it (+1): 1 + 1 + 1 + 1.
    const auto north = cheapestMove(shippedOperationsTables(), clearMap(), whiteStack,
                                    mover(Side::Reds, Mover::Infantry, 5), h("1009"), h("1006"));
    REQUIRE(north.has_value());
    CHECK(north->cost == 4);
    CHECK(north->hexes.front() == h("1009"));
    CHECK(north->hexes.back() == h("1006"));
    // South past the stack: 1011 is in its ZoC too, so the way round through 0910 or 1110
    // (both next to 1010) is ZoC to ZoC; the cheapest path avoids it at the price of a detour.
    const auto past = cheapestMove(shippedOperationsTables(), clearMap(), whiteStack,
                                   mover(Side::Reds, Mover::Infantry, 5), h("1009"), h("1012"));
    REQUIRE(past.has_value());
    for (std::size_t i = 1; i + 1 < past->hexes.size(); ++i) {
        CHECK(tachanka::model::distance(past->hexes[i], h("1010")) > 1);
    }
    // Into the enemy's own hex there is no path at all.
    CHECK_FALSE(cheapestMove(shippedOperationsTables(), clearMap(), whiteStack,
                             mover(Side::Reds, Mover::Infantry, 5), h("1009"), h("1010"))
                    .has_value());
}

TEST_CASE("7.1: a traced move spends the MP of each hex entered, in turn") {
    // Clear terrain costs infantry 1 MP a hex: 1001 to 1004 is three steps, 3 MP.
    const auto traced = tracedMove(shippedOperationsTables(), clearMap(), {},
                                   mover(Side::Reds, Mover::Infantry, 4), h("1001"),
                                   {h("1002"), h("1003"), h("1004")});
    CHECK_FALSE(traced.refusal);
    CHECK(traced.cost == 3);
}

TEST_CASE("7.1.3: a traced move out of an enemy ZoC pays +1, and one beyond its MP is refused") {
    // "Leaving an enemy ZoC to enter a non-ZoC hex costs +1 MP": 1009 (next to the White
    // stack) to 1008 costs 2, then 1007 and 1006 one each.
    const auto& tables = shippedOperationsTables();
    const auto traced = tracedMove(tables, clearMap(), whiteStack,
                                   mover(Side::Reds, Mover::Infantry, 4), h("1009"),
                                   {h("1008"), h("1007"), h("1006")});
    CHECK_FALSE(traced.refusal);
    CHECK(traced.cost == 4);
    const auto tooFar = tracedMove(tables, clearMap(), whiteStack,
                                   mover(Side::Reds, Mover::Infantry, 4), h("1009"),
                                   {h("1008"), h("1007"), h("1006"), h("1005")});
    REQUIRE(tooFar.refusal);
    CHECK(tooFar.refusal->find("from 1006 to 1005") != std::string::npos);
}

TEST_CASE("7.1: a traced move must go hex by hex, and never into the enemy's hex") {
    const auto& tables = shippedOperationsTables();
    const auto jump = tracedMove(tables, clearMap(), {}, mover(Side::Reds, Mover::Infantry, 4),
                                 h("1001"), {h("1003")});
    REQUIRE(jump.refusal);
    CHECK(jump.refusal->find("not adjacent") != std::string::npos);
    const auto into = tracedMove(tables, clearMap(), whiteStack,
                                 mover(Side::Reds, Mover::Infantry, 6), h("1008"),
                                 {h("1009"), h("1010")});
    REQUIRE(into.refusal);
    CHECK(into.refusal->find("holds enemy units") != std::string::npos);
}

TEST_CASE("7.1.3: armoured trains may move from one enemy ZoC to another, then stop") {
    OrelMap railroad = clearMap();
    railroad.railroads.insert(Hexside::between(h("1009"), h("0910")));
    railroad.railroads.insert(Hexside::between(h("0910"), h("0909")));
    const auto train = tracedMove(shippedOperationsTables(), railroad, whiteStack,
                                  mover(Side::Reds, Mover::ArmouredTrain, 99), h("1009"),
                                  {h("0910"), h("0909")});
    REQUIRE(train.refusal);
    CHECK(train.refusal->find("stops at 0910") != std::string::npos);
}

TEST_CASE("7.4: \"Reinforcements enter the map via map edge hexes ... These entry hexes are "
          "reinforcement entry zones\"") {
    // The historical 3rd Markov battalions come in at Diatchia (2413, inland) or via 2920 on the
    // south edge; the Black Sea Cavalry via Zolotarevo, 3205 on the east edge.
    const auto& extent = shippedOperationsTables().map;
    CHECK(entryZoneOf(extent, {h("2413"), h("2920")}) == std::set<Hex>{h("2920")});
    CHECK(entryZoneOf(extent, {h("3205")}) == std::set<Hex>{h("3205")});
    CHECK(entryZoneOf(extent, {h("0117"), h("1501")}) == std::set<Hex>{h("0117"), h("1501")});
    CHECK(entryZoneOf(extent, {h("1010")}).empty());
}
