#pragma once
// The whole shooting procedure (steps 3 to 7) against one target, and what the result does
// to it ("Shooting Results"): retires (by arm, cancelled by hard cover, traded by Storm and
// Specialist troops, ignored by unlimbered guns), terror and pinned markers, Kill!, officer
// casualty tests, serious and fear tests, direct hits, tanks' terror and armoured cars.

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/direct_hit.hpp"
#include "rules/redactions/officers.hpp"
#include "rules/redactions/shooting_table.hpp"
#include "rules/redactions/tables.hpp"
#include "rules/redactions/unit_state.hpp"

namespace tachanka::rules::redactions {

// What Storm or Specialist troops choose to give up instead of a retire.
enum class RetireTrade { None, LoseBase, AddTerror };

struct ShootingTarget {
    UnitState unit;
    Arm arm = Arm::Riflemen;
    std::set<Characteristic> characteristics;  // effective ones (see effectiveCharacteristics)
    int officers = 0;                          // officers in the unit, each tested on "Off"
    bool retiredThisTurn = false;              // it may not retire further this turn
    bool hardCoverRetireUsed = false;  // its hard cover or foxholes cancelled a retire this turn
    RetireTrade trade = RetireTrade::None;
};

struct Shooter {
    Arm arm = Arm::Riflemen;
    // Guns and mortars (also on vehicles). Observed indirect fire is taken from the shot's
    // inputs, so the direct-hit numbers rise with it.
    std::optional<DirectHitInputs> directHits;
    bool gas = false;                           // a fear test on top of the casualties
    bool ambush = false;  // shooting from ambush: one terror marker and a fear test
};

struct ShootingOptions {
    bool terrorInsteadOfSecondRetire = false;  // optional rule
};

struct ShootingResolution {
    int total = 0;
    int shift = 0;
    ShootingLookup lookup;
    std::optional<DirectHitResult> directHits;
    std::optional<OfficerCasualties> officerCasualties;
    std::vector<std::string> effects;  // in the order they happen
    std::vector<MoraleTest> tests;     // morale tests the target must now take, in order
    UnitState after;
    int retireInches = 0;
    bool destroyed = false;             // gun or vehicle destroyed, building section collapsed
    bool whiteOfficerBaseLost = false;  // the stiffened White Conscripts revert to conscripts
    // The target's turn state for the next shot at it this turn.
    bool retiredThisTurn = false;
    bool hardCoverRetireUsed = false;
    std::vector<DieRoll> rolls;
};

ShootingResolution resolveShooting(const RedActionsTables& tables, const ShootingInputs& inputs,
                                   const Shooter& shooter, ShootingTarget target,
                                   const ShootingOptions& options, Dice& dice);

// For a look-up that knows the cover but not the target: what the cover does to a retire
// result ("Troops in hard cover, other than Mobs, may ignore one retire result a turn";
// foxholes let "the troops in them ... ignore a first 'retire' result"). None otherwise.
std::optional<std::string> retireInCover(const ShootingModifiers& modifiers, Cover cover);

// How far a unit of this arm retires; none for unlimbered guns (they ignore retire results).
std::optional<int> retireDistance(const std::map<RetireClass, int>& inches, Arm arm, bool limbered);

}  // namespace tachanka::rules::redactions
