// Every procedure with scripted dice; the expected values are worked from the rules text.

#include <doctest/doctest.h>

#include "rules/bnb/assault.hpp"
#include "rules/bnb/fire.hpp"
#include "rules/bnb/leadership.hpp"
#include "rules/bnb/miscellaneous.hpp"
#include "rules/bnb/morale.hpp"
#include "rules/bnb/movement.hpp"
#include "tests/bnb/bnb_tables_fixture.hpp"

using namespace tachanka::rules::bnb;
using tachanka::rules::ScriptedDice;
using tachanka::testing::shippedBnbTables;
using tachanka::testing::smallArmsFire;

TEST_CASE("initiative: the higher 2d6 wins, a tie stays with the holder") {
    ScriptedDice higher({6, 5, 3, 3});
    CHECK(rollInitiative(2, Player::Second, higher).winner == Player::First);
    ScriptedDice tie({4, 3, 5, 2});
    const auto tied = rollInitiative(2, Player::Second, tie);
    CHECK(tied.firstTotal == 7);
    CHECK(tied.secondTotal == 7);
    CHECK(tied.winner == Player::Second);
}

TEST_CASE("mechanical failure: an armoured car fails on 2d6 = 2, a tank on 1d6 = 1") {
    const auto& movement = shippedBnbTables().movement;
    ScriptedDice snakeEyes({1, 1});
    const auto car = checkMechanicalFailure(movement, Vehicle::ArmoredCar, 2, snakeEyes);
    CHECK(car.failed);
    CHECK(car.mobilityBoxesLeft == 1);
    ScriptedDice three({1, 2});
    CHECK_FALSE(checkMechanicalFailure(movement, Vehicle::ArmoredCar, 2, three).failed);
    ScriptedDice one({1});
    CHECK(checkMechanicalFailure(movement, Vehicle::Tank, 1, one).mobilityBoxesLeft == 0);
    ScriptedDice two({2});
    CHECK_FALSE(checkMechanicalFailure(movement, Vehicle::Tank, 2, two).failed);
}

TEST_CASE("small arms: 2 infantry stands roll 4 dice, 5 and 6 hit in the open") {
    const auto& arms = shippedBnbTables().smallArms;
    ScriptedDice dice({5, 6, 4, 1});
    const auto result =
        fireSmallArms(arms, smallArmsFire(SmallArmsUnit::Infantry, 2, SmallArmsTarget::Open), dice);
    CHECK(result.dice == 4);
    CHECK(result.hits == 2);
    CHECK(dice.remaining() == 0);
}

TEST_CASE("small arms: an MG at an entrenched target, 3 sixes make 1 hit at half range") {
    const auto& arms = shippedBnbTables().smallArms;
    auto fire = smallArmsFire(SmallArmsUnit::Mg, 1, SmallArmsTarget::Other);
    fire.entrenched = true;
    fire.rangeHexes = 3;
    ScriptedDice dice({6, 6, 6, 5, 1});
    const auto result = fireSmallArms(arms, fire, dice);
    CHECK(result.rolledHits == 3);
    CHECK(result.hits == 1);
    fire.rangeHexes = 4;
    ScriptedDice none({});
    CHECK_FALSE(fireSmallArms(arms, fire, none).allowed);
}

TEST_CASE("small arms: no effect on armoured cars and tanks, none beyond range") {
    const auto& arms = shippedBnbTables().smallArms;
    ScriptedDice dice({});
    auto fire = smallArmsFire(SmallArmsUnit::Mg, 1, SmallArmsTarget::Open);
    fire.armouredTarget = true;
    CHECK_FALSE(fireSmallArms(arms, fire, dice).allowed);
    auto far = smallArmsFire(SmallArmsUnit::Cavalry, 1, SmallArmsTarget::Open);
    far.rangeHexes = 4;
    CHECK_FALSE(fireSmallArms(arms, far, dice).allowed);
}

TEST_CASE("artillery: field guns at 7 hexes zero in on 2d6 of 7 and roll 4 FP a stand") {
    const auto& artillery = shippedBnbTables().artillery;
    ArtilleryFire fire;
    fire.rangeHexes = 7;
    fire.target = ArtilleryTarget::Town;
    ScriptedDice dice({3, 4, 5, 6, 4, 1});
    const auto result = fireArtillery(artillery, fire, dice);
    CHECK(result.zeroed);
    CHECK(result.hitsOn == 5);
    CHECK(result.hits == 2);
    ScriptedDice short_({3, 3});
    CHECK_FALSE(fireArtillery(artillery, fire, short_).zeroed);
}

