#include "rules/bnb/battle/battle_assault.hpp"

#include <stdexcept>

#include "rules/bnb/assault.hpp"
#include "rules/bnb/battle/battle_steps.hpp"

namespace tachanka::rules::bnb {
namespace {

bool footSoldiers(UnitType type) { return type == UnitType::Infantry || type == UnitType::Mg; }

bool mounted(const BattleUnit& unit) {
    return unit.type == UnitType::Cavalry || steps::isVehicle(unit.type);
}

std::vector<std::string> attemptingModifiers(const BattleUnit& attacker,
                                             const BattleUnit& defender,
                                             const BattleRequest& request) {
    std::vector<std::string> modifiers;
    if (attacker.type == UnitType::Cavalry &&
        (footSoldiers(defender.type) || steps::isArtillery(defender.type)) &&
        !steps::defensive(request.terrain)) {
        modifiers.emplace_back("cavalry-charging");
    }
    if (steps::isVehicle(attacker.type)) modifiers.emplace_back("vehicle-attacking");
    if (request.underFire) modifiers.emplace_back("under-fire");
    return modifiers;
}

std::vector<std::string> receivingModifiers(const BattleUnit& attacker,
                                            const BattleUnit& defender,
                                            const BattleRequest& request) {
    std::vector<std::string> modifiers;
    if (steps::defensive(request.terrain)) modifiers.emplace_back("defensive-position");
    if (steps::isVehicle(attacker.type)) modifiers.emplace_back("assaulted-by-vehicle");
    if (attacker.type == UnitType::Cavalry) modifiers.emplace_back("assaulted-by-cavalry");
    if (steps::isArtillery(defender.type)) modifiers.emplace_back("artillery");
    return modifiers;
}

// The five modifiers of each side's stands, as the battle and the defender's ground give them.
std::pair<MeleeSide, MeleeSide> meleeSides(const BattleUnit& attacker, const BattleUnit& defender,
                                           ArtilleryTarget terrain) {
    MeleeSide attacking{attacker.standsLeft(), {}};
    MeleeSide defending{defender.standsLeft(), {}};
    if (attacking.stands != defending.stands) {
        (attacking.stands > defending.stands ? attacking : defending)
            .modifiers.push_back(AssaultModifier::MoreHitBoxes);
    }
    if (attacker.type == UnitType::Cavalry && footSoldiers(defender.type)) {
        if (steps::defensive(terrain)) {
            defending.modifiers.push_back(AssaultModifier::InfantryInWorksVsCavalry);
        } else if (terrain == ArtilleryTarget::Open) {
            attacking.modifiers.push_back(AssaultModifier::CavalryVsInfantryInOpen);
        }
    }
    if (terrain == ArtilleryTarget::Column || steps::isArtillery(defender.type)) {
        defending.modifiers.push_back(AssaultModifier::ColumnOrArtillerymen);
    }
    if (attacker.moraleLevel != defender.moraleLevel) {
        (attacker.moraleLevel < defender.moraleLevel ? attacking : defending)
            .modifiers.push_back(AssaultModifier::BetterMorale);
    }
    return {attacking, defending};
}

void fightOut(const BnbTables& tables, BnbBattle& battle, BattleUnit& attacker, BattleUnit& defender,
              const BattleRequest& request, Dice& dice, BattleActionResult& result) {
    const auto [attacking, defending] = meleeSides(attacker, defender, request.terrain);
    steps::TotalsCounted counted(dice, "melee\n" + steps::stateOf(battle, result));
    const auto melee = fightMelee(tables.closeAssault, attacking, defending, counted);
    result.cells.push_back("close assault: " + describe(melee));
    auto& winner = melee.attackerWins ? attacker : defender;
    auto& loser = melee.attackerWins ? defender : attacker;
    const int winnerStands = winner.standsLeft();
    const int loserStands = loser.standsLeft();
    steps::loseStands(winner, melee.losses.winner, result);
    steps::loseStands(loser, melee.losses.loser, result);
    result.hex = melee.attackerWins ? attacker.code + " takes the hex" : defender.code + " holds";
    result.effects.push_back((melee.attackerWins ? attacker.code : defender.code) +
                             " wins the melee: " + result.hex);
    steps::settled(battle, result, dice);
    steps::leaderUnderFire(tables, battle, winner, FireType::CloseAssault, false, request.terrain, dice,
                           result);
    steps::leaderUnderFire(tables, battle, loser, FireType::CloseAssault, true, request.terrain, dice,
                           result);
    if (!loser.inPlay()) return;
    std::vector<std::string> modifiers;
    if (loserStands < winnerStands) modifiers.emplace_back("outnumbered");
    const bool loserDug = &loser == &defender && steps::defensive(request.terrain);
    if (!loserDug) modifiers.emplace_back("not-entrenched");
    if (mounted(winner) && request.terrain == ArtilleryTarget::Open) {
        modifiers.emplace_back("facing-cavalry-or-vehicle-in-open");
    }
    // Win or lose the check, the loser falls back one hex; a failure two further.
    ++loser.fellBack;
    result.effects.push_back(loser.code + " falls back one hex from the melee");
    steps::moraleCheck(tables, battle, loser, MoraleOccasion::LosingMelee, modifiers, dice, result);
}

void overrunBy(const BnbTables& tables, BnbBattle& battle, BattleUnit& vehicle, BattleUnit& defender,
               const BattleRequest& request, Dice& dice, BattleActionResult& result) {
    const auto type = vehicle.type == UnitType::Tank ? Vehicle::Tank : Vehicle::ArmoredCar;
    const auto overran =
        overrun(tables.closeAssault, tables.artillery, type, defender.standsLeft(), dice);
    result.cells.push_back("overrun: " + describe(overran));
    steps::damageVehicle(tables, vehicle, overran.vehicleDamage, result);
    if (overran.enemyHit && steps::loseStands(defender, 1, result) > 0) {
        steps::lossesCheck(tables, battle, defender, request.terrain, dice, result);
    }
}

}  // namespace

void closeAssault(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                  Dice& dice, BattleActionResult& result) {
    auto& attacker = steps::unitCoded(battle, request.actor, "assaulting unit");
    auto& defender = steps::unitCoded(battle, request.target, "unit assaulted");
    if (attacker.attacker == defender.attacker) {
        throw std::invalid_argument(attacker.code + " and " + defender.code +
                                    " are on the same side");
    }
    if (attacker.pinned) {
        throw std::invalid_argument(attacker.code +
                                    " is pinned: it must pass morale (unpin) to move");
    }
    if (steps::isArtillery(attacker.type)) {
        throw std::invalid_argument(attacker.code + " is a battery: guns do not assault");
    }
    if (steps::isVehicle(attacker.type) &&
        attacker.mobilityLost >= tables.movement.mobilityBoxes) {
        throw std::invalid_argument(attacker.code + " is immobile: it cannot overrun");
    }
    if (!steps::moraleCheck(tables, battle, attacker, MoraleOccasion::AttemptingAssault,
                            attemptingModifiers(attacker, defender, request), dice, result)) {
        result.hex = "the assault does not go in";
        result.effects.push_back(result.hex);
        return;
    }
    if (!steps::moraleCheck(tables, battle, defender, MoraleOccasion::ReceivingAssault,
                            receivingModifiers(attacker, defender, request), dice, result)) {
        result.hex = attacker.code + " takes the hex";
        result.effects.push_back(result.hex);
        return;
    }
    if (steps::isVehicle(attacker.type)) {
        overrunBy(tables, battle, attacker, defender, request, dice, result);
    } else {
        fightOut(tables, battle, attacker, defender, request, dice, result);
    }
}

}  // namespace tachanka::rules::bnb
