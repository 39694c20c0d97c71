#include "rules/rfic/general.hpp"

#include <stdexcept>

namespace tachanka::rules::rfic {

bool hitsEveryUnitInHex(Gun gun) { return gun != Gun::None; }

bool firesIndirect(Gun gun) {
    return gun != Gun::None && gun != Gun::AfvGun && gun != Gun::AntiTankGun;
}

bool mayFireAt(Gun gun, const Sighting& sighting) {
    if (sighting.targetSeen) return true;
    return firesIndirect(gun) && (sighting.observerSeesTarget || sighting.preplannedBarrage);
}

bool mayCloseAssault(int hexesToEnemy) { return hexesToEnemy == 1; }

int cardsDealtTo(Spread unit, int hexesOccupied) {
    if (hexesOccupied < 1) throw std::invalid_argument("a unit occupies at least one hex");
    return unit == Spread::InfantryOrCavalry ? hexesOccupied : 1;
}

}  // namespace tachanka::rules::rfic
