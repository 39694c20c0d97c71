#include "rules/orel/combat/checks.hpp"

#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {

CheckResult readCohesionCheck(const CombatTables& tables, int roll, int modifier, int quality,
                              bool morale) {
    if (roll == 1) return CheckResult::Passed;
    return tables.cohesionResult(roll + modifier - quality, morale);
}

Distribution cohesionCheckOdds(const CombatTables& tables, int modifier, int quality, bool morale) {
    return enumerateOutcomes([&](Dice& dice) {
        const int roll = dice.roll(6, morale ? "morale check" : "cohesion check");
        return std::string(
            checkResultName(readCohesionCheck(tables, roll, modifier, quality, morale)));
    });
}

Distribution assaultRollOdds(const CombatTables& tables, int modifier) {
    return enumerateOutcomes([&](Dice& dice) {
        return tables.assaultResult(dice.rollSum(2, 6, "assault") + modifier).text();
    });
}

CheckLine troopQualityCheck(Dice& dice, const std::string& unit, std::string_view check,
                            int quality, int modifier) {
    const int roll = dice.roll(6, std::string(check) + " TQ check: " + unit);
    return {unit,    std::string(check),
            roll,    modifier,
            quality, roll + modifier <= quality ? "passed" : "failed"};
}

bool troopQualityCheck(CombatState& state, const std::string& unit, std::string_view check,
                       int quality, int modifier) {
    auto line = troopQualityCheck(state.dice, unit, check, quality, modifier);
    const bool passed = line.result == "passed";
    state.check(std::move(line));
    return passed;
}

}  // namespace tachanka::rules::orel
