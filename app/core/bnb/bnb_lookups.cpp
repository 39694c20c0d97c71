#include "app/core/bnb/bnb_lookups.hpp"

#include <stdexcept>

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

constexpr const char* tablesFileName = "bullets-and-bolsheviks.xml";

void refuse(const std::string& why) {
    if (!why.empty()) throw UserError(why);
}

void requireBetween(int value, int lowest, int highest, const std::string& what) {
    if (value < lowest || value > highest) {
        throw UserError(what + " is from " + std::to_string(lowest) + " to " +
                        std::to_string(highest) + ", not " + std::to_string(value));
    }
}

// Stands of one side in one hex: stacking allows at most two.
void requireStands(const bnb::BnbTables& tables, int stands, const std::string& what) {
    requireBetween(stands, 1, tables.stacking.footOrHorseStands, what);
}

void requireFire(const bnb::BnbTables& tables, const bnb::SmallArmsFire& fire) {
    requireStands(tables, fire.stands, "stands firing");
    const auto& weapon = tables.smallArms.weapons.at(fire.unit);
    if (fire.dicePerStand) {
        requireBetween(
            *fire.dicePerStand, weapon.dicePerStand, weapon.mostDicePerStand,
            "dice per stand of " + std::string(model::nameOf(bnb::smallArmsUnitNames, fire.unit)));
    }
    if (fire.rangeHexes) requireBetween(*fire.rangeHexes, 1, 1000, "the range in hexes");
}

void requireFire(const bnb::ArtilleryFire& fire) {
    requireBetween(fire.stands, 1, 20, "gun stands firing");
    requireBetween(fire.rangeHexes, 1, 1000, "the range in hexes");
    refuse(bnb::refuseRangingModifiers(fire.modifiers));
    if (fire.against == bnb::ArtilleryAgainst::PointStrength) {
        requireBetween(fire.pointStrength, 1, 1000, "a point strength");
    }
}

void requireMorale(const bnb::BnbTables& tables, const bnb::MoraleCheck& check) {
    refuse(bnb::refuseMoraleCheck(tables.morale, check));
}

void requireRating(const bnb::BnbTables& tables, int rating) {
    refuse(bnb::refuseRating(tables.leadership, rating));
}

void requireMelee(const bnb::BnbTables& tables, const bnb::MeleeSide& attacker,
                  const bnb::MeleeSide& defender) {
    requireStands(tables, attacker.stands, "attacking stands");
    requireStands(tables, defender.stands, "defending stands");
}

// Odds of many dice can be more than exact counting can hold: one line saying so.
template <typename Count>
rules::Distribution countedOdds(Count&& count) {
    try {
        return count();
    } catch (const std::length_error& error) {
        throw UserError(std::string(error.what()) + ": give fewer stands");
    } catch (const std::overflow_error& error) {
        throw UserError(std::string(error.what()) + ": give fewer stands");
    }
}

}  // namespace

std::filesystem::path bnbTablesFile() { return rulesFile(tablesFileName); }

bnb::BnbTables loadBnbTables() {
    return asUserErrors([] { return bnb::loadBnbTables(bnbTablesFile()); });
}

MoveCostReport lookUpMoveCost(const bnb::HexEntry& entry) {
    const auto tables = loadBnbTables();
    return {bnb::hexCost(tables.movement, entry),
            tables.movement.units.at(entry.unit).movementPoints};
}

bnb::InitiativeResult rollInitiative(bnb::Player holder, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    return asUserErrors([&] {
        return withBnbDice(dice, 0, [&](rules::Dice& source) {
            return bnb::rollInitiative(tables.initiativeDice, holder, source);
        });
    });
}

rules::Distribution initiativeOdds(bnb::Player holder) {
    return bnb::initiativeOdds(loadBnbTables(), holder);
}

bnb::MechanicalCheck rollMechanicalFailure(bnb::Vehicle vehicle, int mobilityBoxesLeft,
                                           const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireBetween(mobilityBoxesLeft, 1, tables.movement.mobilityBoxes, "mobility boxes left");
    return asUserErrors([&] {
        return withBnbDice(dice, tables.movement.mechanicalFailure.at(vehicle).dice,
                           [&](rules::Dice& source) {
                               return bnb::checkMechanicalFailure(tables.movement, vehicle,
                                                                  mobilityBoxesLeft, source);
                           });
    });
}

rules::Distribution mechanicalFailureOdds(bnb::Vehicle vehicle) {
    return bnb::mechanicalFailureOdds(loadBnbTables().movement, vehicle);
}

bnb::SmallArmsResult fireSmallArms(const bnb::SmallArmsFire& fire, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireFire(tables, fire);
    return asUserErrors([&] {
        return withBnbDice(dice, 0, [&](rules::Dice& source) {
            return bnb::fireSmallArms(tables.smallArms, fire, source);
        });
    });
}

rules::Distribution smallArmsOdds(const bnb::SmallArmsFire& fire) {
    const auto tables = loadBnbTables();
    requireFire(tables, fire);
    return countedOdds([&] { return bnb::smallArmsOdds(tables.smallArms, fire); });
}

bnb::ArtilleryResult fireArtillery(const bnb::ArtilleryFire& fire, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireFire(fire);
    return asUserErrors([&] {
        return withBnbDice(dice, 0, [&](rules::Dice& source) {
            return bnb::fireArtillery(tables.artillery, fire, source);
        });
    });
}

rules::Distribution artilleryOdds(const bnb::ArtilleryFire& fire) {
    const auto tables = loadBnbTables();
    requireFire(fire);
    return countedOdds([&] { return bnb::artilleryOdds(tables.artillery, fire); });
}

