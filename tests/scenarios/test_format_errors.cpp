// Faulty scenario files, each refused at the faulty element's file:line with the reason: the
// parts of the format beyond the plain order of battle (tests/rules/test_scenario_errors.cpp
// has those).

#include <doctest/doctest.h>

#include "tests/scenarios/refusal.hpp"

using tachanka::testing::checkRefused;
using tachanka::testing::replaced;

namespace {

const std::string valid = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="valid" title="Valid" start="1919-10-15" turns="3">
  <counter-types>
    <counter type="rifle" kind="infantry" steps="3" tq="5" strength="5" mp="5"/>
    <counter type="horse" kind="cavalry" steps="2" tq="5" strength="2" charge="4" mp="8"/>
  </counter-types>
  <turn-track provisional="true">
    <recruit-points side="Whites" from="1919-10-15" through="1919-10-17" points="1"/>
    <recruit-points side="Reds" from="1919-10-15" through="1919-10-17" points="2"/>
  </turn-track>
  <victory>
    <location name="Orël" hex="2705"/>
    <level side="Whites" level="minor" rank="1">
      <occupy location="Orël"/>
    </level>
  </victory>
  <side name="Whites" edges="south" recruit-battalions="3">
    <formation name="1st Kornilov" kind="infantry">
      <inactive through="1919-10-16">
        <released-if event="enemy-within" hexes="2" except="9th Rifle Division"/>
      </inactive>
      <unit code="1/1K" type="rifle" hex="2903"/>
    </formation>
  </side>
  <side name="Reds" edges="north west" recruit-battalions="4">
    <formation name="9th Rifle Division" kind="infantry">
      <also-commands from="1919-10-16" units="1/9D"/>
      <unit code="1/9D" type="rifle" hex="3002"/>
      <unit code="Cv/9D" type="horse" arrives="1919-10-16" entry="0117-0120" mp-penalty="1"/>
      <depot kind="convoy" munitions="4" hex="2901"/>
    </formation>
  </side>
</scenario>
)";

}  // namespace

TEST_CASE("the valid template of these tests loads") {
    tachanka::testing::TempFolder folder;
    tachanka::testing::writeFile(folder / "valid.xml", valid);
    CHECK(tachanka::rules::orel::loadScenario(folder / "valid.xml").sides.size() == 2);
}

TEST_CASE("counter values: unknown type, values a kind does not carry, missing values") {
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")", R"(type="rifles" hex="2903")"),
                 R"(type="rifles")", "no counter type 'rifles'");
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")", R"(type="rifle" charge="3" hex="2903")"),
                 R"(charge="3")", "a charge strength is for cavalry, not infantry");
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")", R"(type="rifle" fire="3" hex="2903")"),
                 R"(fire="3")", "a fire strength is for artillery and armoured trains");
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")",
                          R"(type="rifle" train="heavy" hex="2903")"),
                 R"(train="heavy")", "'train' is for armoured trains, not infantry");
    checkRefused(replaced(valid, R"(charge="4" mp="8")", R"(mp="8")"), R"(code="Cv/9D")",
                 "needs 'charge'");
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")",
                          R"(kind="armoured-train" steps="1" tq="4" strength="1" fire="3" train="light" mp="9" hex="2903")"),
                 R"(mp="9")", "armoured trains move without limit along railroads");
    checkRefused(replaced(valid, R"(<counter type="horse")", R"(<counter type="rifle")"),
                 R"(<counter type="rifle" kind="cavalry")", "counter type 'rifle' is declared twice");
}

