#include "rules/orel/combat/retreat.hpp"

#include <algorithm>
#include <iterator>
#include <string_view>

#include "rules/orel/combat/checks.hpp"

namespace tachanka::rules::orel {
namespace {

// The hex a retreat (8.5.1) or a rout's 2 hexes (8.7.3) end in is asked of its owner.
RetreatPath pathFor(const CombatState& state, const UnitFate& fate, bool rout) {
    return rout ? state.decisions->routPath(fate) : state.decisions->retreatPath(fate);
}

// 8.5.1 a) and 8.7.3 A 2): the check a unit makes when its only way is through enemy ZoC;
// returns false when it failed.
bool zocCheck(CombatState& state, UnitFate& fate, RetreatPath path) {
    const auto& unit = fate.unit;
    const int plus = state.modifier("retreat.into-zoc");
    switch (unit.kind) {
        case UnitKind::ArmouredTrain: return true;
        case UnitKind::Cavalry:
            return path != RetreatPath::CavalryZoc ||
                   troopQualityCheck(state, unit.code, "zoc", unit.quality(), plus);
        case UnitKind::ArmouredCar:
            return path != RetreatPath::CavalryZoc ||
                   troopQualityCheck(state, unit.code, "zoc",
                                     state.modifier("retreat.armoured-car-tq"), plus);
        case UnitKind::Tank:
            return troopQualityCheck(state, unit.code, "zoc", state.modifier("retreat.tank-tq"),
                                     plus);
        default: return troopQualityCheck(state, unit.code, "zoc", unit.quality(), plus);
    }
}

void retreatOne(CombatState& state, UnitFate& fate, bool rout) {
    auto& unit = fate.unit;
    if (unit.kind == UnitKind::Tank && unit.brokenDown) {
        state.log(unit.code, " is broken down and is eliminated instead of retreating (9.2.1)");
        fate.eliminated = true;
        return;
    }
    if (rout && unit.mode == UnitMode::Routed) {
        state.log(unit.code, " was already Routed and surrenders (8.7.3)");
        surrender(state, fate);
        return;
    }
    const RetreatPath path = pathFor(state, fate, rout);
    if (path == RetreatPath::Blocked) {
        if (rout) {
            state.log(unit.code, " cannot rout 2 hexes past the enemy and surrenders (8.7.3)");
            surrender(state, fate);
        } else {
            state.log(unit.code, " cannot retreat past the enemy: Routed in place (8.5.1)");
            unit.mode = UnitMode::Routed;
        }
        return;
    }
    if (path != RetreatPath::Clear && !zocCheck(state, fate, path)) {
        if (rout && !isVehicle(unit.kind)) {
            state.log(unit.code, " fails its check routing into enemy ZoC and surrenders");
            surrender(state, fate);
            return;
        }
        if (unit.kind == UnitKind::Tank) {
            state.log(unit.code, " fails its check retreating into enemy ZoC: eliminated");
            fate.eliminated = true;
            return;
        }
        loseStep(state, fate, "retreating into enemy ZoC");
        if (fate.eliminated) return;
    }
    fate.retreatHexes = rout ? 2 : 1;
    unit.mode = rout ? UnitMode::Routed : UnitMode::March;
    state.log(unit.code, rout ? " routs 2 hexes" : " retreats 1 hex in March mode");
}

bool followsStack(UnitKind kind) { return isArtillery(kind) || isVehicle(kind); }

}  // namespace

void loseStep(CombatState& state, UnitFate& fate, std::string_view why) {
    --fate.unit.steps;
    ++fate.stepsLost;
    fate.unit.strength = std::max(0, fate.unit.strength - 1);
    fate.unit.chargeStrength = std::max(0, fate.unit.chargeStrength - 1);
    state.log(fate.unit.code, " loses a step (", why, ")");
    if (fate.unit.steps <= 0) {
        fate.unit.steps = 0;
        fate.eliminated = true;
        state.log(fate.unit.code, " is eliminated");
    }
}

void surrender(CombatState& state, UnitFate& fate) {
    fate.eliminated = true;
    fate.surrendered = true;
    (fate.side == CombatSide::Attacker ? state.report.defenderPrisoners
                                       : state.report.attackerPrisoners) += fate.unit.steps;
    state.log(fate.unit.code, " surrenders: ", fate.unit.steps, " steps are prisoners");
}

void retreat(CombatState& state, const Fates& units, bool rout) {
    for (auto* fate : units) retreatOne(state, *fate, rout);
}

namespace {

// The stack a unit belongs to: an attacker's hex, or the one attacked hex.
std::string_view stackOf(const UnitFate& fate) {
    return fate.side == CombatSide::Attacker ? std::string_view(fate.unit.hex) : std::string_view();
}

// The stacks of `side`, each once, in the hexes' order: stacks follow in the same order
// whatever order the units came in.
CombatList<std::string_view> stacksOf(const CombatState& state, CombatSide side) {
    CombatList<std::string_view> stacks;
    for (const auto& fate : state.report.units) {
        if (fate.side != side || fate.sheltering) continue;
        const auto hex = stackOf(fate);
        if (std::find(stacks.begin(), stacks.end(), hex) == stacks.end()) stacks.push_back(hex);
    }
    std::sort(stacks.begin(), stacks.end());
    return stacks;
}

}  // namespace

void followStacks(CombatState& state, CombatSide side) {
    // A stack follows only once every combat unit of it is gone: with none gone, none does.
    const bool anyGone = std::any_of(
        state.report.units.begin(), state.report.units.end(), [&](const UnitFate& fate) {
            return fate.side == side && !fate.sheltering && isCombatUnit(fate.unit.kind) &&
                   (fate.eliminated || fate.retreatHexes > 0);
        });
    if (!anyGone) return;
    for (const auto hex : stacksOf(state, side)) {
        Fates stack;
        for (auto& fate : state.report.units) {
            if (fate.side == side && !fate.sheltering && stackOf(fate) == hex) {
                stack.push_back(&fate);
            }
        }
        Fates combat;
        std::copy_if(stack.begin(), stack.end(), std::back_inserter(combat),
                     [](const UnitFate* f) { return isCombatUnit(f->unit.kind); });
        const auto gone = [](const UnitFate* f) { return f->eliminated || f->retreatHexes > 0; };
        if (combat.empty() || !std::all_of(combat.begin(), combat.end(), gone)) continue;
        const bool anyLeft = std::any_of(combat.begin(), combat.end(),
                                         [](const UnitFate* f) { return f->retreatHexes > 0; });
        const bool allRouted = std::all_of(combat.begin(), combat.end(), [](const UnitFate* f) {
            return f->eliminated || f->unit.mode == UnitMode::Routed;
        });
        const bool allSurrendered =
            std::all_of(combat.begin(), combat.end(),
                        [](const auto* f) {
                            return f->surrendered || (f->eliminated && f->stepsLost > 0);
                        }) &&
            std::any_of(combat.begin(), combat.end(), [](const auto* f) { return f->surrendered; });
        for (auto* fate : stack) {
            if (!followsStack(fate->unit.kind) || gone(fate)) continue;
            if (isArtillery(fate->unit.kind)) {
                if (allSurrendered) {
                    state.log(fate->unit.code, " surrenders with its stack (8.8.2 B)");
                    surrender(state, *fate);
                } else if (anyLeft) {
                    retreatOne(state, *fate, allRouted);
                }
            } else if (!anyLeft) {
                const bool train = fate->unit.kind == UnitKind::ArmouredTrain;
                if (train && fate->unit.inContact) {
                    fate->captured = true;
                    fate->eliminated = true;
                    state.log(fate->unit.code, " is captured with its hex (9.1.2)");
                } else if (train) {
                    fate->retreatHexes = 2;
                    state.log(fate->unit.code, " retreats 2 hexes as its hex falls (9.1.2)");
                } else {
                    fate->eliminated = true;
                    state.log(fate->unit.code, " is eliminated with its hex (9)");
                }
            } else if (fate->unit.kind == UnitKind::Tank && fate->unit.brokenDown) {
                retreatOne(state, *fate, false);
            } else {
                fate->retreatHexes = allRouted ? 2 : 1;
                state.log(fate->unit.code, " retreats ", fate->retreatHexes,
                          " hex(es) with its stack");
            }
        }
    }
}

void shelteringLeave(CombatState& state) {
    Fates units;
    for (auto& fate : state.report.units) {
        if (fate.sheltering && !fate.eliminated && fate.retreatHexes == 0) units.push_back(&fate);
    }
    if (units.empty() || state.hexHeld()) return;
    const bool oneRetreated =
        std::any_of(state.report.units.begin(), state.report.units.end(), [](const UnitFate& f) {
            return f.side == CombatSide::Defender && !f.sheltering && !f.eliminated &&
                   f.retreatHexes == 1;
        });
    if (!oneRetreated) {
        state.log("every defender routed or was eliminated: the units sheltering there rout");
        retreat(state, units, true);
        return;
    }
    for (auto* fate : units) {
        const bool routed = fate->unit.mode == UnitMode::Routed;
        retreatOne(state, *fate, false);
        if (routed && !fate->eliminated) fate->unit.mode = UnitMode::Routed;
    }
}

bool loneVehiclesLeave(CombatState& state) {
    auto defenders = state.present(CombatSide::Defender);
    const bool vehiclesAlone =
        !defenders.empty() && std::all_of(defenders.begin(), defenders.end(),
                                          [](const auto* f) { return isVehicle(f->unit.kind); });
    if (!vehiclesAlone) return false;
    state.log("vehicles defending alone must retreat before combat (9)");
    if (state.declaration.defenderRetreat != RetreatPath::Blocked) {
        retreat(state, defenders, false);
    } else if (state.declaration.advance) {
        for (auto* fate : defenders) {
            fate->eliminated = true;
            fate->captured = fate->unit.kind == UnitKind::ArmouredTrain;
            state.log(fate->unit.code, fate->captured ? " cannot retreat and is captured"
                                                      : " cannot retreat and is lost");
        }
    } else {
        state.log("they cannot retreat, and stay as the attacker does not advance");
    }
    return true;
}

bool retreatBeforeCombat(CombatState& state) {
    auto defenders = state.present(CombatSide::Defender);
    if (!state.declaration.retreatBeforeCombat) return false;
    Fates trying;
    Fates automatic;
    CombatList<TroopQualityShare> qualities;
    for (auto* fate : defenders) {
        if (fate->unit.mode == UnitMode::Routed) continue;  // 8.7.3: routed units may not
        const auto how =
            state.tables.retreatBeforeCombatFor(model::nameOf(unitKindNames, fate->unit.kind));
        if (how == "check") {
            trying.push_back(fate);
            qualities.push_back({fate->unit.quality(), fate->unit.steps});
        } else if (how == "automatic") {
            automatic.push_back(fate);
        }
    }
    // 8.5: units whose retreat is automatic do not wait for the others.
    retreat(state, automatic, false);
    if (trying.empty()) {
        if (automatic.empty()) state.log("no defending unit may retreat before combat");
        followStacks(state, CombatSide::Defender);
        return !state.hexHeld();
    }
    const int modifier =
        state.declaration.type == AttackType::Hasty ? state.modifier("retreat.hasty-attack") : 0;
    if (!troopQualityCheck(state, "defenders", "retreat before combat",
                           predominantTroopQuality(qualities), modifier)) {
        for (auto* fate : trying) fate->unit.mode = UnitMode::March;
        state.log("retreat before combat fails: the units stay in March mode (8.5)");
        return false;
    }
    retreat(state, trying, false);
    followStacks(state, CombatSide::Defender);
    return !state.hexHeld();
}

}  // namespace tachanka::rules::orel
