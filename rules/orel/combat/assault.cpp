#include "rules/orel/combat/assault.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "rules/orel/combat/checks.hpp"
#include "rules/orel/combat/cohesion.hpp"
#include "rules/orel/combat/combat_strength.hpp"
#include "rules/orel/combat/retreat.hpp"
#include "rules/orel/combat/vehicles.hpp"

namespace tachanka::rules::orel {
namespace {

using Units = Fates;

ConstFates constant(const Units& units) { return ConstFates(units); }

// A count kept per unit of the combat during the assault: losses before it, losses received.
using PerUnit = std::array<int, maxCombatUnits>;

Units participants(CombatState& state, CombatSide side, bool pursuit) {
    Units units;
    for (auto& fate : state.report.units) {
        if (fate.side != side || fate.eliminated || fate.repulsed || fate.sheltering ||
            fate.heldBack) {
            continue;
        }
        const bool take = !pursuit ? fate.retreatHexes == 0
                          : side == CombatSide::Attacker
                              ? fate.advanced && (fate.unit.kind == UnitKind::Cavalry ||
                                                  fate.unit.kind == UnitKind::ArmouredCar)
                              : fate.retreatHexes > 0;
        if (take) units.push_back(&fate);
    }
    return units;
}

// Steps that count for the predominant TQ and the extra-loss rule: combat units, and the
// defender's artillery only when it is alone in the attacked hex.
bool countsSteps(const CombatState& state, const UnitFate& fate) {
    return isCombatUnit(fate.unit.kind) || (fate.side == CombatSide::Defender &&
                                            isArtillery(fate.unit.kind) && artilleryAlone(state));
}

int steps(const CombatState& state, const Units& units) {
    int total = 0;
    for (const auto* fate : units) {
        if (countsSteps(state, *fate)) total += fate->unit.steps;
    }
    return total;
}

int predominant(const CombatState& state, const Units& units) {
    CombatList<TroopQualityShare> qualities;
    for (const auto* fate : units) {
        if (countsSteps(state, *fate))
            qualities.push_back({fate->unit.quality(), fate->unit.steps});
    }
    return qualities.empty() ? 0 : predominantTroopQuality(qualities);
}

bool heavyTrainInContact(const Units& units) {
    return std::any_of(units.begin(), units.end(), [](const UnitFate* f) {
        return f->unit.kind == UnitKind::ArmouredTrain && f->unit.heavyTrain &&
               activeVehicle(f->unit);
    });
}

int assaultModifier(CombatState& state, const Units& attackers, const Units& defenders,
                    bool pursuit) {
    auto& report = state.report;
    const CombatRatio ratio{report.assaultAttackerStrength, report.assaultDefenderStrength};
    report.assaultRatio = ratio.assaultRatio();
    int modifier = state.tables.assaultRatioModifier(report.assaultRatio);
    const int qualityDifference = predominant(state, attackers) - predominant(state, defenders);
    modifier += qualityDifference;
    state.log("assault ratio ", ratio.attacker, "/", ratio.defender,
              ", predominant TQ difference ", qualityDifference);
    if (state.declaration.encircled && !pursuit) modifier += state.modifier("assault.encirclement");
    if (!pursuit) {
        CombatUnit sample;
        sample.entrenched = allEntrenched(defenders);
        modifier += defenderTerrainModifier(state, sample, true);
    }
    if (std::any_of(defenders.begin(), defenders.end(),
                    [](const UnitFate* f) { return f->unit.integratedArtillery; })) {
        modifier += state.modifier("assault.integrated-artillery-defending");
    }
    if (std::any_of(attackers.begin(), attackers.end(), [](const UnitFate* f) {
            return f->unit.kind == UnitKind::Tank && activeVehicle(f->unit);
        })) {
        modifier += state.modifier("assault.tanks-attacking");
    }
    if (heavyTrainInContact(attackers)) modifier += state.modifier("assault.heavy-train-attacking");
    if (heavyTrainInContact(defenders)) modifier += state.modifier("assault.heavy-train-defending");
    if (state.declaration.type == AttackType::Hasty && !pursuit) {
        modifier += state.modifier("assault.hasty-attack");
    }
    return modifier;
}

Units sheltering(CombatState& state) {
    Units units;
    for (auto& fate : state.report.units) {
        if (fate.sheltering && !fate.eliminated && fate.retreatHexes == 0) units.push_back(&fate);
    }
    return units;
}

int shelteringSteps(CombatState& state) {
    int total = 0;
    for (const auto* fate : sheltering(state)) {
        if (!isVehicle(fate->unit.kind)) total += fate->unit.steps;
    }
    return total;
}

// Steps that can take assault losses: never the attacker's artillery (8.8.2).
int lossCapacity(const Units& units) {
    int total = 0;
    for (const auto* fate : units) {
        if (isCombatUnit(fate->unit.kind) ||
            (fate->side == CombatSide::Defender && isArtillery(fate->unit.kind))) {
            total += fate->unit.steps;
        }
    }
    return total;
}

// 8.8.2 B: one die for the losing side, each unit read on its own.
// Artillery checks only when it defended alone; artillery whose combat units were all
// eliminated routs instead (8.8.2).
void moraleCheck(CombatState& state, const Units& losers, int cellModifier,
                 const PerUnit& lossesBefore, bool artilleryDefendedAlone) {
    Units checking;
    for (auto* fate : losers) {
        if (!fate->eliminated && (isCombatUnit(fate->unit.kind) ||
                                  (isArtillery(fate->unit.kind) && artilleryDefendedAlone))) {
            checking.push_back(fate);
        }
    }
    if (checking.empty()) return;
    CombatList<int> modifiers;
    for (const auto* fate : checking) {
        const bool tookLoss = fate->stepsLost > lossesBefore[state.indexOf(*fate)];
        modifiers.push_back(cellModifier +
                            (tookLoss ? state.modifier("morale.unit-took-loss") : 0));
    }
    const auto resultOf = [&](int roll, std::size_t unit) {
        return readCohesionCheck(state.tables, roll, modifiers[unit],
                                 checking[unit]->unit.quality(), true);
    };
    const int roll = state.rollRead("assault morale check", [&](int face) {
        CheckResults each;
        for (std::size_t unit = 0; unit < checking.size(); ++unit) {
            each.push_back(resultOf(face, unit));
        }
        return each;
    });
    Units retreating;
    Units routing;
    for (std::size_t unit = 0; unit < checking.size(); ++unit) {
        auto* fate = checking[unit];
        const auto result = resultOf(roll, unit);
        state.check({fate->unit.code, "morale", roll, modifiers[unit], fate->unit.quality(),
                     std::string(checkResultName(result))});
        if (result == CheckResult::Surrender) {
            surrender(state, *fate);
        } else if (result == CheckResult::Rout) {
            routing.push_back(fate);
        } else {
            retreating.push_back(fate);
        }
    }
    // "Artillery and Surrender: if all of the surviving units stacked with Artillery
    // surrender, the Artillery also surrenders."
    if (retreating.empty() && routing.empty()) {
        for (auto* fate : losers) {
            if (!fate->eliminated && isArtillery(fate->unit.kind)) surrender(state, *fate);
        }
    }
    retreat(state, retreating, false);
    retreat(state, routing, true);
}

}  // namespace

int allocateLosses(CombatState& state, Fates units, int losses,
                   const std::vector<std::string>& preferredOrder) {
    // Each unit's place in the owner's order, found once rather than at every comparison.
    PerUnit places{};
    for (const auto* fate : units) {
        const auto at = std::find(preferredOrder.begin(), preferredOrder.end(), fate->unit.code);
        places[state.indexOf(*fate)] = static_cast<int>(at - preferredOrder.begin());
    }
    const auto rank = [&](const UnitFate* fate) { return places[state.indexOf(*fate)]; };
    // The owner's order first, stably (an insertion sort: a side has few units, and
    // std::stable_sort would allocate its buffer in every run of an auto-resolve).
    for (auto* at = units.begin(); at != units.end(); ++at) {
        for (auto* back = at; back != units.begin() && rank(*back) < rank(*(back - 1)); --back) {
            std::swap(*back, *(back - 1));
        }
    }
    CombatList<TroopQualityShare> qualities;
    for (const auto* fate : units) {
        if (isCombatUnit(fate->unit.kind)) {
            qualities.push_back({fate->unit.quality(), fate->unit.steps});
        }
    }
    const int most = qualities.empty() ? 0 : mostNumerousTroopQuality(qualities);
    const int adjusted = qualities.empty() ? 0 : predominantTroopQuality(qualities);
    const auto mayTakeFirst = [&](const UnitFate* f) {
        const auto& unit = f->unit;
        return unit.quality() == most || unit.quality() == adjusted ||
               unit.kind == UnitKind::Cavalry || unit.mode != UnitMode::Combat;
    };
    PerUnit received{};
    const auto receivedBy = [&](const UnitFate* f) -> int& { return received[state.indexOf(*f)]; };
    ConstFates firstHit;  // the order units took their first loss
    for (int loss = 0; loss < losses; ++loss) {
        Units candidates;
        const bool combatLeft = std::any_of(units.begin(), units.end(), [](const UnitFate* f) {
            return !f->eliminated && isCombatUnit(f->unit.kind);
        });
        for (auto* fate : units) {
            if (fate->eliminated || isVehicle(fate->unit.kind)) continue;
            if (isArtillery(fate->unit.kind) &&
                (combatLeft || fate->side == CombatSide::Attacker)) {
                continue;
            }
            candidates.push_back(fate);
        }
        if (candidates.empty()) return losses - loss;
        if (loss == 0 && std::any_of(candidates.begin(), candidates.end(), mayTakeFirst)) {
            candidates.eraseIf([&](const UnitFate* f) { return !mayTakeFirst(f); });
        }
        const auto order = [&](const UnitFate* f) {
            const auto at = std::find(firstHit.begin(), firstHit.end(), f);
            return at - firstHit.begin();
        };
        auto* chosen = *std::min_element(candidates.begin(), candidates.end(),
                                         [&](const UnitFate* a, const UnitFate* b) {
                                             if (receivedBy(a) != receivedBy(b)) {
                                                 return receivedBy(a) < receivedBy(b);
                                             }
                                             return order(a) < order(b);
                                         });
        if (receivedBy(chosen)++ == 0) firstHit.push_back(chosen);
        loseStep(state, *chosen, "assault");
    }
    return 0;
}

void assault(CombatState& state, bool pursuit) {
    auto& report = state.report;
    Units attackers = participants(state, CombatSide::Attacker, pursuit);
    Units defenders = participants(state, CombatSide::Defender, pursuit);
    const bool attackerCombatUnit = std::any_of(attackers.begin(), attackers.end(),
                                                [](auto* f) { return isCombatUnit(f->unit.kind); });
    if (!attackerCombatUnit || defenders.empty()) {
        if (pursuit) {
            state.log("no pursuit possible");
            return;
        }
        // 8.7.2: "Repulsed: the unit remains in place with no other effects but cannot take
        // place in any Assault."
        report.noAssault =
            !attackerCombatUnit
                ? "no assault: no attacking combat unit is left to make one (a Repulsed unit "
                  "takes no part in an Assault, 8.7.2)"
                : "no assault: the defenders left in the hex are Repulsed, and stay in place "
                  "taking no part in one (8.7.2)";
        state.log(report.noAssault);
        return;
    }
    report.assaulted = true;
    const bool artilleryDefendedAlone = artilleryAlone(state);
    report.assaultAttackerStrength =
        combatStrength(state, CombatSide::Attacker, constant(attackers), true, !pursuit);
    report.assaultDefenderStrength =
        combatStrength(state, CombatSide::Defender, constant(defenders), true, !pursuit);
    report.assaultModifier = assaultModifier(state, attackers, defenders, pursuit);
    // Sums that fall on the same row of the table read alike.
    const auto rowOf = [&](int roll) {
        return &state.tables.assaultResult(roll + report.assaultModifier);
    };
    report.assaultRoll = state.rollTwoDiceRead(pursuit ? "pursuit assault" : "assault", rowOf);
    AssaultResult result = state.tables.assaultResult(report.assaultRoll + report.assaultModifier);
    if (state.narrated) {
        state.log("assault roll ", report.assaultRoll, " modified by ", report.assaultModifier,
                  ": ", result.text());
    }
    const int smaller = std::min(steps(state, attackers), steps(state, defenders));
    if (smaller >= state.modifier("assault.extra-loss-steps")) {
        result.attackerLosses += state.modifier("assault.extra-loss");
        result.defenderLosses += state.modifier("assault.extra-loss");
        if (state.narrated) state.log("the smaller side has ", smaller, " steps: ", result.text());
    }
    const bool allRouted = pursuit && std::all_of(defenders.begin(), defenders.end(), [](auto* f) {
                               return f->unit.mode == UnitMode::Routed;
                           });
    if (allRouted) result.attackerLosses = 0;  // 8.7.4: pursuit of a rout ignores losses
    const int attackerExcess = result.attackerLosses - lossCapacity(attackers);
    const int defenderExcess =
        result.defenderLosses - lossCapacity(defenders) - (pursuit ? 0 : shelteringSteps(state));
    if (defenderExcess > 0)
        result.attackerLosses = std::max(0, result.attackerLosses - defenderExcess);
    if (attackerExcess > 0)
        result.defenderLosses = std::max(0, result.defenderLosses - attackerExcess);
    report.assaultResult = result;
    // A pursuit's result replaces the assault's, whose spoils the combat still reads after it.
    if (!pursuit && state.settled("assault rolled")) return;

    PerUnit lossesBefore{};
    for (const auto* fate : attackers) lossesBefore[state.indexOf(*fate)] = fate->stepsLost;
    for (const auto* fate : defenders) lossesBefore[state.indexOf(*fate)] = fate->stepsLost;
    const int left = allocateLosses(state, defenders, result.defenderLosses,
                                    state.declaration.defenderLossOrder);
    if (left > 0 && !pursuit) {
        // 8.5.1 d: units sheltering in the hex take losses once its defenders are gone.
        allocateLosses(state, sheltering(state), left, state.declaration.defenderLossOrder);
    }
    allocateLosses(state, attackers, result.attackerLosses, state.declaration.attackerLossOrder);
    int defenderStepsLost = 0;
    for (const auto* fate : defenders) {
        defenderStepsLost += fate->stepsLost - lossesBefore[state.indexOf(*fate)];
    }
    if (pursuit) {
        const int prisoners = roundNearest(defenderStepsLost, 2);
        report.attackerPrisoners += prisoners;
        state.log("pursuit: half of the losses, ", prisoners, ", are prisoners");
    }
    // 8.8.2 A: the winner who eliminated every opposing combat unit and artillery unit
    // tallies one prisoner per unit.
    // A pursuit counts its own prisoners instead (8.7.4).
    for (const auto side : {CombatSide::Attacker, CombatSide::Defender}) {
        if (side == result.loser || pursuit) continue;
        const Units& opposing = side == CombatSide::Attacker ? defenders : attackers;
        const bool allGone = std::all_of(opposing.begin(), opposing.end(), [](const UnitFate* f) {
            return f->eliminated || !(isCombatUnit(f->unit.kind) || isArtillery(f->unit.kind));
        });
        if (!allGone) continue;
        int eliminated = 0;
        for (const auto* fate : opposing) eliminated += fate->eliminated ? 1 : 0;
        (side == CombatSide::Attacker ? report.attackerPrisoners : report.defenderPrisoners) +=
            eliminated;
    }
    const Units& losing = result.loser == CombatSide::Attacker ? attackers : defenders;
    if (result.moraleCheck) {
        moraleCheck(state, losing, result.moraleModifier, lossesBefore, artilleryDefendedAlone);
    }
    // 8.8.2: defending artillery whose combat units were all eliminated routs if it survived.
    const auto isCombat = [](const UnitFate* f) { return isCombatUnit(f->unit.kind); };
    const bool combatUnitsEliminated =
        std::any_of(defenders.begin(), defenders.end(), isCombat) &&
        std::all_of(defenders.begin(), defenders.end(),
                    [&](const UnitFate* f) { return !isCombat(f) || f->eliminated; });
    if (!pursuit && combatUnitsEliminated) {
        Units artillery;
        for (auto* fate : state.present(CombatSide::Defender)) {
            if (isArtillery(fate->unit.kind)) artillery.push_back(fate);
        }
        retreat(state, artillery, true);
    }
    followStacks(state, CombatSide::Attacker);
    followStacks(state, CombatSide::Defender);
    vehicleDestructionChecks(state, attackers, result.attackerLosses);
    vehicleDestructionChecks(state, defenders, result.defenderLosses);
}

}  // namespace tachanka::rules::orel
