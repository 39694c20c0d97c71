#include "rules/redactions/exact_odds.hpp"

#include <string>

namespace tachanka::rules::redactions {
namespace {

std::string counted(int count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

}  // namespace

Distribution shootingTableOdds(const ShootingTable& table, int total, int shift) {
    return enumerateOutcomes(
        [&](Dice& dice) { return rollOnShootingTable(table, total, shift, dice).cell.text; });
}

Distribution shootingOdds(const RedActionsTables& tables, const ShootingInputs& inputs) {
    return shootingTableOdds(tables.shooting, shootingTotal(tables.shootingModifiers, inputs),
                             columnShift(tables.shootingModifiers, inputs));
}

Distribution shotOutcomeOdds(const RedActionsTables& tables, const ShootingInputs& inputs,
                             const Shooter& shooter, const ShootingTarget& target,
                             const ShootingOptions& options) {
    return enumerateOutcomes([&](Dice& dice) {
        const auto result = resolveShooting(tables, inputs, shooter, target, options, dice);
        std::string summary;
        for (const auto& effect : result.effects) summary += (summary.empty() ? "" : "; ") + effect;
        return summary.empty() ? std::string("no effect") : summary;
    });
}

Distribution combatOdds(const RedActionsTables& tables, const CombatInputs& inputs) {
    CombatInputs withoutOfficers = inputs;
    withoutOfficers.charger.officers = 0;
    withoutOfficers.defender.officers = 0;
    return enumerateOutcomes(
        [&](Dice& dice) {
            const auto resolution = resolveCombat(tables, withoutOfficers, dice);
            return resolution.defenderRoutedBeforeCombat ? std::string(routsBeforeCombat)
                                                         : resolution.cell.text;
        });
}

Distribution moraleOdds(const MoraleRules& rules, const MoraleInputs& inputs) {
    return enumerateOutcomes([&](Dice& dice) {
        return std::string(takeMoraleTest(rules, inputs, dice).passed ? "passed" : "failed");
    });
}

Distribution directHitOdds(const DirectHitNumbers& numbers, const DirectHitInputs& inputs) {
    return enumerateOutcomes([&](Dice& dice) {
        const auto result = rollDirectHits(numbers, inputs, dice);
        return counted(result.hits, "hit", "hits") +
               (result.buildingDestroyed ? ", building destroyed" : "");
    });
}

Distribution officerCasualtyOdds(const SmallRolls& rolls, int officers, CasualtySource source) {
    return enumerateOutcomes([&](Dice& dice) {
        return counted(officerCasualties(rolls, officers, source, dice).casualties, "casualty",
                       "casualties");
    });
}

}  // namespace tachanka::rules::redactions
