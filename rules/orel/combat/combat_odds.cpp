#include "rules/orel/combat/combat_odds.hpp"

#include <algorithm>

#include "rules/orel/combat/combat_sequence.hpp"

namespace tachanka::rules::orel {
namespace {

// One outcome of the whole combat as a line per fact ("cohesion X passed"), split again
// into one distribution per fact below.
constexpr char separator = '\n';

std::string outcomeKey(const CombatReport& report, const std::vector<std::string>& checkers) {
    std::string key;
    for (const auto& unit : checkers) {
        const auto found = std::find_if(
            report.checks.begin(), report.checks.end(),
            [&](const CheckLine& line) { return line.unit == unit && line.check == "cohesion"; });
        key += (found == report.checks.end() ? std::string("no check") : found->result);
        key += separator;
    }
    key += report.assaulted ? report.assaultResult.text() : std::string("no assault");
    key += separator;
    key += report.hexCleared ? "cleared" : "held";
    return key;
}

std::vector<std::string> split(const std::string& key) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t at = key.find(separator); at != std::string::npos;
         at = key.find(separator, start)) {
        parts.push_back(key.substr(start, at - start));
        start = at + 1;
    }
    parts.push_back(key.substr(start));
    return parts;
}

std::vector<std::string> cohesionCheckers(const CombatDeclaration& combat) {
    if (combat.options.newCohesionRules) return {"all attacker", "all defender"};
    std::vector<std::string> codes;
    for (const auto* units : {&combat.attackers, &combat.defenders}) {
        for (const auto& unit : *units) {
            if (!isVehicle(unit.kind)) codes.push_back(unit.code);
        }
    }
    return codes;
}

}  // namespace

CombatOdds combatOdds(const CombatDeclaration& combat, const CombatTables& tables) {
    const auto checkers = cohesionCheckers(combat);
    const auto all = enumerateOutcomes(
        [&](Dice& dice) { return outcomeKey(resolveCombat(combat, tables, dice), checkers); });
    CombatOdds odds;
    for (const auto& unit : checkers) odds.cohesion.push_back({unit, {}});
    for (const auto& outcome : all.outcomes()) {
        const auto parts = split(outcome.result);
        for (std::size_t i = 0; i < checkers.size(); ++i) {
            odds.cohesion[i].results.add(parts[i], outcome.probability);
        }
        odds.assault.add(parts[checkers.size()], outcome.probability);
        odds.hex.add(parts[checkers.size() + 1], outcome.probability);
    }
    return odds;
}

}  // namespace tachanka::rules::orel
