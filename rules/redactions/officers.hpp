#pragma once
// Officers ("Characteristics", "Officer Casualties"): the morale bonus a unit tests with, the
// characteristics a unit actually has under its officer, and casualty tests.

#include <optional>
#include <set>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::rules::redactions {

// Where the senior officer stands relative to the unit.
struct SeniorOfficer {
    int bonus = 0;
    int distanceInches = 0;
    bool canSeeUnit = false;
    bool personalCommand = false;  // his bonus replaces the junior officer's
};

// The junior officer's bonus, plus a senior's who sees the unit within 12" or is within 4",
// or the senior's alone when he takes personal command.
int officerMoraleBonus(const MoraleRules& rules, std::optional<int> juniorBonus,
                       const std::optional<SeniorOfficer>& senior);

// The characteristics a unit uses: its own, plus Partisan/Storm/Specialist/Skirmisher from
// its officer; a Mob-instilling officer makes it a Mob unless it is Storm or Specialist; a
// White Officer base stiffening White Conscripts removes Mob until the first base is lost.
std::set<Characteristic> effectiveCharacteristics(const std::set<Characteristic>& unit,
                                                  const std::set<OfficerCharacteristic>& officer,
                                                  bool whiteOfficerBaseLost = false);

// A Commissar officer lets no non-Commissar officer, even a senior one, take over his unit.
bool mayTakeOverUnit(const std::set<OfficerCharacteristic>& commanding,
                     const std::set<OfficerCharacteristic>& newcomer);

// A Mob that can see the enemy needs this d6 to do anything but shoot, charge or move away.
enum class MobAction { ShootChargeOrMoveAway, Other };
struct MobCheck {
    bool rolled = false;
    int roll = 0;
    bool acts = true;  // false: it stays where it is (it may still shoot)
};
MobCheck mobHesitation(const SmallRolls& rolls, bool isMob, bool enemyVisible, MobAction action,
                       Dice& dice);

struct OfficerCasualties {
    std::vector<int> rolls;  // one d6 per officer
    int casualties = 0;
    bool allLost = false;  // then: a terror marker and a serious test
};

// Where officers are at risk: "Off" on the shooting table, or entering combat (with a unit
// that routs, or not).
enum class CasualtySource { Shooting, Combat, CombatRouting };
inline constexpr std::array<model::EnumName<CasualtySource>, 3> casualtySourceNames{{
    {CasualtySource::Shooting, "shooting"},
    {CasualtySource::Combat, "combat"},
    {CasualtySource::CombatRouting, "combat-routing"},
}};

OfficerCasualties officerCasualties(const SmallRolls& rolls, int officers, CasualtySource source,
                                    Dice& dice);

// "Off" on the shooting table: each officer is killed on a d6 of 1.
OfficerCasualties officerCasualtiesFromShooting(const SmallRolls& rolls, int officers, Dice& dice);
// Each officer entering combat: a casualty on 1, or on 1-2 if the unit routs for any reason.
OfficerCasualties officerCasualtiesInCombat(const SmallRolls& rolls, int officers, bool routs,
                                            Dice& dice);

// A "Clever" officer pre-empts a visible enemy unit on a 6 (not another Clever officer's).
bool cleverPreempts(const SmallRolls& rolls, bool targetHasCleverOfficer, Dice& dice);

}  // namespace tachanka::rules::redactions