TEST_CASE("artillery: a consecutive turn at a stationary target adds 3 to the zeroing dice") {
    const auto& artillery = shippedBnbTables().artillery;
    ArtilleryFire fire;
    fire.rangeHexes = 9;
    fire.modifiers = {RangingModifier::ConsecutiveStationary};
    ScriptedDice dice({3, 3, 1, 1, 1, 1});
    const auto result = fireArtillery(artillery, fire, dice);
    CHECK(result.zeroingTotal == 9);
    CHECK(result.zeroed);
    CHECK(result.hits == 0);
    fire.modifiers = {RangingModifier::OutOfSight};
    ScriptedDice sight({6, 6});
    CHECK_FALSE(fireArtillery(artillery, fire, sight).zeroed);  // 12 - 4 = 8 < 9
    CHECK_FALSE(refuseRangingModifiers(
                    {RangingModifier::ConsecutiveMoving, RangingModifier::ConsecutiveStationary})
                    .empty());
}

TEST_CASE("artillery: heavy guns may not fire at adjacent hexes, nor any gun beyond range") {
    const auto& artillery = shippedBnbTables().artillery;
    ScriptedDice dice({});
    ArtilleryFire heavy;
    heavy.gun = Gun::Heavy;
    heavy.rangeHexes = 1;
    CHECK_FALSE(fireArtillery(artillery, heavy, dice).allowed);
    ArtilleryFire field;
    field.rangeHexes = 13;
    CHECK_FALSE(fireArtillery(artillery, field, dice).allowed);
}

TEST_CASE("artillery at a tank: 6 to hit, then the damage roll with the heavy gun's +1") {
    const auto& artillery = shippedBnbTables().artillery;
    ArtilleryFire fire;
    fire.gun = Gun::Heavy;
    fire.rangeHexes = 3;
    fire.against = ArtilleryAgainst::Tank;
    // zeroing 1+1+1 = 3, six FP dice: two sixes, then damage 4 (+1 = 5 mobility), 5 (+1 = 6).
    ScriptedDice dice({1, 1, 1, 6, 5, 5, 6, 1, 1, 4, 5});
    const auto result = fireArtillery(artillery, fire, dice);
    CHECK(result.hitsOn == 6);
    CHECK(result.hits == 2);
    REQUIRE(result.vehicleDamage.size() == 2);
    CHECK(result.vehicleDamage[0] == VehicleDamage::Mobility);
    CHECK(result.vehicleDamage[1] == VehicleDamage::KnockedOut);
    CHECK(describe(result) == "2 hits, knocked out");
}

TEST_CASE("artillery at a battery: each hit rolls for what is affected") {
    const auto& artillery = shippedBnbTables().artillery;
    ArtilleryFire fire;
    fire.rangeHexes = 2;
    fire.against = ArtilleryAgainst::Battery;
    ScriptedDice dice({1, 1, 4, 4, 1, 1, 4, 6});
    const auto result = fireArtillery(artillery, fire, dice);
    REQUIRE(result.batteryDamage.size() == 2);
    CHECK(result.batteryDamage[0] == BatteryDamage::GunHit);
    CHECK(result.batteryDamage[1] == BatteryDamage::CrewPinned);
}

TEST_CASE("artillery at a point strength: heavy guns roll 2d6 damage a hit") {
    const auto& artillery = shippedBnbTables().artillery;
    ArtilleryFire fire;
    fire.gun = Gun::Heavy;
    fire.rangeHexes = 5;
    fire.target = ArtilleryTarget::Emplacement;
    fire.against = ArtilleryAgainst::PointStrength;
    fire.pointStrength = 10;
    ScriptedDice dice({2, 2, 2, 6, 1, 1, 1, 1, 1, 4, 6});
    const auto result = fireArtillery(artillery, fire, dice);
    CHECK(result.hits == 1);
    CHECK(result.damagePoints == 10);
    CHECK(result.destroyed);
}

