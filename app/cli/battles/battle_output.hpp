#pragma once
// How the battle commands show a battle, a list of them and their odds: text for people,
// --json for programs. The words come from core (BattleView); nothing is reworded here.

#include <vector>

#include "app/cli/json_writer.hpp"
#include "app/cli/records.hpp"
#include "app/core/battles/battles.hpp"

namespace tachanka::cli {

// `file` names the campaign in the command that answers a question the battle stopped at.
int printBattle(const core::BattleView& view, bool asJson, const std::string& file = "FILE");
int printBattles(const std::vector<core::BattleView>& views, std::optional<RecordFormat> format);
int printBattleOdds(const core::BattleOdds& odds, bool asJson);
// Its parts, for answers that hold a battle's odds: the outcomes array, and the table with
// the provisional line.
void writeBattleOutcomes(JsonWriter& json, const core::BattleOdds& odds);
void printBattleOutcomes(const core::BattleOdds& odds);
int printPossibleAttacks(const std::vector<core::PossibleAttack>& attacks, bool asJson);

}  // namespace tachanka::cli
