#pragma once
// Shooting on the Actions Table: how many shots uncommanded troops fire, the D8 to hit by range
// and cover, and the d6 of damage per hit by weapon class (Hero +1, Raw −1); and how far
// figures in terrain are seen.

#include "rules/actions/actions_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::actions {

// Uncommanded fire: a shot per so many figures, fewer when moving; whole shots only.
int uncommandedShots(const Shooting& shooting, int figures, bool moving);
// Hand hurled weapons: only a share of the figures shooting count each turn.
int handHurledShots(const Shooting& shooting, int figures);

struct HitResult {
    int needed = 0;  // the score needed on the die
    int roll = 0;
    bool hit = false;
};
HitResult rollToHit(const ToHitTable& table, Range range, Cover cover, Dice& dice);

struct DamageResult {
    int roll = 0;
    int modifier = 0;
    int modified = 0;  // the column read: the roll plus the modifier, held to 1..6
    Damage result = Damage::Graze;
};
int damageModifier(const DamageTable& table, Shooter shooter);
DamageResult rollDamage(const DamageTable& table, WeaponClass weapon, Shooter shooter, Dice& dice);

// The range at which figures in terrain near its edge (or firing, or in plain sight) are seen.
int sightingRangeCm(const Visibility& visibility, Dice& dice);

}  // namespace tachanka::rules::actions
