// The introductory scenario (10.1): the historical forces that begin in its area or enter in
// it, four turns, half the recruit points, and its own victory rule and special rule.

#include <doctest/doctest.h>

#include "rules/orel/scenario_file.hpp"
#include "tests/scenarios/shipped.hpp"

using namespace tachanka::model;
using namespace tachanka::testing;
using Codes = std::vector<std::string>;

TEST_CASE("10.1 Brasovo: 4 turns, 15 through 18 October, based on the historical scenario") {
    const Scenario scenario = shippedScenario("brasovo");
    CHECK(scenario.basedOn == "historical");
    CHECK(scenario.turns == 4);
    CHECK(scenario.start == GameDate{1919, 10, 15});
    CHECK(scenario.lastDay() == GameDate{1919, 10, 18});
    CHECK(scenario.provisional);
}

TEST_CASE("10.1 Brasovo: the area is south of hexrow xx08 and west of hexrow 11xx") {
    const Scenario scenario = shippedScenario("brasovo");
    REQUIRE(scenario.area.has_value());
    const MapArea& area = *scenario.area;
    CHECK(area.contains(Hex::parse("1009")));
    CHECK(area.contains(Hex::parse("0120")));
    CHECK_FALSE(area.contains(Hex::parse("1109")));  // hexrow 11xx itself is out
    CHECK_FALSE(area.contains(Hex::parse("0508")));  // hexrow xx08 itself is out
    for (const auto& side : scenario.sides) {
        for (const auto& found : allUnits(side)) {
            CAPTURE(found.unit->code);
            if (found.unit->hex) {
                CHECK(area.contains(*found.unit->hex));
            } else {
                for (const auto& entry : found.unit->arrival->entryHexes) {
                    CHECK(area.contains(entry));
                }
            }
        }
    }
}

TEST_CASE("10.1 Brasovo: the Whites are the 3rd Infantry Division's western units, 15 in all") {
    const Scenario scenario = shippedScenario("brasovo");
    const auto& whites = sideNamed(scenario, "Whites");
    REQUIRE(whites.formations.size() == 1);
    CHECK(whites.formations[0].name == "3rd Infantry Division");
    // Sevsk, Komaritchi, 0418; the 2nd and 3rd Drozdovski regiments; Barbovitch by 1020.
    CHECK(codesIn(whites.formations[0]) ==
          Codes{"Art/3D", "ArtL3/3D", "Res/3D", "19 Dr. Ark.", "Doblest Vitazia", "1/2D", "2/2D",
                "3/2D", "4/2D", "AC/2D", "1/3D", "2/3D", "3/3D", "1Off/Alex", "10 HusIng"});
    // "on October 17th via either 1020 or 1220": only 1020 lies in the area.
    CHECK(unitCoded(scenario, "1Off/Alex").arrival->entryHexes ==
          std::vector<Hex>{Hex::parse("1020")});
    const auto depots = allDepots(whites);
    REQUIRE(depots.size() == 1);
    CHECK(depots[0].depot->hex == Hex::parse("0518"));
}

TEST_CASE("10.1 Brasovo: the Reds are the 14th Army's western units, 15 in all") {
    const Scenario scenario = shippedScenario("brasovo");
    const auto& reds = sideNamed(scenario, "Reds");
    REQUIRE(reds.formations.size() == 1);
    CHECK(reds.formations[0].name == "14th Army");
    CHECK(codesIn(reds.formations[0]) ==
          Codes{"Bolchevik", "1/41D", "Art1/41D", "2/41D", "Cv/41D", "2/41S", "Cv/41S", "14/41D",
                "14 bgde/41D", "1/46D", "Art/46D", "AC/46D", "1/57D", "2/57D", "Art/57D"});
    // The railroad depot at Navlia (0309) and the convoy entering on 18 October by 0117-0120.
    CHECK(allDepots(reds).size() == 2);
    CHECK(inactiveFormations(scenario).empty());
}

TEST_CASE("10.1 Brasovo: each player receives 50% of the normal recruit points") {
    const Scenario brasovo = shippedScenario("brasovo");
    const Scenario historical = shippedScenario("historical");
    CHECK(brasovo.recruitPointsPercent == 50);
    for (const char* side : {"Reds", "Whites"}) {
        for (GameDate day = brasovo.start; day <= brasovo.lastDay(); day = day.nextDay()) {
            const int normal = tachanka::rules::orel::recruitPointsFor(historical, side, day);
            // 1.2: "rounding is always done to the nearest whole number (ex: 3.49 - 3, but
            // 3.5 = 4)": half of each day's points, halves up (50% of 1 is 1, every day).
            CAPTURE(side);
            CAPTURE(day.iso());
            CHECK(tachanka::rules::orel::recruitPointsFor(brasovo, side, day) == (normal + 1) / 2);
        }
    }
}

TEST_CASE("10.1 Brasovo: the Whites win holding Brasovo and Sevsk, otherwise the Reds") {
    const Scenario scenario = shippedScenario("brasovo");
    const Victory& victory = scenario.victory;
    REQUIRE(victory.locations.size() == 2);
    CHECK(victory.locations[0].name == "Brasovo");
    CHECK(victory.locations[0].hex == Hex::parse("0513"));
    CHECK(victory.locations[1].hex == Hex::parse("0219"));
    REQUIRE(victory.levels.size() == 2);
    CHECK(victory.levels[0].side == "Whites");
    CHECK(victory.levels[0].condition.kind == ConditionKind::AllOf);
    CHECK(victory.levels[1].side == "Reds");
    CHECK(victory.levels[1].condition.kind == ConditionKind::Not);
    // "Otherwise the Red player wins": the Reds' level is the Whites not holding both.
    CHECK(victory.levels[1].condition.conditions.at(0).conditions.at(0).side == "Whites");
    CHECK(victory.lossShifts.empty());
}

TEST_CASE("10.1 Brasovo: the special rule of the 41st's two main bodies on turn 1") {
    const Scenario scenario = shippedScenario("brasovo");
    REQUIRE_FALSE(scenario.specialRules.empty());
    CHECK(scenario.specialRules.back().find("1/41D and 2/41S") != std::string::npos);
    CHECK(formationNamed(scenario, "41st Rifle Division").mainBodies == 2);
}

// 10.1: "Special rule: the 14th Rifle Division has two main bodies on turn 1: 1/41D and 2/41S
// (Sabline Group)." A main body is in command, though 10.2 sets 2/41S up "0614 OOC".
TEST_CASE("10.1 Brasovo: 2/41S is a main body on turn 1, not out of command") {
    CHECK(unitCoded(shippedScenario("historical"), "2/41S").outOfCommand);
    const Scenario brasovo = shippedScenario("brasovo");
    CHECK_FALSE(unitCoded(brasovo, "2/41S").outOfCommand);
    CHECK_FALSE(unitCoded(brasovo, "1/41D").outOfCommand);
    CHECK(formationNamed(brasovo, "41st Rifle Division").mainBodies == 2);
}
