// Exact odds of the Actions Table's rolls: the enumeration of each procedure against the
// chances counted by hand from the text's tables.

#include <doctest/doctest.h>

#include <string>

#include "rules/actions/activation.hpp"
#include "rules/actions/orders.hpp"
#include "rules/actions/shooting.hpp"
#include "rules/odds.hpp"
#include "tests/actions/tables_fixture.hpp"

using namespace tachanka::rules::actions;
using tachanka::rules::Dice;
using tachanka::rules::enumerateOutcomes;
using tachanka::rules::Probability;
using tachanka::testing::shippedActionsTables;

TEST_CASE("odds of an order: firearms RF3-5 continues facing the enemy on 4 and 5 (1/3)") {
    const auto& table = shippedActionsTables().orderTable(OrderTableKind::Firearms);
    const auto odds = enumerateOutcomes(
        [&](Dice& dice) { return diceForOrder(table, 4, false, dice).cell.orderId; });
    CHECK(odds.of("continue-facing-charge") == Probability{1, 3});
    CHECK(odds.of("withdraw") == Probability{1, 6});
    CHECK(odds.of("run") == Probability{0, 1});
    CHECK(odds.total() == Probability{1, 1});
}

TEST_CASE("odds of an order: melee RF9+ takes cover on 3, 4 and 5 (1/2)") {
    const auto& table = shippedActionsTables().orderTable(OrderTableKind::Melee);
    const auto odds = enumerateOutcomes(
        [&](Dice& dice) { return diceForOrder(table, 12, false, dice).cell.orderId; });
    CHECK(odds.of("take-cover") == Probability{1, 2});
    CHECK(odds.of("run") == Probability{1, 3});
    CHECK(odds.of("halt") == Probability{1, 6});
}

TEST_CASE("odds to hit: medium range in soft cover needs 6 on a D8 (3/8), long in hard 8 (1/8)") {
    const auto& toHit = shippedActionsTables().toHit;
    const auto chance = [&](Range range, Cover cover) {
        return enumerateOutcomes([&](Dice& dice) {
                   return std::string(rollToHit(toHit, range, cover, dice).hit ? "hit" : "miss");
               })
            .of("hit");
    };
    CHECK(chance(Range::Medium, Cover::Soft) == Probability{3, 8});
    CHECK(chance(Range::Long, Cover::Hard) == Probability{1, 8});
    CHECK(chance(Range::Short, Cover::Open) == Probability{7, 8});
}

TEST_CASE("odds of damage: gunpowder kills on 5-6 (1/3), a Hero's on 4-6 (1/2)") {
    const auto& damage = shippedActionsTables().damage;
    const auto kills = [&](WeaponClass weapon, Shooter shooter) {
        return enumerateOutcomes([&](Dice& dice) {
                   return std::string(tachanka::model::nameOf(
                       damageNames, rollDamage(damage, weapon, shooter, dice).result));
               })
            .of("kill");
    };
    CHECK(kills(WeaponClass::Gunpowder, Shooter::Ordinary) == Probability{1, 3});
    CHECK(kills(WeaponClass::Gunpowder, Shooter::Hero) == Probability{1, 2});
    CHECK(kills(WeaponClass::Other, Shooter::Raw) == Probability{0, 1});
}

TEST_CASE(
    "odds of activation: a Raw officer's 2D6 commands 10 loyal figures on 10 or more "
    "(1/6)") {
    const auto& activation = shippedActionsTables().activation;
    ActivationRequest group;
    group.officer = {FigureClass::Raw, false};
    group.loyal = 10;
    const auto odds = enumerateOutcomes([&](Dice& dice) {
        return std::string(activate(activation, group, dice).commanded ? "yes" : "no");
    });
    CHECK(odds.of("yes") == Probability{1, 6});
}
