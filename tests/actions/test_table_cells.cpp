// Every number and cell actions-table.txt gives outside the order tables, against the text:
// the risk factors, the D8 to-hit table, the damage table, activation, movement, shooting,
// visibility, formed troops and the weapons table.

#include <doctest/doctest.h>

#include <array>
#include <optional>
#include <string>

#include "rules/actions/actions_tables.hpp"
#include "tests/actions/tables_fixture.hpp"

using namespace tachanka::rules::actions;
using tachanka::testing::shippedActionsTables;

TEST_CASE(
    "risk factors: -1 hero, -1 cover or advancing, 1 enemy in range, 1 raw, 1 per 10%, "
    "2 flank or rear, 2 natives near cavalry, 3 running") {
    const auto& factors = shippedActionsTables().riskFactors;
    REQUIRE(factors.factors.size() == 8);
    // {kind, value, unnumbered in the text}
    const std::array<std::tuple<RiskFactorKind, int, bool>, 8> text{{
        {RiskFactorKind::Hero, -1, false},
        {RiskFactorKind::InCoverOrAdvancing, -1, true},
        {RiskFactorKind::EnemyInRange, 1, false},
        {RiskFactorKind::RawInRange, 1, true},
        {RiskFactorKind::PerTenthLost, 1, true},
        {RiskFactorKind::FlankOrRear, 2, false},
        {RiskFactorKind::NativesNearCavalry, 2, true},
        {RiskFactorKind::Running, 3, false},
    }};
    for (std::size_t line = 0; line < text.size(); ++line) {
        const auto& [kind, value, inherited] = text[line];
        INFO("risk factor line " << line + 1);
        CHECK(factors.factors[line].kind == kind);
        CHECK(factors.factors[line].value == value);
        CHECK(factors.factors[line].inherited == inherited);
    }
    CHECK(factors.note.find("above") != std::string::npos);
}

TEST_CASE("to hit D8: short 2 4 6, medium 4 6 7, long 6 7 8 (open, soft, hard cover)") {
    const auto& toHit = shippedActionsTables().toHit;
    CHECK(toHit.die == 8);
    CHECK(toHit.scoreNeeded(Range::Short, Cover::Open) == 2);
    CHECK(toHit.scoreNeeded(Range::Short, Cover::Soft) == 4);
    CHECK(toHit.scoreNeeded(Range::Short, Cover::Hard) == 6);
    CHECK(toHit.scoreNeeded(Range::Medium, Cover::Open) == 4);
    CHECK(toHit.scoreNeeded(Range::Medium, Cover::Soft) == 6);
    CHECK(toHit.scoreNeeded(Range::Medium, Cover::Hard) == 7);
    CHECK(toHit.scoreNeeded(Range::Long, Cover::Open) == 6);
    CHECK(toHit.scoreNeeded(Range::Long, Cover::Soft) == 7);
    CHECK(toHit.scoreNeeded(Range::Long, Cover::Hard) == 8);
}

TEST_CASE("damage table: every cell of gunpowder, bow / spear and other, hero +1, raw -1") {
    const auto& damage = shippedActionsTables().damage;
    CHECK(damage.die == 6);
    CHECK(damage.heroModifier == 1);
    CHECK(damage.rawModifier == -1);
    constexpr auto G = Damage::Graze;
    constexpr auto W = Damage::Wound;
    constexpr auto K = Damage::Kill;
    const std::array<std::pair<WeaponClass, std::array<Damage, 6>>, 3> text{{
        {WeaponClass::Gunpowder, {G, G, W, W, K, K}},
        {WeaponClass::Bow, {G, G, W, W, W, K}},
        {WeaponClass::Other, {G, G, G, W, W, K}},
    }};
    for (const auto& [weapon, results] : text) {
        for (std::size_t roll = 0; roll < 6; ++roll) {
            INFO(tachanka::model::nameOf(weaponClassNames, weapon) << ", d6 " << roll + 1);
            CHECK(damage.row(weapon).results[roll] == results[roll]);
        }
    }
    CHECK(damage.row(WeaponClass::Gunpowder).text == "Gunpowder weapons");
    CHECK(damage.row(WeaponClass::Bow).text == "Bow / spear");
}

