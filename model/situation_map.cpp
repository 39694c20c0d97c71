#include "model/situation_map.hpp"

namespace tachanka::model {

bool MapGrid::contains(Hex hex) const {
    return hex.column >= firstColumn && hex.column <= lastColumn && hex.row >= firstRow &&
           hex.row <= lastRow;
}

const MapStack* SituationMap::stackAt(Hex hex) const {
    for (const auto& stack : stacks) {
        if (stack.hex == hex) return &stack;
    }
    return nullptr;
}

}  // namespace tachanka::model
