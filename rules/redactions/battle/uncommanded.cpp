// An uncommanded unit of the umpired table driven by the Actions Table (its handover reading,
// rules/actions/red_actions_handover.hpp): the table's engine decides, the step applies it.

#include "rules/actions/red_actions_handover.hpp"
#include "rules/redactions/battle/action_steps.hpp"

namespace tachanka::rules::redactions::steps {

void handOver(const actions::ActionsTables& tables, TacticalUnit& unit,
              actions::OrderTableKind table, const actions::Circumstances& situation, Dice& dice,
              ActionResult& result) {
    auto handed =
        actions::handOver(tables, table, {unit.state, unit.basesAtStart}, situation, dice);
    const auto& order = handed.order;
    const std::string tableName(nameOf(actions::orderTableNames, table));
    result.cells.push_back("Actions Table " + tableName + " " + order.band + ", d6 " +
                           std::to_string(order.roll) + ": " + order.cell.text);
    // The club's file says whether its reading of a Red Actions! unit on the table is its own.
    result.effects.push_back(unit.code + ": uncommanded, risk factor " +
                             std::to_string(handed.risk.risk) + ", " + order.cell.text +
                             (tables.handover.provisional ? " (provisional reading)" : ""));
    switch (handed.effect) {
        case actions::UnitEffect::Routing:
            result.effects.push_back(unit.code + " runs from the nearest enemy: routing");
            break;
        case actions::UnitEffect::Retires:
            // A retire move, as a shot's Ret makes one: the unit evades ("forced (retired this
            // turn)").
            result.effects.push_back(unit.code + " must retire, away from the enemy");
            handed.after.evading = true;
            forcedToAct(unit, result);
            break;
        case actions::UnitEffect::Pinned:
            result.effects.push_back(unit.code + " halts: pinned");
            break;
        case actions::UnitEffect::None: break;
    }
    unit.state = handed.after;
}

}  // namespace tachanka::rules::redactions::steps