TEST_CASE("placement: a hex or an arrival, never both or neither, hexes on the map") {
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")",
                          R"(type="rifle" hex="2903" arrives="1919-10-16" entry="3205")"),
                 R"(code="1/1K")", "has both a setup 'hex' and an 'arrives' date");
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")", R"(type="rifle")"),
                 R"(code="1/1K")", "needs a setup 'hex' or, for a reinforcement, 'arrives'");
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")", R"(type="rifle" hex="3321")"),
                 R"(hex="3321")", "hex 3321 is off the map (columns 01-32, rows 01-20)");
    checkRefused(replaced(valid, R"(type="rifle" hex="2903")",
                          R"(type="rifle" hex="2903" mp-penalty="1")"),
                 R"(code="1/1K")", "'mp-penalty' is for reinforcements");
    checkRefused(replaced(valid, R"(entry="0117-0120")", R"(entry="0117-0220")"),
                 R"(entry="0117-0220")", "neither along a column nor along a row");
    checkRefused(replaced(valid, R"(entry="0117-0120")", R"(entry="")"), R"(entry="")",
                 "attribute 'entry' is empty");
}

TEST_CASE("a side's recruit battalions take a declared counter type") {
    checkRefused(replaced(valid, R"(recruit-battalions="3">)",
                          R"(recruit-battalions="3" recruit-type="recruits">)"),
                 R"(recruit-type="recruits")", "no counter type 'recruits'");
    tachanka::testing::TempFolder folder;
    tachanka::testing::writeFile(folder / "ok.xml",
                                 replaced(valid, R"(recruit-battalions="3">)",
                                          R"(recruit-battalions="3" recruit-type="rifle">)"));
    const auto scenario = tachanka::rules::orel::loadScenario(folder / "ok.xml");
    REQUIRE(scenario.sides[0].recruitBattalion.has_value());
    CHECK(scenario.sides[0].recruitBattalion->code == "rifle");
    CHECK(scenario.sides[0].recruitBattalion->steps == 3);
    CHECK_FALSE(scenario.sides[1].recruitBattalion.has_value());
}

TEST_CASE("dates: every date in the file falls within the scenario's days") {
    checkRefused(replaced(valid, R"(arrives="1919-10-16")", R"(arrives="1919-10-18")"),
                 R"(arrives="1919-10-18")",
                 "'arrives' 1919-10-18 is outside the scenario, 1919-10-15 to 1919-10-17");
    checkRefused(replaced(valid, R"(through="1919-10-16")", R"(through="1919-10-14")"),
                 R"(through="1919-10-14")", "'through' 1919-10-14 is outside the scenario");
    checkRefused(replaced(valid, R"(from="1919-10-16")", R"(from="1919-11-16")"),
                 R"(from="1919-11-16")", "is outside the scenario");
}

TEST_CASE("cross references: formations, units and sides named elsewhere must exist") {
    checkRefused(replaced(valid, R"(except="9th Rifle Division")", R"(except="10th Rifle Division")"),
                 R"(except=)", "no formation '10th Rifle Division'");
    checkRefused(replaced(valid, R"(units="1/9D")", R"(units="1/9D 2/9D")"), R"(units=)",
                 "no unit '2/9D'");
    checkRefused(replaced(valid, R"(<level side="Whites")", R"(<level side="Greens")"),
                 R"(<level side=)", "no side 'Greens'");
    checkRefused(replaced(valid, R"(<formation name="9th Rifle Division")",
                          R"(<formation name="1st Kornilov")"),
                 R"(<formation name="1st Kornilov" kind="infantry">
      <also)", "formation '1st Kornilov' is named twice");
    checkRefused(replaced(valid, R"(<formation name="1st Kornilov" kind="infantry">)",
                          R"(<formation name="1st Kornilov" kind="regiment">)"),
                 R"(kind="regiment")", "'regiment' is not one of army, group, division");
    checkRefused(replaced(valid, R"(edges="south")", R"(edges="south up")"), R"(edges="south up")",
                 "edge 'up' is not one of north, south, east, west");
}

TEST_CASE("inactivity: known release events, distances where they count one") {
    checkRefused(replaced(valid, R"(event="enemy-within" hexes="2")", R"(event="enemy-within")"),
                 R"(<released-if)", "missing attribute 'hexes'");
    checkRefused(replaced(valid, R"(event="enemy-within")", R"(event="raining")"),
                 R"(event="raining")", "event 'raining' is not one of attacked, enemy-within");
    checkRefused(replaced(valid, R"(event="enemy-within" hexes="2")", R"(event="attacked" hexes="2")"),
                 R"(event="attacked")", "'hexes' is for the events that count a distance");
}

