// Hand-to-hand combat: strengths, ratio columns, results, officers, charges and pursuit.

#include <doctest/doctest.h>

#include "rules/redactions/charge.hpp"
#include "rules/redactions/combat.hpp"
#include "rules/redactions/exact_odds.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

CombatSide side(Arm arm, int value, int bases) {
    CombatSide result;
    result.arm = arm;
    result.fightingValue = value;
    result.unit.bases = bases;
    return result;
}

CombatResolution fight(const CombatInputs& inputs, std::vector<int> dice) {
    ScriptedDice scripted(std::move(dice));
    auto result = resolveCombat(shippedTables(), inputs, scripted);
    CHECK(scripted.remaining() == 0);
    return result;
}

}  // namespace

TEST_CASE("ratio columns: below 3:2 Advantage, then 3:2, 2:1, 5:2, 3:1, 4:1") {
    const auto& table = shippedTables().combat;
    const auto label = [&](long stronger, long weaker) {
        return table.columns[combatColumn(table, stronger, weaker)].label;
    };
    CHECK(label(10, 10) == "Advantage");
    CHECK(label(14, 10) == "Advantage");
    CHECK(label(15, 10) == "3:2");
    CHECK(label(19, 10) == "3:2");
    CHECK(label(20, 10) == "2:1");
    CHECK(label(25, 10) == "5:2");
    CHECK(label(30, 10) == "3:1");
    CHECK(label(39, 10) == "3:1");
    CHECK(label(40, 10) == "4:1");
    CHECK(label(100, 10) == "4:1");
    CHECK(label(5, 0) == "4:1");
    CHECK(label(0, 0) == "Advantage");
}

TEST_CASE("strength: fighting value x effective bases, cumulative percentages") {
    const auto& percent = shippedTables().combatPercent;
    auto defender = side(Arm::Riflemen, 3, 4);
    CHECK(combatStrength(percent, defender) == 3 * 8 * 100);
    defender.modifiers = {CombatModifier::Fortified, CombatModifier::Uphill};
    CHECK(combatStrength(percent, defender) == 3 * 8 * 175);  // +50% +25%
    defender.unit.terror = 4;                                 // terror equal to bases: half a base
    CHECK(combatStrength(percent, defender) == 3 * 1 * 175);
}

TEST_CASE("equal strengths give the charger the advantage") {
    CombatInputs inputs{side(Arm::Sabres, 2, 3), side(Arm::Riflemen, 3, 2), ChargeDirection::Front};
    const auto result = fight(inputs, {3, 4});  // Advantage, 7: W/Retires 1 x Ter
    CHECK(result.chargerIsStronger);
    CHECK(result.column == "Advantage");
    CHECK(result.cell.text == "W/Retires 1 x Ter");
    CHECK(result.defender.after.terror == 1);
    CHECK(result.defender.retireInches == 3);
    CHECK(result.charger.after.terror == 0);
}

TEST_CASE("S and W mean the stronger and weaker side, whoever charged") {
    // Charger 4 against defender 8 behind fortifications (12): the defender is stronger, 3:1.
    auto defender = side(Arm::Riflemen, 2, 4);
    defender.modifiers = {CombatModifier::Fortified};
    CombatInputs inputs{side(Arm::Sabres, 2, 2), defender, ChargeDirection::Front};
    auto result = fight(inputs, {1, 1});  // 3:1, 2: S/Retires 1 x Ter
    CHECK_FALSE(result.chargerIsStronger);
    CHECK(result.column == "3:1");
    CHECK(result.chargerStrength == doctest::Approx(4.0));
    CHECK(result.defenderStrength == doctest::Approx(12.0));
    CHECK(result.defender.after.terror == 1);  // the stronger side retires
    CHECK(result.charger.after.terror == 0);
    result = fight(inputs, {5, 6});  // 3:1, 11: W/Defeated
    CHECK(result.charger.after.bases == 0);
}

