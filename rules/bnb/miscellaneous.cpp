#include "rules/bnb/miscellaneous.hpp"

namespace tachanka::rules::bnb {

ArtilleryFallBack artilleryFallsBack(bool canLimber) {
    return canLimber ? ArtilleryFallBack::Limbered : ArtilleryFallBack::GunsAbandoned;
}

AmmunitionCheck spendAmmunition(ArtilleryShot shot, int ammunition, bool stationaryTarget,
                                bool acquired) {
    AmmunitionCheck check;
    check.ammunitionLeft = ammunition;
    if (shot == ArtilleryShot::RangingRounds) {
        if (!stationaryTarget) {
            check.reason = "ranging rounds are fired only at stationary targets";
        } else if (acquired) {
            check.reason = "the target is already acquired: bombard it";
        } else {
            check.allowed = true;
        }
        return check;
    }
    if (ammunition <= 0) {
        check.reason = "out of ammunition: the battery is useless";
        return check;
    }
    check.allowed = true;
    check.doesDamage = true;
    check.ammunitionLeft = ammunition - 1;
    return check;
}

}  // namespace tachanka::rules::bnb
