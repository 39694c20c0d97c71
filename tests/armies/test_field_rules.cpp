// Ambushes, fires, wire, digging in, visibility and weather with scripted dice.

#include <doctest/doctest.h>

#include "rules/odds.hpp"
#include "rules/redactions/field/field_rules.hpp"
#include "rules/redactions/field/visibility.hpp"
#include "tests/armies/field_tables.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedFieldTables;

TEST_CASE("scouting: within 4 inches, found on a 4+") {
    const auto& ambush = shippedFieldTables().ambush;
    ScriptedDice dice({3, 4});
    const auto missed = scoutForAmbush(ambush, 4, false, dice);
    CHECK(missed.inRange);
    CHECK(missed.roll == 3);
    CHECK_FALSE(missed.discovered);
    CHECK(scoutForAmbush(ambush, 3, false, dice).discovered);
}

TEST_CASE("scouting: partisans or a clever officer reach 8 inches - beyond, no die") {
    const auto& ambush = shippedFieldTables().ambush;
    ScriptedDice dice({6});
    const auto far = scoutForAmbush(ambush, 5, false, dice);
    CHECK_FALSE(far.inRange);
    CHECK_FALSE(far.roll.has_value());
    const auto partisans = scoutForAmbush(ambush, 8, true, dice);
    CHECK(partisans.range == 8);
    CHECK(partisans.discovered);
    CHECK(dice.remaining() == 0);
}

TEST_CASE("springing an ambush: chargers get all four benefits, shooters two") {
    const auto& ambush = shippedFieldTables().ambush;
    const auto charge = springAmbush(ambush, true);
    CHECK_FALSE(charge.chargeTestNeeded);
    CHECK(charge.extraMove == 2);
    CHECK(charge.targetTakesFearTest);
    CHECK(charge.terrorMarkers == 1);
    const auto shoot = springAmbush(ambush, false);
    CHECK(shoot.extraMove == 0);
    CHECK(shoot.targetTakesFearTest);
    CHECK(shoot.terrorMarkers == 1);
}

TEST_CASE("fires: set on 3-6, one more marker a turn, destroyed at five") {
    const auto& fires = shippedFieldTables().fires;
    ScriptedDice dice({2, 3});
    CHECK_FALSE(setFire(fires, 0, dice).caught);
    const auto set = setFire(fires, 0, dice);
    CHECK(set.caught);
    CHECK(set.markers == 1);
    CHECK(fireSpreads(fires, 1).markers == 2);
    CHECK_FALSE(fireSpreads(fires, 3).destroyed);
    CHECK(fireSpreads(fires, 4).destroyed);
    CHECK(fireSpreads(fires, 0).markers == 0);  // a building not alight does not catch
}

TEST_CASE("setting a fire: \"When the total or terror markers equals five, the building is "
          "considered uninhabitable and effectively destroyed\"") {
    const auto& fires = shippedFieldTables().fires;
    ScriptedDice dice({3, 3, 2});
    CHECK_FALSE(setFire(fires, 3, dice).destroyed);  // the fourth marker
    const auto fifth = setFire(fires, 4, dice);
    CHECK(fifth.markers == 5);
    CHECK(fifth.destroyed);
    const auto notCaught = setFire(fires, 4, dice);
    CHECK(notCaught.markers == 4);
    CHECK_FALSE(notCaught.destroyed);
}

TEST_CASE("fighting fires: 4 removes one marker, 5 two, 6 three") {
    const auto& fires = shippedFieldTables().fires;
    ScriptedDice dice({3, 4, 5, 6, 6});
    CHECK(fightFire(fires, 4, dice).removed == 0);
    CHECK(fightFire(fires, 4, dice).removed == 1);
    CHECK(fightFire(fires, 4, dice).removed == 2);
    const auto six = fightFire(fires, 4, dice);
    CHECK(six.removed == 3);
    CHECK(six.markers == 1);
    CHECK(fightFire(fires, 2, dice).markers == 0);
}

TEST_CASE("wire: infantry cross on 9+, engineers cut a path on 8+") {
    const auto& wire = shippedFieldTables().wire;
    ScriptedDice dice({4, 4, 5, 4, 4, 4});
    const auto eight = crossWire(wire, Mover::Infantry, false, dice);
    CHECK(eight.roll == 8);
    CHECK_FALSE(eight.crossed);
    CHECK_FALSE(eight.pathCut);
    CHECK(crossWire(wire, Mover::Infantry, false, dice).crossed);
    const auto engineers = crossWire(wire, Mover::Infantry, true, dice);
    CHECK(engineers.pathCut);
    CHECK_FALSE(engineers.crossed);
    CHECK_THROWS_AS(crossWire(wire, Mover::Sabres, false, dice), std::invalid_argument);
}

