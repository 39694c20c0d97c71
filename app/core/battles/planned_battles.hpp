#pragma once
// Internal to the battle use cases: what planning a battle of either kind (a combat, a
// barrage) needs alike — what the side to play has already done today, the units a plan may
// name, and storing the plan as one ledger action.

#include <cstdint>
#include <map>
#include <set>
#include <string>

#include <SQLiteCpp/Database.h>

#include "app/core/campaign/campaign_action.hpp"
#include "model/battle.hpp"
#include "model/campaign.hpp"

namespace tachanka::core {

// The battles of today the side to play planned and did not void, each unit's by what it did
// there (unit id → battle).
struct FoughtToday {
    std::map<std::int64_t, std::int64_t> attackers;
    // 7.2 "a hex that contains at least one unit being Barraged may not be the target of an
    // attack": each barraged unit's hex → its barrage.
    std::map<std::string, std::int64_t> barragedHexes;
    std::map<std::int64_t, std::int64_t> barraged;   // 8.3.1: one barrage a gun
    std::map<std::int64_t, std::int64_t> supported;  // offensive support fired
    std::map<std::int64_t, std::int64_t> counterbattery;  // 8.4: the reactive side's guns
};

FoughtToday foughtToday(SQLite::Database& database, const model::Campaign& campaign,
                        std::int64_t sideId);

// 9.2.1: the tanks (unit ids) of either side that broke down today in a battle not voided;
// they stay broken down until the turn ends.
std::set<std::int64_t> brokenDownToday(SQLite::Database& database,
                                       const model::Campaign& campaign);

// Whether the unit moved in today's movement phase: a tank that did spent its first MP of
// the turn there, and passed its breakdown roll (9.2.1).
bool movedToday(SQLite::Database& database, const model::Campaign& campaign,
                const model::Unit& unit);

std::string inBattle(std::int64_t id);  // "battle 3"

// 10.2: the formation (the unit's own or one above it) that keeps it inactive on `day`, if any.
const model::Formation* inactiveFormationOf(const model::Campaign& campaign,
                                            const model::Unit& unit, const model::GameDate& day);

// A unit of `side` on the map that the plan names once: a UserError otherwise.
const model::Unit& unitNamedOnce(const model::Campaign& campaign, const std::string& code,
                                 const model::Side& side, std::set<std::int64_t>& named);

model::BattleUnit battleEntryOf(const model::Unit& unit, model::BattleRole role);

// Writes the plan (the battle and its units) as one ledger action; returns its id.
std::int64_t storePlannedBattle(ActionContext& context, model::Battle battle);

}  // namespace tachanka::core
