// The historical scenario (10.2) against the rules text: setup hexes, OOC units, inactive
// formations and what releases them, reinforcements, depots, the turn track, victory, errata,
// and provisional counter values that agree with the worked combat example.

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/campaign/campaign_turn.hpp"
#include "rules/orel/operations/movement.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/orel/scenario_file.hpp"
#include "tests/scenarios/shipped.hpp"

using namespace tachanka::model;
using namespace tachanka::testing;

namespace {

Hex hex(const char* label) { return Hex::parse(label); }

namespace ops = tachanka::rules::orel::operations;

ops::OperationsTables shippedOperationsTables() {
    return tachanka::rules::orel::loadOrelTables(std::string(TACHANKA_SOURCE_DIR) +
                                                 "/templates/rules/orel-1919.xml")
        .operations;
}

void addSetUp(const ScenarioFormation& formation, ops::Side side, ops::Units& units) {
    for (const auto& unit : formation.units) {
        if (!unit.hex) continue;
        units.push_back({unit.code, side, tachanka::core::moverOf(unit.kind), *unit.hex,
                         unit.steps, false, false});
    }
    for (const auto& subordinate : formation.subordinates) addSetUp(subordinate, side, units);
}

}  // namespace

TEST_CASE("10.2 setup hexes as the text gives them") {
    const Scenario scenario = shippedScenario("historical");
    CHECK(scenario.start == GameDate{1919, 10, 15});
    CHECK(unitCoded(scenario, "1/Let").hex == hex("1610"));  // "1st Regiment (1/Let) & armored car 1610"
    CHECK(unitCoded(scenario, "AC/Let").hex == hex("1610"));
    CHECK(unitCoded(scenario, "6/Let").hex == hex("2110"));  // "6th Rgt (6/Let) 2110 (Kromy)"
    CHECK(unitCoded(scenario, "Art/Let").hex == hex("2110"));
    CHECK(unitCoded(scenario, "off/2K").hex == hex("2705"));  // "Officers Battalion (off/2K) 2705 (Orel)"
    CHECK(unitCoded(scenario, "Ioann Kalita").hex == hex("2705"));
    CHECK(unitCoded(scenario, "1/9D").hex == hex("3002"));  // "1st Regiment 3002"
    CHECK(unitCoded(scenario, "6/9D").hex == hex("2502"));
    CHECK(unitCoded(scenario, "Bolchevik").hex == hex("0309"));  // "(Navlia)"
    CHECK(unitCoded(scenario, "2/1D").hex == hex("1214"));  // "(Dmitrovsk)"
    CHECK(unitCoded(scenario, "1/83S").hex == hex("1214"));
    CHECK(unitCoded(scenario, "2/2D").hex == hex("0219"));  // "(Sevsk)"
    CHECK(unitCoded(scenario, "4/2D").hex == hex("0516"));  // "(Arkino)"
    CHECK(unitCoded(scenario, "14 bgde/41D").hex == hex("0811"));
    CHECK(unitCoded(scenario, "Art.Chev./TchKz").hex == hex("1411"));
    CHECK(unitCoded(scenario, "3/Pavl").hex == hex("2207"));
    CHECK(unitCoded(scenario, "Cv/1K").hex == hex("3104"));
}

TEST_CASE("10.2 units out of command at setup: five Red, one White") {
    const Scenario scenario = shippedScenario("historical");
    std::vector<std::string> ooc;
    for (const auto& side : scenario.sides) {
        for (const auto& found : allUnits(side)) {
            if (found.unit->outOfCommand) ooc.push_back(found.unit->code);
        }
    }
    // "Cv/83S ... 2311 OOC"; "1st Brigade 1811 OOC; ... 3rd Bde 1411 OOC"; "2nd Bde 0119 OOC";
    // "2/41S 0614 OOC"; "4th Regiment (4/Let) 1810 OOC"
    CHECK(ooc == std::vector<std::string>{"Cv/83S", "1/7D", "3/7D", "2/41D", "2/41S", "4/Let"});
}