TEST_CASE("the turn track covers every day once per side, for sides that exist") {
    checkRefused(replaced(valid, R"(side="Reds" from="1919-10-15")", R"(side="Reds" from="1919-10-16")"),
                 "<turn-track", "the turn track gives 'Reds' no recruit points for 1919-10-15");
    checkRefused(replaced(valid, R"(through="1919-10-17" points="1"/>)",
                          R"(through="1919-10-17" points="1"/>
    <recruit-points side="Whites" from="1919-10-17" through="1919-10-17" points="3"/>)"),
                 "<turn-track", "the turn track gives 'Whites' recruit points for 1919-10-17 2 times");
    checkRefused(replaced(valid, R"(through="1919-10-17" points="1"/>)",
                          R"(through="1919-10-17" points="1"/>
    <recruit-points side="Greens" from="1919-10-17" through="1919-10-17" points="3"/>)"),
                 "<turn-track", "names no side 'Greens'");
    checkRefused(replaced(valid, R"(points="2")", R"(points="13")"), R"(points="13")",
                 "from 0 to 12");
    checkRefused(replaced(valid, R"(from="1919-10-15" through="1919-10-17" points="2")",
                          R"(from="1919-10-17" through="1919-10-15" points="2")"),
                 R"(from="1919-10-17")", "'through' comes before 'from'");
}

TEST_CASE("victory: known locations, sides and condition names, one condition per level") {
    checkRefused(replaced(valid, R"(<occupy location="Orël"/>)", R"(<occupy location="Kiev"/>)"),
                 R"(location="Kiev")", "no victory location 'Kiev'");
    checkRefused(replaced(valid, R"(<occupy location="Orël"/>)",
                          R"(<occupy location="Orël"/><occupy location="Orël"/>)"),
                 R"(<level side=)", "a victory level holds exactly one condition");
    checkRefused(replaced(valid, R"(<occupy location="Orël"/>)",
                          R"(<not><occupy location="Orël"/><occupy location="Orël"/></not>)"),
                 R"(<not>)", "<not> holds exactly one condition");
    checkRefused(replaced(valid, R"(<occupy location="Orël"/>)", R"(<condition name="x"/>)"),
                 R"(<condition name="x"/>)", "say in words what the condition is");
    checkRefused(replaced(valid, R"(<occupy location="Orël"/>)",
                          R"(<condition name="double-track-clean">the railroad</condition>)"),
                 R"(name="double-track-clean")",
                 "no victory condition 'double-track-clean' (known: double-track-clear, "
                 "double-track-station-south)");
    checkRefused(replaced(valid, R"(<occupy location="Orël"/>)",
                          R"(<occupy location="Orël" side="Greens"/>)"),
                 R"(side="Greens")", "no side 'Greens'");
    checkRefused(replaced(valid, R"(<location name="Orël" hex="2705"/>)",
                          R"(<location name="Orël" hex="2705"/><location name="Orël" hex="2110"/>)"),
                 R"(hex="2110")", "victory location 'Orël' is named twice");
}

TEST_CASE("changes to a scenario are refused without based-on") {
    checkRefused(replaced(valid, "  <counter-types>", "  <area max-column=\"10\"/>\n  <counter-types>"),
                 "<scenario ", "<area> changes a scenario: it needs 'based-on'");
    checkRefused(replaced(valid, "  <counter-types>",
                          "  <activate formation=\"1st Kornilov\"/>\n  <counter-types>"),
                 "<scenario ", "<activate> changes a scenario: it needs 'based-on'");
    checkRefused(replaced(valid, "  <counter-types>", "  <special-rule> </special-rule>\n  <counter-types>"),
                 "<special-rule>", "<special-rule> is empty");
}
