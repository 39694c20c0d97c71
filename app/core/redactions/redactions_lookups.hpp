#pragma once
// Red Actions! use cases for the front ends: table look-ups for rolls the players made, and
// exact odds before they roll. Each loads red-actions.xml from the template folders (a user's
// override wins) and runs the rules engine; errors come out as one-line UserErrors.

#include <cstdint>
#include <filesystem>
#include <vector>

#include "rules/odds.hpp"
#include "rules/redactions/charge.hpp"
#include "rules/redactions/combat.hpp"
#include "rules/redactions/direct_hit.hpp"
#include "rules/redactions/morale.hpp"
#include "rules/redactions/officers.hpp"
#include "rules/redactions/shooting_table.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::core {

// The red-actions.xml in use: the first template folder that has rules/red-actions.xml.
std::filesystem::path redActionsTablesFile();
rules::redactions::RedActionsTables loadRedActionsTables();

// A shot: either a shooting total given outright, or the full inputs it is computed from;
// `extraShift` columns are added to the modifiers' shifts. The bases that count come from the
// shooters' state (bases and terror markers), never from inputs.halfBases.
struct ShotRequest {
    std::optional<int> total;
    rules::redactions::ShootingInputs inputs;
    rules::redactions::UnitState shooters;
    int extraShift = 0;
    // When given, long range and MGs' close range come from the card's range and the
    // distance, and a target out of range is refused.
    struct Range {
        int cardRange = 0;
        int distanceInches = 0;
        bool machineGuns = false;
    };
    std::optional<Range> range;
};

struct ShotReport {
    rules::redactions::ShootingLookup lookup;  // total, shift, column and cell
    std::vector<std::string> effects;          // what the cell does
};

ShotReport lookUpShot(const ShotRequest& request, int roll);
rules::Distribution shotOdds(const ShotRequest& request);

// Combat: the engine's resolution for a roll (officer tests left out) and what the cell
// does in words; or the odds.
struct CombatReport {
    rules::redactions::CombatResolution resolution;
    std::vector<std::string> effects;
};
CombatReport lookUpCombat(const rules::redactions::CombatInputs& inputs, int roll);
rules::Distribution combatOdds(const rules::redactions::CombatInputs& inputs);

// A charge declared with the rolls the players made, in the order the rules ask for them:
// the charger's charge test (2d6, not for ambushers), the target's fear test (2d6), and the
// d6 of troops contacted by a charging vehicle. Rolls not needed must not be given.
struct ChargeRolls {
    std::optional<int> chargeTest;
    std::optional<int> fearTest;
    std::optional<int> vehicleDie;
};
rules::redactions::ChargeDeclarationResult declareCharge(
    const rules::redactions::ChargeDeclaration& charge, const ChargeRolls& rolls);

// The officers' morale bonus for a unit (junior, plus a senior near enough, or a senior in
// personal command).
int officerMoraleBonus(std::optional<int> juniorBonus,
                       const std::optional<rules::redactions::SeniorOfficer>& senior);
// A test at the table, the unit known only by the test it takes (inputs.unit is set from the
// test and where a rally starts from).
rules::redactions::MoraleResult takeMoraleTest(const rules::redactions::MoraleInputs& inputs,
                                               int roll);
rules::Distribution moraleOdds(const rules::redactions::MoraleInputs& inputs);

// Direct hits for the 2d6 totals the players rolled, in the order the engine asks for them
// (one per gun base, then one per hit on a building section).
rules::redactions::DirectHitResult rollDirectHits(const rules::redactions::DirectHitInputs& inputs,
                                                  const std::vector<int>& totals);
rules::Distribution directHitOdds(const rules::redactions::DirectHitInputs& inputs);

// Officer casualty tests for the d6s rolled, one per officer.
rules::redactions::OfficerCasualties officerCasualties(int officers,
                                                       rules::redactions::CasualtySource source,
                                                       const std::vector<int>& dice);
rules::Distribution officerCasualtyOdds(int officers, rules::redactions::CasualtySource source);

// Two dice that make a 2d6 total the players rolled (engines read only the total).
std::vector<int> diceForTotal(int total);

// Rolling instead of looking up a roll made at the table: a 2d6 total from a seed (the same
// seed, the same roll), and the rolls above whose number the rules decide, from a seed.
int seededTwoDice(std::uint64_t seed);
rules::redactions::DirectHitResult rollDirectHitsSeeded(
    const rules::redactions::DirectHitInputs& inputs, std::uint64_t seed);
rules::redactions::OfficerCasualties officerCasualtiesSeeded(
    int officers, rules::redactions::CasualtySource source, std::uint64_t seed);
rules::redactions::ChargeDeclarationResult declareChargeSeeded(
    const rules::redactions::ChargeDeclaration& charge, std::uint64_t seed);

}  // namespace tachanka::core
