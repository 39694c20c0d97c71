// The General Rules 1-7 and their notes, each check naming its rule.

#include <doctest/doctest.h>

#include <stdexcept>

#include "rules/rfic/general.hpp"

using namespace tachanka::rules::rfic;

TEST_CASE("General rule 1: each hex of infantry or cavalry is dealt a card, towed artillery one") {
    CHECK(cardsDealtTo(Spread::InfantryOrCavalry, 2) == 2);
    CHECK(cardsDealtTo(Spread::TowedArtillery, 2) == 1);
    CHECK(cardsDealtTo(Spread::Other, 1) == 1);
    CHECK_THROWS_AS(cardsDealtTo(Spread::Other, 0), std::invalid_argument);
}

TEST_CASE("General rule 2 and note 6: artillery hits fall on every unit in the hex") {
    for (const auto& gun : gunNames) {
        CAPTURE(gun.name);
        CHECK(hitsEveryUnitInHex(gun.value) == (gun.value != Gun::None));
    }
}

TEST_CASE("General rule 5: close assault only from the next hex") {
    CHECK(mayCloseAssault(1));
    CHECK_FALSE(mayCloseAssault(2));
}

TEST_CASE("General rules 6-7 and note 8: indirect fire with an observer or a pre-planned barrage") {
    CHECK(firesIndirect(Gun::HeavyMortar));
    CHECK(firesIndirect(Gun::FieldGun));
    CHECK_FALSE(firesIndirect(Gun::AfvGun));
    CHECK_FALSE(firesIndirect(Gun::AntiTankGun));
    CHECK(mayFireAt(Gun::None, {.targetSeen = true}));
    CHECK_FALSE(mayFireAt(Gun::None, {.observerSeesTarget = true}));
    CHECK(mayFireAt(Gun::MediumGun, {.observerSeesTarget = true}));
    CHECK(mayFireAt(Gun::HeavyGun, {.preplannedBarrage = true}));
    CHECK_FALSE(mayFireAt(Gun::AntiTankGun, {.preplannedBarrage = true}));
    CHECK_FALSE(mayFireAt(Gun::FieldGun, {}));
}