TEST_CASE("close assault: the higher total wins, the winner rolls the losses") {
    const auto& assault = shippedBnbTables().closeAssault;
    // Cavalry charging infantry in the open: +3 a stand. 2 + 3 against 4 + 0.
    MeleeSide cavalry{1, {AssaultModifier::CavalryVsInfantryInOpen}};
    MeleeSide infantry{1, {}};
    ScriptedDice dice({2, 4, 6});
    const auto result = fightMelee(assault, cavalry, infantry, dice);
    CHECK(result.attackerTotal == 5);
    CHECK(result.defenderTotal == 4);
    CHECK(result.attackerWins);
    CHECK(result.losses.winner == 1);
    CHECK(result.losses.loser == 4);
    ScriptedDice tie({3, 3, 1});
    CHECK_FALSE(fightMelee(assault, {1, {}}, {1, {}}, tie).attackerWins);
}

TEST_CASE("close assault: march column or artillerymen -2 a stand, over two stands") {
    const auto& assault = shippedBnbTables().closeAssault;
    MeleeSide attacker{2, {AssaultModifier::BetterMorale}};
    MeleeSide gunners{2, {AssaultModifier::ColumnOrArtillerymen}};
    ScriptedDice dice({1, 1, 3, 3, 2});
    const auto result = fightMelee(assault, attacker, gunners, dice);
    CHECK(result.attackerTotal == 4);
    CHECK(result.defenderTotal == 2);
    CHECK(describe(result) == "attacker wins: winner 1, loser 1");
}

TEST_CASE("armoured overrun: 4-6 inflicts a hit, a stand's 6 hits the vehicle") {
    const auto& tables = shippedBnbTables();
    ScriptedDice dice({4, 6, 2, 5});
    const auto result =
        overrun(tables.closeAssault, tables.artillery, Vehicle::ArmoredCar, 2, dice);
    CHECK(result.enemyHit);
    CHECK(result.vehicleHits == 1);
    REQUIRE(result.vehicleDamage.size() == 1);
    CHECK(result.vehicleDamage[0] == VehicleDamage::KnockedOut);
    ScriptedDice miss({3, 5});
    CHECK(describe(overrun(tables.closeAssault, tables.artillery, Vehicle::Tank, 1, miss)) ==
          "no enemy hit");
}

TEST_CASE("morale: the d6 and modifiers must be higher than the level") {
    const auto& morale = shippedBnbTables().morale;
    MoraleCheck check{MoraleOccasion::TakingLosses, 3, {"stand-lost", "stand-lost", "leader"}};
    CHECK(refuseMoraleCheck(morale, check).empty());
    ScriptedDice four({4});
    const auto failed = checkMorale(morale, check, four);
    CHECK(failed.total == 3);
    CHECK_FALSE(failed.passed);
    CHECK(describe(failed) == "failed: fall back one hex and take a Cohesion Roll");
    ScriptedDice five({5});
    CHECK(checkMorale(morale, check, five).passed);
}

TEST_CASE("morale: attempting an assault, levels 1 and 2 hold, 3 and 4 are pinned") {
    const auto& morale = shippedBnbTables().morale;
    ScriptedDice one({1});
    CHECK(checkMorale(morale, {MoraleOccasion::AttemptingAssault, 2, {}}, one).failure ==
          MoraleFailure::Hold);
    ScriptedDice two({2});
    CHECK(checkMorale(morale, {MoraleOccasion::AttemptingAssault, 3, {}}, two).failure ==
          MoraleFailure::Pinned);
}

TEST_CASE("morale: receiving an assault by cavalry counts only over level 2") {
    const auto& morale = shippedBnbTables().morale;
    ScriptedDice good({3});
    CHECK(checkMorale(morale, {MoraleOccasion::ReceivingAssault, 2, {"assaulted-by-cavalry"}}, good)
              .passed);
    ScriptedDice average({4});
    CHECK_FALSE(checkMorale(morale, {MoraleOccasion::ReceivingAssault, 3, {"assaulted-by-cavalry"}},
                            average)
                    .passed);
}

TEST_CASE(
    "morale: a lost leader of rating 2 takes 2 off, a modifier of another occasion is refused") {
    const auto& morale = shippedBnbTables().morale;
    MoraleCheck check{MoraleOccasion::LeaderKilled, 2, {"leader-rating", "leader-rating"}};
    ScriptedDice five({5});
    const auto result = checkMorale(morale, check, five);
    CHECK(result.total == 3);
    CHECK(result.passed);
    CHECK(result.provisional);
    CHECK_FALSE(refuseMoraleCheck(morale, {MoraleOccasion::Unpin, 2, {"won-melee"}}).empty());
    CHECK_FALSE(
        refuseMoraleCheck(morale, {MoraleOccasion::Unpin, 2, {"leader", "leader"}}).empty());
    CHECK_FALSE(refuseMoraleCheck(morale, {MoraleOccasion::Unpin, 5, {}}).empty());
}

