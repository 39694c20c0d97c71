#pragma once
// The umpire's fire actions: a unit's small arms, a battery's bombardment, each followed by
// the target's losses, its morale and its leader's risk.

#include "rules/bnb/battle/battle.hpp"

namespace tachanka::rules::bnb {

void smallArmsFire(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                   Dice& dice, BattleActionResult& result);
void artilleryFire(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                   Dice& dice, BattleActionResult& result);

}  // namespace tachanka::rules::bnb
