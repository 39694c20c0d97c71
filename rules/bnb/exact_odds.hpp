#pragma once
// Exact odds of every Bullets and Bolsheviks roll: each runs the very procedure that resolves
// the roll over every sequence of dice (rules/odds.hpp), and names outcomes as describe() does.

#include <optional>

#include "rules/bnb/assault.hpp"
#include "rules/bnb/fire.hpp"
#include "rules/bnb/leadership.hpp"
#include "rules/bnb/morale.hpp"
#include "rules/bnb/movement.hpp"
#include "rules/odds.hpp"

namespace tachanka::rules::bnb {

Distribution initiativeOdds(const BnbTables& tables, Player holder);
Distribution mechanicalFailureOdds(const Movement& movement, Vehicle vehicle);
Distribution smallArmsOdds(const SmallArms& table, const SmallArmsFire& fire);
Distribution artilleryOdds(const Artillery& table, const ArtilleryFire& fire);
Distribution meleeLossesOdds(const CloseAssault& table);
Distribution meleeOdds(const CloseAssault& table, const MeleeSide& attacker,
                       const MeleeSide& defender);
Distribution overrunOdds(const BnbTables& tables, Vehicle vehicle, int enemyStands);
Distribution moraleOdds(const Morale& morale, const MoraleCheck& check);
Distribution cohesionOdds(int level);
// A leader's command points, or a leaderless side's (rating none).
Distribution commandPointsOdds(const Leadership& leadership, std::optional<int> rating);
Distribution moraleBoostOdds(int rating);
Distribution leaderCasualtyOdds(const LeaderCasualties& table, FireType fire,
                                bool lostCloseAssault);

}  // namespace tachanka::rules::bnb
