// A scenario based on another: found by id in the same folders (a user's copy of the base
// wins), fewer days, an area, formations activated or made inactive, depot values changed,
// its own victory; and every way to get it wrong, refused at file:line.

#include <doctest/doctest.h>

#include "tests/scenarios/refusal.hpp"

using namespace tachanka::model;
using tachanka::rules::orel::loadScenario;
using tachanka::testing::checkRefused;
using tachanka::testing::replaced;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

const std::string base = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="base" title="Base" start="1919-10-15" turns="4">
  <turn-track>
    <recruit-points side="Whites" from="1919-10-15" through="1919-10-18" points="1"/>
    <recruit-points side="Reds" from="1919-10-15" through="1919-10-18" points="3"/>
  </turn-track>
  <special-rule>Base rule.</special-rule>
  <side name="Whites" edges="south" recruit-battalions="3">
    <formation name="Division" kind="division">
      <depot kind="convoy" munitions="2" hex="0518"/>
      <depot kind="railroad" munitions="5" hex="2705"/>
      <formation name="East" kind="infantry">
        <inactive through="1919-10-16"><released-if event="attacked"/></inactive>
        <unit code="E/1" kind="infantry" steps="3" tq="5" strength="5" mp="5" hex="2705"/>
      </formation>
      <formation name="West" kind="infantry">
        <unit code="W/1" kind="infantry" steps="3" tq="5" strength="5" mp="5" hex="0317"/>
        <unit code="W/2" kind="cavalry" steps="2" tq="5" strength="2" charge="4" mp="8"
              arrives="1919-10-17" entry="1020 1220"/>
      </formation>
    </formation>
  </side>
  <side name="Reds" edges="north west" recruit-battalions="4">
    <formation name="Army" kind="army">
      <formation name="Rifles" kind="infantry">
        <also-commands from="1919-10-16" units="E/1 W/1"/>
        <unit code="R/1" kind="infantry" steps="3" tq="5" strength="5" mp="5" hex="0216"/>
        <unit code="R/2" kind="infantry" steps="3" tq="5" strength="5" mp="5"
              arrives="1919-10-18" entry="0117-0120"/>
      </formation>
    </formation>
  </side>
</scenario>
)";

const std::string variant = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="variant" based-on="base" title="Variant" turns="3" recruit-points-percent="50">
  <area max-column="10" min-row="9">The west.</area>
  <inactive formation="West" through="1919-10-16">
    <released-if event="enemy-within" hexes="2"/>
  </inactive>
  <depot-munitions side="Whites" hex="0518" munitions="4"/>
  <special-rule>Variant rule.</special-rule>
</scenario>
)";

Scenario loadVariant(const std::string& variantText = variant) {
    TempFolder folder;
    writeFile(folder / "base.xml", base);
    writeFile(folder / "variant.xml", variantText);
    return loadScenario(folder / "variant.xml");
}

}  // namespace

TEST_CASE("based-on: the base's order of battle, restricted to the area and the days") {
    const Scenario scenario = loadVariant();
    CHECK(scenario.id == "variant");
    CHECK(scenario.basedOn == "base");
    CHECK(scenario.title == "Variant");
    CHECK(scenario.start == GameDate{1919, 10, 15});  // the base's
    CHECK(scenario.turns == 3);
    CHECK(scenario.recruitPointsPercent == 50);
    REQUIRE(scenario.area.has_value());
    CHECK(scenario.area->text == "The west.");
    // Whites: East (2705) is outside and goes, formation and all; W/2 may enter by 1020 only.
    const auto& division = scenario.sides[0].formations.at(0);
    REQUIRE(division.subordinates.size() == 1);
    CHECK(division.subordinates[0].name == "West");
    REQUIRE(division.subordinates[0].units.size() == 2);
    CHECK(division.subordinates[0].units[1].arrival->entryHexes ==
          std::vector<Hex>{Hex::parse("1020")});
    REQUIRE(division.depots.size() == 1);
    CHECK(division.depots[0].munitions == 4);  // changed from 2
    // Reds: R/2 would arrive on 18 October, after the variant's last day.
    const auto& rifles = scenario.sides[1].formations.at(0).subordinates.at(0);
    REQUIRE(rifles.units.size() == 1);
    CHECK(rifles.units[0].code == "R/1");
    // Extra command over E/1, which is gone, is dropped; over W/1 it stays.
    REQUIRE(rifles.extraCommand.size() == 1);
    CHECK(rifles.extraCommand[0].unitCodes == std::vector<std::string>{"W/1"});
    CHECK(scenario.specialRules == std::vector<std::string>{"Base rule.", "Variant rule."});
}

