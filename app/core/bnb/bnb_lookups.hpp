#pragma once
// Bullets and Bolsheviks use cases for the front ends: each loads bullets-and-bolsheviks.xml
// from the template folders (a user's override wins), checks the inputs against it, and runs
// the rules engine with the dice given (bnb_dice.hpp) or over every dice sequence for the odds.
// Errors come out as one-line UserErrors.

#include <filesystem>

#include "app/core/bnb/bnb_dice.hpp"
#include "rules/bnb/exact_odds.hpp"
#include "rules/bnb/table_file.hpp"

namespace tachanka::core {

namespace bnb = rules::bnb;

std::filesystem::path bnbTablesFile();
bnb::BnbTables loadBnbTables();

struct MoveCostReport {
    bnb::HexCost cost;
    int movementPoints = 0;  // the unit's allowance
};
MoveCostReport lookUpMoveCost(const bnb::HexEntry& entry);

bnb::InitiativeResult rollInitiative(bnb::Player holder, const BnbDice& dice);
rules::Distribution initiativeOdds(bnb::Player holder);

bnb::MechanicalCheck rollMechanicalFailure(bnb::Vehicle vehicle, int mobilityBoxesLeft,
                                           const BnbDice& dice);
rules::Distribution mechanicalFailureOdds(bnb::Vehicle vehicle);

bnb::SmallArmsResult fireSmallArms(const bnb::SmallArmsFire& fire, const BnbDice& dice);
rules::Distribution smallArmsOdds(const bnb::SmallArmsFire& fire);

bnb::ArtilleryResult fireArtillery(const bnb::ArtilleryFire& fire, const BnbDice& dice);
rules::Distribution artilleryOdds(const bnb::ArtilleryFire& fire);

struct MeleeLossesReport {
    int winnerRoll = 0;
    bnb::MeleeLosses losses;
};
// The Losses table for the winner's d6 (dice.roll) or a seeded one.
MeleeLossesReport lookUpMeleeLosses(const BnbDice& dice);
rules::Distribution meleeLossesOdds();
bnb::MeleeResult fightMelee(const bnb::MeleeSide& attacker, const bnb::MeleeSide& defender,
                            const BnbDice& dice);
rules::Distribution meleeOdds(const bnb::MeleeSide& attacker, const bnb::MeleeSide& defender);
bnb::OverrunResult overrun(bnb::Vehicle vehicle, int enemyStands, const BnbDice& dice);
rules::Distribution overrunOdds(bnb::Vehicle vehicle, int enemyStands);

bnb::MoraleResult checkMorale(const bnb::MoraleCheck& check, const BnbDice& dice);
rules::Distribution moraleOdds(const bnb::MoraleCheck& check);
bnb::CohesionResult rollCohesion(int level, const BnbDice& dice);
rules::Distribution cohesionOdds(int level);
bnb::AttachedMgLoss attachedMgLoss(int stands, int standsLost, const BnbDice& dice);

// Command points: a leader's d6 plus rating, or a leaderless side's d6 (rating none).
int rollCommandPoints(std::optional<int> rating, const BnbDice& dice);
rules::Distribution commandPointsOdds(std::optional<int> rating);
int commandPointsPassedDown(int spent);
bnb::BoostResult rollMoraleBoost(int rating, const BnbDice& dice);
rules::Distribution moraleBoostOdds(int rating);
bnb::LeaderCasualtyResult rollLeaderCasualty(bnb::FireType fire, bool lostCloseAssault,
                                             const BnbDice& dice);
rules::Distribution leaderCasualtyOdds(bnb::FireType fire, bool lostCloseAssault);

}  // namespace tachanka::core
