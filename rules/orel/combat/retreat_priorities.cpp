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

// Lower is better: clear, then infantry or artillery ZoC, then cavalry ZoC (8.7.3 A 2: only
// infantry and artillery ZoC spare routing cavalry).
int harm(RetreatPath path) {
    switch (path) {
        case RetreatPath::Clear: return 0;
        case RetreatPath::InfantryZoc: return 1;
        case RetreatPath::CavalryZoc: return 2;
        case RetreatPath::Blocked: break;
    }
    return 3;
}

}  // namespace

std::vector<RetreatOption> routOptions(const std::vector<RoutLeg>& legs) {
    std::vector<RetreatOption> options;
    for (const auto& leg : legs) {
        for (const auto& second : leg.second) {
            const RetreatPath path =
                harm(second.path) > harm(leg.first.path) ? second.path : leg.first.path;
            const auto known = std::find_if(options.begin(), options.end(),
                                            [&](const RetreatOption& o) { return o.hex == second.hex; });
            if (known == options.end()) options.push_back({second.hex, path});
            else if (harm(path) < harm(known->path)) known->path = path;
        }
    }
    return options;
}

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
