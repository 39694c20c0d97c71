#pragma once
// "Dismounting": cavalry dismount as the infantry type the army's list names for them (the
// text's list), and one of their bases stays behind to hold the horses.

#include <string>
#include <string_view>

#include "rules/redactions/armies/army_list.hpp"

namespace tachanka::rules::redactions {

struct Dismounted {
    std::string infantryTroopId;
    int infantryBases = 0;
    int horseHolderBases = 1;  // cannot remount until the horses are returned
};

// Takes the unit's entire move. Throws std::invalid_argument for a troop type that does not
// dismount, or a unit too small to leave a base with the horses.
Dismounted dismount(const ArmyList& army, std::string_view cavalryTroopId, int bases);

}  // namespace tachanka::rules::redactions