TEST_CASE("10.2 inactive formations and what releases each") {
    const Scenario scenario = shippedScenario("historical");
    CHECK(inactiveFormations(scenario) ==
          std::vector<std::string>{"1st “General Kornilov” Shock Regiment",
                                   "3rd “General Kornilov” Shock Regiment", "9th Rifle Division",
                                   "3rd Letton Brigade"});
    // "Inactive through 18 October unless attacked before then"
    const auto& ninth = *formationNamed(scenario, "9th Rifle Division").inactive;
    CHECK(ninth.through == GameDate{1919, 10, 18});
    REQUIRE(ninth.releasedBy.size() == 1);
    CHECK(ninth.releasedBy[0].event == ReleaseEvent::Attacked);
    // "Inactive (in reserve) through 16 October unless enemy within 2 hexes" (the whole brigade)
    const auto& reserve = *formationNamed(scenario, "3rd Letton Brigade").inactive;
    CHECK(reserve.through == GameDate{1919, 10, 16});
    REQUIRE(reserve.releasedBy.size() == 1);
    CHECK(reserve.releasedBy[0].event == ReleaseEvent::EnemyWithin);
    CHECK(reserve.releasedBy[0].hexes == 2);
    CHECK(reserve.releasedBy[0].exceptFormation.empty());
    // "Inactive through 18 October unless attacked, or enemy within 2 hexes (except the Red 9th
    // Rifle Div), or a Red unit is within 2 hexes of the double-tracked railroad"
    for (const char* name :
         {"1st “General Kornilov” Shock Regiment", "3rd “General Kornilov” Shock Regiment"}) {
        CAPTURE(name);
        const auto& kornilov = *formationNamed(scenario, name).inactive;
        CHECK(kornilov.through == GameDate{1919, 10, 18});
        REQUIRE(kornilov.releasedBy.size() == 3);
        CHECK(kornilov.releasedBy[0].event == ReleaseEvent::Attacked);
        CHECK(kornilov.releasedBy[1].event == ReleaseEvent::EnemyWithin);
        CHECK(kornilov.releasedBy[1].hexes == 2);
        CHECK(kornilov.releasedBy[1].exceptFormation == "9th Rifle Division");
        CHECK(kornilov.releasedBy[2].event == ReleaseEvent::EnemyNearDoubleTrack);
        CHECK(kornilov.releasedBy[2].hexes == 2);
    }
}

