// loadScenario on a small scenario that uses every part of the format: counter types and a
// unit's own values, setup hexes and reinforcements, depots, OOC and inactive formations,
// extra command, the turn track, victory, special rules and errata. The shipped scenarios
// are tested against the rules text in tests/scenarios.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "model/scenario.hpp"
#include "rules/orel/scenario_file.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka::model;
using tachanka::rules::orel::loadScenario;
using tachanka::rules::orel::recruitPointsFor;

namespace {

const std::string sample = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="sample" title="Sample" start="1919-10-15" turns="4" provisional="true">
  <description>
    A small
    sample.
  </description>
  <provisional-note>Guessed values.</provisional-note>
  <counter-types>
    <counter type="rifle" kind="infantry" steps="3" tq="5" strength="5" mp="5"/>
    <counter type="horse" kind="cavalry" steps="2" tq="5" strength="2" charge="4" mp="8"/>
    <counter type="guns" kind="artillery" steps="1" tq="5" strength="0" fire="3" mp="4"/>
  </counter-types>
  <turn-track provisional="true">
    <recruit-points side="Reds" from="1919-10-15" through="1919-10-16" points="2"/>
    <recruit-points side="Reds" from="1919-10-17" through="1919-10-18" points="3"/>
    <recruit-points side="Whites" from="1919-10-15" through="1919-10-18" points="1"/>
  </turn-track>
  <victory>
    <location name="Orël" hex="2705"/>
    <location name="Kromy" hex="2110"/>
    <level side="Whites" level="minor" rank="1">
      <any-of>
        <occupy location="Orël"/>
        <not><occupy location="Kromy"/></not>
      </any-of>
    </level>
    <level side="Reds" level="strategic" rank="3">
      <all-of>
        <occupy location="Kromy"/>
        <condition name="double-track-clear">the railroad
          is clear</condition>
      </all-of>
    </level>
    <loss-shift combat-units="10" levels="1"/>
    <text>Hold the towns.</text>
  </victory>
  <special-rule>Inactive units may Entrench.</special-rule>
  <erratum>On the 16/10 turn add the Estonians.</erratum>
  <side name="Whites" commander="Koutepov" edges="south" recruit-battalions="3">
    <formation name="1st Infantry Division" kind="division" commander="Timanovski">
      <unit code="Ioann Kalita" kind="armoured-train" steps="2" tq="4" strength="2" fire="5"
            train="heavy" hex="2705"/>
      <depot kind="railroad" munitions="5" hex="2705"/>
      <formation name="1st Kornilov" kind="infantry">
        <inactive through="1919-10-16">
          <released-if event="attacked"/>
          <released-if event="enemy-within" hexes="2" except="9th Rifle Division"/>
          <released-if event="enemy-near-double-track" hexes="2"/>
        </inactive>
        <unit code="1/1K" type="rifle" tq="6" strength="7" steps="4" integrated-artillery="true"
              hex="2903"/>
        <unit code="Cv/1K" type="horse" hex="3104" ooc="true"/>
      </formation>
    </formation>
  </side>
  <side name="Reds" commander="Egorov" edges="north west" recruit-battalions="4">
    <formation name="13th Army" kind="army">
      <depot kind="convoy" munitions="3" arrives="1919-10-18" entry="0117-0120"/>
      <formation name="9th Rifle Division" kind="infantry" main-bodies="2">
        <also-commands from="1919-10-17" units="1/1K"/>
        <unit code="1/9D" name="1st Regiment" type="rifle" shock="true" arrives="1919-10-16"
              entry="1501 1601" mp-penalty="3" entry-note="or by rail"/>
        <unit code="Art/9D" type="guns" hex="2901"/>
      </formation>
    </formation>
  </side>
</scenario>
)";

Scenario loadSample() {
    tachanka::testing::TempFolder folder;
    tachanka::testing::writeFile(folder / "sample.xml", sample);
    return loadScenario(folder / "sample.xml");
}

const ScenarioUnit& unitCoded(const Scenario& scenario, const std::string& code) {
    for (const auto& side : scenario.sides) {
        for (const auto& found : allUnits(side)) {
            if (found.unit->code == code) return *found.unit;
        }
    }
    FAIL("no unit " << code);
    throw;
}

}  // namespace

TEST_CASE("sample scenario: identity, days, provisional note and folded description") {
    const Scenario scenario = loadSample();
    CHECK(scenario.id == "sample");
    CHECK(scenario.start == GameDate{1919, 10, 15});
    CHECK(scenario.turns == 4);
    CHECK(scenario.lastDay() == GameDate{1919, 10, 18});
    CHECK(scenario.description == "A small sample.");
    CHECK(scenario.provisional);
    CHECK(scenario.provisionalNote == "Guessed values.");
    CHECK(scenario.recruitPointsPercent == 100);
    CHECK(scenario.basedOn.empty());
    CHECK_FALSE(scenario.area.has_value());
    CHECK(scenario.specialRules == std::vector<std::string>{"Inactive units may Entrench."});
    CHECK(scenario.errata == std::vector<std::string>{"On the 16/10 turn add the Estonians."});
}

