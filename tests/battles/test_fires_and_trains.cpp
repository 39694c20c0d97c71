// Buildings set alight and armoured trains as umpired actions ("Buildings", "Trains"), with the
// shipped field rules and scripted dice.

#include <doctest/doctest.h>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/battle/table_features.hpp"
#include "rules/redactions/battle/turn_sequence.hpp"
#include "tests/battles/umpire.hpp"

using namespace tachanka::testing::linked;

namespace {

ActionRequest firing(const std::string& building, bool fight = false) {
    auto request = requested(TacticalAction::Fire, "1/9D", building);
    request.fightFire = fight;
    return request;
}

ActionRequest trainOrder(TrainOrder order, bool reverse = false) {
    auto request = requested(TacticalAction::Train, "AT/9D");
    request.trainOrder = order;
    request.reverseTrain = reverse;
    return request;
}

// The Whites' field guns (two bases) at the Reds' armoured train.
TacticalBattle gunsAtTrain() {
    return onTheField(unitOf("soviet", "armoured-train", "AT/9D", true, 1),
                      unitOf("afsr", "field-guns", "FG/1K", false, 2));
}

ActionRequest gunsShootTrain(std::optional<TrainCar> car, int number = 1) {
    auto request = requested(TacticalAction::Shoot, "FG/1K", "AT/9D");
    request.shot.trainCar = car;
    request.shot.trainCarNumber = number;
    return request;
}

}  // namespace

TEST_CASE("setting a building alight: a terror marker on 3-6, nothing on 1-2") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    auto result = actWith(battle, firing("Church"), {2});
    CHECK(battle.buildings.empty());  // it never caught: nothing on the table to keep
    CHECK(result.cells == std::vector<std::string>{"setting a fire, d6 2: it does not catch"});
    CHECK(result.effects.back() == "1/9D: tries to set Church alight, but it does not catch");
    CHECK(result.summary == "no change");
    SUBCASE("a fire put out stays on the table, and a try on it that fails keeps every building") {
        battle.buildings.push_back({"Barn", 0, false});
        battle.buildings.push_back({"Mill", 3, false});
        actWith(battle, firing("Barn"), {1});
        REQUIRE(battle.buildings.size() == 2);
        CHECK(battle.building("Mill")->fireMarkers == 3);
        CHECK(battle.building("Barn")->fireMarkers == 0);
    }
    result = actWith(battle, firing("Church"), {3});
    REQUIRE(battle.building("Church") != nullptr);
    CHECK(battle.building("Church")->fireMarkers == 1);
    CHECK(result.summary == "Church +1 fire marker");
    CHECK(result.effects.back() == "1/9D: sets Church alight, Church: 1 fire marker");
    actWith(battle, firing("Church"), {6});
    CHECK(battle.building("Church")->fireMarkers == 2);
}

TEST_CASE("a fire spreads at the beginning of each turn, and five markers destroy the building") {
    Umpire umpire;
    umpire.battle.field = shippedField();
    umpire.battle.buildings.push_back({"Mill", 3, false});
    umpire.battle.buildings.push_back({"Barn", 0, false});  // its fire was put out
    auto result = umpire.act(initiative(), {4, 2});
    CHECK(umpire.battle.building("Mill")->fireMarkers == 4);
    CHECK(umpire.battle.building("Barn")->fireMarkers == 0);
    CHECK(result.summary == "Mill +1 fire marker");
    CHECK(result.effects.back() == "the fire in Mill spreads: 4 fire markers");

    SUBCASE("an initiative within the turn adds none") {
        umpire.act(moving("1/9D"));
        auto roll = initiative();
        roll.newTurn = false;
        CHECK(umpire.refusal(roll).has_value());  // the turn goes on: no new marker
        CHECK(umpire.battle.building("Mill")->fireMarkers == 4);
    }
    SUBCASE("the next turn's marker is the fifth") {
        auto next = initiative();
        next.newTurn = true;
        result = umpire.act(next, {5, 1});
        CHECK(umpire.battle.building("Mill")->destroyed);
        CHECK(result.summary == "Mill destroyed by fire");
        CHECK(result.effects.back() ==
              "the fire in Mill spreads: uninhabitable, effectively destroyed");
        CHECK(actionRefusal(umpire.battle, TacticalAction::Fire, "1/9D", "Mill") ==
              "Mill is already destroyed");
    }
}

TEST_CASE("setting the fifth marker destroys the building however the marker came") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    battle.buildings.push_back({"Station", 4, false});
    const auto result = actWith(battle, firing("Station"), {5});
    CHECK(battle.building("Station")->destroyed);
    CHECK(result.effects.back() ==
          "1/9D: sets Station alight, 5 fire markers: uninhabitable, effectively destroyed");
}

