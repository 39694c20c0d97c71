#include "rules/orel/combat/vehicles.hpp"

#include <algorithm>

#include "rules/orel/combat/combat_state.hpp"
#include "rules/orel/combat/retreat.hpp"

namespace tachanka::rules::orel {
namespace {

int duelRoll(Dice& dice, const CombatUnit& train) {
    const int bonus = train.heavyTrain && !train.damaged ? 2 : 0;
    return dice.roll(6, "armoured train duel: " + train.code) + bonus;
}

bool enemyGunsPresent(const CombatState& state, CombatSide enemy) {
    const auto& supports = enemy == CombatSide::Attacker ? state.declaration.attackerSupport
                                                         : state.declaration.defenderSupport;
    if (!supports.empty()) return true;
    return std::any_of(
        state.report.units.begin(), state.report.units.end(), [&](const UnitFate& f) {
            return f.side == enemy && (isArtillery(f.unit.kind) || f.unit.integratedArtillery ||
                                       f.unit.kind == UnitKind::ArmouredTrain);
        });
}

}  // namespace

TrainDuel armouredTrainDuel(const CombatUnit& attacker, const CombatUnit& defender, Dice& dice) {
    TrainDuel duel;
    duel.attackerRoll = duelRoll(dice, attacker);
    duel.defenderRoll = duelRoll(dice, defender);
    if (duel.attackerRoll == duel.defenderRoll) return duel;
    const bool attackerWins = duel.attackerRoll > duel.defenderRoll;
    const int high = std::max(duel.attackerRoll, duel.defenderRoll);
    const int low = std::min(duel.attackerRoll, duel.defenderRoll);
    const CombatUnit& beaten = attackerWins ? defender : attacker;
    duel.loser = attackerWins ? "defender" : "attacker";
    duel.stepLoss = high >= 2 * low;
    if (duel.stepLoss) {
        duel.loserDestroyed = !beaten.heavyTrain || beaten.damaged;
        duel.loserDamaged = !duel.loserDestroyed;
    }
    duel.attackerAdvances = attackerWins;
    return duel;
}

BreakdownCheck tankBreakdownCheck(Dice& dice, std::string_view purpose) {
    const int roll = dice.roll(6, purpose);
    return {roll, roll <= 2};
}

void attackingTankBreakdowns(CombatState& state) {
    for (auto& fate : state.report.units) {
        auto& unit = fate.unit;
        if (fate.side != CombatSide::Attacker || unit.kind != UnitKind::Tank ||
            !unit.checksBreakdown || unit.brokenDown) {
            continue;
        }
        const auto check = tankBreakdownCheck(*state.dice, state.purpose("breakdown: ", unit.code));
        unit.brokenDown = check.brokenDown;
        state.check({unit.code, "breakdown", check.roll, 0, 2,
                     check.brokenDown ? "broken down" : "runs"});
        if (check.brokenDown) state.log(unit.code, " breaks down and provides nothing (9.2.1)");
    }
}

bool tankMayEnter(int hexesFromRailroad) { return hexesFromRailroad <= 2; }

void vehicleDestructionChecks(CombatState& state, const Fates& side, int sideLosses) {
    if (sideLosses <= 0 || side.empty()) return;
    if (!enemyGunsPresent(state, opponentOf((*side.begin())->side))) return;
    int checks = 0;
    for (auto* fate : side) {
        auto& unit = fate->unit;
        if (!isVehicle(unit.kind) || fate->eliminated) continue;
        if (state.declaration.options.vehicleChecksPerLoss && checks >= sideLosses) break;
        ++checks;
        const int roll =
            state.dice->roll(6, state.purpose("vehicle destruction check: ", unit.code));
        state.check({unit.code, "destruction", roll, 0, 1, roll == 1 ? "step lost" : "safe"});
        if (roll != 1) continue;
        if (unit.kind == UnitKind::ArmouredTrain && unit.heavyTrain && !unit.damaged) {
            unit.damaged = true;
            ++fate->stepsLost;
            state.log(unit.code, " is damaged");
        } else {
            fate->eliminated = true;
            ++fate->stepsLost;
            state.log(unit.code, " is destroyed");
        }
    }
}

}  // namespace tachanka::rules::orel
