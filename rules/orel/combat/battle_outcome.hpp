#pragma once
// How a resolved combat ends, in the terms a campaign battle reports it: each side's step
// losses, what became of the defender, and who holds the hex; and the exact chance of each
// such ending, from resolveCombat run over every sequence of dice (rules/odds.hpp).

#include <functional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/odds.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

struct BattleOutcome {
    int attackerStepsLost = 0;
    int defenderStepsLost = 0;  // sheltering units' losses included
    // "holds", "retreats", "routs", "eliminated", "surrenders": the worst that befell the
    // defending units still there when the combat began.
    std::string defenderFate = "holds";
    bool hexCleared = false;
    // 9.1.1: a train beaten by a higher roll in its own attack is withdrawn for two turns.
    bool attackerWithdrawn = false;

    std::string text() const;  // "attacker loses 1 step, defender loses 2 steps and retreats; hex cleared"
    bool operator==(const BattleOutcome&) const = default;
};

BattleOutcome battleOutcome(const CombatReport& report);

struct BattleOutcomeChance {
    BattleOutcome outcome;
    Probability probability;
};

// Most likely first (ties in the order the dice first give them); the chances sum to 1.
std::vector<BattleOutcomeChance> battleOutcomeOdds(const CombatDeclaration& combat,
                                                   const CombatTables& tables);
// What a battle's odds come to: the chance the hex is cleared, and each side's step losses on
// average.
struct ExpectedOutcome {
    Probability hexCleared;
    Probability hexHeld;
    double attackerStepsLost = 0;
    double defenderStepsLost = 0;
};
ExpectedOutcome expectedOutcome(const std::vector<BattleOutcomeChance>& chances);

// The same, of any resolution that reports as a combat (a barrage battle).
std::vector<BattleOutcomeChance> outcomeOdds(const std::function<CombatReport(Dice&)>& resolve);

// One die, or the dice summed for one roll (the 2d6 of an assault), with the chart cell it
// read: "Inf A: 4 +1 vs TQ 5 → passed".
struct CombatEvent {
    std::string purpose;
    std::vector<int> dice;
    std::string tableCell;
};

// The rolls of a resolution grouped into events, each with the cells of the checks it decided.
std::vector<CombatEvent> combatEvents(const CombatReport& report,
                                      const std::vector<DieRoll>& rolls);

}  // namespace tachanka::rules::orel
