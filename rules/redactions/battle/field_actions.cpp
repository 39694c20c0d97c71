#include <stdexcept>
#include <string>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/field/field_rules.hpp"

namespace tachanka::rules::redactions::steps {
namespace {

std::string conditionText(VehicleCondition condition) {
    switch (condition) {
        case VehicleCondition::Running: return "running";
        case VehicleCondition::BrokenDown: return "broken down until a later 4+";
        case VehicleCondition::Stuck: return "stuck until a later 4+";
        case VehicleCondition::StuckForGood: return "stuck for the rest of the game";
    }
    return "";
}

}  // namespace

std::string foxholeColumns(int quarters) {
    static constexpr const char* fractions[] = {"", "¼", "½", "¾"};
    const int whole = quarters / 4;
    const int part = quarters % 4;
    if (whole == 0) return std::string(part == 0 ? "0" : fractions[part]) + " column";
    return std::to_string(whole) + fractions[part] +
           (whole == 1 && part == 0 ? " column" : " columns");
}

void digIn(const FieldNumbers& field, TacticalUnit& unit, bool entrenchingTools,
           ActionResult& result) {
    const auto dug = redactions::digIn(field.digging, unit.foxholeQuarters, entrenchingTools);
    unit.foxholeQuarters = dug.quarters;
    unit.state.evading = false;
    std::string effect = unit.code + ": digs in " +
                         (entrenchingTools ? "with entrenching tools" : "without proper tools") +
                         ", foxholes of " + foxholeColumns(dug.quarters);
    if (dug.cover) effect += ", the cover of " + std::string(nameOf(coverNames, *dug.cover));
    if (dug.complete) effect += ", all the cover foxholes give";
    result.effects.push_back(effect);
}

void goThroughWire(const FieldNumbers& field, TacticalUnit& unit, Dice& dice, ActionResult& result) {
    if (unit.troop.arm == Arm::Tank) {
        const auto test = wireTest(field.vehicles, dice);
        result.cells.push_back("tank in the wire, d6 " + std::to_string(test.roll) + ": " +
                               (test.condition == VehicleCondition::Running ? "crushes it"
                                                                            : "a temporary problem"));
        if (test.condition == VehicleCondition::Running) {
            unit.inWire = false;
            result.effects.push_back(unit.code + ": crushes its way through the wire");
        } else {
            unit.inWire = true;
            unit.vehicle = test.condition;
            result.effects.push_back(unit.code + ": tracks entangled in the wire, " +
                                     conditionText(test.condition));
        }
        return;
    }
    if (!unit.inWire) {
        unit.inWire = true;
        result.effects.push_back(unit.code +
                                 ": enters the wire, and rolls to get through on each later turn");
        return;
    }
    const auto crossing = crossWire(field.wire, Mover::Infantry, unit.troop.engineers, dice);
    result.cells.push_back("wire, 2d6 " + std::to_string(crossing.roll) + ": " +
                           (crossing.crossed ? "across" : "still in the wire") +
                           (crossing.pathCut ? ", a path cut" : ""));
    if (crossing.crossed) unit.inWire = false;
    result.effects.push_back(unit.code + ": " +
                             (crossing.crossed ? "gets across the wire" : "is still in the wire") +
                             (crossing.pathCut ? ", its engineers cutting a base-wide path" : ""));
}

void vehicleTest(const FieldNumbers& field, TacticalUnit& unit, VehicleCheck check, Dice& dice,
                 ActionResult& result) {
    const auto vehicle = vehicleOf(unit.troop.arm);
    if (!vehicle) throw std::invalid_argument(unit.code + " is not a tank or an armoured car");
    VehicleTest test;
    std::string what;
    if (check == VehicleCheck::GetGoing) {
        test = freeVehicle(field.vehicles, unit.vehicle, dice);
        what = "getting going, d6 ";
    } else {
        if (unit.vehicle != VehicleCondition::Running) {
            throw std::invalid_argument(unit.code + " did not move: it is " +
                                        conditionText(unit.vehicle));
        }
        const bool fast = check == VehicleCheck::FastMove;
        test = fast ? breakdownTest(field.vehicles, *vehicle, dice)
                    : obstacleTest(field.vehicles, *vehicle, dice);
        what = fast ? "breakdown test, d6 " : "obstacle, d6 ";
    }
    result.cells.push_back(what + std::to_string(test.roll) + ": " + conditionText(test.condition));
    unit.vehicle = test.condition;
    const bool running = test.condition == VehicleCondition::Running;
    result.effects.push_back(unit.code + ": " +
                             (!running                          ? conditionText(test.condition)
                              : check == VehicleCheck::GetGoing ? std::string("gets going again")
                                                                : std::string("runs on")));
}

}  // namespace tachanka::rules::redactions::steps
