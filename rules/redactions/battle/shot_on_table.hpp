#pragma once
// One unit's shot at another on the umpired table, as the shooting engine takes it: the
// modifiers the players give (ShotCircumstances) beside those read off the two units' cards
// and markers, and a gun's direct hits (step 6) from the shooter's card.

#include <optional>
#include <string>

#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/shooting.hpp"

namespace tachanka::rules::redactions {

// The table's scale: 50 m to 2" ("Pursuit"; "Visibility": 1,000 m is 40"), so a direct hit's
// "each whole km of range" is each whole 40" measured.
inline constexpr int inchesPerKm = 40;

// The shooting inputs; std::invalid_argument when the distance measured is beyond the card's
// range (harassing fire only, which has no casualty effects, or out of reach).
ShootingInputs shootingInputsOn(const ShootingModifiers& modifiers, const TacticalUnit& shooter,
                                const TacticalUnit& target, const ShotCircumstances& shot);

// The shooter as the engine takes it: its arm, its guns' direct hits, gas and ambush.
Shooter shooterOn(const TacticalUnit& shooter, const TacticalUnit& target,
                  const ShotCircumstances& shot);

// What the players said of a shot, for its log: "at 30\", soft cover, enfiladed"; empty when
// they said nothing.
std::string describeShot(const ShotCircumstances& shot);

// The target as the engine takes it: its markers, arm, characteristics and officers.
ShootingTarget shootingTargetOn(const TacticalUnit& target);

}  // namespace tachanka::rules::redactions
