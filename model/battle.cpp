#include "model/battle.hpp"

namespace tachanka::model {

std::vector<const BattleUnit*> Battle::withRole(BattleRole role) const {
    std::vector<const BattleUnit*> found;
    for (const auto& unit : units) {
        if (unit.role == role) found.push_back(&unit);
    }
    return found;
}

}  // namespace tachanka::model
