#pragma once
// Internal to the battle use cases: reading a campaign's battles and wording them once for
// every front end (the CLI, the GUI and the printed report show the same lines).

#include <cstdint>
#include <filesystem>

#include <SQLiteCpp/Database.h>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "model/campaign.hpp"

namespace tachanka::core {

// The battle numbered `id`; a UserError when the campaign has none.
model::Battle battleNumbered(SQLite::Database& database, std::int64_t id);

// A unit of the battle as the campaign holds it now; a UserError when it is no longer in
// play (the battle must be voided and planned again).
const model::Unit& unitOfBattle(const model::Campaign& campaign, const model::Battle& battle,
                                const model::BattleUnit& entry);

BattleView viewOf(const model::Campaign& campaign, model::Battle battle);

// Writes a resolved battle's effects inside the running action: the lines of what changed.
std::vector<std::string> applyInAction(ActionContext& context, std::int64_t id,
                                       const BattleMoves& moves);

// "X loses 1 step and retreats 1 hex in March mode": what the resolution does to one unit.
std::string effectLine(const model::BattleUnit& unit);

}  // namespace tachanka::core
