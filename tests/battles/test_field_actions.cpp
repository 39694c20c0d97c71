// Digging in, barbed wire and vehicles' tests as umpired actions ("Digging in", "Barbed Wire",
// "Tanks", "Armoured Cars"), with the shipped field rules and scripted dice.

#include <doctest/doctest.h>

#include "rules/redactions/battle/turn_sequence.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "tests/battles/linked_battle_fixtures.hpp"

using namespace tachanka::testing::linked;

namespace {

ActionRequest digging(bool tools) {
    auto request = requested(TacticalAction::Dig, "1/9D");
    request.entrenchingTools = tools;
    return request;
}

ActionRequest vehicleCheck(const std::string& unit, VehicleCheck check) {
    auto request = requested(TacticalAction::Vehicle, unit);
    request.vehicleCheck = check;
    return request;
}

}  // namespace

TEST_CASE("digging in: ½ column a move with tools, ¼ without, up to 3 columns, as cover") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    battle.unit("1/9D").state.evading = true;
    auto result = actWith(battle, digging(false), {});
    CHECK(battle.unit("1/9D").foxholeQuarters == 1);
    CHECK_FALSE(battle.unit("1/9D").state.evading);  // "the troops cannot count as evading"
    CHECK(result.summary == "1/9D no longer evading, foxholes ¼ column");
    result = actWith(battle, digging(true), {});
    CHECK(battle.unit("1/9D").foxholeQuarters == 3);
    result = actWith(battle, digging(true), {});
    CHECK(battle.unit("1/9D").foxholeQuarters == 5);
    CHECK(result.effects.back() ==
          "1/9D: digs in with entrenching tools, foxholes of 1¼ columns, the cover of foxholes-1");
    for (int move = 0; move < 4; ++move) actWith(battle, digging(true), {});
    CHECK(battle.unit("1/9D").foxholeQuarters == 12);  // 3 columns, the most
    CHECK_THROWS_WITH_AS(actWith(battle, digging(true), {}),
                         "1/9D has dug all the cover foxholes give", std::invalid_argument);

    SUBCASE("a shot at diggers takes their whole columns as cover when the players give none") {
        auto shot = requested(TacticalAction::Shoot, "2/1K", "1/9D");
        shot.shot.distance = 4;
        ScriptedDice scripted({3, 3, 3, 3, 3, 3});
        const auto done = act(tables(), battle, shot, scripted);
        CHECK(done.cells.front() == "shot at 4\", foxholes-3 cover");
    }
}

TEST_CASE("only infantry dig foxholes, and only infantry and tanks go into wire") {
    auto battle = onTheField(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    CHECK(actionRefusal(battle, TacticalAction::Dig, "Cv/9D") ==
          "Cv/9D: only infantry dig foxholes");
    CHECK(actionRefusal(battle, TacticalAction::Wire, "Cv/9D") ==
          "Cv/9D: only infantry and tanks may attempt to cross wire");
    CHECK(actionRefusal(battle, TacticalAction::Vehicle, "Cv/9D") ==
          "Cv/9D is not a tank or an armoured car");
}

TEST_CASE("barbed wire: infantry enter it, then roll 2d6 each later turn, 9+ across") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    const auto wire = requested(TacticalAction::Wire, "1/9D");
    auto result = actWith(battle, wire, {});
    CHECK(battle.unit("1/9D").inWire);
    CHECK(result.summary == "1/9D in the wire");
    result = actWith(battle, wire, {4, 4});  // 8: not for infantry other than engineers
    CHECK(battle.unit("1/9D").inWire);
    CHECK(result.cells == std::vector<std::string>{"wire, 2d6 8: still in the wire"});
    result = actWith(battle, wire, {4, 5});  // 9: across
    CHECK_FALSE(battle.unit("1/9D").inWire);
    CHECK(result.summary == "1/9D through the wire");
}

TEST_CASE("barbed wire: engineers cut a base-wide path on 8, which does not yet put them across") {
    auto battle = onTheField(unitOf("afsr", "sappers", "E/1K", true, 2),
                             unitOf("soviet", "red-regulars", "1/9D", false, 6));
    REQUIRE(battle.unit("E/1K").troop.engineers);
    const auto wire = requested(TacticalAction::Wire, "E/1K");
    actWith(battle, wire, {});
    const auto result = actWith(battle, wire, {6, 2});
    CHECK(result.cells == std::vector<std::string>{"wire, 2d6 8: still in the wire, a path cut"});
    CHECK(result.effects.back() ==
          "E/1K: is still in the wire, its engineers cutting a base-wide path");
}