TEST_CASE("W/Defeated: two bases lost, survivors rout, W/Surrenders: all prisoners") {
    CombatInputs inputs{side(Arm::Sabres, 4, 4), side(Arm::Riflemen, 2, 4), ChargeDirection::Front};
    auto result = fight(inputs, {5, 5});  // 16 v 8: 2:1, 10: W/Defeated
    CHECK(result.cell.text == "W/Defeated");
    CHECK(result.defender.after.bases == 2);
    CHECK(result.defender.after.routing);
    CHECK_FALSE(result.defender.whiteOfficerBaseLost);
    inputs.defender.whiteOfficerBase = true;
    CHECK(fight(inputs, {5, 5}).defender.whiteOfficerBaseLost);
    inputs.charger = side(Arm::Sabres, 8, 4);  // 32 v 8: 4:1, 11 W/Surrenders
    result = fight(inputs, {5, 6});
    CHECK(result.column == "4:1");
    CHECK(result.defender.surrendered);
    CHECK(result.defender.after.bases == 0);
}

TEST_CASE("S/Humiliated: stronger humiliated and a fear test, weaker retires with 2 terror") {
    CombatInputs inputs{side(Arm::Sabres, 4, 4), side(Arm::Riflemen, 2, 4), ChargeDirection::Front};
    const auto result = fight(inputs, {2, 2});  // 2:1, 4: S/Humiliated
    CHECK(result.cell.text == "S/Humiliated");
    CHECK(result.charger.after.humiliated == 1);
    CHECK(result.charger.tests == std::vector<MoraleTest>{MoraleTest::Fear});
    CHECK(result.defender.after.terror == 2);
    CHECK(result.defender.retireInches == 3);
}

TEST_CASE("flank charge: a terror marker and half strength, rear: three markers") {
    CombatInputs inputs{side(Arm::Sabres, 2, 3), side(Arm::Riflemen, 3, 4), ChargeDirection::Flank};
    auto result = fight(inputs, {3, 4});
    // Defender: 3 × 3 effective bases × 50% = 4.5 against 6.
    CHECK(result.defenderStrength == doctest::Approx(4.5));
    CHECK(result.chargerIsStronger);
    CHECK(result.defender.after.terror == 2);  // 1 for the flank + W/Retires 1 x Ter
    inputs.direction = ChargeDirection::Rear;
    result = fight(inputs, {3, 4});
    CHECK(result.defenderStrength == doctest::Approx(1.5));  // 3 × 1 × 50%
    CHECK(result.column == "4:1");
}

TEST_CASE("\"when these exceed the number of bases in the unit, the unit immediately routs\": "
          "a unit routed by a flank or rear charge's markers does not fight") {
    // Charging: "A unit charged in the rear adds three terror markers and then turns all bases
    // to face"; Definitions: markers exceeding the bases rout the unit immediately.
    CombatInputs inputs{side(Arm::Sabres, 2, 3), side(Arm::Riflemen, 3, 2), ChargeDirection::Rear};
    inputs.defender.officers = 1;
    ScriptedDice none({});
    const auto rear = resolveCombat(shippedTables(), inputs, none);
    CHECK(rear.defenderRoutedBeforeCombat);
    CHECK(rear.defender.after.routing);
    CHECK(rear.defender.after.terror == 3);
    CHECK(rear.defender.after.bases == 2);  // no combat result: no bases lost
    CHECK(rear.roll == 0);
    CHECK(rear.rolls.empty());  // no combat roll, no officer test
    CHECK(rear.charger.effects.empty());
    // A flank charge's single marker routs a unit already carrying as many markers as bases.
    inputs.direction = ChargeDirection::Flank;
    inputs.defender.unit.terror = 2;
    CHECK(resolveCombat(shippedTables(), inputs, none).defenderRoutedBeforeCombat);
    // Markers equal to the bases do not rout: the unit fights at half a base.
    inputs.defender.unit.terror = 1;
    inputs.defender.officers = 0;
    ScriptedDice seven({3, 4});
    const auto fought = resolveCombat(shippedTables(), inputs, seven);
    CHECK_FALSE(fought.defenderRoutedBeforeCombat);
    CHECK(fought.roll == 7);
    const auto odds = combatOdds(shippedTables(), CombatInputs{side(Arm::Sabres, 2, 3),
                                                               side(Arm::Riflemen, 3, 2),
                                                               ChargeDirection::Rear});
    REQUIRE(odds.outcomes().size() == 1);
    CHECK(odds.outcomes()[0].result == routsBeforeCombat);
}

