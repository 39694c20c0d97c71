#pragma once
// Hidden information on a Red Actions! table (issue 47; "Set-up", "Ambushes"): a side notes its
// ambushes and places position and dummy markers, which the other side sees as markers only;
// a unit in ambush springs it by a shot or a charge, or leaves it when a senior officer orders
// it out; a marker lifts when its unit shows itself; a scouting roll is made secretly, kept as
// a commitment both sides see, and revealed when the ambush is sprung or found, or the battle
// ends, so anyone can check it. Each side sees the table as it may know it.

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "app/core/battles/tactical_battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "model/hidden_table.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"

namespace tachanka::core {

// `battle setup FILE ID --side SIDE [--ambush CODE[@SPOT]]... [--position CODE[@SPOT]]...
// [--dummy N]`: before the first initiative, each side once.
struct HiddenSetup {
    std::string side;
    std::vector<std::string> ambushes;   // "2/9D@the birch wood"; the spot is the code without
    std::vector<std::string> positions;  // "1/9D@the farm", or a code alone
    int dummies = 0;
};
inline constexpr int mostDummies = 20;

// Sets up the side's hidden markers in one action; the battle as the umpire sees it.
TacticalBattleView setUpBattle(const std::filesystem::path& file, std::int64_t id,
                               const HiddenSetup& setup);

// The battle as `side` may know it (battle units --side): its own units and markers, the
// enemy's markers as markers only, no enemy unit hidden under one or in ambush, and the
// enemy's secret rolls without their dice until revealed.
TacticalBattleView tacticalBattleSeenBy(const std::filesystem::path& file, std::int64_t id,
                                        const std::string& side);

// Whether the check `commitment` holds for the scouting roll's die and nonce.
bool commitmentHolds(const model::TacticalSecret& secret);

// Internal to the tactical battle use cases.

// The actions of the hidden table itself, taken by battle act: scout, order-out, reveal.
bool hiddenTableAction(std::string_view action);
void actOnHiddenTable(ActionContext& context, const model::Battle& battle,
                      const TacticalActionRequest& request, const BattleDice& dice,
                      TacticalActionReport& report);

// Before the engine resolves `action`: refuses what a unit in ambush may not do, a target
// hidden in ambush and an ambush claimed by a unit not in one; an ambusher's shot or charge is
// from ambush.
void checkHiddenTable(SQLite::Database& database, const model::Battle& battle,
                      rules::redactions::ActionRequest& action);
// After it: the markers its units showed themselves from are lifted, and a sprung ambush's
// scouting rolls revealed; what was revealed, a line each.
std::vector<std::string> revealAfterAction(ActionContext& context, const model::Battle& battle,
                                           const rules::redactions::ActionRequest& action);
// The battle ends: every marker and secret roll is revealed.
void revealAtEnd(ActionContext& context, const model::Battle& battle);

// The markers and scouting rolls of the view, as the umpire sees them; then the view cut down
// to what `side` may know.
void addHiddenTable(SQLite::Database& database, const model::Campaign& campaign,
                    const model::Battle& battle, TacticalBattleView& view);
TacticalBattleView seenBy(TacticalBattleView view, const std::string& side);

}  // namespace tachanka::core
