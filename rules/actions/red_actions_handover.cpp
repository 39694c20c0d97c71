#include "rules/actions/red_actions_handover.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace tachanka::rules::actions {

Circumstances circumstancesOf(const RedActionsUnit& unit, Circumstances situation) {
    if (unit.startingBases < 1 || unit.state.bases < 0 || unit.state.bases > unit.startingBases) {
        throw std::invalid_argument(
            "a unit has from 0 to the " + std::to_string(unit.startingBases) +
            " bases it began with, not " + std::to_string(unit.state.bases));
    }
    situation.figures = unit.startingBases;
    // Terror and humiliated markers are hits that did not kill: the Actions Table's wounded.
    situation.casualties = std::min(
        unit.startingBases, unit.startingBases - unit.state.bases + unit.state.terrorMarkers());
    situation.running = situation.running || unit.state.routing;
    return situation;
}

HandoverResult handOver(const ActionsTables& tables, OrderTableKind table,
                        const RedActionsUnit& unit, const Circumstances& situation, Dice& dice) {
    HandoverResult result;
    result.risk = assessRisk(tables.riskFactors, circumstancesOf(unit, situation));
    result.order = diceForOrder(tables.orderTable(table), result.risk.risk, false, dice);
    result.effect = tables.handover.effectOf(result.order.cell.orderId);
    result.after = unit.state;
    switch (result.effect) {
        case UnitEffect::Pinned:
            result.after.pinned = true;
            break;
        case UnitEffect::Routing:
            result.after.routing = true;
            break;
        case UnitEffect::Retires:
        case UnitEffect::None:
            break;
    }
    return result;
}

}  // namespace tachanka::rules::actions
