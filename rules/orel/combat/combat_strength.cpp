#include "rules/orel/combat/combat_strength.hpp"

#include <algorithm>
#include <optional>

#include "rules/orel/combat/checks.hpp"
#include "rules/orel/combat/cohesion.hpp"

namespace tachanka::rules::orel {
namespace {

bool inactiveInfantry(const UnitFate* fate) {
    const auto& unit = fate->unit;
    return unit.mode != UnitMode::Combat || unit.disorganized;
}

int supportQuality(const CombatState& state, const Support& support) {
    return support.kind == UnitKind::ArmouredTrain
               ? state.modifier("coordination.armoured-train-tq")
               : support.troopQuality;
}

// Artillery defending alone fires for its own hex (8.7.1), with a strength of 1 when
// Routed or in March mode.
std::vector<Support> defendingArtilleryAlone(const CombatState& state) {
    std::vector<Support> supports;
    if (!artilleryAlone(state)) return supports;
    for (const auto* fate : state.present(CombatSide::Defender)) {
        const auto& unit = fate->unit;
        if (!isArtillery(unit.kind)) continue;
        const bool weak = unit.mode != UnitMode::Combat;
        supports.push_back({unit.code, unit.kind, weak ? 1 : unit.strength, unit.quality(),
                            unit.steps, unit.unsupplied});
    }
    return supports;
}

// 5.3: Out of Command artillery suffers a +2 modifier to its Coordination check.
int outOfCommandModifier(const CombatState& state) {
    return state.modifier("coordination.out-of-command");
}

// Writes into `shares`, which the state keeps from run to run.
void coordinate(CombatState& state, const std::vector<Support>& supports, CombatSide side,
                std::vector<StrengthShare>& shares) {
    shares.clear();
    if (supports.empty()) return;
    const int modifier = side == CombatSide::Attacker && state.declaration.type == AttackType::Hasty
                             ? state.modifier("coordination.hasty-attack")
                             : 0;
    std::optional<bool> sideResult;
    if (state.declaration.options.singleDieCoordination) {
        CombatList<TroopQualityShare> qualities;
        for (const auto& support : supports) {
            qualities.push_back({supportQuality(state, support), support.steps});
        }
        const int quality = predominantTroopQuality(qualities);
        // One die for the side: an Out of Command gun among them burdens the whole check.
        const bool outOfCommand = std::any_of(supports.begin(), supports.end(),
                                              [](const Support& s) { return s.outOfCommand; });
        sideResult =
            troopQualityCheck(state,
                              side == CombatSide::Attacker ? "all attacker support"
                                                           : "all defender support",
                              "coordination", quality,
                              modifier + (outOfCommand ? outOfCommandModifier(state) : 0));
    }
    for (const auto& support : supports) {
        const bool coordinated = sideResult
                                     ? *sideResult
                                     : troopQualityCheck(state, support.code, "coordination",
                                                         supportQuality(state, support),
                                                         modifier + (support.outOfCommand
                                                                         ? outOfCommandModifier(state)
                                                                         : 0));
        const int divisor =
            (coordinated ? 1 : 2) *
            (support.unsupplied ? state.modifier("strength.unsupplied-divisor") : 1);
        shares.push_back({support.fireStrength, divisor, !coordinated});
        state.log(support.code,
                  coordinated ? " adds its full fire strength "
                              : " fails coordination and adds half of ",
                  support.fireStrength);
    }
}

int unitDivisor(const CombatState& state, const CombatUnit& unit, bool assault) {
    int divisor = 1;
    if (unit.unsupplied) divisor *= state.modifier("strength.unsupplied-divisor");
    if (unit.mode == UnitMode::March) divisor *= state.modifier("strength.march-divisor");
    if (unit.mode == UnitMode::Routed) divisor *= state.modifier("strength.routed-divisor");
    if (assault && unit.disorganized) divisor *= state.modifier("strength.disorganized-divisor");
    return divisor;
}

}  // namespace

bool mayCharge(const CombatState& state, const UnitFate& cavalry) {
    if (cavalry.unit.kind != UnitKind::Cavalry) return false;
    const bool openTerrain = state.terrain.cavalryMayCharge;
    const auto enemy = opponentOf(cavalry.side);
    if (cavalry.side == CombatSide::Attacker) {
        if (!openTerrain || allEntrenched(state.present(enemy))) return false;
    } else if (!openTerrain || cavalry.unit.mode != UnitMode::Combat) {
        return false;
    }
    if (cavalry.unit.quality() >= 5) return true;
    return !state.anyPresent(enemy, [](const UnitFate* fate) {
        return isCombatUnit(fate->unit.kind) && !inactiveInfantry(fate);
    });
}

bool charging(const CombatState& state, const UnitFate& unit) {
    return unit.unit.kind == UnitKind::Cavalry && unit.unit.charges && !unit.repulsed &&
           mayCharge(state, unit);
}

void coordinateSupport(CombatState& state) {
    coordinate(state, state.declaration.attackerSupport, CombatSide::Attacker,
               state.attackerSupport);
    coordinate(state, state.declaration.defenderSupport, CombatSide::Defender,
               state.defenderSupport);
    coordinate(state, defendingArtilleryAlone(state), CombatSide::Defender,
               state.artilleryAloneFire);
}

int combatStrength(const CombatState& state, CombatSide side, const ConstFates& units,
                   bool assault, bool withSupport) {
    // A unit's share, and each support's twice at most (its own, and as artillery alone).
    CombatList<StrengthShare, 3 * maxCombatUnits> shares;
    const bool aloneArtillery = side == CombatSide::Defender && artilleryAlone(state);
    for (const auto* fate : units) {
        const auto& unit = fate->unit;
        if (fate->repulsed) continue;
        if (isCombatUnit(unit.kind)) {
            const int strength = charging(state, *fate) ? unit.chargeStrength : unit.strength;
            shares.push_back({strength, unitDivisor(state, unit, assault), false});
        } else if (isVehicle(unit.kind) && activeVehicle(unit)) {
            shares.push_back({unit.strength, 1, false});
        } else if (assault && aloneArtillery && isArtillery(unit.kind)) {
            // 8.8.1: artillery alone defends with its steps, or 1 when weakened.
            const bool weak = unit.mode != UnitMode::Combat || unit.unsupplied || unit.disorganized;
            shares.push_back({weak ? 1 : unit.steps, 1, false});
        }
    }
    if (withSupport) {
        const auto& support =
            side == CombatSide::Attacker ? state.attackerSupport : state.defenderSupport;
        for (const auto& share : support) shares.push_back(share);
    }
    if (aloneArtillery && !assault && withSupport) {
        for (const auto& share : state.artilleryAloneFire) shares.push_back(share);
    }
    return sideStrength(shares);
}

}  // namespace tachanka::rules::orel
