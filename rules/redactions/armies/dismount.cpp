#include "rules/redactions/armies/dismount.hpp"

#include <stdexcept>

namespace tachanka::rules::redactions {

Dismounted dismount(const ArmyList& army, std::string_view cavalryTroopId, int bases) {
    const auto* cavalry = army.troop(cavalryTroopId);
    if (cavalry == nullptr) {
        throw std::invalid_argument("army '" + army.id + "' has no troop type '" +
                                    std::string(cavalryTroopId) + "'");
    }
    if (!cavalry->dismountsAs) {
        throw std::invalid_argument(cavalry->name + " do not dismount");
    }
    if (bases < 2) {
        throw std::invalid_argument("a unit of " + std::to_string(bases) +
                                    " base(s) cannot dismount: one base must hold the horses");
    }
    Dismounted dismounted;
    dismounted.infantryTroopId = *cavalry->dismountsAs;
    dismounted.horseHolderBases = 1;
    dismounted.infantryBases = bases - dismounted.horseHolderBases;
    return dismounted;
}

}  // namespace tachanka::rules::redactions
