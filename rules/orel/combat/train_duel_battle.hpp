#pragma once
// A duel of armoured trains (9.1.1) as one battle of the campaign: an armoured train attacks
// a lone enemy armoured train, each side rolls a d6 and the higher roll wins. The report is a
// CombatReport, so the duel is planned, weighed, resolved, applied and printed as any other
// battle: the attacking train is the attacker, the other the defender.

#include <vector>

#include "rules/dice.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

struct TrainDuelBattle {
    CombatUnit attacker;
    CombatUnit defender;
    bool advance = true;  // "a victorious [attacking] train may advance one hex"
};

// Empty when an armoured train may duel the units of the hex it attacks (one enemy armoured
// train, "not stacked with combat units nor artillery"), else why not.
std::string trainDuelRefusal(UnitKind attacker, const std::vector<UnitKind>& defenders);

// The loser of a roll at least double the other's loses a step and retreats 1 hex; of a
// higher roll, is withdrawn (back as a reinforcement two turns later); a tie does nothing.
// Throws std::invalid_argument for a duel the rules do not allow.
CombatReport resolveTrainDuelBattle(const TrainDuelBattle& duel, Dice& dice);

// Most likely first; the chances sum to 1.
std::vector<BattleOutcomeChance> trainDuelOutcomeOdds(const TrainDuelBattle& duel);

}  // namespace tachanka::rules::orel
