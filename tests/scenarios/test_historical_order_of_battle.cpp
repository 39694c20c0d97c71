// The historical scenario (10.2) against the rules text: every formation of both sides with
// exactly the units the text lists for it, and the totals that follow. The quotes are the
// text's own words; the codes are those it prints (or the same pattern where it gives none).

#include <doctest/doctest.h>

#include <filesystem>

#include "rules/orel/scenario_file.hpp"
#include "tests/scenarios/shipped.hpp"

using namespace tachanka::model;
using namespace tachanka::testing;
using Codes = std::vector<std::string>;

TEST_CASE("10.2 Whites, 1st Infantry Division (Maj.Gen. Timanovski), 24 units") {
    const Scenario scenario = shippedScenario("historical");
    const auto& division = formationNamed(scenario, "1st Infantry Division");
    CHECK(division.commander == "Maj.Gen. Timanovski");
    // Independent units: "Black Sea Cavalry Regiment (Cv/MN)", "2nd Heavy Artillery Battalion
    // (ArtL2/1D)", "1st Division Reserve Battalion (Res/1D), tanks, heavy armored train
    // “Ioann Kalita”, armored train “Offitser”", "Armored train “Grom Pobedy”".
    CHECK(division.units.size() == 7);
    CHECK(codesIn(formationNamed(scenario, "1st “General Kornilov” Shock Regiment")) ==
          Codes{"1/1K", "Art/1K", "2/1K", "3/1K", "Cv/1K"});
    CHECK(formationNamed(scenario, "1st “General Kornilov” Shock Regiment").commander ==
          "Col. Pechnia");
    // "Officers Battalion (off/2K) ...; 1st Bn (1/2K) and armored car ...; 2nd Bn; 3rd Bn;
    // Cavalry squadron"
    CHECK(codesIn(formationNamed(scenario, "2nd “General Kornilov” Shock Regiment")) ==
          Codes{"off/2K", "1/2K", "AC/2K", "2/2K", "3/2K", "Cv/2K"});
    CHECK(codesIn(formationNamed(scenario, "3rd “General Kornilov” Shock Regiment")) ==
          Codes{"1/3K", "2/3K", "3/3K"});
    CHECK(formationNamed(scenario, "3rd “General Kornilov” Shock Regiment").commander ==
          "Esaoul Mileiev");
    CHECK(codesIn(formationNamed(scenario, "3rd “General Markov” Officers Regiment")) ==
          Codes{"2/3M", "1/3M", "3/3M"});
    CHECK(codesIn(division).size() == 24);
}

TEST_CASE("10.2 Whites, 3rd Infantry Division (Maj Gen Vitkovski), 22 units") {
    const Scenario scenario = shippedScenario("historical");
    const auto& division = formationNamed(scenario, "3rd Infantry Division");
    // "3rd Division Artillery (Art/3D)", "3rd Heavy Artillery Battalion (ArtL3/3D)", "3rd
    // Division Reserve Battalion (Res/3D)", "19th Arkhanghelgorod Dragoons Regiment", "Armored
    // train “Doblest Vitazia”".
    CHECK(division.units.size() == 5);
    CHECK(codesIn(formationNamed(scenario, "1st “General Drozdovski” Officers-Rifle Regiment")) ==
          Codes{"1/1D", "2/1D", "3/1D"});
    CHECK(codesIn(formationNamed(scenario, "2nd “General Drozdovski” Officers-Rifle Regiment")) ==
          Codes{"1/2D", "2/2D", "3/2D", "4/2D", "AC/2D"});
    CHECK(codesIn(formationNamed(scenario, "3rd “General Drozdovski” Officers-Rifle Regiment")) ==
          Codes{"1/3D", "2/3D", "3/3D"});
    CHECK(codesIn(formationNamed(scenario, "83rd Samour Infantry Regiment")) ==
          Codes{"1/83S", "2/83S", "3/83S", "Cv/83S"});
    const auto& barbovitch = formationNamed(scenario, "1st Cavalry Brigade");
    CHECK(barbovitch.kind == FormationKind::Cavalry);  // 5.2.2: "Barbovich ... Brigades"
    CHECK(codesIn(barbovitch) == Codes{"1Off/Alex", "10 HusIng"});
    CHECK(codesIn(division).size() == 22);
}

