#pragma once
// Orel 1919 combat use cases over the charts of the first template folder that has
// rules/orel-1919.xml (a user's override wins): look-ups, a described combat resolved with
// typed, seeded or random dice, and its exact odds. Errors are UserErrors.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_odds.hpp"
#include "rules/orel/combat/combat_tables.hpp"
#include "rules/orel/orel_tables.hpp"

namespace tachanka::core {

rules::orel::CombatTables loadOrelCombatTables();
// Every Orel 1919 table (combat and operations share the Terrain Effects Table).
rules::orel::OrelTables loadOrelRules();
std::filesystem::path orelCombatTablesFile();

struct PredominantQualityAnswer {
    int predominant = 0;
    int mostNumerous = 0;  // before the +/-1 adjustments
    int steps = 0;
};
// "TQ:STEPS" pairs; bad text is a UserError.
PredominantQualityAnswer predominantQuality(const std::vector<std::string>& units);

struct RatioAnswer {
    double ratio = 0;          // the assault odds (1.5 between 1.50 and 1.99)
    double cohesionRatio = 0;  // the cohesion odds, rounded down
    std::string odds;          // both as the rules write them: "1.5:1", "1:2"
    std::string cohesionOdds;
    int cohesionModifierAttacker = 0;
    int cohesionModifierDefender = 0;
    int assaultModifier = 0;
    bool provisional = false;  // the assault modifier comes from a provisional chart
};
RatioAnswer combatRatio(int attacker, int defender);
// "assault odds 1.5:1: +1 to the assault roll" and the cohesion odds' line under it.
std::string ratioLines(const RatioAnswer& answer);

struct CohesionAnswer {
    int roll = 0;
    int modifier = 0;
    int troopQuality = 0;
    int difference = 0;
    std::string result;
    bool provisional = false;
};
CohesionAnswer cohesionLookup(int roll, int modifier, int troopQuality, bool morale);

struct AssaultAnswer {
    int roll = 0;  // modified
    rules::orel::AssaultResult result;
    bool provisional = false;
};
AssaultAnswer assaultLookup(int modifiedRoll);

struct BarrageAnswer {
    int total = 0;
    rules::orel::BarrageRow row;
    bool provisional = false;
};
BarrageAnswer barrageLookup(int total);

struct CombatRun {
    rules::orel::CombatReport report;
    std::vector<rules::DieRoll> rolls;
    bool provisional = false;
};
// Typed dice when given, else seeded dice (a random seed when none is given).
CombatRun runCombat(const std::filesystem::path& input, std::optional<std::vector<int>> dice,
                    std::optional<std::uint64_t> seed);

struct CombatOddsAnswer {
    rules::orel::CombatOdds odds;
    bool provisional = false;
};
CombatOddsAnswer combatOdds(const std::filesystem::path& input);

struct CombatSharesAnswer {
    rules::orel::CombatShares shares;
    std::uint64_t seed = 0;  // the one given, or the one drawn, so a run can be repeated
    bool provisional = false;
};
// Monte Carlo auto-resolve of a described combat: `runs` combats with dice from `seed` (one is
// drawn when none is given).
CombatSharesAnswer combatShares(const std::filesystem::path& input, std::int64_t runs,
                                std::optional<std::uint64_t> seed);

}  // namespace tachanka::core
