#include "rules/redactions/battle/table_features.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/charge.hpp"

namespace tachanka::rules::redactions {
namespace {

bool takesTarget(TacticalAction action) {
    return action == TacticalAction::Shoot || action == TacticalAction::Charge ||
           action == TacticalAction::Combat || action == TacticalAction::Pursue;
}

std::optional<std::string> actingRefusal(const TacticalUnit& unit) {
    if (!unit.onTable()) return unit.code + " has no bases left";
    if (unit.state.routing) return unit.code + " is routing: rally it first";
    return std::nullopt;
}

std::optional<std::string> targetRefusal(TacticalAction action, const TacticalUnit& actor,
                                         const TacticalUnit& target, bool intoFront) {
    if (actor.attacker == target.attacker) return target.code + " is on " + actor.code + "'s side";
    if (!target.onTable()) return target.code + " has no bases left";
    if (action == TacticalAction::Pursue && !target.state.routing) {
        return target.code + " is not routing: only a routing unit is pursued";
    }
    if (action != TacticalAction::Charge && action != TacticalAction::Pursue) return std::nullopt;
    // A router shows its back, and its pursuers must be "entitled to charge" it ("Pursuit").
    const bool front = action == TacticalAction::Charge && intoFront;
    const auto refused = chargeRefusal(actor.troop.arm, target.troop.arm, front);
    if (refused) return actor.code + ": " + *refused;
    return std::nullopt;
}

}  // namespace

std::optional<std::string> actionRefusal(const TacticalBattle& battle, TacticalAction action,
                                         const std::string& actor, const std::string& target,
                                         bool intoFront) {
    if (action == TacticalAction::Initiative) return std::nullopt;
    if (action == TacticalAction::SeniorKilled) {
        if (battle.senior(actor).killed) return actor + " was killed already";
        return std::nullopt;
    }
    const auto& unit = battle.unit(actor);
    switch (action) {
        case TacticalAction::Morale:
        case TacticalAction::Move:  // a router's segment is its rout move
            if (!unit.onTable()) return unit.code + " has no bases left";
            return std::nullopt;
        case TacticalAction::Dig:
            if (const auto refused = actingRefusal(unit)) return refused;
            if (!isInfantry(unit.troop.arm)) return unit.code + ": only infantry dig foxholes";
            if (unit.foxholeQuarters >= battle.field.digging.maxQuarterColumns) {
                return unit.code + " has dug all the cover foxholes give";
            }
            return std::nullopt;
        case TacticalAction::Wire:
            if (const auto refused = actingRefusal(unit)) return refused;
            if (unit.troop.arm == Arm::Tank) {
                if (unit.vehicle != VehicleCondition::Running) {
                    return unit.code + " cannot move: it is " +
                           std::string(nameOf(vehicleConditionNames, unit.vehicle));
                }
                return std::nullopt;
            }
            if (!isInfantry(unit.troop.arm)) {
                return unit.code + ": only infantry and tanks may attempt to cross wire";
            }
            return std::nullopt;
        case TacticalAction::Vehicle:
            if (!unit.onTable()) return unit.code + " has no bases left";
            if (!vehicleOf(unit.troop.arm)) return unit.code + " is not a tank or an armoured car";
            if (unit.vehicle == VehicleCondition::StuckForGood) {
                return unit.code + " is stuck for the rest of the game";
            }
            return std::nullopt;
        case TacticalAction::Handover:
            if (!unit.onTable()) return unit.code + " has no bases left";
            if (!battle.actionsTable) return "this battle has no Actions Table to hand units to";
            return std::nullopt;
        case TacticalAction::Fire: {
            // "Any unit can attempt to set on fire any buildings it is touching."
            if (const auto refused = actingRefusal(unit)) return refused;
            if (const auto refused = buildingNameRefusal(target)) return refused;
            const auto* building = battle.building(target);
            if (building && building->destroyed) return target + " is already destroyed";
            return std::nullopt;
        }
        case TacticalAction::Train:
            // A routing train still moves: it "must attempt to leave the table".
            if (!unit.onTable()) return unit.code + " has no bases left";
            if (unit.troop.arm != Arm::Train) return unit.code + " is not a train";
            if (trainMoveAllowance(battle.field.trains, unit.train.engineHits) == 0) {
                return unit.code + "'s engine is immobilised";
            }
            return std::nullopt;
        case TacticalAction::Rally:
            if (!unit.onTable()) return unit.code + " has no bases left";
            if (!unit.state.routing && !unit.state.pinned && unit.state.terror == 0) {
                return unit.code + " has nothing to rally from";
            }
            return std::nullopt;
        default:
            if (const auto refused = actingRefusal(unit)) return refused;
            return targetRefusal(action, unit, battle.unit(target), intoFront);
    }
}

std::vector<ActionChoice> actionChoices(const TacticalBattle& battle, const std::string& actor) {
    std::vector<ActionChoice> choices;
    for (const auto& named : tacticalActionNames) {
        const auto action = named.value;
        // The battle's, and a senior officer's, not a unit's.
        if (action == TacticalAction::Initiative || action == TacticalAction::SeniorKilled) {
            continue;
        }
        ActionChoice choice{action, {}};
        if (action == TacticalAction::Fire) {
            // Any building it touches: those already burning are offered by name.
            if (actingRefusal(battle.unit(actor))) continue;
            for (const auto& building : battle.buildings) {
                if (!building.destroyed) choice.targets.push_back(building.name);
            }
            choices.push_back(std::move(choice));
            continue;
        }
        if (!takesTarget(action)) {
            if (!actionRefusal(battle, action, actor)) choices.push_back(std::move(choice));
            continue;
        }
        for (const auto& target : battle.units) {
            if (!actionRefusal(battle, action, actor, target.code)) {
                choice.targets.push_back(target.code);
            }
        }
        if (!choice.targets.empty()) choices.push_back(std::move(choice));
    }
    return choices;
}

}  // namespace tachanka::rules::redactions
