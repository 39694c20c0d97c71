#include "rules/orel/combat/definitions.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace tachanka::rules::orel {

int roundNearest(int numerator, int denominator) {
    return (2 * numerator + denominator) / (2 * denominator);
}

int roundDown(int numerator, int denominator) { return numerator / denominator; }

int sideStrength(std::span<const StrengthShare> shares) {
    // Each division once, in the order the shares first used it: a combat has few of them.
    struct Division {
        int divisor;
        bool roundedDown;
        int sum;
    };
    std::array<Division, 16> divisions{};
    std::size_t used = 0;
    for (const auto& share : shares) {
        auto* const end = divisions.data() + used;
        auto* division = std::find_if(divisions.data(), end, [&](const Division& d) {
            return d.divisor == share.divisor && d.roundedDown == share.roundedDown;
        });
        if (division == end) {
            if (used == divisions.size()) throw std::length_error("too many kinds of division");
            *division = {share.divisor, share.roundedDown, 0};
            ++used;
        }
        division->sum += share.strength;
    }
    int total = 0;
    for (const auto& division : std::span(divisions).first(used)) {
        total += division.roundedDown ? roundDown(division.sum, division.divisor)
                                      : roundNearest(division.sum, division.divisor);
    }
    return total;
}

int mostNumerousTroopQuality(std::span<const TroopQualityShare> units) {
    if (units.empty()) throw std::invalid_argument("predominant TQ of no units");
    // Ties keep the worse TQ: of the qualities with the most steps, the lowest.
    int predominant = 0;
    int mostSteps = -1;
    for (const auto& candidate : units) {
        int steps = 0;
        for (const auto& unit : units) {
            if (unit.troopQuality == candidate.troopQuality) steps += unit.steps;
        }
        if (steps > mostSteps || (steps == mostSteps && candidate.troopQuality < predominant)) {
            predominant = candidate.troopQuality;
            mostSteps = steps;
        }
    }
    return predominant;
}

int predominantTroopQuality(std::span<const TroopQualityShare> units) {
    const int predominant = mostNumerousTroopQuality(units);
    int worst = predominant;
    int best = predominant;
    for (const auto& unit : units) {
        worst = std::min(worst, unit.troopQuality);
        best = std::max(best, unit.troopQuality);
    }
    int adjusted = predominant;
    if (worst <= predominant - 3) --adjusted;
    if (best >= predominant + 3) ++adjusted;
    return adjusted;
}

namespace {

double roundedOdds(int attacker, int defender, bool assault) {
    const int against = std::max(defender, 1);
    if (attacker >= against) {
        if (assault && 2 * attacker >= 3 * against && attacker < 2 * against) return 1.5;
        return roundDown(attacker, against);
    }
    if (attacker <= 0) return 0.0;
    const int times = (against + attacker - 1) / attacker;
    return 1.0 / times;
}

}  // namespace

double CombatRatio::assaultRatio() const { return roundedOdds(attacker, defender, true); }
double CombatRatio::cohesionRatio() const { return roundedOdds(attacker, defender, false); }

std::string oddsText(double ratio) {
    if (ratio <= 0) return "0:1";
    char buffer[32];
    if (ratio >= 1) {
        std::snprintf(buffer, sizeof buffer, "%g:1", ratio);
    } else {
        std::snprintf(buffer, sizeof buffer, "1:%ld", std::lround(1 / ratio));
    }
    return buffer;
}

}  // namespace tachanka::rules::orel
