#pragma once
// How the battle commands show a battle, a list of them and their odds: text for people,
// --json for programs. The words come from core (BattleView); nothing is reworded here.

#include <vector>

#include "app/core/battles/battles.hpp"

namespace tachanka::cli {

int printBattle(const core::BattleView& view, bool asJson);
int printBattles(const std::vector<core::BattleView>& views, bool asJson);
int printBattleOdds(const core::BattleOdds& odds, bool asJson);
int printPossibleAttacks(const std::vector<core::PossibleAttack>& attacks, bool asJson);

}  // namespace tachanka::cli
