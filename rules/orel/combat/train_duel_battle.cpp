#include "rules/orel/combat/train_duel_battle.hpp"

#include <stdexcept>

#include "rules/orel/combat/vehicles.hpp"

namespace tachanka::rules::orel {
namespace {

int duelBonus(const CombatUnit& train) { return train.heavyTrain && !train.damaged ? 2 : 0; }

std::string rollResult(bool won, bool tie) {
    if (tie) return "tie, no result";
    return won ? "wins" : "loses";
}

// What the duel did to the beaten train.
void beaten(UnitFate& loser, const TrainDuel& duel) {
    if (!duel.stepLoss) {
        loser.withdrawn = true;
        return;
    }
    loser.stepsLost = 1;
    loser.retreatHexes = 1;
    loser.eliminated = duel.loserDestroyed;
    loser.unit.damaged = loser.unit.damaged || duel.loserDamaged;
    if (loser.eliminated) loser.retreatHexes = 0;
}

}  // namespace

std::string trainDuelRefusal(UnitKind attacker, const std::vector<UnitKind>& defenders) {
    if (attacker != UnitKind::ArmouredTrain) return "only an armoured train duels (9.1.1)";
    if (defenders.size() != 1 || defenders.front() != UnitKind::ArmouredTrain) {
        return "an armoured train attacks only a lone enemy armoured train, not stacked with "
               "combat units nor artillery (9.1.1)";
    }
    return {};
}

CombatReport resolveTrainDuelBattle(const TrainDuelBattle& duel, Dice& dice) {
    const auto refusal = trainDuelRefusal(duel.attacker.kind, {duel.defender.kind});
    if (!refusal.empty()) throw std::invalid_argument(refusal);
    CombatReport report;
    report.units.resize(2);
    auto& attacker = report.units[0];
    auto& defender = report.units[1];
    attacker.unit = duel.attacker;
    defender.unit = duel.defender;
    defender.side = CombatSide::Defender;
    const auto result = armouredTrainDuel(duel.attacker, duel.defender, dice);
    const bool tie = result.loser.empty();
    const bool attackerWins = result.loser == "defender";
    report.checks.push_back(
        {duel.attacker.code, "train duel", result.attackerRoll - duelBonus(duel.attacker),
         duelBonus(duel.attacker), result.defenderRoll, rollResult(attackerWins, tie)});
    report.checks.push_back(
        {duel.defender.code, "train duel", result.defenderRoll - duelBonus(duel.defender),
         duelBonus(duel.defender), result.attackerRoll, rollResult(!attackerWins, tie)});
    if (tie) {
        report.log.push_back("the trains' rolls tie: no result (9.1.1)");
        return report;
    }
    beaten(attackerWins ? defender : attacker, result);
    report.log.push_back((attackerWins ? duel.defender.code : duel.attacker.code) +
                         (result.stepLoss ? " loses a step (a roll at least double the other's)"
                                          : " is withdrawn, back as a reinforcement two turns "
                                            "later on the same railroad") +
                         " (9.1.1)");
    if (!attackerWins) return report;
    report.hexCleared = true;
    attacker.advanced = duel.advance;
    return report;
}

std::vector<BattleOutcomeChance> trainDuelOutcomeOdds(const TrainDuelBattle& duel) {
    return outcomeOdds([&](Dice& dice) { return resolveTrainDuelBattle(duel, dice); });
}

}  // namespace tachanka::rules::orel