TEST_CASE(
    "activation: hero 4D6, veteran 3D6, raw 2D6, -1 busy officer, +1 drummer, "
    "50 and 25 cm, loyal 1 and disloyal 2 points") {
    const auto& activation = shippedActionsTables().activation;
    CHECK(activation.commandDice[static_cast<std::size_t>(FigureClass::Hero)] == 4);
    CHECK(activation.commandDice[static_cast<std::size_t>(FigureClass::Veteran)] == 3);
    CHECK(activation.commandDice[static_cast<std::size_t>(FigureClass::Raw)] == 2);
    CHECK(activation.busyOfficerDice == -1);
    CHECK(activation.drummerDice == 1);
    CHECK(activation.openCm == 50);
    CHECK(activation.enclosedCm == 25);
    CHECK(activation.loyalCost == 1);
    CHECK(activation.disloyalCost == 2);
}

TEST_CASE(
    "movement: 25 cm, wounded and civilians 20, petticoats 15, horsed 40, difficult "
    "going double, a quarter move for a low barrier") {
    const auto& movement = shippedActionsTables().movement;
    REQUIRE(movement.allowances.size() == 4);
    CHECK(movement.allowances[0].mover == Mover::Foot);
    CHECK(movement.allowances[0].cm == 25);
    CHECK(movement.allowances[1].mover == Mover::Wounded);
    CHECK(movement.allowances[1].cm == 20);
    CHECK(movement.allowances[2].mover == Mover::Petticoats);
    CHECK(movement.allowances[2].cm == 15);
    CHECK(movement.allowances[3].mover == Mover::Horsed);
    CHECK(movement.allowances[3].cm == 40);
    CHECK(movement.difficultGoingFactor == 2);
    CHECK(movement.lowBarrierQuarters == 1);
}

TEST_CASE(
    "shooting: 1 per 2 figures stationary, 1 per 3 moving, hand hurled 1 per 3, "
    "muzzle and breech half speed, magazine full") {
    const auto& shooting = shippedActionsTables().shooting;
    CHECK(shooting.stationaryPer == 2);
    CHECK(shooting.movingPer == 3);
    CHECK(shooting.handHurledPer == 3);
    REQUIRE(shooting.loading.size() == 3);
    CHECK(shooting.loading[0].kind == "Muzzle loaded");
    CHECK_FALSE(shooting.loading[0].fullSpeed);
    CHECK(shooting.loading[1].kind == "Breech loaded");
    CHECK_FALSE(shooting.loading[1].fullSpeed);
    CHECK(shooting.loading[2].kind == "Magazine loaded");
    CHECK(shooting.loading[2].fullSpeed);
}

TEST_CASE(
    "visibility D6 x 10 cm within 10 cm of the edge, 20 cm in woods, formed troops "
    "within 5 cm, play sequence of 5 steps") {
    const auto& tables = shippedActionsTables();
    CHECK(tables.visibility.sightingDie == 6);
    CHECK(tables.visibility.cmPerPip == 10);
    CHECK(tables.visibility.edgeCm == 10);
    CHECK(tables.visibility.woodsCm == 20);
    CHECK(tables.formedTroops.platoonWithinCm == 5);
    CHECK(tables.formedTroops.officerWithinCm == 5);
    REQUIRE(tables.sequence.size() == 5);
    CHECK(tables.sequence[0].find("Command points") == std::string::npos);
    CHECK(tables.sequence[0].find("command points") != std::string::npos);
    CHECK(tables.sequence[3].find("melees") != std::string::npos);
}

TEST_CASE("weapons table: every range and melee factor of the twelve weapons") {
    struct Row {
        const char* name;
        std::optional<std::array<int, 3>> ranges;
        std::optional<int> melee;
    };
    using R = std::array<int, 3>;
    const std::array<Row, 12> text{{
        {"Rifles", R{30, 90, 180}, 2},
        {"Rifled Carbine", R{25, 80, 140}, std::nullopt},
        {"Muskets", R{20, 40, 120}, std::nullopt},
        {"Carbine", R{15, 30, 100}, std::nullopt},
        {"Pistols", R{5, 10, 30}, 3},
        {"Bows", R{30, 60, 100}, 1},
        {"Spears", R{8, 12, 24}, 3},
        {"Swords", std::nullopt, 3},
        {"Cavalry Lance", std::nullopt, 4},
        {"War Club", std::nullopt, 3},
        {"Hatchet / Knife", R{5, 10, 20}, 2},
        {"Rocks etc", R{4, 8, 20}, 1},
    }};
    const auto& weapons = shippedActionsTables().weapons;
    REQUIRE(weapons.size() == text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        INFO(text[i].name);
        CHECK(weapons[i].name == text[i].name);
        CHECK(weapons[i].rangesCm == text[i].ranges);
        CHECK(weapons[i].melee == text[i].melee);
    }
    CHECK(weapons[0].meleeNote == "4 with bayonet");
}
