#include "tests/reports/battle_fixture.hpp"

#include <stdexcept>

#include "tests/support/answered_battle.hpp"

namespace tachanka::testing {
namespace {

bool heldBy(const model::Campaign& campaign, const std::string& side, model::Hex hex) {
    const model::Side* holder = campaign.side(side);
    for (const model::Unit* unit : holder->units()) {
        if (unit->inPlay() && unit->hex == hex) return true;
    }
    return false;
}

// A hex next to the attacked one that the attackers do not hold: where its defenders go if
// they retreat or rout (the players' choice at the table).
model::Hex retreatFrom(const model::Campaign& campaign, const core::BattleView& battle) {
    for (const auto hex : model::neighbours(battle.battle.hex)) {
        if (!heldBy(campaign, battle.attackerSide, hex)) return hex;
    }
    throw std::logic_error("no hex to retreat to from " + battle.battle.hex.label());
}

// Every check passed (a low die), the assault's 2d6 at their best for the attacker, the
// loser's morale failed.
int eventfulDie(const core::AskedDie& die) {
    if (die.purpose == "assault morale check") return 6;
    if (die.purpose == "assault" || die.purpose == "pursuit assault") return 6;
    return 1;
}

core::BattleView planFirst(const HistoricalCampaign& game) {
    std::string refusals;
    for (const auto& attack : core::possibleAttacks(game.file())) {
        for (const auto& attacker : attack.attackers) {
            core::BattlePlanRequest plan;
            plan.attackers = {attacker};
            plan.hex = attack.hex;
            try {
                return core::planBattle(game.file(), plan);
            } catch (const std::exception& refused) {
                refusals += std::string(refused.what()) + "; ";
            }
        }
    }
    throw std::logic_error("no attack the Whites may plan: " + refusals);
}

}  // namespace

FoughtBattles fightFirstBattles(HistoricalCampaign& game) {
    game.advanceTo(game.campaign().date.iso(), "Whites", model::Phase::Combat);
    FoughtBattles fought;
    const auto first = planFirst(game);
    fought.voided = first.battle.id;
    fought.voidedHex = first.battle.hex.label();
    core::voidBattle(game.file(), fought.voided);

    const auto planned = planFirst(game);
    core::BattleDice dice;
    dice.ask = eventfulDie;
    const auto resolved = resolveAnsweringFirst(game.file(), planned.battle.id, dice);
    core::BattleMoves moves;
    moves.defenderRetreat = retreatFrom(game.campaign(), resolved).label();
    fought.applied = core::applyBattle(game.file(), planned.battle.id, moves);
    return fought;
}

}  // namespace tachanka::testing
