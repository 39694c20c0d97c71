#include "rules/links/conversion.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::links {

std::vector<TacticalUnitPlan> convertUnit(const LinkTable& table, const OperationalUnit& unit) {
    const int graded =
        std::clamp(unit.troopQuality + (unit.recruits ? table.recruitsTqShift : 0), 1, 9);
    const auto* troop = table.troop(unit.army, unit.kind, graded);
    if (troop == nullptr) {
        throw std::invalid_argument(unit.code + ": " + table.file.filename().string() +
                                    " has no troop type for a " + unit.kind + " unit of army '" +
                                    unit.army + "' at TQ " + std::to_string(graded));
    }
    const auto* mode = table.mode(unit.mode);
    const int total = unit.steps * table.basesPerStep;
    const int parts = (total + table.maxBases - 1) / table.maxBases;
    std::vector<TacticalUnitPlan> plans;
    for (int part = 0; part < parts; ++part) {
        TacticalUnitPlan plan;
        plan.code = parts == 1 ? unit.code : unit.code + "." + std::to_string(part + 1);
        plan.operationalCode = unit.code;
        plan.attacker = unit.attacker;
        plan.troopType = troop->troopType;
        plan.moraleLevel = troop->moraleLevel;
        plan.grade = troop->grade;
        // Parts as equal as can be, the larger first.
        plan.bases = total / parts + (part < total % parts ? 1 : 0);
        plan.terror = mode != nullptr ? mode->terror : 0;
        plan.routing = mode != nullptr && mode->routing;
        if (part == 0) plan.officer = unit.officer;
        plans.push_back(std::move(plan));
    }
    return plans;
}

std::vector<OperationalResult> mapBack(const LinkTable& table,
                                       const std::vector<TacticalOutcome>& outcomes,
                                       const std::vector<OperationalUnit>& units) {
    std::vector<OperationalResult> results;
    for (const auto& unit : units) {
        int left = 0;
        int lost = 0;
        int surrendered = 0;
        bool allRouting = true;
        bool officerKilled = false;
        for (const auto& outcome : outcomes) {
            if (outcome.operationalCode != unit.code) continue;
            left += outcome.basesLeft;
            lost += outcome.basesLost;
            surrendered += outcome.surrendered;
            allRouting = allRouting && (outcome.basesLeft == 0 || outcome.routing);
            officerKilled = officerKilled || outcome.officerKilled;
        }
        OperationalResult result;
        result.code = unit.code;
        result.attacker = unit.attacker;
        result.prisonerSteps =
            std::min(unit.steps, stepsOf(surrendered, table.basesPerStep, table.prisonersRounding));
        result.stepsLost =
            std::min(unit.steps, result.prisonerSteps +
                                     stepsOf(lost, table.basesPerStep, table.stepsLostRounding));
        // No base left on the table: the unit is gone whatever the rounding says.
        if (left == 0) result.stepsLost = unit.steps;
        result.eliminated = result.stepsLost >= unit.steps;
        result.routs = !result.eliminated && allRouting;
        result.officerKilled = officerKilled;
        results.push_back(result);
    }
    return results;
}

bool defenderHoldsHex(const std::vector<TacticalOutcome>& outcomes) {
    return std::any_of(outcomes.begin(), outcomes.end(), [](const TacticalOutcome& outcome) {
        return !outcome.attacker && outcome.basesLeft > 0 && !outcome.routing;
    });
}

}  // namespace tachanka::rules::links
