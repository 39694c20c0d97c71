// Each Actions Table procedure with scripted dice; the expected values come from the text.

#include <doctest/doctest.h>

#include <stdexcept>

#include "rules/actions/activation.hpp"
#include "rules/actions/orders.hpp"
#include "rules/actions/shooting.hpp"
#include "rules/dice.hpp"
#include "tests/actions/tables_fixture.hpp"

using namespace tachanka::rules::actions;
using tachanka::rules::DiceExhausted;
using tachanka::rules::ScriptedDice;
using tachanka::testing::shippedActionsTables;

namespace {

OrderResult order(OrderTableKind kind, int risk, int roll, bool commanded = false) {
    ScriptedDice dice({roll});
    const auto result =
        diceForOrder(shippedActionsTables().orderTable(kind), risk, commanded, dice);
    CHECK(dice.remaining() == 0);
    return result;
}

}  // namespace

TEST_CASE("order: up to RF0 the unit continues unless a 6 is thrown") {
    CHECK(order(OrderTableKind::Firearms, 0, 5).cell.orderId == "continue");
    CHECK(order(OrderTableKind::Firearms, -2, 6).cell.orderId == "towards-visible-enemy");
    CHECK(order(OrderTableKind::Melee, 0, 6).cell.orderId == "towards-visible-enemy");
}

TEST_CASE("order: firearms RF4 on a 1 withdraws, melee RF4 on a 1 takes cover") {
    const auto firearms = order(OrderTableKind::Firearms, 4, 1);
    CHECK(firearms.band == "RF3-5");
    CHECK(firearms.cell.text == "Withdraw towards cover further from enemy");
    CHECK_FALSE(firearms.cell.italic);
    CHECK(firearms.followed);
    const auto melee = order(OrderTableKind::Melee, 4, 1);
    CHECK(melee.band == "RF3-6");
    CHECK(melee.cell.orderId == "take-cover");
}

TEST_CASE("order: commanded troops ignore italic orders but not the others") {
    const auto italic = order(OrderTableKind::Firearms, 1, 6, true);
    CHECK(italic.cell.orderId == "advance-charge");
    CHECK(italic.cell.italic);
    CHECK_FALSE(italic.followed);
    const auto plain = order(OrderTableKind::Firearms, 9, 1, true);
    CHECK(plain.cell.orderId == "run");
    CHECK(plain.followed);
    CHECK(order(OrderTableKind::Firearms, 1, 6, false).followed);
}

TEST_CASE("risk: the factors add up, per 10% lost in whole tenths") {
    const auto& factors = shippedActionsTables().riskFactors;
    Circumstances none;
    CHECK(assessRisk(factors, none).risk == 0);
    Circumstances hero;
    hero.heroWithUnit = true;
    hero.inCoverOrAdvancing = true;
    CHECK(assessRisk(factors, hero).risk == -2);
    Circumstances shaken;
    shaken.enemyInRange = true;  // +1
    shaken.rawInRange = true;    // +1
    shaken.figures = 20;
    shaken.casualties = 5;      // 25%: two whole tenths, +2
    shaken.flankOrRear = true;  // +2
    shaken.running = true;      // +3
    const auto assessment = assessRisk(factors, shaken);
    CHECK(assessment.risk == 9);
    REQUIRE(assessment.counted.size() == 5);
    CHECK(assessment.counted[2].kind == RiskFactorKind::PerTenthLost);
    CHECK(assessment.counted[2].times == 2);
    Circumstances natives;
    natives.nativesNearCavalry = true;
    CHECK(assessRisk(factors, natives).risk == 2);
    Circumstances impossible;
    impossible.figures = 3;
    impossible.casualties = 4;
    CHECK_THROWS_AS(assessRisk(factors, impossible), std::invalid_argument);
}

TEST_CASE(
    "formed troops count as one group only on an italic order, within 5 cm, an officer "
    "within 5 cm") {
    const auto& rule = shippedActionsTables().formedTroops;
    CHECK(formedAsOneGroup(rule, true, 5, 5));
    CHECK_FALSE(formedAsOneGroup(rule, false, 5, 5));
    CHECK_FALSE(formedAsOneGroup(rule, true, 6, 5));
    CHECK_FALSE(formedAsOneGroup(rule, true, 5, 6));
}

TEST_CASE("to hit: a D8 of the table's number or more hits") {
    const auto& toHit = shippedActionsTables().toHit;
    ScriptedDice dice({5, 6, 8, 7});
    CHECK_FALSE(rollToHit(toHit, Range::Medium, Cover::Soft, dice).hit);  // needs 6
    CHECK(rollToHit(toHit, Range::Medium, Cover::Soft, dice).hit);
    CHECK(rollToHit(toHit, Range::Long, Cover::Hard, dice).hit);  // needs 8
    const auto miss = rollToHit(toHit, Range::Long, Cover::Hard, dice);
    CHECK(miss.needed == 8);
    CHECK(miss.roll == 7);
    CHECK_FALSE(miss.hit);
    ScriptedDice notAD8({9});
    CHECK_THROWS_AS(rollToHit(toHit, Range::Short, Cover::Open, notAD8), std::invalid_argument);
}

