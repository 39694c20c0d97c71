#include "rules/orel/combat/encirclement.hpp"

#include <array>

namespace tachanka::rules::orel {

bool encircles(const std::vector<int>& hexsides) {
    std::array<bool, 6> through{};
    int count = 0;
    for (const int side : hexsides) {
        const auto at = static_cast<std::size_t>(((side % 6) + 6) % 6);
        if (!through[at]) ++count;
        through[at] = true;
    }
    if (count >= 4) return true;
    for (std::size_t side = 0; side < 3; ++side) {
        if (through[side] && through[side + 3]) return true;  // two opposite
    }
    // Three with none next to another: every other hexside.
    return count == 3 && ((through[0] && through[2] && through[4]) ||
                          (through[1] && through[3] && through[5]));
}

}  // namespace tachanka::rules::orel