MeleeLossesReport lookUpMeleeLosses(const BnbDice& dice) {
    const auto tables = loadBnbTables();
    return asUserErrors([&] {
        return withBnbDice(dice, 1, [&](rules::Dice& source) {
            const int roll = source.roll(6, "close assault losses (winner)");
            return MeleeLossesReport{roll, bnb::meleeLosses(tables.closeAssault, roll)};
        });
    });
}

rules::Distribution meleeLossesOdds() { return bnb::meleeLossesOdds(loadBnbTables().closeAssault); }

bnb::MeleeResult fightMelee(const bnb::MeleeSide& attacker, const bnb::MeleeSide& defender,
                            const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireMelee(tables, attacker, defender);
    return asUserErrors([&] {
        return withBnbDice(dice, 0, [&](rules::Dice& source) {
            return bnb::fightMelee(tables.closeAssault, attacker, defender, source);
        });
    });
}

rules::Distribution meleeOdds(const bnb::MeleeSide& attacker, const bnb::MeleeSide& defender) {
    const auto tables = loadBnbTables();
    requireMelee(tables, attacker, defender);
    return countedOdds([&] { return bnb::meleeOdds(tables.closeAssault, attacker, defender); });
}

bnb::OverrunResult overrun(bnb::Vehicle vehicle, int enemyStands, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireStands(tables, enemyStands, "hostile stands");
    return asUserErrors([&] {
        return withBnbDice(dice, 0, [&](rules::Dice& source) {
            return bnb::overrun(tables.closeAssault, tables.artillery, vehicle, enemyStands,
                                source);
        });
    });
}

rules::Distribution overrunOdds(bnb::Vehicle vehicle, int enemyStands) {
    const auto tables = loadBnbTables();
    requireStands(tables, enemyStands, "hostile stands");
    return countedOdds([&] { return bnb::overrunOdds(tables, vehicle, enemyStands); });
}

bnb::MoraleResult checkMorale(const bnb::MoraleCheck& check, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireMorale(tables, check);
    return asUserErrors([&] {
        return withBnbDice(dice, 1, [&](rules::Dice& source) {
            return bnb::checkMorale(tables.morale, check, source);
        });
    });
}

rules::Distribution moraleOdds(const bnb::MoraleCheck& check) {
    const auto tables = loadBnbTables();
    requireMorale(tables, check);
    return bnb::moraleOdds(tables.morale, check);
}

bnb::CohesionResult rollCohesion(int level, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireBetween(level, tables.morale.lowestLevel, tables.morale.highestLevel, "a morale level");
    return asUserErrors([&] {
        return withBnbDice(dice, 1,
                           [&](rules::Dice& source) { return bnb::rollCohesion(level, source); });
    });
}

rules::Distribution cohesionOdds(int level) {
    const auto tables = loadBnbTables();
    requireBetween(level, tables.morale.lowestLevel, tables.morale.highestLevel, "a morale level");
    return bnb::cohesionOdds(level);
}

bnb::AttachedMgLoss attachedMgLoss(int stands, int standsLost, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireBetween(stands, 1, 100, "the unit's stands");
    requireBetween(standsLost, 0, stands - 1, "stands already lost");
    if (!bnb::attachedMgExposed(tables.attachedMgKeptUntilPercent, stands, standsLost)) {
        return bnb::AttachedMgLoss::NotYet;
    }
    return asUserErrors([&] {
        return withBnbDice(dice, 1, [&](rules::Dice& source) {
            return bnb::attachedMgLoss(tables.attachedMgKeptUntilPercent, stands, standsLost,
                                       source);
        });
    });
}

int rollCommandPoints(std::optional<int> rating, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    if (rating) requireRating(tables, *rating);
    return asUserErrors([&] {
        return withBnbDice(
            dice, rating ? 1 : tables.leadership.noLeadersDice, [&](rules::Dice& source) {
                return rating ? bnb::rollCommandPoints(*rating, source)
                              : bnb::rollLeaderlessCommandPoints(tables.leadership, source);
            });
    });
}

rules::Distribution commandPointsOdds(std::optional<int> rating) {
    const auto tables = loadBnbTables();
    if (rating) requireRating(tables, *rating);
    return bnb::commandPointsOdds(tables.leadership, rating);
}

int commandPointsPassedDown(int spent) {
    requireBetween(spent, 0, 100, "command points spent");
    return bnb::commandPointsPassedDown(loadBnbTables().leadership, spent);
}

bnb::BoostResult rollMoraleBoost(int rating, const BnbDice& dice) {
    const auto tables = loadBnbTables();
    requireRating(tables, rating);
    return asUserErrors([&] {
        return withBnbDice(
            dice, 1, [&](rules::Dice& source) { return bnb::rollMoraleBoost(rating, source); });
    });
}

rules::Distribution moraleBoostOdds(int rating) {
    requireRating(loadBnbTables(), rating);
    return bnb::moraleBoostOdds(rating);
}

bnb::LeaderCasualtyResult rollLeaderCasualty(bnb::FireType fire, bool lostCloseAssault,
                                             const BnbDice& dice) {
    const auto tables = loadBnbTables();
    return asUserErrors([&] {
        return withBnbDice(dice, 0, [&](rules::Dice& source) {
            return bnb::rollLeaderCasualty(tables.leaderCasualties, fire, lostCloseAssault, source);
        });
    });
}

rules::Distribution leaderCasualtyOdds(bnb::FireType fire, bool lostCloseAssault) {
    return bnb::leaderCasualtyOdds(loadBnbTables().leaderCasualties, fire, lostCloseAssault);
}

}  // namespace tachanka::core
