// The shooting procedure and its results, with scripted dice, against the text.

#include <doctest/doctest.h>

#include "rules/redactions/shooting.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

const ShootingModifiers& modifiers() { return shippedTables().shootingModifiers; }

ShootingInputs firing(int value, int bases) {
    ShootingInputs inputs;
    inputs.value = value;
    inputs.halfBases = 2 * bases;
    return inputs;
}

ShootingTarget riflemen(int bases) {
    ShootingTarget target;
    target.unit.bases = bases;
    return target;
}

// Two dice that sum to `roll`.
std::vector<int> twoDice(int roll) { return {roll / 2, roll - roll / 2}; }

ShootingResolution shoot(const ShootingInputs& inputs, ShootingTarget target, std::vector<int> dice,
                         Shooter shooter = {}, ShootingOptions options = {}) {
    ScriptedDice scripted(std::move(dice));
    auto result =
        resolveShooting(shippedTables(), inputs, shooter, std::move(target), options, scripted);
    CHECK(scripted.remaining() == 0);
    return result;
}

bool has(const ShootingResolution& result, const std::string& effect) {
    for (const auto& text : result.effects) {
        if (text == effect) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("shooting total: value times effective bases, rounded down after every halving") {
    CHECK(shootingTotal(modifiers(), firing(3, 4)) == 12);
    auto inputs = firing(3, 3);
    inputs.longRange = true;
    CHECK(shootingTotal(modifiers(), inputs) == 4);  // 9 × ½ = 4½
    inputs.speculative = true;
    CHECK(shootingTotal(modifiers(), inputs) == 2);  // 9 × ½ × ½ = 2¼: halvings cumulative
    auto indirect = firing(5, 4);
    indirect.indirect = IndirectFire::Later;
    CHECK(shootingTotal(modifiers(), indirect) == 15);  // 20 × ¾
    indirect.indirect = IndirectFire::First;
    CHECK(shootingTotal(modifiers(), indirect) == 10);  // 20 × ½
    indirect.speculative = true;
    CHECK(shootingTotal(modifiers(), indirect) == 10);  // speculative too: only its ½
    auto halfBase = firing(5, 0);
    halfBase.halfBases = 1;  // terror markers equal to bases: half a base
    CHECK(shootingTotal(modifiers(), halfBase) == 2);
}

TEST_CASE("column shifts: the left list is cumulative, only the best cover counts") {
    auto inputs = firing(4, 2);
    inputs.mgClose = true;
    inputs.enfiladed = true;
    CHECK(columnShift(modifiers(), inputs) == 4);
    inputs.formedOrColumn = true;
    inputs.skirmishTarget = true;
    CHECK(columnShift(modifiers(), inputs) == 5);
    inputs.cover = Cover::Stone;
    CHECK(columnShift(modifiers(), inputs) == 1);
}

TEST_CASE("shooting column: shifts move along the columns, off the left is no effect") {
    const auto& table = shippedTables().shooting;
    CHECK(shootingColumn(table, 1, 0) == std::nullopt);  // below 2: no effect
    CHECK(shootingColumn(table, 13, 0) == 4u);           // 13-16
    CHECK(shootingColumn(table, 13, 2) == 6u);           // 21-24
    CHECK(shootingColumn(table, 13, -4) == 0u);          // 2
    CHECK(shootingColumn(table, 13, -5) == std::nullopt);
    CHECK(shootingColumn(table, 40, 3) == 9u);  // stays on 37+
    CHECK(shootingColumn(table, 30, 5) == 9u);
    const auto lookup = lookUpShooting(table, 13, 0, 9);
    CHECK(lookup.columnLabel == "13-16");
    CHECK(lookup.cell.text == "2 x Ter");
    CHECK(lookUpShooting(table, 13, -5, 12).cell.text == "-");
}

TEST_CASE("Ret: infantry retire 3 inches and evade, cavalry and limbered guns 6") {
    auto result = shoot(firing(2, 4), riflemen(4), twoDice(6));  // 8 -> 5-8, roll 6 = -
    CHECK(result.lookup.cell.text == "-");
    result = shoot(firing(3, 4), riflemen(4), twoDice(6));  // 12 -> 9-12, roll 6 = Ret
    CHECK(result.lookup.cell.text == "Ret");
    CHECK(result.retireInches == 3);
    CHECK(result.after.evading);
    CHECK(result.retiredThisTurn);
    auto sabres = riflemen(3);
    sabres.arm = Arm::Sabres;
    CHECK(shoot(firing(3, 4), sabres, twoDice(6)).retireInches == 6);
    auto limbered = riflemen(1);
    limbered.arm = Arm::FieldGuns;
    limbered.unit.limbered = true;
    CHECK(shoot(firing(3, 4), limbered, twoDice(6)).retireInches == 6);
}

TEST_CASE("Ret: unlimbered guns ignore it, hard cover cancels the first, not for Mobs") {
    auto guns = riflemen(2);
    guns.arm = Arm::FieldGuns;
    auto result = shoot(firing(3, 4), guns, twoDice(6));
    CHECK(result.retireInches == 0);
    CHECK(has(result, "retire ignored: unlimbered artillery"));
    auto mortars = riflemen(1);
    mortars.arm = Arm::Mortars;  // mortars do not ignore retires
    CHECK(shoot(firing(3, 4), mortars, twoDice(6)).retireInches == 3);

    auto inWood = firing(6, 4);  // 24 -> 21-24, wooden -3 -> 9-12: roll 6 Ret
    inWood.cover = Cover::Wooden;
    result = shoot(inWood, riflemen(4), twoDice(6));
    CHECK(result.lookup.columnLabel == "9-12");
    CHECK(result.retireInches == 0);
    CHECK(has(result, "retire cancelled by hard cover"));
    CHECK(result.hardCoverRetireUsed);
    CHECK_FALSE(result.retiredThisTurn);
    auto usedCover = riflemen(4);
    usedCover.hardCoverRetireUsed = true;
    CHECK(shoot(inWood, usedCover, twoDice(6)).retireInches == 3);
    auto mob = riflemen(4);
    mob.characteristics = {Characteristic::Mob};
    CHECK(shoot(inWood, mob, twoDice(6)).retireInches == 3);
    auto soft = firing(3, 5);  // 15, soft -1 -> 9-12: Ret, soft cover does not cancel
    soft.cover = Cover::Soft;
    CHECK(shoot(soft, riflemen(4), twoDice(6)).retireInches == 3);
}

TEST_CASE("foxholes \"enable the troops in them to ignore a first 'retire' result\" (Digging in)") {
    auto dug = firing(6, 3);  // 18 -> 17-20, foxholes-2 -2 -> 9-12: roll 6 Ret
    dug.cover = Cover::Foxholes2;
    auto result = shoot(dug, riflemen(4), twoDice(6));
    CHECK(result.lookup.columnLabel == "9-12");
    CHECK(result.retireInches == 0);
    CHECK(has(result, "retire ignored in foxholes"));
    CHECK(result.hardCoverRetireUsed);
    auto mob = riflemen(4);  // unlike hard cover, the text makes no exception for Mobs
    mob.characteristics = {Characteristic::Mob};
    CHECK(shoot(dug, mob, twoDice(6)).retireInches == 0);
    auto used = riflemen(4);  // only the first
    used.hardCoverRetireUsed = true;
    CHECK(shoot(dug, used, twoDice(6)).retireInches == 3);
}

TEST_CASE("Ret: Storm may lose a base, Specialist may add a terror marker instead") {
    auto storm = riflemen(4);
    storm.characteristics = {Characteristic::Storm};
    storm.trade = RetireTrade::LoseBase;
    auto result = shoot(firing(3, 4), storm, twoDice(6));
    CHECK(result.retireInches == 0);
    CHECK(result.after.bases == 3);
    CHECK(result.tests == std::vector<MoraleTest>{MoraleTest::Fear});  // a base lost: fear test
    auto specialist = riflemen(4);
    specialist.characteristics = {Characteristic::Specialist};
    specialist.trade = RetireTrade::AddTerror;
    result = shoot(firing(3, 4), specialist, twoDice(6));
    CHECK(result.retireInches == 0);
    CHECK(result.after.terror == 1);
    auto pretender = riflemen(4);
    pretender.trade = RetireTrade::LoseBase;
    ScriptedDice dice(twoDice(6));
    CHECK_THROWS_AS(resolveShooting(shippedTables(), firing(3, 4), {}, pretender, {}, dice),
                    std::invalid_argument);
}

TEST_CASE("Ret: one retire move a turn, optionally a terror marker instead of the second") {
    auto retired = riflemen(4);
    retired.retiredThisTurn = true;
    auto result = shoot(firing(3, 4), retired, twoDice(6));
    CHECK(result.retireInches == 0);
    CHECK(result.after.terror == 0);
    result = shoot(firing(3, 4), retired, twoDice(6), {}, {.terrorInsteadOfSecondRetire = true});
    CHECK(result.after.terror == 1);
}

TEST_CASE("Ter + Ret, 2 x Ter with its pinned marker, and rout when terror exceeds bases") {
    auto result = shoot(firing(10, 4), riflemen(4), twoDice(5));  // 40 -> 37+, roll 5
    CHECK(result.lookup.cell.text == "Ter + Ret");
    CHECK(result.after.terror == 1);
    CHECK(result.retireInches == 3);
    result = shoot(firing(13, 1), riflemen(2), twoDice(9));  // 13-16, roll 9: 2 x Ter
    CHECK(result.lookup.cell.text == "2 x Ter");
    CHECK(result.after.terror == 2);
    CHECK(result.after.pinned);
    CHECK_FALSE(result.after.routing);
    auto shaken = riflemen(2);
    shaken.unit.terror = 1;
    result = shoot(firing(13, 1), shaken, twoDice(9));
    CHECK(result.after.routing);
    CHECK(has(result, "routs: terror markers exceed bases"));
}

TEST_CASE("Kill! S! Off: a base, officers killed on 1, then fear and serious tests in order") {
    auto target = riflemen(4);
    target.officers = 1;
    // 40 -> 37+, roll 9: Kill! S! Off; the officer's d6 is 1.
    auto result = shoot(firing(10, 4), target, {4, 5, 1});
    CHECK(result.lookup.cell.text == "Kill! S! Off");
    CHECK(result.after.bases == 3);
    CHECK(result.after.pinned);
    CHECK(result.officerCasualties->casualties == 1);
    CHECK(result.after.terror == 1);  // all officers lost
    CHECK(result.tests ==
          std::vector<MoraleTest>{MoraleTest::Serious, MoraleTest::Fear, MoraleTest::Serious});
    target.officers = 2;
    result = shoot(firing(10, 4), target, {4, 5, 1, 2});
    CHECK(result.officerCasualties->casualties == 1);
    CHECK(result.after.terror == 0);
    CHECK(result.tests == std::vector<MoraleTest>{MoraleTest::Fear, MoraleTest::Serious});
}

TEST_CASE("direct hits come first: a base eliminated beyond the table result, fear test") {
    Shooter gun{Arm::FieldGuns, DirectHitInputs{}};
    gun.directHits->gun = GunClass::FieldGun;
    gun.directHits->target = HitTarget::Other;
    // Direct hit 2d6 = 10 (field gun vs other: 10+), then table roll 2: nothing.
    auto result = shoot(firing(4, 1), riflemen(3), {5, 5, 1, 1}, gun);
    REQUIRE(result.directHits);
    CHECK(result.directHits->hits == 1);
    CHECK(result.after.bases == 2);
    CHECK(result.tests == std::vector<MoraleTest>{MoraleTest::Fear});
    auto car = riflemen(1);
    car.arm = Arm::ArmouredCar;
    gun.directHits->target = HitTarget::StationaryVehicle;
    result = shoot(firing(4, 1), car, {4, 5, 1, 1}, gun);  // 9 vs 9+
    CHECK(result.destroyed);
    auto battery = riflemen(2);
    battery.arm = Arm::FieldGuns;
    gun.directHits->target = HitTarget::Other;
    result = shoot(firing(4, 1), battery, {5, 5, 1, 1}, gun);  // one of two guns destroyed
    CHECK(result.after.bases == 1);
    CHECK_FALSE(result.destroyed);
    CHECK(result.tests == std::vector<MoraleTest>{MoraleTest::Fear});
}

TEST_CASE("armoured cars: only direct hits and close MG fire, Kill! abandons them") {
    auto car = riflemen(1);
    car.arm = Arm::ArmouredCar;
    auto result = shoot(firing(10, 4), car, {5, 6});  // Kill! S! Off, but rifles
    CHECK_FALSE(result.destroyed);
    CHECK(result.after.bases == 1);
    auto mg = firing(5, 2);  // 10 -> 9-12, +3 columns -> 21-24; roll 10 Kill! S! Off
    mg.mgClose = true;
    result = shoot(mg, car, {5, 5});
    CHECK(result.lookup.cell.text == "Kill! S! Off");
    CHECK(result.destroyed);
    auto tank = riflemen(1);
    tank.arm = Arm::Tank;
    result = shoot(mg, tank, {5, 5});
    CHECK_FALSE(result.destroyed);
}

TEST_CASE("a unit shot at by a tank takes a terror marker, unless in super-hard cover") {
    Shooter tank{Arm::Tank, std::nullopt};
    auto result = shoot(firing(2, 1), riflemen(3), {1, 1}, tank);
    CHECK(result.lookup.cell.text == "-");
    CHECK(result.after.terror == 1);
    auto trench = firing(2, 1);
    trench.cover = Cover::SuperHard;
    CHECK(shoot(trench, riflemen(3), {1, 1}, tank).after.terror == 0);
}

TEST_CASE("every die is recorded with its purpose") {
    auto target = riflemen(4);
    target.officers = 1;
    const auto result = shoot(firing(10, 4), target, {4, 5, 6});
    REQUIRE(result.rolls.size() == 3);
    CHECK(result.rolls[0].purpose == "shooting");
    CHECK(result.rolls[2].purpose == "officer casualty (shooting)");
}

TEST_CASE("the first base White Conscripts lose is their White Officer base") {
    auto target = riflemen(4);
    target.characteristics = {Characteristic::WhiteOfficerBase};
    const auto result = shoot(firing(10, 4), target, {4, 5});  // Kill! S! Off, no officers
    CHECK(result.whiteOfficerBaseLost);
    CHECK(result.after.bases == 3);
    CHECK_FALSE(shoot(firing(10, 4), riflemen(4), {4, 5}).whiteOfficerBaseLost);
}

TEST_CASE("ambush fire: one terror marker and a fear test, gas: a fear test on top") {
    Shooter ambushers;
    ambushers.ambush = true;
    auto result = shoot(firing(2, 1), riflemen(3), {1, 1}, ambushers);
    CHECK(result.after.terror == 1);
    CHECK(result.tests == std::vector<MoraleTest>{MoraleTest::Fear});
    Shooter gas;
    gas.gas = true;
    result = shoot(firing(3, 4), riflemen(3), {3, 3}, gas);  // Ret, then the gas fear test
    CHECK(result.retireInches == 3);
    CHECK(result.tests == std::vector<MoraleTest>{MoraleTest::Fear});
}

TEST_CASE("range: long beyond half the card's range, MGs close within 8\", harassing to twice") {
    auto range = shootingRange(modifiers(), 12, 6, false);
    CHECK(range.inRange);
    CHECK_FALSE(range.longRange);
    range = shootingRange(modifiers(), 12, 7, false);
    CHECK(range.longRange);
    range = shootingRange(modifiers(), 12, 8, true);
    CHECK(range.mgClose);
    CHECK(range.longRange);
    CHECK_FALSE(shootingRange(modifiers(), 12, 9, true).mgClose);
    CHECK_FALSE(shootingRange(modifiers(), 12, 8, false).mgClose);
    range = shootingRange(modifiers(), 12, 24, false);
    CHECK_FALSE(range.inRange);
    CHECK(range.harassingOnly);
    range = shootingRange(modifiers(), 12, 25, false);
    CHECK_FALSE(range.harassingOnly);
}

TEST_CASE("speculative artillery fire at buildings uses the direct-hit numbers only") {
    Shooter gun{Arm::FieldGuns, DirectHitInputs{}};
    gun.directHits->target = HitTarget::Building;
    gun.directHits->building = BuildingMaterial::Stone;
    auto inputs = firing(10, 4);
    inputs.speculative = true;
    const auto result = shoot(inputs, riflemen(4), {1, 2}, gun);  // a miss, and no table roll
    CHECK(result.lookup.cell.text == "-");
    CHECK(result.after.bases == 4);
}

TEST_CASE("observed indirect fire raises the direct-hit number with the shot's own input") {
    Shooter gun{Arm::FieldGuns, DirectHitInputs{}};
    auto inputs = firing(4, 1);
    inputs.indirect = IndirectFire::First;
    const auto result = shoot(inputs, riflemen(3), {5, 5, 1, 1}, gun);
    CHECK(result.directHits->number == 12);  // 10 + 2
    CHECK(result.directHits->hits == 0);
}