TEST_CASE("10.2 Reds, 13th Army (Guekker), 16 units") {
    const Scenario scenario = shippedScenario("historical");
    const auto& army = formationNamed(scenario, "13th Army");
    CHECK(army.commander == "Guekker");
    // "3x light armored trains (Avrora, Lenine, Okiabr)"
    CHECK(army.units.size() == 3);
    // "1st Regiment ... 6th Rgt ...; Cavalry, Artillery & Convoi (4m) 2901"
    CHECK(codesIn(formationNamed(scenario, "9th Rifle Division")).size() == 8);
    // "1st and 2nd Brigades, VO Regiment (VseOboutcha), 86th Regiment, Artillery"
    CHECK(codesIn(formationNamed(scenario, "Estonian Rifle Division")) ==
          Codes{"1/Est", "2/Est", "VO/Est", "86/Est", "Art/Est"});
    CHECK(codesIn(army).size() == 16);
}

TEST_CASE("10.2 Reds, 14th Army (Ouborevitch), 25 units") {
    const Scenario scenario = shippedScenario("historical");
    const auto& army = formationNamed(scenario, "14th Army");
    CHECK(army.commander == "Ouborevitch");
    CHECK(army.units.size() == 1);  // "1x light armored train (Bolchevik)"
    // "1st Brigade 1811 OOC; 2nd Bde and Artillery 1509; 3rd Bde 1411 OOC; Cavalry squadron"
    CHECK(codesIn(formationNamed(scenario, "7th Rifle Division")).size() == 5);
    const auto& forty = formationNamed(scenario, "41st Rifle Division");
    // Four brigades, two artilleries, the cavalry regiment, the Sabline Group's two regiments,
    // artillery and cavalry brigade, the 14th Cavalry Brigade and its horse artillery.
    CHECK(codesIn(forty) == Codes{"1/41D", "Art1/41D", "2/41D", "3/41D", "4/41D", "Art2/41D",
                                  "Cv/41D", "1/41S", "2/41S", "ArtSabline/41S", "Cv/41S",
                                  "14/41D", "14 bgde/41D"});
    CHECK(forty.mainBodies == 2);  // 5.2.1 (c)
    // "1st Brigade, Artillery, armored car"
    CHECK(codesIn(formationNamed(scenario, "46th Rifle Division")).size() == 3);
    // "1/57D & 2/57D, Art/57D"
    CHECK(codesIn(formationNamed(scenario, "57th Rifle Division")) ==
          Codes{"1/57D", "2/57D", "Art/57D"});
    CHECK(codesIn(army).size() == 25);
}

TEST_CASE("10.2 Reds, Shock Group: Letton Division, Tchervonno-Kazak, Pavlov, 20 units") {
    const Scenario scenario = shippedScenario("historical");
    const auto& letton = formationNamed(scenario, "Letton Rifle Division");
    CHECK(letton.commander == "Martouzevitch");
    CHECK(codesIn(letton.subordinates.at(0)) == Codes{"1/Let", "AC/Let", "2/Let", "3/Let"});
    CHECK(codesIn(letton.subordinates.at(1)) == Codes{"4/Let", "5/Let", "6/Let"});
    CHECK(codesIn(letton.subordinates.at(2)) == Codes{"7/Let", "8/Let", "9/Let"});
    CHECK(codesIn(letton).size() == 12);  // and "Cavalry Rgt", "Artillery"
    const auto& cossacks = formationNamed(scenario, "Tchervonno-Kazak Cavalry Brigade");
    CHECK(cossacks.commander == "Primakov");
    CHECK(cossacks.kind == FormationKind::Cavalry);
    CHECK(codesIn(cossacks) == Codes{"1/TchKz", "Art.Chev./TchKz", "2/TchKz"});
    const auto& pavlov = formationNamed(scenario, "Independent Rifle Brigade");
    CHECK(codesIn(pavlov) == Codes{"1/Pavl", "2/Pavl", "3/Pavl", "Cv/Pavl", "Art/Pavl"});
    CHECK(codesIn(formationNamed(scenario, "Shock Group (Oudarnaïa Groupa)")).size() == 20);
}

