#include "rules/orel/combat/definitions.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <stdexcept>

namespace tachanka::rules::orel {

int roundNearest(int numerator, int denominator) {
    return (2 * numerator + denominator) / (2 * denominator);
}

int roundDown(int numerator, int denominator) { return numerator / denominator; }

int sideStrength(const std::vector<StrengthShare>& shares) {
    std::map<std::pair<int, bool>, int> sumPerDivision;
    for (const auto& share : shares) {
        sumPerDivision[{share.divisor, share.roundedDown}] += share.strength;
    }
    int total = 0;
    for (const auto& [division, sum] : sumPerDivision) {
        total +=
            division.second ? roundDown(sum, division.first) : roundNearest(sum, division.first);
    }
    return total;
}

int mostNumerousTroopQuality(const std::vector<TroopQualityShare>& units) {
    if (units.empty()) throw std::invalid_argument("predominant TQ of no units");
    std::map<int, int> stepsPerQuality;
    for (const auto& unit : units) stepsPerQuality[unit.troopQuality] += unit.steps;
    // Ascending map order with a strict comparison keeps the worse TQ on a tie.
    int predominant = stepsPerQuality.begin()->first;
    int mostSteps = stepsPerQuality.begin()->second;
    for (const auto& [quality, steps] : stepsPerQuality) {
        if (steps > mostSteps) {
            predominant = quality;
            mostSteps = steps;
        }
    }
    return predominant;
}

int predominantTroopQuality(const std::vector<TroopQualityShare>& units) {
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
