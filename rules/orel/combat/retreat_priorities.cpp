#include "rules/orel/combat/retreat_priorities.hpp"

#include <algorithm>
#include <array>

namespace tachanka::rules::orel {
namespace {

bool inEnemyZoc(const RetreatCandidate& hex) {
    return hex.zoc != EnemyZoc::None && !hex.zocNegated;
}

// Lower is better, priority by priority.
std::array<bool, 5> rank(const RetreatCandidate& hex) {
    return {inEnemyZoc(hex), hex.overstacked, hex.offMap, hex.attackedHex, !hex.towardFriendlyEdge};
}

}  // namespace

std::vector<RetreatOption> retreatOptions(const std::vector<RetreatCandidate>& candidates) {
    std::vector<const RetreatCandidate*> open;
    for (const auto& hex : candidates) {
        if (!hex.enemyUnits) open.push_back(&hex);
    }
    std::vector<RetreatOption> options;
    if (open.empty()) return options;
    const auto best = rank(**std::min_element(
        open.begin(), open.end(),
        [](const RetreatCandidate* a, const RetreatCandidate* b) { return rank(*a) < rank(*b); }));
    for (const auto* hex : open) {
        if (rank(*hex) != best) continue;
        const RetreatPath path = !inEnemyZoc(*hex)               ? RetreatPath::Clear
                                 : hex->zoc == EnemyZoc::Cavalry ? RetreatPath::CavalryZoc
                                                                 : RetreatPath::InfantryZoc;
        options.push_back({hex->hex, path});
    }
    return options;
}

}  // namespace tachanka::rules::orel