TEST_CASE("10.2 totals: 46 White units, 61 Red units, by kind") {
    const Scenario scenario = shippedScenario("historical");
    REQUIRE(scenario.sides.size() == 2);
    const auto& whites = scenario.sides[0];  // the day is White then Red (2.)
    const auto& reds = scenario.sides[1];
    CHECK(whites.name == "Whites");
    CHECK(reds.name == "Reds");
    CHECK(allUnits(whites).size() == 46);
    CHECK(allUnits(reds).size() == 61);
    // Whites: 28 infantry, 7 cavalry, 4 artillery, 4 armoured trains (Ioann Kalita, Offitser,
    // Grom Pobedy, Doblest Vitazia), 2 armoured cars, 1 tanks counter.
    CHECK(countOfKind(whites, UnitKind::Infantry) == 28);
    CHECK(countOfKind(whites, UnitKind::Cavalry) == 7);
    CHECK(countOfKind(whites, UnitKind::Artillery) == 4);
    CHECK(countOfKind(whites, UnitKind::ArmouredTrain) == 4);
    CHECK(countOfKind(whites, UnitKind::ArmouredCar) == 2);
    CHECK(countOfKind(whites, UnitKind::Tank) == 1);
    // Reds: 34 infantry, 9 cavalry, 12 artillery, 4 light armoured trains (Avrora, Lenine,
    // Oktiabr, Bolchevik), 2 armoured cars, no tanks.
    CHECK(countOfKind(reds, UnitKind::Infantry) == 34);
    CHECK(countOfKind(reds, UnitKind::Cavalry) == 9);
    CHECK(countOfKind(reds, UnitKind::Artillery) == 12);
    CHECK(countOfKind(reds, UnitKind::ArmouredTrain) == 4);
    CHECK(countOfKind(reds, UnitKind::ArmouredCar) == 2);
    CHECK(countOfKind(reds, UnitKind::Tank) == 0);
}

TEST_CASE("10.2 sides: commanders, friendly edges (1.2) and recruit battalions (4.3.2)") {
    const Scenario scenario = shippedScenario("historical");
    const auto& whites = sideNamed(scenario, "Whites");
    CHECK(whites.commander.find("Koutepov") != std::string::npos);
    CHECK(whites.friendlyEdges == std::vector<BoardEdge>{BoardEdge::South});
    CHECK(whites.recruitBattalions == 3);  // "3 Recruit battalions are available to be built"
    const auto& reds = sideNamed(scenario, "Reds");
    CHECK(reds.commander.find("Egorov") != std::string::npos);
    CHECK(reds.friendlyEdges == std::vector<BoardEdge>{BoardEdge::North, BoardEdge::West});
    CHECK(reds.recruitBattalions == 4);  // "4 Recruit battalions available to be built"
    // Provisional recruit counters within the TQ floors of 4.3.1 B (2 Reds, 3 Whites).
    REQUIRE(reds.recruitBattalion.has_value());
    CHECK(reds.recruitBattalion->kind == UnitKind::Infantry);
    CHECK(reds.recruitBattalion->troopQuality >= 2);
    REQUIRE(whites.recruitBattalion.has_value());
    CHECK(whites.recruitBattalion->troopQuality >= 3);
}

TEST_CASE("10.2: the armoured trains are light except the heavy “Ioann Kalita”") {
    const Scenario scenario = shippedScenario("historical");
    CHECK(unitCoded(scenario, "Ioann Kalita").train == TrainWeight::Heavy);
    for (const char* light : {"Offitser", "Grom Pobedy", "Doblest Vitazia", "Avrora", "Lenine",
                              "Oktiabr", "Bolchevik"}) {
        CAPTURE(light);
        CHECK(unitCoded(scenario, light).train == TrainWeight::Light);
    }
}

TEST_CASE("every shipped scenario loads, with both sides and a provisional note") {
    const auto folder = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "scenarios";
    const auto entries = tachanka::rules::orel::findScenarios({folder});
    REQUIRE(entries.size() == 3);
    for (const auto& entry : entries) {
        CAPTURE(entry.id);
        const Scenario scenario = tachanka::rules::orel::loadScenario(entry.file, {folder});
        CHECK(scenario.id == entry.id);
        REQUIRE(scenario.sides.size() == 2);
        CHECK_FALSE(allUnits(scenario.sides[0]).empty());
        CHECK_FALSE(allUnits(scenario.sides[1]).empty());
        CHECK(scenario.provisional == entry.provisional);
        CHECK_FALSE(scenario.provisionalNote.empty());
        CHECK_FALSE(scenario.victory.levels.empty());
    }
}
