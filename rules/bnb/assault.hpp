#pragma once
// Close assault: each stand's d6 and its side's modifiers, the higher total winning the hex,
// the Losses table rolled by the winner, and armoured cars and tanks overrunning instead of
// fighting a melee.

#include <string>
#include <vector>

#include "rules/bnb/bnb_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::bnb {

// The Losses table: roster hit boxes the winner and the loser lose, by the winner's d6.
MeleeLosses meleeLosses(const CloseAssault& table, int winnerRoll);
// The same, the winner rolling it.
MeleeLosses rollMeleeLosses(const CloseAssault& table, Dice& dice);

struct MeleeSide {
    int stands = 1;
    std::vector<AssaultModifier> modifiers;  // each added to every stand's die
};

struct MeleeResult {
    int attackerTotal = 0;
    int defenderTotal = 0;
    bool attackerWins = false;  // a tie leaves the hex to the defender
    int lossesRoll = 0;
    MeleeLosses losses;
};

// Both sides' morale has held (morale.hpp) before this is fought.
MeleeResult fightMelee(const CloseAssault& table, const MeleeSide& attacker,
                       const MeleeSide& defender, Dice& dice);

// The overrun's dice that only hit or miss (exact_odds.cpp counts their faces in groups).
inline constexpr std::string_view overrunVehicleDie = "overrun: the vehicle";
inline constexpr std::string_view overrunStandDie = "overrun: a hostile stand";

struct OverrunResult {
    bool enemyHit = false;                     // the vehicle inflicts one hit
    int vehicleHits = 0;                       // the stands' 6s
    std::vector<VehicleDamage> vehicleDamage;  // each hit on the artillery chart
};

OverrunResult overrun(const CloseAssault& table, const Artillery& artillery, Vehicle vehicle,
                      int enemyStands, Dice& dice);

std::string describe(const MeleeLosses& losses);
std::string describe(const MeleeResult& result);
std::string describe(const OverrunResult& result);

}  // namespace tachanka::rules::bnb
