#include "rules/redactions/battle/auto_resolve.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "rules/seeded_dice.hpp"

namespace tachanka::rules::redactions {
namespace {

bool broken(const TacticalBattle& battle, bool attacker) {
    return std::none_of(battle.units.begin(), battle.units.end(), [&](const TacticalUnit& unit) {
        return unit.attacker == attacker && unit.inGoodOrder();
    });
}

const TacticalUnit* firstEnemy(const TacticalBattle& battle, const TacticalUnit& unit) {
    const TacticalUnit* found = nullptr;
    for (const auto& other : battle.units) {
        if (other.attacker == unit.attacker || !other.onTable()) continue;
        if (other.inGoodOrder()) return &other;
        if (found == nullptr) found = &other;
    }
    return found;
}

// One unit's action segment: routing units try to rally, cavalry charge (and pursue what their
// combat routed), the rest shoot.
void actWith(const RedActionsTables& tables, TacticalBattle& battle, std::size_t index,
             Dice& dice) {
    const auto& unit = battle.units[index];
    if (!unit.onTable()) return;
    ActionRequest request;
    request.actor = unit.code;
    if (unit.state.routing) {
        request.action = TacticalAction::Rally;
    } else {
        const auto* enemy = firstEnemy(battle, unit);
        if (enemy == nullptr) return;
        request.target = enemy->code;
        request.action = unit.troop.arm == Arm::Sabres && !enemy->state.routing
                             ? TacticalAction::Charge
                             : TacticalAction::Shoot;
    }
    const bool targetWasRouting =
        !request.target.empty() && battle.unit(request.target).state.routing;
    try {
        act(tables, battle, request, dice);
    } catch (const std::invalid_argument&) {
        // A charge the rules refuse becomes a shot; a unit with nothing to do waits.
        if (request.action != TacticalAction::Charge) return;
        request.action = TacticalAction::Shoot;
        act(tables, battle, request, dice);
        return;
    }
    // Sabres that routed their target in the combat run it down at once, unhalted.
    if (request.action == TacticalAction::Charge &&
        mustPursue(battle.unit(request.actor), battle.unit(request.target), targetWasRouting)) {
        request.action = TacticalAction::Pursue;
        act(tables, battle, request, dice);
    }
}

void playTurn(const RedActionsTables& tables, TacticalBattle& battle, Dice& dice) {
    const auto result = act(tables, battle, ActionRequest{}, dice);
    const bool attackerFirst = result.effects.front().starts_with("the attacker");
    for (const bool attackers : {attackerFirst, !attackerFirst}) {
        for (std::size_t index = 0; index < battle.units.size(); ++index) {
            if (battle.units[index].attacker == attackers) actWith(tables, battle, index, dice);
            if (battleWinner(battle) != 0) return;
        }
    }
}

// A side's bases off the table at the end: lost (destroyed and surrendered), and surrendered.
std::pair<int, int> basesLost(const TacticalBattle& battle, bool attacker) {
    int lost = 0;
    int surrendered = 0;
    for (const auto& unit : battle.units) {
        if (unit.attacker != attacker) continue;
        lost += unit.basesLost + unit.surrendered;
        surrendered += unit.surrendered;
    }
    return {lost, surrendered};
}

}  // namespace

int battleWinner(const TacticalBattle& battle) {
    const bool attackerBroken = broken(battle, true);
    const bool defenderBroken = broken(battle, false);
    if (attackerBroken == defenderBroken) return 0;
    return defenderBroken ? 1 : -1;
}

TacticalBattle playBattle(const RedActionsTables& tables, TacticalBattle battle, Dice& dice) {
    for (int turn = 0; turn < autoResolveTurns && battleWinner(battle) == 0; ++turn) {
        playTurn(tables, battle, dice);
    }
    return battle;
}

AutoResolution autoResolve(const RedActionsTables& tables, const TacticalBattle& battle, int runs,
                           std::uint64_t seed) {
    if (runs < 1) throw std::invalid_argument("auto-resolve needs at least one run");
    SeededDice dice(seed);
    int wins = 0;
    int losses = 0;
    long lost[2] = {0, 0};  // the attacker's, the defender's
    long surrendered[2] = {0, 0};
    for (int run = 0; run < runs; ++run) {
        const auto copy = playBattle(tables, battle, dice);
        const int winner = battleWinner(copy);
        wins += winner > 0 ? 1 : 0;
        losses += winner < 0 ? 1 : 0;
        for (const int side : {0, 1}) {
            const auto [gone, taken] = basesLost(copy, side == 0);
            lost[side] += gone;
            surrendered[side] += taken;
        }
    }
    AutoResolution resolution;
    resolution.runs = runs;
    resolution.win = wilsonShare(wins, runs);
    resolution.loss = wilsonShare(losses, runs);
    resolution.draw = wilsonShare(runs - wins - losses, runs);
    const auto perRun = [runs](long count) { return static_cast<double>(count) / runs; };
    resolution.attackerBasesLost = perRun(lost[0]);
    resolution.defenderBasesLost = perRun(lost[1]);
    resolution.attackerBasesSurrendered = perRun(surrendered[0]);
    resolution.defenderBasesSurrendered = perRun(surrendered[1]);
    return resolution;
}

}  // namespace tachanka::rules::redactions