TEST_CASE("sample scenario: sides carry commander, friendly edges and recruit battalions") {
    const Scenario scenario = loadSample();
    REQUIRE(scenario.sides.size() == 2);
    CHECK(scenario.sides[0].name == "Whites");
    CHECK(scenario.sides[0].friendlyEdges == std::vector<BoardEdge>{BoardEdge::South});
    CHECK(scenario.sides[0].recruitBattalions == 3);
    CHECK(scenario.sides[1].friendlyEdges ==
          std::vector<BoardEdge>{BoardEdge::North, BoardEdge::West});
    CHECK(scenario.sides[1].recruitBattalions == 4);
}

TEST_CASE("a unit takes its counter type's values and overrides those it gives itself") {
    const Scenario scenario = loadSample();
    const ScenarioUnit& battalion = unitCoded(scenario, "1/1K");
    CHECK(battalion.kind == UnitKind::Infantry);
    CHECK(battalion.name == "1/1K");  // no name: the code
    CHECK(battalion.steps == 4);
    CHECK(battalion.troopQuality == 6);
    CHECK(battalion.strength == 7);
    CHECK(battalion.movement == 5);  // from the type
    CHECK(battalion.integratedArtillery);
    CHECK_FALSE(battalion.shock);
    CHECK_FALSE(battalion.charge.has_value());
    CHECK_FALSE(battalion.fire.has_value());
    CHECK(battalion.hex == Hex{29, 3});
    CHECK_FALSE(battalion.arrival.has_value());

    const ScenarioUnit& squadron = unitCoded(scenario, "Cv/1K");
    CHECK(squadron.kind == UnitKind::Cavalry);
    CHECK(squadron.strength == 2);
    CHECK(squadron.charge == 4);
    CHECK(squadron.outOfCommand);

    const ScenarioUnit& guns = unitCoded(scenario, "Art/9D");
    CHECK(guns.fire == 3);
    CHECK(guns.strength == 0);
}

TEST_CASE("an armoured train is light or heavy and has no MP: it moves freely along railroads") {
    const Scenario scenario = loadSample();
    const ScenarioUnit& train = unitCoded(scenario, "Ioann Kalita");
    CHECK(train.kind == UnitKind::ArmouredTrain);
    CHECK(train.train == TrainWeight::Heavy);
    CHECK(train.fire == 5);
    CHECK_FALSE(train.movement.has_value());
}

TEST_CASE("a reinforcement has a date, its entry hexes, an MP penalty and a note") {
    const Scenario scenario = loadSample();
    const ScenarioUnit& regiment = unitCoded(scenario, "1/9D");
    CHECK(regiment.shock);
    CHECK_FALSE(regiment.hex.has_value());
    REQUIRE(regiment.arrival.has_value());
    CHECK(regiment.arrival->date == GameDate{1919, 10, 16});
    CHECK(regiment.arrival->entryHexes == std::vector<Hex>{{15, 1}, {16, 1}});
    CHECK(regiment.arrival->mpPenalty == 3);
    CHECK(regiment.arrival->note == "or by rail");
}

TEST_CASE("depots: kind, munitions, setup hex or arrival, an entry range lists every hex") {
    const Scenario scenario = loadSample();
    const auto whites = allDepots(scenario.sides[0]);
    REQUIRE(whites.size() == 1);
    CHECK(whites[0].depot->kind == DepotKind::Railroad);
    CHECK(whites[0].depot->munitions == 5);
    CHECK(whites[0].depot->hex == Hex{27, 5});
    CHECK(whites[0].formation->name == "1st Infantry Division");
    const auto reds = allDepots(scenario.sides[1]);
    REQUIRE(reds.size() == 1);
    CHECK(reds[0].depot->kind == DepotKind::Convoy);
    REQUIRE(reds[0].depot->arrival.has_value());
    // "on/between 0117 and 0120"
    CHECK(reds[0].depot->arrival->entryHexes ==
          std::vector<Hex>{{1, 17}, {1, 18}, {1, 19}, {1, 20}});
    CHECK(reds[0].depot->arrival->mpPenalty == 0);
}

