// loadScenario on the shipped scenario templates/scenarios/before-orel.xml, and on small
// well-formed files for the defaults the format allows.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "rules/orel/scenario_file.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::model::GameDate;
using tachanka::model::Hex;
using tachanka::model::Scenario;
using tachanka::model::ScenarioFormation;
using tachanka::model::ScenarioUnit;
using tachanka::model::UnitKind;
using tachanka::rules::orel::loadScenario;

namespace {

const std::filesystem::path beforeOrel =
    std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "scenarios" / "before-orel.xml";

const ScenarioUnit* findUnit(const ScenarioFormation& formation, const std::string& code) {
    for (const auto& unit : formation.units) {
        if (unit.code == code) return &unit;
    }
    for (const auto& subordinate : formation.subordinates) {
        if (const auto* found = findUnit(subordinate, code)) return found;
    }
    return nullptr;
}

int unitCount(const ScenarioFormation& formation) {
    int count = static_cast<int>(formation.units.size());
    for (const auto& subordinate : formation.subordinates) count += unitCount(subordinate);
    return count;
}

int stepCount(const ScenarioFormation& formation) {
    int steps = 0;
    for (const auto& unit : formation.units) steps += unit.steps;
    for (const auto& subordinate : formation.subordinates) steps += stepCount(subordinate);
    return steps;
}

}  // namespace

TEST_CASE("before-orel.xml: identity, dates and provisional status") {
    const Scenario scenario = loadScenario(beforeOrel);
    CHECK(scenario.id == "before-orel");
    CHECK(scenario.title == "Before Orël, 15–16 October 1919");
    CHECK(scenario.start == GameDate{1919, 10, 15});
    CHECK(scenario.turns == 2);
    CHECK(scenario.provisional);
    CHECK(scenario.provisionalNote.rfind("Strength steps and troop quality are not in the rules "
                                         "text: the values here are a reconstruction",
                                         0) == 0);
}

TEST_CASE("before-orel.xml: the description reads as one paragraph") {
    const Scenario scenario = loadScenario(beforeOrel);
    CHECK(scenario.description ==
          "The 2nd “General Kornilov” Shock Regiment holds Orël for Kutepov's 1st Army Corps "
          "while the Red 9th Rifle Division waits north of the town. Setup hexes as in the "
          "historical scenario; two days, White then Red.");
}

TEST_CASE("before-orel.xml: two sides, Whites first, with their commanders") {
    const Scenario scenario = loadScenario(beforeOrel);
    REQUIRE(scenario.sides.size() == 2);
    CHECK(scenario.sides[0].name == "Whites");
    CHECK(scenario.sides[0].commander == "А. П. Кутепов (LtGen Koutepov), 1st Army Corps");
    CHECK(scenario.sides[1].name == "Reds");
    CHECK(scenario.sides[1].commander == "А. И. Егоров (A.I. Egorov), Southern Front");
}

TEST_CASE(
    "before-orel.xml: the White order of battle nests the Kornilov regiment in the division") {
    const Scenario scenario = loadScenario(beforeOrel);
    const auto& whites = scenario.sides.at(0);
    REQUIRE(whites.formations.size() == 1);
    const ScenarioFormation& division = whites.formations[0];
    CHECK(division.name == "1st Infantry Division");
    CHECK(division.commander == "Maj.Gen. Timanovski");
    REQUIRE(division.units.size() == 3);
    CHECK(division.units[0].code == "Res/1D");
    CHECK(division.units[1].code == "ArtL2/1D");
    CHECK(division.units[2].code == "Offitser");
    REQUIRE(division.subordinates.size() == 1);
    const ScenarioFormation& regiment = division.subordinates[0];
    CHECK(regiment.name == "2nd “General Kornilov” Shock Regiment");
    CHECK(regiment.commander == "Cpt. Pachkevitch");
    CHECK(regiment.units.size() == 5);
    CHECK(regiment.subordinates.empty());
    CHECK(unitCount(division) == 8);
    CHECK(stepCount(division) == 17);  // 2 + 1 + 1 + 3 + 3 + 3 + 3 + 1
}

TEST_CASE("before-orel.xml: the Officers Battalion off/2K stands in Orël, 3 steps, TQ 7") {
    const Scenario scenario = loadScenario(beforeOrel);
    const ScenarioUnit* unit = findUnit(scenario.sides.at(0).formations.at(0), "off/2K");
    REQUIRE(unit != nullptr);
    CHECK(unit->name == "Officers Battalion");
    CHECK(unit->kind == UnitKind::Infantry);
    CHECK(unit->steps == 3);
    CHECK(unit->troopQuality == 7);
    REQUIRE(unit->hex.has_value());
    CHECK(*unit->hex == Hex{27, 5});
}

