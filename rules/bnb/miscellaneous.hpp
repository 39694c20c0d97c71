#pragma once
// The Miscellaneous Rules Notes that decide something: artillery falling back (limbered, or
// its guns abandoned), and ammunition with ranging rounds. Stacking is in movement.hpp, the
// attached MG in morale.hpp, a leaderless side's command points in leadership.hpp.

#include <string>

namespace tachanka::rules::bnb {

// Note 1: artillery falling back on a morale failure limbers up; when it cannot (a mobility
// problem or terrain it may not cross), the guns are abandoned and the stand removed.
enum class ArtilleryFallBack { Limbered, GunsAbandoned };
ArtilleryFallBack artilleryFallsBack(bool canLimber);

// Note 4: each bombardment costs 1 ammunition, and a battery out of ammunition cannot
// bombard; ranging rounds cost none and do no damage, and are fired only at a stationary
// target not yet acquired.
enum class ArtilleryShot { Bombardment, RangingRounds };

struct AmmunitionCheck {
    bool allowed = false;
    int ammunitionLeft = 0;
    bool doesDamage = false;
    std::string reason;  // why it may not fire
};

AmmunitionCheck spendAmmunition(ArtilleryShot shot, int ammunition, bool stationaryTarget,
                                bool acquired);

}  // namespace tachanka::rules::bnb