TEST_CASE("cohesion: an unmodified d6 must beat the grade, else a stand is removed") {
    ScriptedDice three({3});
    CHECK(rollCohesion(3, three).standLost);
    ScriptedDice four({4});
    CHECK_FALSE(rollCohesion(3, four).standLost);
}

TEST_CASE("command points: d6 plus rating, passed down 2 for 1, no leaders a d6") {
    const auto& leadership = shippedBnbTables().leadership;
    ScriptedDice four({4});
    CHECK(rollCommandPoints(3, four) == 7);
    CHECK(commandPointsPassedDown(leadership, 7) == 3);  // the text's Corps Commander
    CHECK(hexesOnCommandPoints(leadership, 5) == 5);
    ScriptedDice two({2});
    CHECK(rollLeaderlessCommandPoints(leadership, two) == 2);
    CHECK(refuseRating(leadership, 0).empty());
    CHECK_FALSE(refuseRating(leadership, 4).empty());
}

TEST_CASE("morale boost: an attached leader rolls his rating or less") {
    ScriptedDice two({2});
    CHECK(rollMoraleBoost(2, two).boosted);
    ScriptedDice three({3});
    CHECK_FALSE(rollMoraleBoost(2, three).boosted);
}

TEST_CASE(
    "leader casualties: hit on 11-12 by artillery, seriously wounded seized in a lost assault") {
    const auto& casualties = shippedBnbTables().leaderCasualties;
    ScriptedDice artillery({5, 6, 1});
    const auto killed = rollLeaderCasualty(casualties, FireType::Artillery, false, artillery);
    CHECK(killed.hit);
    CHECK(killed.fate == LeaderFate::Killed);
    ScriptedDice smallArms({5, 6});
    CHECK_FALSE(rollLeaderCasualty(casualties, FireType::SmallArms, false, smallArms).hit);
    ScriptedDice assault({6, 3});
    const auto seized = rollLeaderCasualty(casualties, FireType::CloseAssault, true, assault);
    CHECK(seized.fate == LeaderFate::SeriouslyWounded);
    CHECK(seized.captured);
    CHECK(describe(seized) == "seriously-wounded, captured");
}

TEST_CASE("attached MG: kept until half the unit is lost, then odd removes it") {
    ScriptedDice none({});
    CHECK(attachedMgLoss(50, 6, 2, none) == AttachedMgLoss::NotYet);
    ScriptedDice odd({3});
    CHECK(attachedMgLoss(50, 6, 3, odd) == AttachedMgLoss::MgStandRemoved);
    ScriptedDice even({4});
    CHECK(attachedMgLoss(50, 6, 4, even) == AttachedMgLoss::PlayersChoice);
}

TEST_CASE("Miscellaneous 1: falling artillery limbers up, or its guns are abandoned") {
    CHECK(artilleryFallsBack(true) == ArtilleryFallBack::Limbered);
    CHECK(artilleryFallsBack(false) == ArtilleryFallBack::GunsAbandoned);
}

TEST_CASE("Miscellaneous 4: a bombardment costs 1 ammunition, ranging rounds none") {
    const auto bombard = spendAmmunition(ArtilleryShot::Bombardment, 3, false, false);
    CHECK(bombard.allowed);
    CHECK(bombard.doesDamage);
    CHECK(bombard.ammunitionLeft == 2);
    CHECK_FALSE(spendAmmunition(ArtilleryShot::Bombardment, 0, true, true).allowed);
    const auto ranging = spendAmmunition(ArtilleryShot::RangingRounds, 0, true, false);
    CHECK(ranging.allowed);
    CHECK_FALSE(ranging.doesDamage);
    CHECK(ranging.ammunitionLeft == 0);
    CHECK_FALSE(spendAmmunition(ArtilleryShot::RangingRounds, 2, false, false).allowed);
    CHECK_FALSE(spendAmmunition(ArtilleryShot::RangingRounds, 2, true, true).allowed);
}