TEST_CASE("10.2 reinforcements: date, entry hexes and MP penalty") {
    const Scenario scenario = shippedScenario("historical");
    const auto arrival = [&scenario](const char* code) { return *unitCoded(scenario, code).arrival; };
    // "as reinforcements on 16 October via 1501, with -1 MP each ... except the 86th Regiment
    // which has -3 MP" (and the erratum: "On the 16/10 turn, add Estoniens")
    CHECK(arrival("1/Est").date == GameDate{1919, 10, 16});
    CHECK(arrival("1/Est").entryHexes == std::vector<Hex>{hex("1501")});
    CHECK(arrival("1/Est").mpPenalty == 1);
    CHECK(arrival("Art/Est").mpPenalty == 1);
    CHECK(arrival("86/Est").mpPenalty == 3);
    // "3x light armored trains ...: as reinforcements on 19 October via 3101"
    CHECK(arrival("Avrora").date == GameDate{1919, 10, 19});
    CHECK(arrival("Oktiabr").entryHexes == std::vector<Hex>{hex("3101")});
    // 46th: "enter on 18 October on/between 0117 and 0120 with -1 MP"; 57th: no penalty
    const std::vector<Hex> westEdge{hex("0117"), hex("0118"), hex("0119"), hex("0120")};
    CHECK(arrival("AC/46D").date == GameDate{1919, 10, 18});
    CHECK(arrival("AC/46D").entryHexes == westEdge);
    CHECK(arrival("AC/46D").mpPenalty == 1);
    CHECK(arrival("2/57D").entryHexes == westEdge);
    CHECK(arrival("2/57D").mpPenalty == 0);
    // "Black Sea Cavalry Regiment (Cv/MN) enter on 18 October via 3205 (Zolotarevo)"
    CHECK(arrival("Cv/MN").date == GameDate{1919, 10, 18});
    CHECK(arrival("Cv/MN").entryHexes == std::vector<Hex>{hex("3205")});
    // "Armored train “Grom Pobedy” enters 18 October via 2920 (Ponyri)"
    CHECK(arrival("Grom Pobedy").entryHexes == std::vector<Hex>{hex("2920")});
    // "1st Bn (1/3M), and 3rd Bn (3/3M) enter as reinforcements on 18 October at Diatchia
    // (2413) or at a railroad station on the Orel-Ponyri line, or on foot via 2920"
    CHECK(arrival("3/3M").date == GameDate{1919, 10, 18});
    CHECK(arrival("3/3M").entryHexes == std::vector<Hex>{hex("2413"), hex("2920")});
    CHECK(arrival("3/3M").note.find("railroad station on the Orel-Ponyri line") !=
          std::string::npos);
    // "on October 17th via either 1020 or 1220 [NOT both]"; the erratum: ignore “Br. Cav.
    // Barbo” on the 19/10 turn.
    CHECK(arrival("1Off/Alex").date == GameDate{1919, 10, 17});
    CHECK(arrival("10 HusIng").entryHexes == std::vector<Hex>{hex("1020"), hex("1220")});
    int reinforcements = 0;
    for (const auto& side : scenario.sides) {
        for (const auto& found : allUnits(side)) reinforcements += found.unit->arrival ? 1 : 0;
    }
    CHECK(reinforcements == 6 + 14);  // Whites: Cv/MN, Grom Pobedy, 1/3M, 3/3M and Barbovitch's 2
}

TEST_CASE("10.2 depots: convoys and railroad depots with their munitions points") {
    const Scenario scenario = shippedScenario("historical");
    std::vector<std::string> depots;
    for (const auto& side : scenario.sides) {
        for (const auto& found : allDepots(side)) {
            const ScenarioDepot& depot = *found.depot;
            depots.push_back(side.name + " " + std::string(depotKindName(depot.kind)) + " " +
                             std::to_string(depot.munitions) + "m " +
                             (depot.hex ? depot.hex->label()
                                        : "arrives " + depot.arrival->date.iso() + " via " +
                                              depot.arrival->entryHexes.front().label()));
        }
    }
    std::sort(depots.begin(), depots.end());
    // Whites: "1x Railroad Depot (5m) 2705 (Orel)", "1x Convoi (2m) 2605", "1x Convoi (4m)
    // 1117", "1x Convoi (4m) 0518", "1x Convoi (3m) 2014". Reds: "Convoi (4m) 2901",
    // "1x Railroad Depot (5m): enter on 16 October via 0701", "1x Convoi (3m) enters 18
    // October on/between 0117 and 0120", "1x Convoi (4m) 1112", "1x Railroad Depot (5m) 0309
    // (Navlia)", "1x Convoi (3m) 1809", "1x Convoi (2m) 1410".
    CHECK(depots == std::vector<std::string>{
                        "Reds convoy 2m 1410",
                        "Reds convoy 3m 1809",
                        "Reds convoy 3m arrives 1919-10-18 via 0117",
                        "Reds convoy 4m 1112",
                        "Reds convoy 4m 2901",
                        "Reds railroad 5m 0309",
                        "Reds railroad 5m arrives 1919-10-16 via 0701",
                        "Whites convoy 2m 2605",
                        "Whites convoy 3m 2014",
                        "Whites convoy 4m 0518",
                        "Whites convoy 4m 1117",
                        "Whites railroad 5m 2705",
                    });
}