TEST_CASE("before-orel.xml: unit kinds other than infantry are read") {
    const Scenario scenario = loadScenario(beforeOrel);
    const auto& division = scenario.sides.at(0).formations.at(0);
    const ScenarioUnit* train = findUnit(division, "Offitser");
    REQUIRE(train != nullptr);
    CHECK(train->kind == UnitKind::ArmouredTrain);
    CHECK(train->name == "Armoured train “Offitser”");
    CHECK(train->troopQuality == 6);
    CHECK(train->hex == Hex{27, 5});

    const ScenarioUnit* guns = findUnit(division, "ArtL2/1D");
    REQUIRE(guns != nullptr);
    CHECK(guns->kind == UnitKind::Artillery);
    CHECK(guns->hex == Hex{26, 5});

    const ScenarioUnit* squadron = findUnit(division, "Cv/2K");
    REQUIRE(squadron != nullptr);
    CHECK(squadron->kind == UnitKind::Cavalry);
    CHECK(squadron->steps == 1);
    CHECK(squadron->hex == Hex{24, 9});
}

TEST_CASE("before-orel.xml: the Red 9th Rifle Division under 13th Army") {
    const Scenario scenario = loadScenario(beforeOrel);
    const auto& reds = scenario.sides.at(1);
    REQUIRE(reds.formations.size() == 1);
    const ScenarioFormation& army = reds.formations[0];
    CHECK(army.name == "13th Army");
    CHECK(army.commander == "Guekker");
    CHECK(army.units.empty());
    REQUIRE(army.subordinates.size() == 1);
    const ScenarioFormation& division = army.subordinates[0];
    CHECK(division.name == "9th Rifle Division");
    CHECK(division.commander == "Solodoukhine");
    CHECK(division.units.size() == 8);
    CHECK(stepCount(army) == 26);  // six regiments of 4, cavalry 1, artillery 1

    const ScenarioUnit* fourth = findUnit(army, "4/9");
    REQUIRE(fourth != nullptr);
    CHECK(fourth->name == "4th Regiment");
    CHECK(fourth->steps == 4);
    CHECK(fourth->troopQuality == 4);
    CHECK(fourth->hex == Hex{27, 1});

    const ScenarioUnit* first = findUnit(army, "1/9");
    REQUIRE(first != nullptr);
    CHECK(first->troopQuality == 5);
    CHECK(first->hex == Hex{30, 2});

    const ScenarioUnit* guns = findUnit(army, "Art/9");
    REQUIRE(guns != nullptr);
    CHECK(guns->kind == UnitKind::Artillery);
    CHECK(guns->hex == Hex{29, 1});
}

TEST_CASE("loadScenario: a unit without name is named by its code, without hex is off map") {
    tachanka::testing::TempFolder folder;
    const auto file = folder / "minimal.xml";
    tachanka::testing::writeFile(
        file, R"(<scenario id="minimal-1" title="Minimal" start="1920-02-28" turns="3">
  <side name="Whites">
    <formation name="Reserve">
      <unit code="R/1" kind="tank" steps="1" tq="9"/>
    </formation>
  </side>
  <side name="Reds">
    <formation name="Army">
      <unit code="R/1" kind="armoured-car" steps="20" tq="1" hex="0101"/>
    </formation>
  </side>
</scenario>
)");
    const Scenario scenario = loadScenario(file);
    CHECK(scenario.id == "minimal-1");
    CHECK(scenario.start == GameDate{1920, 2, 28});
    CHECK(scenario.turns == 3);
    CHECK_FALSE(scenario.provisional);  // provisional defaults to false
    CHECK(scenario.description.empty());
    CHECK(scenario.provisionalNote.empty());
    CHECK(scenario.sides.at(0).commander.empty());
    CHECK(scenario.sides.at(0).formations.at(0).commander.empty());

    const ScenarioUnit& white = scenario.sides.at(0).formations.at(0).units.at(0);
    CHECK(white.name == "R/1");
    CHECK(white.kind == UnitKind::Tank);
    CHECK(white.troopQuality == 9);
    CHECK_FALSE(white.hex.has_value());

    // The same code on the other side is a different counter and is allowed.
    const ScenarioUnit& red = scenario.sides.at(1).formations.at(0).units.at(0);
    CHECK(red.code == "R/1");
    CHECK(red.kind == UnitKind::ArmouredCar);
    CHECK(red.steps == 20);
    CHECK(red.hex == Hex{1, 1});
}