TEST_CASE("exact odds of crossing wire: 10 in 36") {
    const auto odds = enumerateOutcomes([](Dice& dice) {
        return crossWire(shippedFieldTables().wire, Mover::Infantry, false, dice).crossed
                   ? "crossed"
                   : "held";
    });
    CHECK(odds.of("crossed") == Probability{5, 18});
    CHECK(odds.total() == Probability{1, 1});
}

TEST_CASE("digging in: half a column a move with tools, a quarter without, up to three") {
    const auto& digging = shippedFieldTables().digging;
    CHECK(digIn(digging, 0, true).quarters == 2);
    CHECK(digIn(digging, 0, false).quarters == 1);
    const auto last = digIn(digging, 11, true);
    CHECK(last.quarters == 12);
    CHECK(last.complete);
    CHECK_FALSE(digIn(digging, 9, false).complete);
}

TEST_CASE("\"Infantry can construct up to 3 columns of cover by digging foxholes\" - whole "
          "columns count as cover") {
    const auto& digging = shippedFieldTables().digging;
    CHECK_FALSE(digIn(digging, 2, false).cover);  // ¾ column: no cover yet
    CHECK(digIn(digging, 3, false).cover == Cover::Foxholes1);
    CHECK(digIn(digging, 8, true).cover == Cover::Foxholes2);  // 2½ columns
    CHECK(digIn(digging, 11, true).cover == Cover::Foxholes3);
}

TEST_CASE("visibility in the weather: the table's distance cut to the weather's") {
    const auto& tables = shippedFieldTables();
    const auto& clear = tables.weatherNamed("clear");
    const auto& rain = tables.weatherNamed("rain");
    const auto& dark = tables.weatherNamed("dark-night");
    CHECK(visibilityLimit(tables, "large-bodies", clear) == 200);
    CHECK(visibilityLimit(tables, "large-bodies", rain) == 40);
    CHECK(visibilityLimit(tables, "friend-or-foe", rain) == 8);
    CHECK(visibilityLimit(tables, "friend-or-foe", dark) == 3);
    CHECK(canSee(tables, "single-figures", clear, 40));
    CHECK_FALSE(canSee(tables, "single-figures", clear, 40.5));
    CHECK(visibilityWithinCover(tables, clear) == 4);
    CHECK(visibilityWithinCover(tables, dark) == 3);
    CHECK_THROWS_AS(visibilityLimit(tables, "ufo", clear), std::invalid_argument);
}

TEST_CASE("near a wood's edge troops see out and, unless stationary, are seen") {
    const auto& tables = shippedFieldTables();
    CHECK(tables.edgeOfCover == 2);
    CHECK(seesOutOfCover(tables, 2));
    CHECK_FALSE(seesOutOfCover(tables, 2.5));
    CHECK(seenFromOutsideCover(tables, 1, false));
    CHECK_FALSE(seenFromOutsideCover(tables, 1, true));
    CHECK_FALSE(seenFromOutsideCover(tables, 3, false));
}

TEST_CASE("night cuts shooting ranges - units coming on friends fire on a 1") {
    const auto& tables = shippedFieldTables();
    const auto& dark = tables.weatherNamed("dark-night");
    CHECK(shootingRange(dark, 12) == 3);
    CHECK(shootingRange(tables.weatherNamed("light-fog"), 12) == 6);
    CHECK(shootingRange(tables.weatherNamed("clear"), 12) == 12);
    ScriptedDice dice({1, 2});
    CHECK(friendlyFireCheck(dark, dice).fires);
    CHECK_FALSE(friendlyFireCheck(dark, dice).fires);
    const auto inClearWeather = friendlyFireCheck(tables.weatherNamed("clear"), dice);
    CHECK_FALSE(inClearWeather.roll.has_value());
}

TEST_CASE("at night units off a clear feature veer 30 degrees left on 1, right on 6") {
    const auto& dark = shippedFieldTables().weatherNamed("dark-night");
    ScriptedDice dice({1, 3, 6});
    CHECK(nightVeer(dark, false, dice).degrees == -30);
    CHECK(nightVeer(dark, false, dice).degrees == 0);
    CHECK(nightVeer(dark, false, dice).degrees == 30);
    CHECK_FALSE(nightVeer(dark, true, dice).roll.has_value());
    CHECK_FALSE(nightVeer(shippedFieldTables().weatherNamed("rain"), false, dice).roll.has_value());
}
