#pragma once
// Exact odds for every Red Actions! roll, by running the engine's own functions over every
// dice sequence (rules/odds.hpp): the odds can never disagree with the resolution.

#include "rules/odds.hpp"
#include "rules/redactions/combat.hpp"
#include "rules/redactions/direct_hit.hpp"
#include "rules/redactions/morale.hpp"
#include "rules/redactions/shooting.hpp"

namespace tachanka::rules::redactions {

// Each shooting table cell ("2 x Ter S!", "-") for a total and column shift.
Distribution shootingTableOdds(const ShootingTable& table, int total, int shift);
// The same from the full shooting inputs.
Distribution shootingOdds(const RedActionsTables& tables, const ShootingInputs& inputs);
// Every way a whole shot can end for this target (direct hits, table, officers), each named
// by its effects in order ("a base removed (Kill!); pinned marker; fear test").
Distribution shotOutcomeOdds(const RedActionsTables& tables, const ShootingInputs& inputs,
                             const Shooter& shooter, const ShootingTarget& target,
                             const ShootingOptions& options);
// Each combat table cell for two strengths (in the same units); a defender routed by a flank
// or rear charge's terror markers never fights: routsBeforeCombat, for certain.
inline constexpr std::string_view routsBeforeCombat = "routs before combat";
Distribution combatOdds(const RedActionsTables& tables, const CombatInputs& inputs);
// "passed" or "failed".
Distribution moraleOdds(const MoraleRules& rules, const MoraleInputs& inputs);
// "0 hits", "1 hit", ... (and ", building destroyed").
Distribution directHitOdds(const DirectHitNumbers& numbers, const DirectHitInputs& inputs);
// "0 casualties", "1 casualty", ...: from shooting, or in combat (routing or not).
Distribution officerCasualtyOdds(const SmallRolls& rolls, int officers, CasualtySource source);

}  // namespace tachanka::rules::redactions