TEST_CASE("formations: kind, commander, nesting, main bodies, inactivity and extra command") {
    const Scenario scenario = loadSample();
    const ScenarioFormation& division = scenario.sides[0].formations.at(0);
    CHECK(division.kind == FormationKind::Division);
    CHECK(division.commander == "Timanovski");
    CHECK_FALSE(division.inactive.has_value());
    const ScenarioFormation& kornilov = division.subordinates.at(0);
    CHECK(kornilov.kind == FormationKind::Infantry);
    CHECK(kornilov.mainBodies == 1);
    REQUIRE(kornilov.inactive.has_value());
    CHECK(kornilov.inactive->through == GameDate{1919, 10, 16});
    REQUIRE(kornilov.inactive->releasedBy.size() == 3);
    CHECK(kornilov.inactive->releasedBy[0].event == ReleaseEvent::Attacked);
    CHECK(kornilov.inactive->releasedBy[1].event == ReleaseEvent::EnemyWithin);
    CHECK(kornilov.inactive->releasedBy[1].hexes == 2);
    CHECK(kornilov.inactive->releasedBy[1].exceptFormation == "9th Rifle Division");
    CHECK(kornilov.inactive->releasedBy[2].event == ReleaseEvent::EnemyNearDoubleTrack);

    const ScenarioFormation& rifles = scenario.sides[1].formations.at(0).subordinates.at(0);
    CHECK(rifles.mainBodies == 2);
    REQUIRE(rifles.extraCommand.size() == 1);
    CHECK(rifles.extraCommand[0].from == GameDate{1919, 10, 17});
    CHECK(rifles.extraCommand[0].unitCodes == std::vector<std::string>{"1/1K"});
    CHECK(allUnits(scenario.sides[1]).size() == 2);
}

TEST_CASE("the turn track gives recruit points per side and day, scaled by the percentage") {
    Scenario scenario = loadSample();
    CHECK(scenario.track.provisional);
    CHECK(recruitPointsFor(scenario, "Reds", GameDate{1919, 10, 15}) == 2);
    CHECK(recruitPointsFor(scenario, "Reds", GameDate{1919, 10, 17}) == 3);
    CHECK(recruitPointsFor(scenario, "Whites", GameDate{1919, 10, 18}) == 1);
    CHECK(recruitPointsFor(scenario, "Whites", GameDate{1919, 10, 19}) == 0);  // after the end
    scenario.recruitPointsPercent = 50;
    // 1.2: "rounding is always done to the nearest whole number (ex: 3.49 - 3, but 3.5 = 4)",
    // each day's points on their own: Reds 2, 2, 3, 3 -> 1, 1, 2, 2; Whites 1 a day -> 1 a day.
    const std::vector<int> reds{1, 1, 2, 2};
    const std::vector<int> whites{1, 1, 1, 1};
    GameDate day = scenario.start;
    for (std::size_t i = 0; i < 4; ++i, day = day.nextDay()) {
        CAPTURE(day.iso());
        CHECK(recruitPointsFor(scenario, "Reds", day) == reds[i]);
        CHECK(recruitPointsFor(scenario, "Whites", day) == whites[i]);
    }
}

TEST_CASE("victory: locations, a tree of conditions per level, loss shifts and the text") {
    const Victory victory = loadSample().victory;
    REQUIRE(victory.locations.size() == 2);
    CHECK(victory.locations[0].name == "Orël");
    CHECK(victory.locations[0].hex == Hex{27, 5});
    REQUIRE(victory.levels.size() == 2);
    const VictoryLevel& white = victory.levels[0];
    CHECK(white.side == "Whites");
    CHECK(white.level == "minor");
    CHECK(white.rank == 1);
    CHECK(white.condition.kind == ConditionKind::AnyOf);
    REQUIRE(white.condition.conditions.size() == 2);
    CHECK(white.condition.conditions[0].kind == ConditionKind::Occupy);
    CHECK(white.condition.conditions[0].location == "Orël");
    CHECK(white.condition.conditions[1].kind == ConditionKind::Not);
    CHECK(white.condition.conditions[1].conditions.at(0).location == "Kromy");
    const VictoryCondition& named = victory.levels[1].condition.conditions.at(1);
    CHECK(named.kind == ConditionKind::Named);
    CHECK(named.name == "double-track-clear");
    CHECK(named.text == "the railroad is clear");
    REQUIRE(victory.lossShifts.size() == 1);
    CHECK(victory.lossShifts[0].combatUnits == 10);
    CHECK(victory.lossShifts[0].levels == 1);
    CHECK(victory.text == "Hold the towns.");
}

TEST_CASE("MapArea: inclusive bounds, an absent bound is open") {
    MapArea area;
    area.maxColumn = 10;
    area.minRow = 9;
    CHECK(area.contains(Hex{10, 9}));
    CHECK(area.contains(Hex{1, 20}));
    CHECK_FALSE(area.contains(Hex{11, 9}));
    CHECK_FALSE(area.contains(Hex{10, 8}));
}
