#pragma once
// Internal to the battle use cases: the choice a stopped resolution waits for, worded once for
// every front end, with the battle's endings under each answer it may be given.

#include <optional>
#include <string>

#include <SQLiteCpp/Database.h>

#include "app/core/battles/battle_decisions.hpp"
#include "app/core/battles/battles.hpp"
#include "model/battle.hpp"
#include "model/campaign.hpp"
#include "rules/orel/combat/combat_tables.hpp"

namespace tachanka::core {

// "the Whites decide whether to assault hex 2705 (8.8)"
std::string questionText(const model::Campaign& campaign, const model::Battle& battle,
                         const PendingQuestion& question);

// "assault yes; advance 1/1K, 2/1K; 1/9D to 2604", or "none yet"
std::string answersLine(const model::BattleAnswers& answers);

// None for a battle that waits for no choice.
std::optional<BattleQuestion> questionOf(SQLite::Database& database,
                                         const model::Campaign& campaign,
                                         const model::Battle& battle,
                                         const rules::orel::CombatTables& tables);

}  // namespace tachanka::core
