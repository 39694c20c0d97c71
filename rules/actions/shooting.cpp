#include "rules/actions/shooting.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace tachanka::rules::actions {

namespace {

void requireFigures(int figures) {
    if (figures < 0) {
        throw std::invalid_argument("a number of figures cannot be negative (" +
                                    std::to_string(figures) + ")");
    }
}

}  // namespace

int uncommandedShots(const Shooting& shooting, int figures, bool moving) {
    requireFigures(figures);
    return figures / (moving ? shooting.movingPer : shooting.stationaryPer);
}

int handHurledShots(const Shooting& shooting, int figures) {
    requireFigures(figures);
    return figures / shooting.handHurledPer;
}

HitResult rollToHit(const ToHitTable& table, Range range, Cover cover, Dice& dice) {
    const int needed = table.scoreNeeded(range, cover);
    const int roll =
        dice.roll(table.die, "to hit (" + std::string(model::nameOf(rangeNames, range)) +
                                 " range, " + std::string(model::nameOf(coverNames, cover)) + ")");
    return {needed, roll, roll >= needed};
}

int damageModifier(const DamageTable& table, Shooter shooter) {
    switch (shooter) {
        case Shooter::Hero:
            return table.heroModifier;
        case Shooter::Raw:
            return table.rawModifier;
        case Shooter::Ordinary:
            return 0;
    }
    return 0;
}

DamageResult rollDamage(const DamageTable& table, WeaponClass weapon, Shooter shooter, Dice& dice) {
    const auto& row = table.row(weapon);
    const int roll = dice.roll(table.die, "shooting damage (" + row.text + ")");
    const int modifier = damageModifier(table, shooter);
    const int modified = std::clamp(roll + modifier, 1, table.die);
    return {roll, modifier, modified, row.results[static_cast<std::size_t>(modified - 1)]};
}

int sightingRangeCm(const Visibility& visibility, Dice& dice) {
    return dice.roll(visibility.sightingDie, "sighting range") * visibility.cmPerPip;
}

}  // namespace tachanka::rules::actions
