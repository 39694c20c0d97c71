// "Set-up" and "Ambushes" as the rules engine reads them: who may hide what, what a unit in
// ambush may do, what lifts a marker, and the scouting roll's range, its spot and its 4+.
// Scripted dice on the skirmish: the attacker's 1/9D and Cv/9D against 2/1K.
#include <doctest/doctest.h>

#include "rules/redactions/battle/hidden_setup.hpp"
#include "tests/battles/linked_battle_fixtures.hpp"

using namespace tachanka::testing::linked;

namespace {

AmbushNumbers shippedAmbush() {
    return loadFieldTables(source / "templates/rules/red-actions-field.xml").ambush;
}

}  // namespace

TEST_CASE("\"A defender notes any ambushes, and then places position markers\": the attacker "
          "may use position markers too, but notes no ambush") {
    const auto battle = skirmish();
    CHECK_FALSE(setupRefusal(battle, false,
                             {{Concealment::Ambush, "2/1K", "the birch wood"},
                              {Concealment::Dummy, "", ""}}));
    // "An attacker may use unit position markers too, if only to speed play."
    CHECK_FALSE(setupRefusal(battle, true,
                             {{Concealment::Position, "1/9D", "the road"},
                              {Concealment::Position, "Cv/9D", "the farm"}}));
    CHECK(setupRefusal(battle, true, {{Concealment::Ambush, "1/9D", "the ditch"}}) ==
          "only the defender notes ambushes (\"A defender notes any ambushes\")");
    CHECK(setupRefusal(battle, false, {{Concealment::Position, "1/9D", "x"}}) ==
          "1/9D is not of the side setting up");
    CHECK(setupRefusal(battle, false,
                       {{Concealment::Ambush, "2/1K", "a"}, {Concealment::Position, "2/1K", "b"}}) ==
          "2/1K is placed twice: a unit is in ambush or under one marker");
    CHECK(setupRefusal(battle, false, {{Concealment::Position, "9/9X", "x"}}) ==
          "there is no unit 9/9X");
}

TEST_CASE("\"In order to move an ambushing unit other than to charge or shoot an enemy coming "
          "within range, the player must send a senior officer\"") {
    CHECK_FALSE(ambusherRefusal(TacticalAction::Shoot));
    CHECK_FALSE(ambusherRefusal(TacticalAction::Charge));
    CHECK_FALSE(ambusherRefusal(TacticalAction::Morale));
    for (const auto action : {TacticalAction::Move, TacticalAction::Dig, TacticalAction::Wire,
                              TacticalAction::Pursue}) {
        CAPTURE(static_cast<int>(action));
        REQUIRE(ambusherRefusal(action));
        CHECK(ambusherRefusal(action)->find("a senior officer must order it out") !=
              std::string::npos);
    }
}

TEST_CASE("\"Markers are revealed as figures when they become visible to any enemy or fire\"") {
    CHECK(revealsActor(TacticalAction::Shoot));
    CHECK(revealsActor(TacticalAction::Move));
    CHECK(revealsActor(TacticalAction::Charge));
    CHECK_FALSE(revealsActor(TacticalAction::Morale));
    CHECK(revealsTarget(TacticalAction::Shoot));
    CHECK(revealsTarget(TacticalAction::Charge));
    CHECK_FALSE(revealsTarget(TacticalAction::Morale));
}

TEST_CASE("\"The suspicious terrain must be within 100m (4\") of the unit in question unless they "
          "are partisans or have a clever officer, in which case, 200m (8\")\"") {
    const auto numbers = shippedAmbush();
    auto battle = skirmish();
    const auto& riflemen = battle.unit("1/9D");
    CHECK_FALSE(scoutRefusal(numbers, riflemen, "the birch wood", 4, {}));
    CHECK(scoutRefusal(numbers, riflemen, "the birch wood", 5, {}) ==
          "the birch wood is 5\" away, beyond 1/9D's 4\" scouting range");
    battle.unit("1/9D").officer->clever = true;
    CHECK_FALSE(scoutRefusal(numbers, battle.unit("1/9D"), "the birch wood", 8, {}));
    CHECK(scoutRefusal(numbers, battle.unit("1/9D"), "the birch wood", 9, {}).has_value());
    const auto partisans = unitOf("makhnovists", "makhnovist-partisans", "1/M", true, 4);
    CHECK_FALSE(scoutRefusal(numbers, partisans, "the mill", 8, {}));
}

TEST_CASE("\"Any unit may choose to scout one piece of terrain ... a turn\" and \"two units cannot "
          "scout the same spot in the same turn\"") {
    const auto numbers = shippedAmbush();
    const auto battle = skirmish();
    const std::vector<ScoutingDone> thisTurn{{"1/9D", "the birch wood"}};
    CHECK(scoutRefusal(numbers, battle.unit("1/9D"), "the mill", std::nullopt, thisTurn) ==
          "1/9D has scouted the birch wood this turn: one piece of terrain a turn");
    CHECK(scoutRefusal(numbers, battle.unit("Cv/9D"), "the birch wood", std::nullopt, thisTurn) ==
          "1/9D has scouted the birch wood this turn: two units cannot scout the same spot in "
          "the same turn");
    CHECK_FALSE(scoutRefusal(numbers, battle.unit("Cv/9D"), "the mill", std::nullopt, thisTurn));
}

TEST_CASE("\"Roll a d6 and on a 4+ the ambush is discovered\": the die is rolled whether or not "
          "an ambush lies there") {
    const auto numbers = shippedAmbush();
    const auto battle = skirmish();
    const auto& scout = battle.unit("1/9D");
    for (int die = 1; die <= 6; ++die) {
        CAPTURE(die);
        ScriptedDice there({die});
        const auto found = scoutSpot(numbers, scout, true, there);
        CHECK(found.die == die);
        CHECK(found.discovered == (die >= 4));
        ScriptedDice empty({die});
        const auto nothing = scoutSpot(numbers, scout, false, empty);
        CHECK(nothing.die == die);
        CHECK_FALSE(nothing.discovered);
    }
}
