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

namespace {

CheckLine troopQualityLine(std::string_view unit, std::string_view check, int roll, int quality,
                           int modifier) {
    const bool passed = roll + modifier <= quality;  // as the state's check reads its faces
    return {std::string(unit), std::string(check), roll, modifier, quality,
            passed ? "passed" : "failed"};
}

}  // namespace

CheckLine troopQualityCheck(Dice& dice, const std::string& unit, std::string_view check,
                            int quality, int modifier) {
    const int roll = dice.roll(6, std::string(check) + " TQ check: " + unit);
    return troopQualityLine(unit, check, roll, quality, modifier);
}

bool troopQualityCheck(CombatState& state, std::string_view unit, std::string_view check,
                       int quality, int modifier) {
    const auto passes = [&](int roll) { return roll + modifier <= quality; };
    const int roll = state.rollRead(state.purpose(check, " TQ check: ", unit), passes);
    state.check(troopQualityLine(unit, check, roll, quality, modifier));
    return state.report.checks.back().result == "passed";
}

}  // namespace tachanka::rules::orel
