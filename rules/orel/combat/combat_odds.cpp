#include "rules/orel/combat/combat_odds.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::rules::orel {
namespace {

// One outcome of the whole combat as a line per fact ("cohesion X passed"), split again
// into one distribution per fact below.
constexpr char separator = '\n';

// Each checker's cohesion result ("no check" if it made none), a line each, written into
// `key`, whose storage a Monte Carlo run reuses.
void cohesionLines(const CombatReport& report, const std::vector<std::string>& checkers,
                   std::string& key) {
    key.clear();
    for (const auto& unit : checkers) {
        const auto found = std::find_if(
            report.checks.begin(), report.checks.end(),
            [&](const CheckLine& line) { return line.unit == unit && line.check == "cohesion"; });
        key += found == report.checks.end() ? std::string_view("no check") : found->result;
        key += separator;
    }
}

void outcomeKey(const CombatReport& report, const std::vector<std::string>& checkers,
                std::string& key) {
    cohesionLines(report, checkers, key);
    key += report.assaulted ? report.assaultResult.text() : std::string("no assault");
    key += separator;
    key += report.hexCleared ? "cleared" : "held";
}

// The same outcome with the assault as numbers, for telling runs apart with no text made:
// runs with the same bytes have the same outcomeKey, written once for each.
void runKey(const CombatReport& report, const std::vector<std::string>& checkers,
            std::string& key) {
    cohesionLines(report, checkers, key);
    const auto& result = report.assaultResult;
    const int numbers[] = {report.assaulted,
                           report.hexCleared,
                           result.attackerLosses,
                           result.defenderLosses,
                           static_cast<int>(result.loser),
                           result.moraleCheck,
                           result.moraleModifier};
    key.append(reinterpret_cast<const char*>(numbers), sizeof numbers);
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

// The facts of every distinct outcome, one list per fact in the order of the outcome's
// lines: the checkers' cohesion results, then the assault, then the hex.
template <typename Weight, typename AddFact>
void eachFact(const std::vector<std::pair<std::string, Weight>>& outcomes, std::size_t checkers,
              AddFact&& addFact) {
    for (const auto& [key, weight] : outcomes) {
        const auto parts = split(key);
        for (std::size_t fact = 0; fact < checkers + 2; ++fact) addFact(fact, parts[fact], weight);
    }
}

}  // namespace

CombatOdds combatOdds(const CombatDeclaration& combat, const CombatTables& tables) {
    const auto checkers = cohesionCheckers(combat);
    Counting counting;
    counting.memoiseStates = true;  // the outcome reads check results, never their rolls
    CombatRunner runner(combat, tables, Narration::None);
    const auto all = enumerateOutcomes(
        [&](Dice& dice) {
            std::string key;
            outcomeKey(runner.resolve(dice), checkers, key);
            return key;
        },
        counting);
    std::vector<std::pair<std::string, Probability>> outcomes;
    for (const auto& outcome : all.outcomes()) {
        outcomes.emplace_back(outcome.result, outcome.probability);
    }
    std::vector<Distribution> facts(checkers.size() + 2);
    eachFact(outcomes, checkers.size(), [&](std::size_t fact, const std::string& result,
                                            Probability chance) { facts[fact].add(result, chance); });
    CombatOdds odds;
    for (std::size_t i = 0; i < checkers.size(); ++i) {
        odds.cohesion.push_back({checkers[i], facts[i]});
    }
    odds.assault = facts[checkers.size()];
    odds.hex = facts[checkers.size() + 1];
    return odds;
}

CombatShares combatShares(const CombatDeclaration& combat, const CombatTables& tables,
                          std::int64_t runs, std::uint64_t seed) {
    if (runs < 1) throw std::invalid_argument("auto-resolve needs at least one run");
    const auto checkers = cohesionCheckers(combat);
    SeededDice dice(seed);
    CombatRunner runner(combat, tables, Narration::None);
    // Each distinct run's outcome, in the order first met, with its runs.
    std::vector<std::pair<std::string, std::int64_t>> outcomes;
    TextKeyed<std::size_t> places;
    std::string key;
    for (std::int64_t run = 0; run < runs; ++run) {
        const auto& report = runner.resolve(dice);
        runKey(report, checkers, key);
        auto found = places.find(key);
        if (found == places.end()) {
            found = places.emplace(key, outcomes.size()).first;
            outcomes.emplace_back(std::string(), 0);
            outcomeKey(report, checkers, outcomes.back().first);
        }
        ++outcomes[found->second].second;
    }
    std::vector<Tally> facts(checkers.size() + 2);
    eachFact(outcomes, checkers.size(),
             [&](std::size_t fact, const std::string& result, std::int64_t count) {
                 facts[fact].add(result, count);
             });
    CombatShares shares;
    shares.runs = runs;
    for (std::size_t i = 0; i < checkers.size(); ++i) {
        shares.cohesion.push_back({checkers[i], facts[i].outcomes()});
    }
    shares.assault = facts[checkers.size()].outcomes();
    shares.hex = facts[checkers.size() + 1].outcomes();
    return shares;
}

}  // namespace tachanka::rules::orel