TEST_CASE("fighting a fire: 4 removes one marker, 5 two, 6 three, 1-3 none") {
    for (const auto& [roll, left] : std::vector<std::pair<int, int>>{
             {1, 4}, {2, 4}, {3, 4}, {4, 3}, {5, 2}, {6, 1}}) {
        CAPTURE(roll);
        auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                                 unitOf("afsr", "volunteers", "2/1K", false, 4));
        battle.buildings.push_back({"Church", 4, false});
        actWith(battle, firing("Church", true), {roll});
        CHECK(battle.building("Church")->fireMarkers == left);
    }
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    battle.buildings.push_back({"Church", 2, false});
    const auto result = actWith(battle, firing("Church", true), {6});
    CHECK(battle.building("Church")->fireMarkers == 0);  // no more than it had
    CHECK(result.summary == "Church fire out");
    CHECK(result.cells == std::vector<std::string>{"fighting a fire, d6 6: 2 markers removed"});
    CHECK(result.effects.back() == "1/9D: fights the fire in Church, putting it out");
    CHECK_THROWS_WITH_AS(actWith(battle, firing("Church", true), {}), "Church is not on fire",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(actWith(battle, firing("Mill", true), {}), "Mill is not on fire",
                         std::invalid_argument);
}

TEST_CASE("fires: any unit may try, not a routing one, and a building needs a name") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    CHECK(actionRefusal(battle, TacticalAction::Fire, "1/9D", "") ==
          "name the building the unit touches");
    CHECK(actionRefusal(battle, TacticalAction::Fire, "1/9D", "A|B") ==
          "a building's name may not hold '|' or a line break");
    battle.unit("1/9D").state.routing = true;
    CHECK(actionRefusal(battle, TacticalAction::Fire, "1/9D", "Church") ==
          "1/9D is routing: rally it first");
}