TEST_CASE("a tank crushes wire at once, its tracks entangled on a 1 until a later 4+") {
    auto battle = onTheField(unitOf("afsr", "tank", "T/1K", true, 1),
                             unitOf("soviet", "red-regulars", "1/9D", false, 6));
    const auto wire = requested(TacticalAction::Wire, "T/1K");
    auto result = actWith(battle, wire, {1});
    CHECK(battle.unit("T/1K").vehicle == VehicleCondition::Stuck);
    CHECK(battle.unit("T/1K").inWire);
    CHECK(actionRefusal(battle, TacticalAction::Wire, "T/1K") == "T/1K cannot move: it is stuck");
    result = actWith(battle, vehicleCheck("T/1K", VehicleCheck::GetGoing), {3});
    CHECK(battle.unit("T/1K").vehicle == VehicleCondition::Stuck);
    result = actWith(battle, vehicleCheck("T/1K", VehicleCheck::GetGoing), {4});
    CHECK(battle.unit("T/1K").vehicle == VehicleCondition::Running);
    CHECK(result.effects.back() == "T/1K: gets going again");
    result = actWith(battle, wire, {2});
    CHECK_FALSE(battle.unit("T/1K").inWire);
    CHECK(result.effects.back() == "T/1K: crushes its way through the wire");
}

TEST_CASE("vehicles' tests: a fast move breaks down on a 1, an obstacle sticks on 1 for good and 2 for now") {
    auto battle = onTheField(unitOf("afsr", "armoured-car", "AC/1K", true, 1),
                             unitOf("soviet", "red-regulars", "1/9D", false, 6));
    auto result = actWith(battle, vehicleCheck("AC/1K", VehicleCheck::FastMove), {2});
    CHECK(battle.unit("AC/1K").vehicle == VehicleCondition::Running);
    CHECK(result.effects.back() == "AC/1K: runs on");
    result = actWith(battle, vehicleCheck("AC/1K", VehicleCheck::FastMove), {1});
    CHECK(battle.unit("AC/1K").vehicle == VehicleCondition::BrokenDown);
    CHECK(result.cells == std::vector<std::string>{"breakdown test, d6 1: broken down until a later 4+"});
    CHECK_THROWS_WITH_AS(actWith(battle, vehicleCheck("AC/1K", VehicleCheck::Obstacle), {1}),
                         "AC/1K did not move: it is broken down until a later 4+",
                         std::invalid_argument);
    actWith(battle, vehicleCheck("AC/1K", VehicleCheck::GetGoing), {6});
    result = actWith(battle, vehicleCheck("AC/1K", VehicleCheck::Obstacle), {3});
    CHECK(battle.unit("AC/1K").vehicle == VehicleCondition::Running);
    result = actWith(battle, vehicleCheck("AC/1K", VehicleCheck::Obstacle), {2});
    CHECK(battle.unit("AC/1K").vehicle == VehicleCondition::Stuck);
    actWith(battle, vehicleCheck("AC/1K", VehicleCheck::GetGoing), {4});
    result = actWith(battle, vehicleCheck("AC/1K", VehicleCheck::Obstacle), {1});
    CHECK(battle.unit("AC/1K").vehicle == VehicleCondition::StuckForGood);
    CHECK(result.summary == "AC/1K stuck-for-good");
    CHECK(actionRefusal(battle, TacticalAction::Vehicle, "AC/1K") ==
          "AC/1K is stuck for the rest of the game");
}

TEST_CASE("digging and going into wire take the unit's action segment, a vehicle's test does not") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "armoured-car", "AC/1K", false, 1));
    CHECK(usesSegment(battle, digging(true)));
    CHECK(usesSegment(battle, requested(TacticalAction::Wire, "1/9D")));
    CHECK_FALSE(usesSegment(battle, vehicleCheck("AC/1K", VehicleCheck::FastMove)));
}

TEST_CASE("the odds of a vehicle's test and of the wire are the faces of their dice") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "tank", "T/1K", false, 1));
    const auto obstacle = actionOdds(tables(), battle, vehicleCheck("T/1K", VehicleCheck::Obstacle));
    CHECK(obstacle.of("T/1K stuck-for-good").text() == "1/6");
    CHECK(obstacle.of("T/1K stuck").text() == "1/6");
    CHECK(obstacle.of("no change").text() == "2/3");
    battle.unit("1/9D").inWire = true;
    const auto wire = actionOdds(tables(), battle, requested(TacticalAction::Wire, "1/9D"));
    // 9 or more on 2d6: 4 + 3 + 2 + 1 of the 36 ways.
    CHECK(wire.of("1/9D through the wire").text() == "5/18");
}