TEST_CASE("based-on: formations made inactive or active") {
    const Scenario scenario = loadVariant();
    const auto& west = scenario.sides[0].formations.at(0).subordinates.at(0);
    REQUIRE(west.inactive.has_value());
    CHECK(west.inactive->releasedBy.at(0).event == ReleaseEvent::EnemyWithin);
    const Scenario activated = loadVariant(replaced(
        replaced(variant, R"(<area max-column="10" min-row="9">The west.</area>)", ""),
        R"(<special-rule>)", R"(<activate formation="East"/>
  <special-rule>)"));
    CHECK_FALSE(activated.sides[0].formations.at(0).subordinates.at(0).inactive.has_value());
}

TEST_CASE("based-on finds the base in the folders given, the user's copy first") {
    TempFolder user;
    TempFolder shipped;
    writeFile(shipped / "base.xml", base);
    writeFile(shipped / "variant.xml", variant);
    writeFile(user / "my-base.xml", replaced(base, R"(strength="5" mp="5" hex="0317")",
                                             R"(strength="9" mp="5" hex="0317")"));
    const Scenario scenario = loadScenario(shipped / "variant.xml", {user.path(), shipped.path()});
    CHECK(scenario.sides[0].formations.at(0).subordinates.at(0).units.at(0).strength == 9);
    const Scenario shippedOnly = loadScenario(shipped / "variant.xml");
    CHECK(shippedOnly.sides[0].formations.at(0).subordinates.at(0).units.at(0).strength == 5);
}

TEST_CASE("based-on refusals, each at the variant's line") {
    const auto refused = [](const std::string& variantText, const std::string& marker,
                            const std::string& problem) {
        checkRefused({{"variant.xml", variantText}, {"base.xml", base}}, marker, problem);
    };
    refused(replaced(variant, R"(based-on="base")", R"(based-on="nowhere")"), "<scenario ",
            "based-on: no scenario 'nowhere'");
    refused(replaced(variant, R"(based-on="base")", R"(based-on="variant")"), "<scenario ",
            "based-on 'variant' goes round in a circle");
    refused(replaced(variant, R"(<inactive formation="West")", R"(<inactive formation="North")"),
            R"(<inactive formation=)", "no formation 'North' in the scenario this one is based on");
    refused(replaced(variant, R"(<special-rule>)", R"(<activate formation="West"/>
  <special-rule>)"),
            R"(<activate)", "formation 'West' is not inactive");
    refused(replaced(variant, R"(hex="0518")", R"(hex="0519")"), R"(hex="0519")",
            "0 'Whites' depots set up in 0519: name exactly one");
    refused(replaced(variant, R"(turns="3")", R"(turns="5")"), "<scenario ",
            "the turn track gives 'Whites' no recruit points for 1919-10-19");
    refused(replaced(variant, R"(max-column="10" min-row="9")", R"(max-column="1" min-row="1")"),
            "<area", "'Whites' have nothing in the area");
    refused(replaced(variant, R"(<special-rule>)", R"(<side name="Greens" edges="east" recruit-battalions="0"/>
  <special-rule>)"),
            "<scenario ", "<side> comes from the scenario this one is based on");
    refused(replaced(variant, R"(through="1919-10-16")", R"(through="1919-10-18")"),
            R"(through="1919-10-18")", "is outside the scenario, 1919-10-15 to 1919-10-17");
}

TEST_CASE("based-on chains that loop are refused, not followed forever") {
    TempFolder folder;
    writeFile(folder / "a.xml", replaced(replaced(variant, R"(id="variant")", R"(id="a")"),
                                         R"(based-on="base")", R"(based-on="b")"));
    writeFile(folder / "b.xml", replaced(replaced(variant, R"(id="variant")", R"(id="b")"),
                                         R"(based-on="base")", R"(based-on="a")"));
    CHECK_THROWS_WITH_AS(loadScenario(folder / "a.xml"), doctest::Contains("goes round in a circle"),
                         tachanka::xml::XmlError);
}

TEST_CASE("a variant that does not say whether it is provisional is listed as its base is") {
    TempFolder folder;
    const std::string provisionalBase =
        replaced(replaced(base, R"(turns="4">)", R"(turns="4" provisional="true">)"),
                 "  <turn-track>", "  <provisional-note>Guessed.</provisional-note>\n  <turn-track>");
    writeFile(folder / "base.xml", provisionalBase);
    writeFile(folder / "variant.xml", variant);
    writeFile(folder / "stated.xml",
              replaced(replaced(variant, R"(id="variant")", R"(id="stated")"),
                       R"(turns="3")", R"(turns="3" provisional="false")"));
    const auto entries = tachanka::rules::orel::findScenarios({folder.path()});
    REQUIRE(entries.size() == 3);
    CHECK(entries[0].id == "base");
    CHECK(entries[0].provisional);
    CHECK(entries[1].id == "stated");
    CHECK_FALSE(entries[1].provisional);
    CHECK(entries[2].id == "variant");
    CHECK(entries[2].provisional);
    CHECK(loadScenario(folder / "variant.xml").provisional);
}
