#include <stdexcept>
#include <utility>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/battle/table_features.hpp"
#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/battle/turn_sequence.hpp"
#include "rules/redactions/morale.hpp"

namespace tachanka::rules::redactions {

using namespace steps;

namespace {

void rally(const RedActionsTables& tables, TacticalUnit& unit, Dice& dice, ActionResult& result) {
    if (unit.state.routing || unit.state.pinned) {
        takeTest(tables, unit, MoraleTest::Rally, dice, result);
        return;
    }
    auto after = unit.state;
    rallyFromTerror(after);
    result.effects.push_back(unit.code + ": rallies from terror, its terror markers removed");
    settle(unit, after);
}

// Passes the dice through, and adds the whole table as it stands to each step an action
// reports: the rest of the action and its summary depend on nothing else.
class TableStateDice final : public ForwardingDice {
public:
    TableStateDice(Dice& source, const TacticalBattle& table)
        : ForwardingDice(source), table_(table) {}
    void reached(std::string_view step) override {
        if (!source_.countsStates()) return;
        std::string state(step);
        for (const auto& unit : table_.units) {
            const auto& now = unit.state;
            state += '|' + unit.code + ':';
            for (const int number :
                 {now.bases, now.terror, now.humiliated, int{now.pinned}, int{now.evading},
                  int{now.formed}, int{now.column}, int{now.limbered}, int{now.routing},
                  unit.basesLost, unit.surrendered, unit.officersLeft(), unit.foxholeQuarters,
                  int{unit.inWire}, static_cast<int>(unit.vehicle)}) {
                state += std::to_string(number) + ',';
            }
            if (unit.troop.arm == Arm::Train) state += trainText(unit.train, unit.carHits);
        }
        source_.reached(state + '|' + buildingsText(table_.buildings));
    }

private:
    const TacticalBattle& table_;
};

// A gun's shot at a train must say which car it strikes, and may not strike one destroyed.
void requireTrainCar(const FieldNumbers& field, const TacticalUnit& shooter,
                     const TacticalUnit& target, const ShotCircumstances& shot) {
    if (target.troop.arm != Arm::Train) {
        if (shot.trainCar) throw std::invalid_argument(target.code + " is not a train: it has no cars");
        return;
    }
    if (!shooter.troop.directHit || shot.returnFire) return;
    if (!shot.trainCar) {
        throw std::invalid_argument("say which car of " + target.code +
                                    " the gun aims at: engine, turret-artillery, "
                                    "field-gun-artillery, machine-gun or other");
    }
    if (shot.trainCarNumber < 1) throw std::invalid_argument("cars are counted from 1");
    if (steps::carDestroyed(field, target, *shot.trainCar, shot.trainCarNumber)) {
        throw std::invalid_argument(target.code + "'s " +
                                    trainCarKey(*shot.trainCar, shot.trainCarNumber) +
                                    " is destroyed: aim at another car");
    }
}

void shootOnTable(const RedActionsTables& tables, const FieldNumbers& field, TacticalUnit& actor,
                  TacticalUnit& target, const ShotCircumstances& circumstances, Dice& dice,
                  ActionResult& result) {
    requireTrainCar(field, actor, target, circumstances);
    const auto shot = shoot(tables, actor, target, circumstances, dice, result);
    if (target.troop.arm == Arm::Train && shot.directHits && circumstances.trainCar) {
        hitTrain(tables, field, target, *circumstances.trainCar, circumstances.trainCarNumber,
                 shot.directHits->hits, dice, result);
    }
}

// The senior officer lends his bonus to the units of his side for this action; refused when
// the battle has no senior officer of that name, or he was killed.
void placeSenior(TacticalBattle& battle, const SeniorPresence& presence) {
    const auto& senior = battle.senior(presence.name);
    if (senior.killed) throw std::invalid_argument(senior.name + " was killed");
    for (auto& unit : battle.units) {
        if (unit.attacker != senior.attacker) continue;
        unit.seniorNear = SeniorOfficer{senior.moraleBonus, presence.distanceInches,
                                        presence.inSight, presence.personalCommand};
    }
}

}  // namespace

TacticalSenior& TacticalBattle::senior(const std::string& name) {
    return const_cast<TacticalSenior&>(std::as_const(*this).senior(name));
}

const TacticalSenior& TacticalBattle::senior(const std::string& name) const {
    std::string names;
    for (const auto& senior : seniors) {
        if (senior.name == name) return senior;
        names += (names.empty() ? "" : ", ") + senior.name;
    }
    throw std::invalid_argument("no senior officer '" + name + "' in the battle" +
                                (names.empty() ? " (it has none)"
                                               : " (senior officers: " + names + ")"));
}

BuildingOnTable* TacticalBattle::building(const std::string& name) {
    return const_cast<BuildingOnTable*>(std::as_const(*this).building(name));
}

const BuildingOnTable* TacticalBattle::building(const std::string& name) const {
    for (const auto& building : buildings) {
        if (building.name == name) return &building;
    }
    return nullptr;
}

TacticalUnit& TacticalBattle::unit(const std::string& code) {
    return const_cast<TacticalUnit&>(std::as_const(*this).unit(code));
}

const TacticalUnit& TacticalBattle::unit(const std::string& code) const {
    std::string codes;
    for (const auto& unit : units) {
        if (unit.code == code) return unit;
        codes += (codes.empty() ? "" : ", ") + unit.code;
    }
    throw std::invalid_argument("no unit '" + code + "' in the battle (units: " + codes + ")");
}

ActionResult act(const RedActionsTables& tables, TacticalBattle& battle,
                 const ActionRequest& request, Dice& dice) {
    const bool intoFront = request.charge.direction == ChargeDirection::Front;
    if (const auto refused =
            actionRefusal(battle, request.action, request.actor, request.target, intoFront)) {
        throw std::invalid_argument(*refused);
    }
    auto after = battle;
    if (request.senior) placeSenior(after, *request.senior);
    ActionResult result;
    TableStateDice stepsOnTable(dice, after);
    switch (request.action) {
        case TacticalAction::Initiative:
            rollInitiative(after, TurnSequence{}, request, stepsOnTable, result);
            break;
        case TacticalAction::Move:
            result.effects.push_back(request.actor +
                                     ": has its action segment, moving or acting without dice");
            break;
        case TacticalAction::Shoot:
        case TacticalAction::Charge:
        case TacticalAction::Combat:
        case TacticalAction::Pursue: {
            auto& actor = after.unit(request.actor);
            auto& target = after.unit(request.target);
            if (request.action == TacticalAction::Shoot && request.shot.returnFire) {
                exchangeFire(tables, actor, target, request.shot, stepsOnTable, result);
            } else if (request.action == TacticalAction::Shoot) {
                shootOnTable(tables, after.field, actor, target, request.shot, stepsOnTable,
                             result);
            } else if (request.action == TacticalAction::Charge) {
                charge(tables, actor, target, request.charge, stepsOnTable, result);
            } else if (request.action == TacticalAction::Combat) {
                combat(tables, actor, target, request.charge, false, stepsOnTable, result);
            } else {
                pursuit(tables, actor, target, request.pursuit, stepsOnTable, result);
            }
            break;
        }
        case TacticalAction::Morale:
            takeTest(tables, after.unit(request.actor), request.test, stepsOnTable, result);
            break;
        case TacticalAction::Rally:
            rally(tables, after.unit(request.actor), stepsOnTable, result);
            break;
        case TacticalAction::Dig:
            digIn(after.field, after.unit(request.actor), request.entrenchingTools, result);
            break;
        case TacticalAction::Wire:
            goThroughWire(after.field, after.unit(request.actor), stepsOnTable, result);
            break;
        case TacticalAction::Vehicle:
            vehicleTest(after.field, after.unit(request.actor), request.vehicleCheck, stepsOnTable,
                        result);
            break;
        case TacticalAction::Handover:
            steps::handOver(*after.actionsTable, after.unit(request.actor), request.orderTable,
                            request.situation, stepsOnTable, result);
            break;
        case TacticalAction::Fire:
            fireAction(after.field, after, after.unit(request.actor), request.target,
                       request.fightFire, stepsOnTable, result);
            break;
        case TacticalAction::Train:
            runTrain(after.field, after.unit(request.actor), request.trainOrder,
                     request.reverseTrain, result);
            break;
        case TacticalAction::SeniorKilled:
            // "If a senior officer is killed, then a junior officer is promoted in his place at
            // the end of the next turn in which the information becomes known."
            after.senior(request.actor).killed = true;
            result.effects.push_back(request.actor +
                                     ": senior officer killed; a junior officer is promoted in "
                                     "his place at the end of the next turn it becomes known");
            break;
    }
    for (auto& unit : after.units) unit.seniorNear.reset();
    result.summary = changesBetween(battle, after);
    for (std::size_t index = 0; index < after.units.size(); ++index) {
        if (after.units[index].state.routing && !battle.units[index].state.routing) {
            steps::forcedToAct(after.units[index], result);
        }
    }
    battle = std::move(after);
    return result;
}

Distribution actionOdds(const RedActionsTables& tables, const TacticalBattle& battle,
                        const ActionRequest& request) {
    if (request.action == TacticalAction::Initiative) {
        throw std::invalid_argument(
            "ties are rolled again without end, so there is no list of dice to count; "
            "each side has it half the time");
    }
    Counting counting;
    counting.memoiseStates = true;  // the summary is read off the table, never off the rolls
    return enumerateOutcomes(
        [&](Dice& dice) {
            auto copy = battle;
            return act(tables, copy, request, dice).summary;
        },
        counting);
}

}  // namespace tachanka::rules::redactions
