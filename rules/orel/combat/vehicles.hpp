#pragma once
// Vehicles in Orel 1919 (9): armoured train against armoured train, tank breakdowns and the
// railway limit, and the destruction checks after an assault.

#include <string>
#include <string_view>

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_state.hpp"

namespace tachanka::rules::orel {

// 9.1.1: each side rolls a d6, +2 for an undamaged heavy train. A roll at least double the
// other's gives the loser a step loss (light trains are destroyed, heavy ones damaged) and
// a retreat of 1 hex; a higher roll removes the loser, back as a reinforcement two turns
// later on the same railroad; a tie does nothing. Only a victorious attacker advances 1 hex.
struct TrainDuel {
    int attackerRoll = 0;
    int defenderRoll = 0;
    std::string loser;      // "attacker", "defender" or "" on a tie
    bool stepLoss = false;  // else removed for two turns
    bool loserDestroyed = false;
    bool loserDamaged = false;
    bool attackerAdvances = false;
};
TrainDuel armouredTrainDuel(const CombatUnit& attacker, const CombatUnit& defender, Dice& dice);

// 9.2.1: a d6 of 1 or 2 before a tank's first MP of the turn breaks it down for the turn.
struct BreakdownCheck {
    int roll = 0;
    bool brokenDown = false;
};
// `purpose` is what the roll is logged as ("breakdown: T-1").
BreakdownCheck tankBreakdownCheck(Dice& dice, std::string_view purpose);

// 9.2.1 at the start of an attack: each attacking tank that spends its first MP of the turn
// on it rolls; a broken-down tank provides nothing to the combat.
void attackingTankBreakdowns(CombatState& state);
// 9.2.1: a tank never goes more than 2 hexes from a railroad hex.
bool tankMayEnter(int hexesFromRailroad);

// 9: after an assault in which the side took a loss, each of its vehicles (or, optionally,
// as many as its losses) rolls a d6 if enemy artillery (integrated included) or an enemy
// armoured train was there or fired support: on a 1 it loses a step.
void vehicleDestructionChecks(CombatState& state, const Fates& side, int sideLosses);

}  // namespace tachanka::rules::orel
