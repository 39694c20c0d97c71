#include "rules/rfic/fire.hpp"

#include <stdexcept>
#include <utility>

namespace tachanka::rules::rfic {
namespace {

FireResult throwDice(int count, int hitOn, bool totalRead, Dice& dice, std::string_view purpose) {
    auto tally = dice.rollTally(count, 6, hitOn, totalRead, purpose);
    return {count, std::move(tally.rolls), tally.hits, tally.total};
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
    return throwDice(fireDice(table, request), table.hitOn, request.totalRead, dice, purpose);
}

AssaultResult closeAssault(const FireRules& table, const FireRequest& assaulter,
                           const FireRequest& defender, Dice& dice) {
    AssaultResult result;
    auto totalled = [](FireRequest request) {
        request.totalRead = true;
        return request;
    };
    result.assaulter = fire(table, totalled(assaulter), dice, "close assault: the assaulting unit");
    result.defender = fire(table, totalled(defender), dice, "close assault: the defending unit");
    if (result.assaulter.total > result.defender.total) {
        result.outcome = AssaultOutcome::DefenderRetreats;
    } else if (result.assaulter.total < result.defender.total) {
        result.outcome = AssaultOutcome::AssaulterRetreats;
    }
    return result;
}

FireResult minefieldAttack(const MinefieldRules& minefield, const FireRules& table, Dice& dice) {
    return throwDice(minefield.dice, table.hitOn, false, dice, "minefield");
}

}  // namespace tachanka::rules::rfic
