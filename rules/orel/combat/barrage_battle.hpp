#pragma once
// A barrage of the campaign as one battle (8.1 I, 8.3, 8.4): one artillery unit or armoured
// train fires on one observed enemy unit, then each of the reactive player's guns that answers
// fires counterbattery at it, every fire resolved on its own (8.3.1: fires are not combined).
// The report is a CombatReport, so a barrage is planned, weighed, resolved, applied and
// printed as any other battle: the barraging unit is the attacker, its target the defender.

#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

struct BarrageBattle {
    Support firer;             // as it fires the barrage
    CombatUnit firerAsTarget;  // the same unit, as the counterbattery's target
    CombatUnit target;
    std::string targetTerrain = "clear";  // the cohesion check's terrain of each
    std::string firerTerrain = "clear";
    std::vector<Support> counterbattery;  // the reactive player's guns answering, in order
    bool munitionsFromDepot = true;       // 8.2.1: else the gun ends Unsupplied
};

// 8.3.1's possible targets: a combat unit or an armoured train; artillery only when no combat
// unit shares its hex; never tanks or armoured cars. Empty when `target` may be barraged,
// else why not.
std::string barrageTargetRefusal(UnitKind target, const std::vector<UnitKind>& stackedWith);

// 8.3.1, 8.4: a gun fires at 1 or 2 hexes; 5.3: out of command, only at adjacent units.
bool withinBarrageRange(int hexes, bool outOfCommand);

// Throws std::invalid_argument for a target no barrage may take (8.3.1).
CombatReport resolveBarrageBattle(const BarrageBattle& battle, const CombatTables& tables,
                                  Dice& dice);

// Most likely first; the chances sum to 1.
std::vector<BattleOutcomeChance> barrageOutcomeOdds(const BarrageBattle& battle,
                                                    const CombatTables& tables);

}  // namespace tachanka::rules::orel
