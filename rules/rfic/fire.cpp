#include "rules/rfic/fire.hpp"

#include <stdexcept>
#include <string>

namespace tachanka::rules::rfic {
namespace {

FireResult throwDice(int count, int hitOn, Dice& dice, std::string_view purpose) {
    FireResult result;
    result.dice = count;
    for (int die = 0; die < count; ++die) {
        // What the rest of the throw reads: how many dice are thrown, their total and hits.
        if (dice.countsStates()) {
            dice.reached(std::string(purpose) + ':' + std::to_string(die) + ':' +
                         std::to_string(result.total) + ':' + std::to_string(result.hits));
        }
        const int value = dice.roll(6, purpose);
        result.rolls.push_back(value);
        result.total += value;
        if (value >= hitOn) ++result.hits;
    }
    return result;
}

int diceFor(const DicePer& rate, int count) { return rate.dice * (count / rate.per); }

}  // namespace

int fireDice(const FireRules& table, const FireRequest& request) {
    if (request.count < 0 || request.commanders < 0) {
        throw std::invalid_argument("figures and Commanders are counted from 0");
    }
    const auto& weapon = table.weapon(request.weapon);
    if (weapon.isBonus) {
        throw std::invalid_argument(
            "a Commander's dice are added to a unit's: give the unit's "
            "weapon and the Commanders with it");
    }
    const auto rate = request.movedOrDisrupted ? weapon.movedOrDisrupted : weapon.steady;
    if (!rate) {
        throw std::invalid_argument(weapon.text +
                                    ": disrupted aircraft may not engage in "
                                    "air-to-ground combat");
    }
    int dice = diceFor(*rate, request.count);
    if (request.commanders > 0) {
        if (weapon.combat != Combat::Ground) {
            throw std::invalid_argument("Commanders add their dice to ground fire only");
        }
        for (const auto& row : table.dice) {
            if (!row.isBonus) continue;
            dice += diceFor(request.movedOrDisrupted ? *row.movedOrDisrupted : row.steady,
                            request.commanders);
        }
    }
    return dice;
}

FireResult fire(const FireRules& table, const FireRequest& request, Dice& dice,
                std::string_view purpose) {
    return throwDice(fireDice(table, request), table.hitOn, dice, purpose);
}

AssaultResult closeAssault(const FireRules& table, const FireRequest& assaulter,
                           const FireRequest& defender, Dice& dice) {
    AssaultResult result;
    result.assaulter = fire(table, assaulter, dice, "close assault: the assaulting unit");
    result.defender = fire(table, defender, dice, "close assault: the defending unit");
    if (result.assaulter.total > result.defender.total) {
        result.outcome = AssaultOutcome::DefenderRetreats;
    } else if (result.assaulter.total < result.defender.total) {
        result.outcome = AssaultOutcome::AssaulterRetreats;
    }
    return result;
}

FireResult minefieldAttack(const MinefieldRules& minefield, const FireRules& table, Dice& dice) {
    return throwDice(minefield.dice, table.hitOn, dice, "minefield");
}

}  // namespace tachanka::rules::rfic