TEST_CASE("10.2 victory locations, levels and loss shifts") {
    const Victory victory = shippedScenario("historical").victory;
    // "Dmitrovsk 1214; Kromy 2110; Orël 2705; Komaritchi 0717; Brasovo 0513; Sevsk 0219."
    REQUIRE(victory.locations.size() == 6);
    CHECK(victory.locations[0].name == "Dmitrovsk");
    CHECK(victory.locations[0].hex == hex("1214"));
    CHECK(victory.locations[2].name == "Orël");
    CHECK(victory.locations[2].hex == hex("2705"));
    CHECK(victory.locations[4].hex == hex("0513"));
    CHECK(victory.locations[5].hex == hex("0219"));
    REQUIRE(victory.levels.size() == 6);
    CHECK(victory.levels[0].side == "Whites");
    CHECK(victory.levels[0].level == "strategic");
    CHECK(victory.levels[0].rank > victory.levels[1].rank);
    CHECK(victory.levels[1].rank > victory.levels[2].rank);
    // "White Minor Victory: Occupy Komaritchi OR Dmitrovsk OR Kromy."
    const auto& minor = victory.levels[2].condition;
    CHECK(minor.kind == ConditionKind::AnyOf);
    REQUIRE(minor.conditions.size() == 3);
    CHECK(minor.conditions[2].location == "Kromy");
    // "Red Regional Victory: Occupy Sevsk, Brasovo, Komaritchi, Dmitrovsk, Kromy and Orël."
    CHECK(victory.levels[4].side == "Reds");
    CHECK(victory.levels[4].condition.kind == ConditionKind::AllOf);
    CHECK(victory.levels[4].condition.conditions.size() == 6);
    // "Red Minor Victory: ... but have not taken Orël."
    const auto& redMinor = victory.levels[5].condition.conditions;
    REQUIRE(redMinor.size() == 2);
    CHECK(redMinor[0].name == "double-track-station-south");
    CHECK(redMinor[1].kind == ConditionKind::Not);
    // "lost 10 or more combat units, shift ... down one level ... two levels if ... 15"
    REQUIRE(victory.lossShifts.size() == 2);
    CHECK(victory.lossShifts[0].combatUnits == 10);
    CHECK(victory.lossShifts[0].levels == 1);
    CHECK(victory.lossShifts[1].combatUnits == 15);
    CHECK(victory.lossShifts[1].levels == 2);
}

TEST_CASE("10.2 errata and special rules are carried with the scenario") {
    const Scenario scenario = shippedScenario("historical");
    REQUIRE(scenario.errata.size() >= 2);
    CHECK(scenario.errata[0].find("16/10") != std::string::npos);
    CHECK(scenario.errata[0].find("Estoniens") != std::string::npos);
    CHECK(scenario.errata[1].find("Br. Cav. Barbo") != std::string::npos);
    CHECK(scenario.specialRules.at(0) == "“Inactive” units may Entrench.");
    bool neroussa = false;
    for (const auto& rule : scenario.specialRules) {
        neroussa = neroussa || rule.find("Neroussa") != std::string::npos;
    }
    CHECK(neroussa);
    // 5.1: "Beginning with the 20 October turn, this formation may command the cavalry units
    // 14/41D and 41S.Cv"
    const auto& extra = formationNamed(scenario, "Tchervonno-Kazak Cavalry Brigade").extraCommand;
    REQUIRE(extra.size() == 1);
    CHECK(extra[0].from == GameDate{1919, 10, 20});
    CHECK(extra[0].unitCodes == std::vector<std::string>{"14/41D", "Cv/41S"});
    // The rules file's shared command (5.1) names the units and the formation as the scenario
    // does, "41S.Cv" being the setup's "Cv/41S", or the rule would match no unit.
    for (const auto& shared : shippedOperationsTables().sharedCommand) {
        CHECK(formationNamed(scenario, shared.formation).name == shared.formation);
        for (const auto& code : shared.units) CHECK(unitCoded(scenario, code).code == code);
    }
}

