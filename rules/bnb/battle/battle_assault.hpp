#pragma once
// The umpire's close assault: both sides' morale first, then the melee of the stands (or an
// armoured car's or tank's overrun), the Losses table, the leaders in the hex, and the loser's
// morale and fall-back.

#include "rules/bnb/battle/battle.hpp"

namespace tachanka::rules::bnb {

void closeAssault(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                  Dice& dice, BattleActionResult& result);

}  // namespace tachanka::rules::bnb
