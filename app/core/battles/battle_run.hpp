#pragma once
// Internal to the battle use cases: one run of a campaign battle's resolution with the
// players' answers so far. It ends, or stops at the first choice not yet answered; either way
// it says which dice it rolled and where each retreating unit goes.

#include <map>
#include <optional>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "app/core/battles/battle_decisions.hpp"
#include "model/battle.hpp"
#include "model/campaign.hpp"
#include "rules/dice.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/combat/combat_tables.hpp"

namespace tachanka::core {

struct BattleRun {
    rules::orel::CombatReport report;  // played to the end: past a question only to finish
    std::vector<rules::DieRoll> rolls;  // the dice rolled, up to the question if there is one
    std::optional<PendingQuestion> question;
    std::map<std::string, model::Hex> retreatHexes;
};

BattleRun runBattle(SQLite::Database& database, const model::Campaign& campaign,
                    const model::Battle& battle, const rules::orel::CombatTables& tables,
                    rules::Dice& dice, const model::BattleAnswers& answers);

// A stopped battle played again to the question it waits for, with the dice it rolled.
BattleRun replayToQuestion(SQLite::Database& database, const model::Campaign& campaign,
                           const model::Battle& battle, const rules::orel::CombatTables& tables);

// The dice a stopped resolution rolled, in order: its events' dice.
std::vector<int> diceSoFar(const model::Battle& battle);

}  // namespace tachanka::core
