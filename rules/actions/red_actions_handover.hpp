#pragma once
// A Red Actions! unit handed to the Actions Table: its risk factor from its state in the battle
// (lost bases and terror markers as the group's wounded or killed, routing as running from the
// enemy) and the situation the players give, then its order, and the order's effect on the
// unit's state. Provisional: the reading is Tachanka's own (actions-table.xml says how).

#include "rules/actions/actions_tables.hpp"
#include "rules/actions/orders.hpp"
#include "rules/dice.hpp"
#include "rules/redactions/unit_state.hpp"

namespace tachanka::rules::actions {

struct RedActionsUnit {
    redactions::UnitState state;
    int startingBases = 1;  // the bases it began the battle with
};

// The unit's own circumstances on top of `situation` (what only the table shows: cover, the
// enemy's range and flank, a hero). Throws std::invalid_argument for more bases than it began
// with.
Circumstances circumstancesOf(const RedActionsUnit& unit, Circumstances situation);

struct HandoverResult {
    RiskAssessment risk;
    OrderResult order;
    UnitEffect effect = UnitEffect::None;
    redactions::UnitState after;  // the unit with the effect applied
};

HandoverResult handOver(const ActionsTables& tables, OrderTableKind table,
                        const RedActionsUnit& unit, const Circumstances& situation, Dice& dice);

}  // namespace tachanka::rules::actions