TEST_CASE("officers in combat: casualty on 1, or 2 when their unit routs") {
    auto charger = side(Arm::Sabres, 4, 4);
    charger.officers = 1;
    auto defender = side(Arm::Riflemen, 2, 4);
    defender.officers = 1;
    CombatInputs inputs{charger, defender, ChargeDirection::Front};
    const auto result = fight(inputs, {5, 5, 2, 2});  // W/Defeated; both officers roll 2
    REQUIRE(result.charger.officerCasualties);
    CHECK(result.charger.officerCasualties->casualties == 0);
    CHECK(result.defender.officerCasualties->casualties == 1);  // its unit routs
    CHECK(result.defender.tests == std::vector<MoraleTest>{MoraleTest::Serious});
}

TEST_CASE("who may charge whom") {
    CHECK_FALSE(chargeRefusal(Arm::Sabres, Arm::Riflemen, true));
    CHECK(chargeRefusal(Arm::Sabres, Arm::Tank, true));
    CHECK(chargeRefusal(Arm::Riflemen, Arm::Sabres, true));
    CHECK_FALSE(chargeRefusal(Arm::Riflemen, Arm::Sabres, false));
    CHECK(chargeRefusal(Arm::Riflemen, Arm::ArmouredCar, false));
    CHECK_FALSE(chargeRefusal(Arm::Tank, Arm::Riflemen, true));
    CHECK(chargeRefusal(Arm::Tank, Arm::ArmouredCar, true));
    CHECK(chargeRefusal(Arm::Tachankas, Arm::Riflemen, true));
    CHECK(chargeRefusal(Arm::MachineGuns, Arm::Riflemen, true));
    CHECK(chargeRefusal(Arm::FieldGuns, Arm::Riflemen, true));
    CHECK(chargeRefusal(Arm::Mortars, Arm::Riflemen, true));
}

TEST_CASE("troops contacted by a charging vehicle immobilise it on a 6, grenadiers on 4+") {
    const auto& rolls = shippedTables().rolls;
    ScriptedDice dice({5, 6, 4, 3});
    CHECK_FALSE(vehicleImmobilisedByTroops(rolls, false, dice));
    CHECK(vehicleImmobilisedByTroops(rolls, false, dice));
    CHECK(vehicleImmobilisedByTroops(rolls, true, dice));
    CHECK_FALSE(vehicleImmobilisedByTroops(rolls, true, dice));
}

TEST_CASE("pursuit: sabres catch slower routers, cavalry as fast on 4+, half destroyed") {
    const auto& rolls = shippedTables().rolls;
    ScriptedDice dice({3, 4});
    CHECK(pursue(rolls, {true, 12, 6, false, false}, dice).caught);
    CHECK_FALSE(pursue(rolls, {true, 12, 12, true, false}, dice).caught);
    CHECK(pursue(rolls, {true, 12, 12, true, false}, dice).caught);
    CHECK_FALSE(pursue(rolls, {true, 12, 6, false, true}, dice).pursues);  // enemy facing them
    CHECK_FALSE(pursue(rolls, {false, 12, 6, false, false}, dice).pursues);
    CHECK_FALSE(pursue(rolls, {true, 12, 18, false, false}, dice).caught);
    CHECK(dice.remaining() == 0);
    CHECK(caughtInPursuit(5).destroyed == 3);
    CHECK(caughtInPursuit(5).prisoners == 2);
    CHECK(caughtInPursuit(4).destroyed == 2);
}

TEST_CASE("combat cells in words, naming the stronger and weaker side") {
    const auto& rolls = shippedTables().rolls;
    CHECK(describeCombatCell(parseCombatCell("W/Retires 2 x Ter"), rolls) ==
          std::vector<std::string>{"weaker side retires with 2 terror markers"});
    CHECK(describeCombatCell(parseCombatCell("S/Defeated"), rolls) ==
          std::vector<std::string>{"stronger side loses 2 bases and the survivors rout"});
    CHECK(describeCombatCell(parseCombatCell("S/Humiliated"), rolls) ==
          std::vector<std::string>{"stronger side gets a humiliated marker and takes a fear test",
                                   "weaker side retires with 2 terror markers"});
    CHECK(describeCombatCell(parseCombatCell("W/Surrenders"), rolls) ==
          std::vector<std::string>{"weaker side surrenders entirely"});
}
