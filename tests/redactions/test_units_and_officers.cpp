// Units and markers, characteristics, officers' morale bonus and casualties.

#include <doctest/doctest.h>

#include "rules/redactions/officers.hpp"
#include "rules/redactions/unit_state.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

TEST_CASE("effective bases: one less per terror marker, half a base when they are equal") {
    UnitState unit;
    unit.bases = 4;
    CHECK(effectiveHalfBases(unit) == 8);
    unit.terror = 1;
    unit.humiliated = 1;  // humiliated markers count as terror
    CHECK(effectiveHalfBases(unit) == 4);
    unit.terror = 3;
    CHECK(effectiveHalfBases(unit) == 1);
}

TEST_CASE("terror markers exceeding the bases rout the unit at once") {
    UnitState unit;
    unit.bases = 2;
    CHECK_FALSE(addTerror(unit, 2));
    CHECK(addTerror(unit, 1));
    CHECK(unit.routing);
    UnitState humiliated;
    humiliated.bases = 1;
    humiliated.terror = 1;
    CHECK(addHumiliated(humiliated, 1));
}

TEST_CASE("rally from terror removes terror markers but never humiliated ones") {
    UnitState unit;
    unit.bases = 3;
    unit.terror = 2;
    unit.humiliated = 1;
    rallyFromTerror(unit);
    CHECK(unit.terror == 0);
    CHECK(unit.humiliated == 1);
}

TEST_CASE("dividing splits markers as equally as possible, rounding up, combining keeps all") {
    UnitState unit;
    unit.bases = 5;
    unit.terror = 3;
    unit.humiliated = 1;
    unit.pinned = true;
    const auto parts = divideUnit(unit, {3, 2});
    REQUIRE(parts.size() == 2);
    CHECK(parts[0].bases == 3);
    CHECK(parts[0].terror == 2);  // 3 markers in 2: 2 each
    CHECK(parts[0].humiliated == 1);
    CHECK(parts[1].bases == 2);
    CHECK(parts[1].terror == 2);
    CHECK(parts[1].routing);  // 3 markers on 2 bases
    CHECK_THROWS_AS(divideUnit(unit, {3, 3}), std::invalid_argument);
    CHECK_THROWS_AS(divideUnit(unit, {5}), std::invalid_argument);
    const auto combined = combineUnits(parts);
    CHECK(combined.bases == 5);
    CHECK(combined.terror == 4);
    CHECK(combined.humiliated == 2);
}

TEST_CASE("officer morale bonus: senior adds in sight within 12\" or within 4\"") {
    const auto& rules = shippedTables().morale;
    CHECK(officerMoraleBonus(rules, 1, std::nullopt) == 1);
    CHECK(officerMoraleBonus(rules, 1, SeniorOfficer{2, 12, true, false}) == 3);
    CHECK(officerMoraleBonus(rules, 1, SeniorOfficer{2, 13, true, false}) == 1);
    CHECK(officerMoraleBonus(rules, 1, SeniorOfficer{2, 4, false, false}) == 3);
    CHECK(officerMoraleBonus(rules, 1, SeniorOfficer{2, 5, false, false}) == 1);
    CHECK(officerMoraleBonus(rules, -1, SeniorOfficer{2, 30, false, true}) ==
          2);  // personal command
    CHECK(officerMoraleBonus(rules, std::nullopt, SeniorOfficer{-1, 3, false, false}) == -1);
}

TEST_CASE("characteristics: officers lend theirs, instil Mob unless Storm or Specialist") {
    using C = Characteristic;
    using O = OfficerCharacteristic;
    CHECK(effectiveCharacteristics({}, {O::Skirmisher}) == std::set<C>{C::Skirmisher});
    CHECK(effectiveCharacteristics({}, {O::MobInstilling}) == std::set<C>{C::Mob});
    CHECK(effectiveCharacteristics({C::Storm}, {O::MobInstilling}) == std::set<C>{C::Storm});
    CHECK(effectiveCharacteristics({}, {O::Specialist, O::MobInstilling}) ==
          std::set<C>{C::Specialist});
    // White Conscripts stiffened by a White Officer base lose Mob until that base is lost.
    CHECK(effectiveCharacteristics({C::Mob, C::WhiteOfficerBase}, {}) ==
          std::set<C>{C::WhiteOfficerBase});
    CHECK(effectiveCharacteristics({C::Mob, C::WhiteOfficerBase}, {}, true) == std::set<C>{C::Mob});
}

TEST_CASE("Mobs that see the enemy need 3+ for anything but shoot, charge or move away") {
    const auto& rolls = shippedTables().rolls;
    ScriptedDice dice({2, 3});
    CHECK_FALSE(mobHesitation(rolls, true, true, MobAction::Other, dice).acts);
    CHECK(mobHesitation(rolls, true, true, MobAction::Other, dice).acts);
    CHECK_FALSE(mobHesitation(rolls, true, true, MobAction::ShootChargeOrMoveAway, dice).rolled);
    CHECK_FALSE(mobHesitation(rolls, true, false, MobAction::Other, dice).rolled);
    CHECK_FALSE(mobHesitation(rolls, false, true, MobAction::Other, dice).rolled);
    CHECK(dice.remaining() == 0);
}

TEST_CASE("officer casualties: shooting kills on 1, combat on 1, or 1-2 when the unit routs") {
    const auto& rolls = shippedTables().rolls;
    ScriptedDice shooting({1, 2});
    auto lost = officerCasualtiesFromShooting(rolls, 2, shooting);
    CHECK(lost.casualties == 1);
    CHECK_FALSE(lost.allLost);
    ScriptedDice combat({2});
    CHECK(officerCasualtiesInCombat(rolls, 1, false, combat).casualties == 0);
    ScriptedDice routing({2});
    const auto fled = officerCasualtiesInCombat(rolls, 1, true, routing);
    CHECK(fled.casualties == 1);
    CHECK(fled.allLost);
}

TEST_CASE("a Clever officer pre-empts on a 6, never another Clever officer") {
    const auto& rolls = shippedTables().rolls;
    ScriptedDice dice({5, 6});
    CHECK_FALSE(cleverPreempts(rolls, false, dice));
    CHECK(cleverPreempts(rolls, false, dice));
    CHECK_FALSE(cleverPreempts(rolls, true, dice));
}

TEST_CASE("a Commissar lets only another Commissar take over his unit") {
    using O = OfficerCharacteristic;
    CHECK(mayTakeOverUnit({}, {}));
    CHECK_FALSE(mayTakeOverUnit({O::Commissar}, {O::Clever}));
    CHECK(mayTakeOverUnit({O::Commissar}, {O::Commissar}));
    CHECK(mayTakeOverUnit({O::Clever}, {O::Commissar}));
}
