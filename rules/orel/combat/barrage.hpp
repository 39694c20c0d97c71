#pragma once
// Barrage and counterbattery fire (8.3, 8.4): 2d6 + fire strength + modifiers on the
// Barrage Table, step losses that never take a combat unit's last step, and a cohesion
// check whose Disorganized result is ignored.

#include <optional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

struct BarrageFire {
    std::string code;
    UnitKind kind = UnitKind::Artillery;  // artillery or armoured train
    int fireStrength = 0;
    int troopQuality = 4;  // armoured trains check counterbattery at the table's TQ (4)
    bool unsupplied = false;
    bool routed = false;          // 8.7.3: routed artillery may not fire
    bool counterbattery = false;  // 8.4: a TQ check first
    bool outOfCommand = false;    // 5.3: +2 to that check
};

struct BarrageReport {
    bool fired = false;
    std::optional<CheckLine> counterbatteryCheck;
    int fireStrength = 0;  // after halving for Unsupplied
    int roll = 0;
    int modifier = 0;
    int total = 0;
    int losses = 0;     // read on the table
    int stepsLost = 0;  // applied: never the last step of a combat unit
    bool lastStepSpared = false;
    std::optional<CheckLine> cohesion;  // Disorganized reads as passed (8.3.2)
    CombatUnit target;                  // as it ends
    bool targetEliminated = false;
    bool trainDamaged = false;
    int retreatHexes = 0;
    bool surrendered = false;
    std::vector<std::string> log;
};

// 8.3.1: depots, tanks and armoured cars cannot be targeted; throws std::invalid_argument.
BarrageReport barrage(const BarrageFire& fire, const CombatUnit& target,
                      const std::string& targetTerrain, const CombatTables& tables, Dice& dice);

}  // namespace tachanka::rules::orel
