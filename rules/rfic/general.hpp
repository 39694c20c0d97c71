#pragma once
// The General Rules (1-7 and notes 5-9): which parts of a unit are dealt cards, which hits fall
// on every unit in a hex, who may fire at a target it cannot see, and who may close assault.

#include <array>

#include "model/named_enum.hpp"

namespace tachanka::rules::rfic {

// The artillery of note 6 (the guns whose hits fall on the whole hex), and no gun at all.
enum class Gun {
    None,
    HeavyMortar,
    AfvGun,
    AntiTankGun,
    InfantryGun,
    MountainGun,
    FieldGun,
    MediumGun,
    HeavyGun,
};
inline constexpr std::array<model::EnumName<Gun>, 9> gunNames{{
    {Gun::None, "none"},
    {Gun::HeavyMortar, "heavy-mortar"},
    {Gun::AfvGun, "afv-gun"},
    {Gun::AntiTankGun, "anti-tank-gun"},
    {Gun::InfantryGun, "infantry-gun"},
    {Gun::MountainGun, "mountain-gun"},
    {Gun::FieldGun, "field-gun"},
    {Gun::MediumGun, "medium-gun"},
    {Gun::HeavyGun, "heavy-gun"},
}};

// Rule 2 and note 6: an artillery hit on a hex hits every unit in it (a minefield's hits are
// dealt with as artillery hits too).
bool hitsEveryUnitInHex(Gun gun);
// Note 8: heavy mortars, infantry, mountain, field, medium and heavy guns; not AFV or anti-tank
// guns.
bool firesIndirect(Gun gun);

struct Sighting {
    bool targetSeen = false;          // a clear line of sight (note 9)
    bool observerSeesTarget = false;  // an artillery observer has it in view
    bool preplannedBarrage = false;   // from positions held at the start of the battle
};
// Rules 6 and 7: units fire only at what they see; artillery capable of indirect fire also at
// what an observer sees, or in a pre-planned barrage.
bool mayFireAt(Gun gun, const Sighting& sighting);

// Rule 5: a close assault only from the next hex (having moved there or not).
bool mayCloseAssault(int hexesToEnemy);

enum class Spread { InfantryOrCavalry, TowedArtillery, Other };
// Rule 1: each hex of an infantry or cavalry unit is dealt a card (and activated and tested) as
// a unit of its own; both parts of a towed artillery unit, one card.
int cardsDealtTo(Spread unit, int hexesOccupied);

}  // namespace tachanka::rules::rfic
