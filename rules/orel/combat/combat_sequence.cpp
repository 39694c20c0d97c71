#include "rules/orel/combat/combat_sequence.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "rules/orel/combat/assault.hpp"
#include "rules/orel/combat/checks.hpp"
#include "rules/orel/combat/cohesion.hpp"
#include "rules/orel/combat/combat_state.hpp"
#include "rules/orel/combat/combat_strength.hpp"
#include "rules/orel/combat/retreat.hpp"
#include "rules/orel/combat/vehicles.hpp"

namespace tachanka::rules::orel {
namespace {

void validateUnit(const CombatUnit& unit, std::set<std::string>& codes) {
    if (unit.code.empty()) throw std::invalid_argument("a unit has no code");
    if (!codes.insert(unit.code).second) {
        throw std::invalid_argument("unit code '" + unit.code + "' is used twice");
    }
    if (unit.steps < 1) throw std::invalid_argument(unit.code + ": steps must be at least 1");
    if (unit.troopQuality < 1 || unit.troopQuality > 6) {
        throw std::invalid_argument(unit.code + ": TQ must be from 1 to 6");
    }
    if (unit.strength < 0 || unit.chargeStrength < 0) {
        throw std::invalid_argument(unit.code + ": strengths cannot be negative");
    }
}

void validate(const CombatDeclaration& combat, const CombatTables& tables) {
    if (combat.attackers.empty()) throw std::invalid_argument("a combat needs attacking units");
    if (combat.defenders.empty()) throw std::invalid_argument("a combat needs defending units");
    const auto taking = combat.attackers.size() + combat.defenders.size() +
                        combat.sheltering.size() + combat.attackerSupport.size() +
                        combat.defenderSupport.size();
    if (taking > maxCombatUnits) {
        throw std::invalid_argument("a combat takes at most " + std::to_string(maxCombatUnits) +
                                    " units and supports, not " + std::to_string(taking));
    }
    std::set<std::string> codes;
    for (const auto& unit : combat.attackers) {
        validateUnit(unit, codes);
        if (isArtillery(unit.kind)) {
            throw std::invalid_argument(unit.code +
                                        ": attacking artillery takes part as support (8.6.2)");
        }
    }
    if (std::none_of(combat.attackers.begin(), combat.attackers.end(),
                     [](const CombatUnit& unit) { return isCombatUnit(unit.kind); })) {
        throw std::invalid_argument(
            "vehicles attack only with combat units (9); a train against a lone train is an "
            "armoured train duel (9.1.1)");
    }
    for (const auto& unit : combat.defenders) validateUnit(unit, codes);
    for (const auto& unit : combat.sheltering) validateUnit(unit, codes);
    for (const auto* supports : {&combat.attackerSupport, &combat.defenderSupport}) {
        for (const auto& support : *supports) {
            if (support.kind != UnitKind::ArmouredTrain && !isArtillery(support.kind)) {
                throw std::invalid_argument(support.code +
                                            ": only artillery and armoured trains support");
            }
            if (support.fireStrength < 0 || support.steps < 1) {
                throw std::invalid_argument(support.code + ": bad fire strength or steps");
            }
        }
    }
    if (combat.type == AttackType::Hasty) {
        std::set<std::string> hexes;
        for (const auto& unit : combat.attackers) hexes.insert(unit.hex);
        if (hexes.size() > 1) {
            throw std::invalid_argument("a hasty attack cannot combine several hexes (8.6.1)");
        }
    }
    for (const auto* order : {&combat.attackerLossOrder, &combat.defenderLossOrder}) {
        const bool attacker = order == &combat.attackerLossOrder;
        const auto& side = attacker ? combat.attackers : combat.defenders;
        for (const auto& code : *order) {
            if (std::none_of(side.begin(), side.end(),
                             [&](const CombatUnit& unit) { return unit.code == code; })) {
                throw std::invalid_argument(std::string(attacker ? "attacker" : "defender") +
                                            " loss order names '" + code +
                                            "', which is not one of its units");
            }
        }
    }
    tables.terrainNamed(combat.terrain);
    if (combat.river) tables.terrainNamed("river");
}

void clearHex(CombatState& state) {
    state.report.hexCleared = true;
    shelteringLeave(state);
}

// 8.7.4 and 8.8.3: the attackers the players send into the cleared hex; returns how many.
int advance(CombatState& state, bool afterAssault) {
    ConstFates may;
    for (const auto* fate : state.present(CombatSide::Attacker)) {
        if (!fate->repulsed && !isArtillery(fate->unit.kind)) may.push_back(fate);
    }
    if (may.empty()) return 0;
    int advanced = 0;
    bool combatUnit = false;
    const bool combatUnitMay = std::any_of(may.begin(), may.end(), [](const UnitFate* fate) {
        return isCombatUnit(fate->unit.kind);
    });
    for (const auto* entering : may) {
        if (!state.decisions->advances(*entering, may, afterAssault)) continue;
        auto& fate = state.report.units[state.indexOf(*entering)];
        fate.advanced = true;
        fate.unit.mode = UnitMode::Combat;
        combatUnit = combatUnit || isCombatUnit(fate.unit.kind);
        ++advanced;
        state.log(fate.unit.code, " advances into the attacked hex");
    }
    if (afterAssault && combatUnitMay && !combatUnit) {
        throw std::invalid_argument(
            "if the hex is cleared of its defenders, at least one attacking combat unit must "
            "enter it (8.8.3)");
    }
    if (advanced == 0) state.log("the attacker does not advance (8.7.4)");
    return advanced;
}

void pursue(CombatState& state) {
    if (!state.declaration.pursuit) return;
    state.log("cavalry pursuit");
    assault(state, true);
}

// 8.2.1: who carries an Unsupplied marker once the combat is over.
void markSupply(CombatState& state, int spoils) {
    for (auto& fate : state.report.units) {
        auto& unit = fate.unit;
        unit.disorganized = false;  // 8.7.2: removed once the combat is finished
        if (fate.eliminated || fate.heldBack) continue;
        if (fate.side == CombatSide::Attacker) {
            const bool fought = isCombatUnit(unit.kind) || activeVehicle(unit);
            if (fate.advanced && state.report.assaulted && spoils > 0 && isCombatUnit(unit.kind)) {
                --spoils;
                if (unit.unsupplied || !state.declaration.munitionsFromDepot) {
                    state.log(unit.code, " takes the spoils of war: supplied (8.2.1)");
                }
                unit.unsupplied = false;
            } else if (fought && (!state.declaration.munitionsFromDepot ||
                                  (isVehicle(unit.kind) && !unit.inSupplyRange))) {
                unit.unsupplied = true;
            }
        } else if (!unit.inSupplyRange) {
            unit.unsupplied = true;
        }
    }
    // "A Prepared Attack costs 2 Munitions Points (regardless of the number of units involved,
    // including artillery support)": the support is part of the attack, and without munitions
    // its guns end Unsupplied too. Trains spend none (they answer to their railroad).
    if (state.declaration.munitionsFromDepot) return;
    for (const auto& support : state.declaration.attackerSupport) {
        if (support.kind == UnitKind::ArmouredTrain) continue;
        state.report.unsuppliedSupport.push_back(support.code);
        state.log(support.code, " supported an attack without munitions: Unsupplied (8.2.1)");
    }
}

// 5.3: "If it is already in ZoC, it cannot spend MP to declare an attack ... unless it passes
// a Quality Check". A unit that fails stays where it is and takes no part; when no attacking
// combat unit is left, there is no attack (returns false).
bool checkOutOfCommandAttackers(CombatState& state) {
    bool combatUnitAttacks = false;
    for (auto& fate : state.report.units) {
        if (fate.side != CombatSide::Attacker) continue;
        if (fate.unit.checksCommand &&
            !troopQualityCheck(state, fate.unit.code, "out of command", fate.unit.quality(), 0)) {
            fate.heldBack = true;
            state.log(fate.unit.code, " is out of command and fails its TQ check: it does not "
                                      "attack (5.3)");
            continue;
        }
        combatUnitAttacks = combatUnitAttacks || isCombatUnit(fate.unit.kind);
    }
    if (combatUnitAttacks) return true;
    state.report.noAssault =
        "no attack: every attacking combat unit is out of command and failed its TQ check (5.3)";
    state.log(state.report.noAssault);
    for (auto& fate : state.report.units) {
        if (fate.side == CombatSide::Attacker) fate.heldBack = true;
    }
    return false;
}

void runCombat(CombatState& state) {
    const auto& combat = state.declaration;
    if (!checkOutOfCommandAttackers(state)) return;
    state.log(combat.munitionsFromDepot ? "the attack is supplied by a depot"
                                        : "the attack has no munitions: the "
                                          "attackers become Unsupplied after it");
    attackingTankBreakdowns(state);
    if (loneVehiclesLeave(state)) {
        if (!state.hexHeld()) {
            clearHex(state);
            advance(state, false);
        }
        return;
    }
    if (retreatBeforeCombat(state)) {
        state.log("the defenders left the hex before combat");
        clearHex(state);
        advance(state, false);
        if (combat.munitionsFromDepot) {
            for (auto& fate : state.report.units) {
                if (fate.side == CombatSide::Attacker) fate.unit.unsupplied = false;
            }
        }
        return;
    }
    coordinateSupport(state);
    for (auto& fate : state.report.units) {
        if (fate.unit.kind == UnitKind::Cavalry && !fate.sheltering) {
            fate.charged = charging(state, fate);
            state.log(fate.unit.code, fate.charged ? " charges" : " fights dismounted");
        }
    }
    if (state.settled("cohesion phase")) return;
    cohesionChecks(state);
    if (state.settled("cohesion checked")) return;
    int spoils = 0;
    if (!state.hexHeld()) {
        clearHex(state);
        if (advance(state, false) > 0) pursue(state);
    } else if (!state.decisions->pressesAssault(state.report)) {
        state.report.noAssault = "no assault: the attacker does not press one (8.8)";
        state.log(state.report.noAssault);
    } else {
        assault(state, false);
        if (state.restCounted()) return;
        spoils = state.report.assaultResult.defenderLosses;
        if (!state.hexHeld()) {
            const bool allEliminated = std::all_of(
                state.report.units.begin(), state.report.units.end(), [](const UnitFate& f) {
                    return f.side == CombatSide::Attacker || f.sheltering || f.eliminated;
                });
            clearHex(state);
            if (allEliminated && state.report.assaultResult.loser == CombatSide::Attacker) {
                state.log("the defenders are gone but the attacker lost: no advance (8.8.3)");
            } else if (advance(state, true) > 0) {
                pursue(state);
            }
        }
    }
    markSupply(state, spoils);
}

const CombatTables& validated(const CombatDeclaration& combat, const CombatTables& tables) {
    validate(combat, tables);
    return tables;
}

}  // namespace

CombatRunner::CombatRunner(const CombatDeclaration& combat, const CombatTables& tables,
                           Narration narration)
    : declared_(combat), state_(validated(combat, tables), combat, narration) {}

const CombatReport& CombatRunner::resolve(Dice& dice, CombatDecisions* decisions) {
    state_.restart(dice, decisions != nullptr ? *decisions : declared_);
    runCombat(state_);
    return state_.report;
}

CombatReport resolveCombat(const CombatDeclaration& combat, const CombatTables& tables,
                           Dice& dice, CombatDecisions* decisions) {
    return CombatRunner(combat, tables, Narration::Full).resolve(dice, decisions);
}

}  // namespace tachanka::rules::orel
