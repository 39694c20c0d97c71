#include "rules/orel/combat/cohesion.hpp"

#include <algorithm>
#include <utility>

#include "rules/orel/combat/checks.hpp"
#include "rules/orel/combat/combat_strength.hpp"
#include "rules/orel/combat/retreat.hpp"

namespace tachanka::rules::orel {
namespace {

bool any(const auto& units, auto predicate) {
    return std::any_of(units.begin(), units.end(), predicate);
}

Fates checkingUnits(CombatState& state, CombatSide side) {
    Fates units;
    const bool aloneArtillery = side == CombatSide::Defender && artilleryAlone(state);
    for (auto* fate : state.present(side)) {
        if (isCombatUnit(fate->unit.kind) || (aloneArtillery && isArtillery(fate->unit.kind))) {
            units.push_back(fate);
        }
    }
    return units;
}

// 8.7.1: cavalry with no infantry on its side, charging infantry in Combat mode that has no
// cavalry and no infantry in March mode.
bool chargingAloneAgainstFormedInfantry(const CombatState& state, CombatSide side) {
    const auto own = state.present(side);
    const auto enemy = state.present(opponentOf(side));
    const auto isInfantry = [](const UnitFate* f) { return f->unit.kind == UnitKind::Infantry; };
    const bool enemyFormed =
        any(enemy, isInfantry) && !any(enemy, [](const UnitFate* f) {
            return f->unit.kind == UnitKind::Cavalry ||
                   (f->unit.kind == UnitKind::Infantry && f->unit.mode == UnitMode::March);
        });
    return enemyFormed && !any(own, isInfantry) &&
           any(own, [&](const UnitFate* f) { return charging(state, *f); });
}

int chargingSteps(const CombatState& state, CombatSide side) {
    int steps = 0;
    for (const auto* fate : state.present(side)) {
        if (charging(state, *fate)) steps += fate->unit.steps;
    }
    return steps;
}

bool mayCounterCharge(const CombatState& state, CombatSide side) {
    return state.anyPresent(side, [&](const UnitFate* f) { return mayCharge(state, *f); });
}

bool isTq6Infantry(const CombatUnit& unit) {
    return unit.kind == UnitKind::Infantry && unit.quality() == 6;
}

bool tq6InfantryAttacking(const CombatState& state) {
    return state.anyPresent(CombatSide::Attacker,
                            [](const UnitFate* f) { return isTq6Infantry(f->unit); });
}

// Modifiers that are the same for every unit of the side under either set of rules.
int sideModifier(const CombatState& state, CombatSide side) {
    const CombatSide enemy = opponentOf(side);
    int modifier = 0;
    if (sideHasActiveVehicle(state, enemy)) modifier += state.modifier("cohesion.enemy-vehicle");
    if (hasIntegratedArtillery(state, enemy)) {
        modifier += state.modifier("cohesion.enemy-integrated-artillery");
    }
    if (side == CombatSide::Attacker && state.declaration.type == AttackType::Hasty) {
        modifier += state.modifier("cohesion.hasty-attack");
    }
    return modifier;
}

int ratioModifier(const CombatState& state, CombatSide side) {
    const CombatRatio ratio{state.report.attackerStrength, state.report.defenderStrength};
    const bool attacker = side == CombatSide::Attacker;
    if (state.declaration.options.newCohesionRules) {
        if (ratio.attacker == ratio.defender) return 0;
        const bool stronger = (ratio.attacker > ratio.defender) == attacker;
        return stronger ? state.modifier("cohesion.stronger-side")
                        : state.modifier("cohesion.weaker-side");
    }
    if (ratio.atLeastTwoToOne()) {
        return attacker ? state.modifier("cohesion.two-to-one-attacker")
                        : state.modifier("cohesion.two-to-one-defender");
    }
    if (ratio.belowOneToOne()) {
        return attacker ? state.modifier("cohesion.below-one-to-one-attacker")
                        : state.modifier("cohesion.below-one-to-one-defender");
    }
    return 0;
}

// What every unit of a side shares under the standard rules (8.7.1), read once per check.
struct SideSituation {
    int modifier = 0;  // enemy vehicles and integrated artillery, hasty attack, ratio, charges
    bool chargingAloneAgainstFormedInfantry = false;
    bool tq6InfantryAttacking = false;
    ConstFates own;
};

SideSituation situationOf(const CombatState& state, CombatSide side) {
    SideSituation situation;
    situation.modifier = sideModifier(state, side) + ratioModifier(state, side);
    if (chargingSteps(state, opponentOf(side)) >= 2 && !mayCounterCharge(state, side)) {
        situation.modifier += state.modifier("cohesion.enemy-cavalry-charge");
    }
    situation.chargingAloneAgainstFormedInfantry = chargingAloneAgainstFormedInfantry(state, side);
    situation.tq6InfantryAttacking = side == CombatSide::Defender && tq6InfantryAttacking(state);
    situation.own = state.present(side);
    return situation;
}

// 8.7.1, unit by unit.
int unitModifier(const CombatState& state, const SideSituation& situation, const UnitFate& fate) {
    int modifier = situation.modifier;
    if (any(situation.own, [&](const UnitFate* f) {
            return isVehicle(f->unit.kind) && activeVehicle(f->unit) &&
                   (fate.side == CombatSide::Defender || f->unit.hex == fate.unit.hex);
        })) {
        modifier += state.modifier("cohesion.friendly-vehicle");
    }
    if (situation.chargingAloneAgainstFormedInfantry && charging(state, fate)) {
        modifier += state.modifier("cohesion.cavalry-charging-infantry");
    }
    if (fate.side == CombatSide::Defender) {
        if (situation.tq6InfantryAttacking && !isTq6Infantry(fate.unit)) {
            modifier += state.modifier("cohesion.tq6-infantry-attacking");
        }
        modifier += defenderTerrainModifier(state, fate.unit, false);
    }
    return modifier;
}

// Optional new combat rules b): every modifier applies to the whole side.
int newRulesModifier(const CombatState& state, CombatSide side) {
    int modifier = sideModifier(state, side) + ratioModifier(state, side);
    const CombatSide enemy = opponentOf(side);
    if (sideHasActiveVehicle(state, side)) modifier += state.modifier("cohesion.friendly-vehicle");
    if (chargingAloneAgainstFormedInfantry(state, side)) {
        modifier += state.modifier("cohesion.cavalry-charging-infantry");
    }
    if (chargingSteps(state, enemy) > 0 && !mayCounterCharge(state, side)) {
        modifier += state.modifier("cohesion.enemy-cavalry-charge");
    }
    if (side == CombatSide::Defender) {
        const auto own = state.present(side);
        if (tq6InfantryAttacking(state) &&
            !any(own, [](const UnitFate* f) { return isTq6Infantry(f->unit); })) {
            modifier += state.modifier("cohesion.tq6-infantry-attacking");
        }
        CombatUnit sample;
        sample.entrenched = allEntrenched(own);
        modifier += defenderTerrainModifier(state, sample, false);
    }
    return modifier;
}

struct UnitResult {
    UnitFate* fate;
    CheckResult result;
};

using UnitResults = CombatList<UnitResult>;

UnitResults sideChecks(CombatState& state, CombatSide side) {
    UnitResults results;
    auto units = checkingUnits(state, side);
    if (units.empty()) return results;
    const bool attacker = side == CombatSide::Attacker;
    const auto purpose = attacker ? "cohesion check: attacker" : "cohesion check: defender";
    if (state.declaration.options.newCohesionRules) {
        CombatList<TroopQualityShare> qualities;
        for (const auto* fate : units) {
            qualities.push_back({fate->unit.quality(), fate->unit.steps});
        }
        const int quality = predominantTroopQuality(qualities);
        const int modifier = newRulesModifier(state, side);
        const auto resultOf = [&](int roll) {
            return readCohesionCheck(state.tables, roll, modifier, quality, false);
        };
        const int roll = state.rollRead(purpose, resultOf);
        const auto result = resultOf(roll);
        state.check({attacker ? "all attacker" : "all defender", "cohesion", roll, modifier,
                     quality, std::string(checkResultName(result))});
        for (auto* fate : units) results.push_back({fate, result});
        return results;
    }
    // One die for the side, each unit read on its own with its own modifiers.
    const auto situation = situationOf(state, side);
    CombatList<int> modifiers;
    for (const auto* fate : units) modifiers.push_back(unitModifier(state, situation, *fate));
    const auto resultOf = [&](int roll, std::size_t unit) {
        return readCohesionCheck(state.tables, roll, modifiers[unit], units[unit]->unit.quality(),
                                 false);
    };
    const int roll = state.rollRead(purpose, [&](int face) {
        CheckResults each;
        for (std::size_t unit = 0; unit < units.size(); ++unit)
            each.push_back(resultOf(face, unit));
        return each;
    });
    for (std::size_t unit = 0; unit < units.size(); ++unit) {
        auto* fate = units[unit];
        const auto result = resultOf(roll, unit);
        state.check({fate->unit.code, "cohesion", roll, modifiers[unit], fate->unit.quality(),
                     std::string(checkResultName(result))});
        results.push_back({fate, result});
    }
    return results;
}

void apply(CombatState& state, const UnitResults& results) {
    Fates retreating;
    Fates routing;
    for (const auto& [fate, result] : results) {
        switch (result) {
            case CheckResult::Passed: break;
            case CheckResult::Disorganized:
                fate->unit.disorganized = true;
                state.log(fate->unit.code, " is Disorganized");
                break;
            case CheckResult::Repulsed:
                fate->repulsed = true;
                state.log(fate->unit.code, " is Repulsed and takes no part in an assault");
                break;
            case CheckResult::Retreat: retreating.push_back(fate); break;
            case CheckResult::Rout:
            case CheckResult::Surrender: routing.push_back(fate); break;
        }
    }
    retreat(state, retreating, false);
    retreat(state, routing, true);
}

}  // namespace

int defenderTerrainModifier(const CombatState& state, const CombatUnit& unit, bool assault) {
    const auto& tables = state.tables;
    int modifier = assault ? state.terrain.assault : state.terrain.cohesion;
    if (state.river) modifier += assault ? state.river->assault : state.river->cohesion;
    if (unit.entrenched && !tanksAttacking(state)) {
        const int entrenched = assault ? tables.entrenchment.assault : tables.entrenchment.cohesion;
        modifier = std::min(modifier, entrenched);
    }
    return modifier;
}

bool sideHasActiveVehicle(const CombatState& state, CombatSide side) {
    return state.anyPresent(
        side, [](const UnitFate* f) { return isVehicle(f->unit.kind) && activeVehicle(f->unit); });
}

bool tanksAttacking(const CombatState& state) {
    return state.anyPresent(CombatSide::Attacker, [](const UnitFate* f) {
        return f->unit.kind == UnitKind::Tank && activeVehicle(f->unit);
    });
}

bool hasIntegratedArtillery(const CombatState& state, CombatSide side) {
    return state.anyPresent(side, [](const UnitFate* f) { return f->unit.integratedArtillery; });
}

void cohesionChecks(CombatState& state) {
    for (const auto side : {CombatSide::Attacker, CombatSide::Defender}) {
        (side == CombatSide::Attacker ? state.report.attackerStrength
                                      : state.report.defenderStrength) =
            combatStrength(state, side, std::as_const(state).present(side), false, true);
    }
    state.log("cohesion strength ratio ", state.report.attackerStrength, "/",
              state.report.defenderStrength);
    // Both sides check against the same situation: every result is read before any applies.
    const auto attackers = sideChecks(state, CombatSide::Attacker);
    const auto defenders = sideChecks(state, CombatSide::Defender);
    apply(state, attackers);
    apply(state, defenders);
    followStacks(state, CombatSide::Attacker);
    followStacks(state, CombatSide::Defender);
}

}  // namespace tachanka::rules::orel