TEST_CASE("a fire's odds: 4 in 6 it catches, and fighting 4 markers reads each face as the text gives") {
    auto battle = onTheField(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
    checkOddsAgainstEnumeration(battle, firing("Church"));
    auto counted = frequencies(battle, firing("Church"));
    CHECK(counted["Church +1 fire marker"] == doctest::Approx(4.0 / 6));
    battle.buildings.push_back({"Church", 4, false});
    checkOddsAgainstEnumeration(battle, firing("Church", true));
    counted = frequencies(battle, firing("Church", true));
    CHECK(counted["no change"] == doctest::Approx(3.0 / 6));
    CHECK(counted["Church −3 fire markers"] == doctest::Approx(1.0 / 6));
}

TEST_CASE("a train starts at 1\", doubles up to 8\", and brakes by halving until under 1\"") {
    auto battle = gunsAtTrain();
    std::vector<double> moves;
    for (int turn = 0; turn < 5; ++turn) {
        actWith(battle, trainOrder(TrainOrder::Accelerate), {});
        moves.push_back(battle.unit("AT/9D").train.speed);
    }
    CHECK(moves == std::vector<double>{1, 2, 4, 8, 8});
    auto result = actWith(battle, trainOrder(TrainOrder::Hold), {});
    CHECK(result.effects.back() == "AT/9D: moves 8\" forward along the rails");
    CHECK(result.summary == "no change");
    moves.clear();
    for (int turn = 0; turn < 4; ++turn) {
        result = actWith(battle, trainOrder(TrainOrder::Brake), {});
        moves.push_back(battle.unit("AT/9D").train.speed);
    }
    CHECK(moves == std::vector<double>{4, 2, 1, 0});  // the fourth move, ½", ends stopped
    CHECK(result.effects.back() == "AT/9D: moves 0.5\" forward along the rails and stops");
    CHECK(result.summary == "AT/9D stopped");
}

TEST_CASE("a train moves backwards only once fully stopped") {
    auto battle = gunsAtTrain();
    actWith(battle, trainOrder(TrainOrder::Accelerate), {});
    CHECK_THROWS_WITH_AS(actWith(battle, trainOrder(TrainOrder::Brake, true), {}),
                         "AT/9D must be fully stopped before it moves backwards",
                         std::invalid_argument);
    actWith(battle, trainOrder(TrainOrder::Brake), {});  // 1" halved: stopped
    const auto result = actWith(battle, trainOrder(TrainOrder::Accelerate, true), {});
    CHECK_FALSE(battle.unit("AT/9D").train.forward);
    CHECK(result.effects.back() == "AT/9D: reverses, then moves 1\" backward along the rails");
    CHECK(result.summary == "AT/9D facing backward, moving 1\"");
    CHECK(actionRefusal(battle, TacticalAction::Train, "FG/1K") == "FG/1K is not a train");
}

TEST_CASE("direct hits on a train strike the car the players name, then it takes a fear test") {
    auto battle = gunsAtTrain();
    CHECK_THROWS_WITH_AS(actWith(battle, gunsShootTrain(std::nullopt), {}),
                         "say which car of AT/9D the gun aims at: engine, turret-artillery, "
                         "field-gun-artillery, machine-gun or other",
                         std::invalid_argument);
    // A stationary vehicle: field guns hit on 9+. A 2d6 a gun: one hit of two, then the
    // shooting table's 2d6 (which a train does not feel) and the fear test's 2d6.
    auto result = actWith(battle, gunsShootTrain(TrainCar::Engine), {4, 5, 4, 4, 3, 4, 2, 3});
    CHECK(battle.unit("AT/9D").train.engineHits == 1);
    CHECK(battle.unit("AT/9D").state.bases == 1);  // the train is not destroyed
    CHECK(result.cells.back() == "AT/9D fear test: 5 vs 7 → passed");
    CHECK(result.summary == "AT/9D +1 engine hit");
    CHECK(std::find(result.effects.begin(), result.effects.end(),
                    "AT/9D: direct hit on the engine (1 of 3), its move falls to 6\"; it must "
                    "try to leave enemy artillery range") != result.effects.end());

    SUBCASE("the third hit on the engine immobilises it") {
        actWith(battle, gunsShootTrain(TrainCar::Engine), {4, 5, 3, 6, 3, 4, 2, 3});
        CHECK(battle.unit("AT/9D").train.engineHits == 3);
        CHECK(actionRefusal(battle, TacticalAction::Train, "AT/9D") ==
              "AT/9D's engine is immobilised");
    }
    SUBCASE("a turret artillery car goes at its second hit, and is then no target") {
        actWith(battle, gunsShootTrain(TrainCar::TurretArtillery, 2), {4, 5, 3, 6, 3, 4, 2, 3});
        CHECK(battle.unit("AT/9D").carHits.at("turret-artillery 2") == 2);
        CHECK(tachanka::rules::redactions::steps::carDestroyed(battle.field, battle.unit("AT/9D"), TrainCar::TurretArtillery, 2));
        CHECK_FALSE(
            tachanka::rules::redactions::steps::carDestroyed(battle.field, battle.unit("AT/9D"), TrainCar::TurretArtillery, 1));
        CHECK_THROWS_WITH_AS(actWith(battle, gunsShootTrain(TrainCar::TurretArtillery, 2), {}),
                             "AT/9D's turret-artillery 2 is destroyed: aim at another car",
                             std::invalid_argument);
    }
    SUBCASE("a train on the move is a moving vehicle: field guns need 11") {
        battle.unit("AT/9D").train.speed = 4;
        result = actWith(battle, gunsShootTrain(TrainCar::Other), {5, 5, 4, 6, 3, 4});
        CHECK(battle.unit("AT/9D").carHits.empty());  // no hit, no fear test
    }
    SUBCASE("failing the fear test, it must try to leave the table: it routs") {
        result = actWith(battle, gunsShootTrain(TrainCar::MachineGun), {4, 5, 1, 1, 3, 4, 6, 6});
        CHECK(battle.unit("AT/9D").carHits.at("machine-gun 1") == 1);
        CHECK(battle.unit("AT/9D").state.routing);
        CHECK(result.summary == "AT/9D routs, +1 machine-gun 1 hit");
    }
}

TEST_CASE("a train's state and a battle's buildings keep their notation through text") {
    TrainState train{1.5, false, 1};
    const std::map<std::string, int> hits{{"turret-artillery 2", 1}, {"machine-gun 1", 3}};
    const auto text = trainText(train, hits);
    CHECK(text == "1.5 backward 1 machine-gun 1=3 turret-artillery 2=1");
    TrainState read;
    std::map<std::string, int> readHits;
    trainFrom(text, read, readHits);
    CHECK(read.speed == 1.5);
    CHECK_FALSE(read.forward);
    CHECK(read.engineHits == 1);
    CHECK(readHits == hits);
    CHECK(trainText({}, {}).empty());
    CHECK_THROWS_AS(trainFrom("fast forward", read, readHits), std::invalid_argument);

    const std::vector<BuildingOnTable> buildings{{"Церковь Орёл", 3, false}, {"Old mill", 5, true}};
    const auto stored = buildingsText(buildings);
    CHECK(stored == "3 - Церковь Орёл|5 x Old mill");
    const auto back = buildingsFrom(stored);
    REQUIRE(back.size() == 2);
    CHECK(back[0].name == "Церковь Орёл");
    CHECK(back[1].destroyed);
    CHECK_THROWS_AS(buildingsFrom("lots - of fire"), std::invalid_argument);
}
