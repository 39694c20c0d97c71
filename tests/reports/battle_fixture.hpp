#pragma once
// A historical campaign with battles fought through the battle use cases the players use: the
// Whites' first attack of the campaign planned from the first contact core offers, resolved
// with dice that make it eventful (every check passed, the assault won outright, the loser's
// morale failed), and applied; and a second one planned and voided.

#include <cstdint>
#include <string>

#include "app/core/battles/battles.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"

namespace tachanka::testing {

struct FoughtBattles {
    core::BattleView applied;  // as it stands after apply
    std::int64_t voided = 0;
    std::string voidedHex;
};

// Plays the campaign to the Whites' combat phase of its first day and fights there.
FoughtBattles fightFirstBattles(HistoricalCampaign& game);

}  // namespace tachanka::testing