TEST_CASE("damage: gunpowder 4 wounds, a Hero's 4 kills, Raw shooters' 5 wounds") {
    const auto& damage = shippedActionsTables().damage;
    ScriptedDice dice({4, 4, 5, 6, 1});
    CHECK(rollDamage(damage, WeaponClass::Gunpowder, Shooter::Ordinary, dice).result ==
          Damage::Wound);
    CHECK(rollDamage(damage, WeaponClass::Gunpowder, Shooter::Hero, dice).result == Damage::Kill);
    const auto raw = rollDamage(damage, WeaponClass::Gunpowder, Shooter::Raw, dice);
    CHECK(raw.modified == 4);
    CHECK(raw.result == Damage::Wound);
    const auto heroSix = rollDamage(damage, WeaponClass::Other, Shooter::Hero, dice);
    CHECK(heroSix.modified == 6);  // held on the table
    CHECK(heroSix.result == Damage::Kill);
    const auto rawOne = rollDamage(damage, WeaponClass::Bow, Shooter::Raw, dice);
    CHECK(rawOne.modified == 1);
    CHECK(rawOne.result == Damage::Graze);
}

TEST_CASE("uncommanded fire: 7 figures fire 3 shots standing, 2 moving, hand hurled 2") {
    const auto& shooting = shippedActionsTables().shooting;
    CHECK(uncommandedShots(shooting, 7, false) == 3);
    CHECK(uncommandedShots(shooting, 7, true) == 2);
    CHECK(handHurledShots(shooting, 7) == 2);
    CHECK(uncommandedShots(shooting, 1, false) == 0);
    CHECK_THROWS_AS(uncommandedShots(shooting, -1, false), std::invalid_argument);
}

TEST_CASE("sighting: a 4 sees figures in terrain at 40 cm") {
    ScriptedDice dice({4});
    CHECK(sightingRangeCm(shippedActionsTables().visibility, dice) == 40);
}

TEST_CASE("command dice: a Veteran throws 3, busy 2, with a drummer 4, a Raw officer 2") {
    const auto& activation = shippedActionsTables().activation;
    CHECK(commandDice(activation, {FigureClass::Veteran, false}, false) == 3);
    CHECK(commandDice(activation, {FigureClass::Veteran, true}, false) == 2);
    CHECK(commandDice(activation, {FigureClass::Veteran, false}, true) == 4);
    CHECK(commandDice(activation, {FigureClass::Hero, false}, false) == 4);
    CHECK(commandDice(activation, {FigureClass::Raw, false}, false) == 2);
    CHECK(activationCost(activation, 10, 0) == 10);
    CHECK(activationCost(activation, 4, 3) == 10);
}

TEST_CASE(
    "activation: the text's veteran officer scores 12, enough for a squad of 10 loyal "
    "men, not for the platoon") {
    const auto& activation = shippedActionsTables().activation;
    ActivationRequest squad;
    squad.officer = {FigureClass::Veteran, false};
    squad.loyal = 10;
    ScriptedDice twelve({4, 4, 4});
    const auto result = activate(activation, squad, twelve);
    CHECK(result.points == 12);
    CHECK(result.commanded);
    ActivationRequest platoon = squad;
    platoon.loyal = 28;
    ScriptedDice again({4, 4, 4});
    CHECK_FALSE(activate(activation, platoon, again).commanded);
}

TEST_CASE(
    "activation: the chain of command adds the NCOs' 7 (veteran) and 10 (raw) to the "
    "officer's 12 and commands the platoon") {
    const auto& activation = shippedActionsTables().activation;
    ActivationRequest platoon;
    platoon.officer = {FigureClass::Veteran, false};
    platoon.chain = {{FigureClass::Veteran, false}, {FigureClass::Raw, false}};
    platoon.loyal = 28;  // the 30 men but the two NCOs in the chain
    ScriptedDice dice({4, 4, 4, 2, 2, 3, 5, 5});
    const auto result = activate(activation, platoon, dice);
    CHECK(dice.remaining() == 0);
    REQUIRE(result.scores.size() == 3);
    CHECK(result.scores[0] == 12);
    CHECK(result.scores[1] == 7);
    CHECK(result.scores[2] == 10);
    CHECK(result.points == 29);
    CHECK(result.cost == 28);
    CHECK(result.commanded);
}

TEST_CASE("activation: disloyal figures and routers cost 2, a group is commanded whole or not") {
    const auto& activation = shippedActionsTables().activation;
    ActivationRequest group;
    group.officer = {FigureClass::Raw, true};  // 2 dice, one fewer for the busy officer
    group.drummer = true;                      // and one more for the drummer
    group.loyal = 3;
    group.disloyal = 2;
    ScriptedDice dice({3, 3});
    const auto result = activate(activation, group, dice);
    CHECK(result.points == 6);
    CHECK(result.cost == 7);
    CHECK_FALSE(result.commanded);
    ScriptedDice tooFew({3});
    CHECK_THROWS_AS(activate(activation, group, tooFew), DiceExhausted);
}
