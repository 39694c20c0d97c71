#pragma once
// Auto-resolution of a tactical battle the club will not play: Monte Carlo over the very
// actions the umpire resolves (tactical_battle.hpp), with seeded dice. Each run plays whole
// turns: initiative, then each side's units in good order act on the nearest enemy (cavalry
// charge, the rest shoot) and routing units try to rally, until one side has no unit in good
// order or the turns run out (a draw). How units choose is this program's reading, not the
// text's: a provisional stand-in for players.

#include <cstdint>

#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/shares.hpp"

namespace tachanka::rules::redactions {

struct AutoResolution {
    int runs = 0;
    Share win;  // the attacker's
    Share draw;
    Share loss;
    double attackerBasesLost = 0;  // per run, on average (surrendered included)
    double defenderBasesLost = 0;
    double attackerBasesSurrendered = 0;  // of those, taken prisoner (Orel 4.1's prisoners)
    double defenderBasesSurrendered = 0;
};

inline constexpr int autoResolveTurns = 12;

// One battle played by the auto-resolve's choices to its end: a side broken, or twelve turns.
TacticalBattle playBattle(const RedActionsTables& tables, TacticalBattle battle, Dice& dice);

AutoResolution autoResolve(const RedActionsTables& tables, const TacticalBattle& battle, int runs,
                           std::uint64_t seed);

// Who won a battle as it stands: +1 the attacker, -1 the defender, 0 neither yet (or both
// broken): a side is broken when none of its units stands in good order.
int battleWinner(const TacticalBattle& battle);

}  // namespace tachanka::rules::redactions