TEST_CASE("10.2 provisional values: flagged, and the worked example's typical counters") {
    const Scenario scenario = shippedScenario("historical");
    CHECK(scenario.provisional);
    CHECK(scenario.track.provisional);
    CHECK(scenario.provisionalNote.find("reconstruction") != std::string::npos);
    // READINGS.md: "Red infantry 5 and 5 and artillery fire 3 at TQ 5, Red cavalry charge 4;
    // White units of 7 and 5 (TQ 6 and 5) and cavalry 1 (TQ 6) with integrated artillery".
    CHECK(unitCoded(scenario, "1/Let").strength == 5);
    CHECK(unitCoded(scenario, "1/Let").troopQuality == 5);
    CHECK(unitCoded(scenario, "Art/Let").fire == 3);
    CHECK(unitCoded(scenario, "Art/Let").troopQuality == 5);
    CHECK(unitCoded(scenario, "Cv/Let").charge == 4);
    CHECK(unitCoded(scenario, "off/2K").strength == 7);
    CHECK(unitCoded(scenario, "off/2K").troopQuality == 6);
    CHECK(unitCoded(scenario, "1/83S").strength == 5);
    CHECK(unitCoded(scenario, "1/83S").troopQuality == 5);
    CHECK(unitCoded(scenario, "Cv/2K").charge == 1);
    CHECK(unitCoded(scenario, "Cv/2K").troopQuality == 6);
    CHECK(unitCoded(scenario, "Cv/2K").integratedArtillery);
    // ... "8 steps in all": the 7, the 5 and the squadron.
    CHECK(unitCoded(scenario, "off/2K").steps + unitCoded(scenario, "1/83S").steps +
              unitCoded(scenario, "Cv/2K").steps ==
          8);
    // 7.2: Red shock units pay 2 MP for a prepared attack; the Shock Group's infantry is shock.
    CHECK(unitCoded(scenario, "1/Let").shock);
    CHECK_FALSE(unitCoded(scenario, "1/9D").shock);
}

// 7.1.2: "At the end of each unit's movement there cannot be more than 10 stacking points or 3
// units in a hex. (Note: losses reduce a unit's stacking points). Vehicles and depots do not
// count towards stacking." The provisional counter values must leave the text's setup legal.
TEST_CASE("7.1.2 every setup the text gives stacks within the limits") {
    const auto tables = shippedOperationsTables();
    for (const std::string id : {"historical", "hypothetical", "brasovo"}) {
        const Scenario scenario = shippedScenario(id);
        ops::Units units;
        for (const auto& side : scenario.sides) {
            const auto player = side.name == "Whites" ? ops::Side::Whites : ops::Side::Reds;
            for (const auto& formation : side.formations) addSetUp(formation, player, units);
        }
        for (const auto& unit : units) {
            CAPTURE(id);
            CAPTURE(unit.code);
            CHECK_FALSE(ops::stacking(tables, units, unit.hex, unit.side).refusal.has_value());
        }
    }
    // Dmitrovsk (1214): "2nd Bn (2/1D) and 3rd Bn (3/1D) 1214 (Dmitrovsk)" and "1st Battalion
    // (1/83S) 1214 (Dmitrovsk)".
    const Scenario historical = shippedScenario("historical");
    CHECK(unitCoded(historical, "2/1D").steps + unitCoded(historical, "3/1D").steps +
              unitCoded(historical, "1/83S").steps <=
          10);
}

TEST_CASE("10.2 turn track: every day has recruit points for both sides") {
    const Scenario scenario = shippedScenario("historical");
    for (GameDate day = scenario.start; day <= scenario.lastDay(); day = day.nextDay()) {
        CAPTURE(day.iso());
        CHECK(tachanka::rules::orel::recruitPointsFor(scenario, "Reds", day) > 0);
        CHECK(tachanka::rules::orel::recruitPointsFor(scenario, "Whites", day) > 0);
    }
    // The text dates events up to 20 October (5.1, 10.3): the track reaches at least that day.
    CHECK(scenario.lastDay() >= GameDate{1919, 10, 20});
}
