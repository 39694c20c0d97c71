#include "app/core/records/move_checks.hpp"

#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "rules/orel/operations/movement.hpp"

namespace tachanka::core {
namespace {

// 7.1.2 "At the end of each unit's movement there cannot be more than 10 stacking points or 3
// units in a hex": the unit is counted in its new hex with the steps it will have left.
void checkStacking(ActionContext& context, const ops::OperationsTables& tables, ops::Units units,
                   const model::Unit& unit, ops::Side side, const MoveIntent& move) {
    std::erase_if(units, [&](const ops::MapUnit& other) {
        return other.side == side && other.code == unit.code;
    });
    units.push_back({unit.code, side, moverOf(unit.kind), move.to, move.stepsLeft,
                     unit.mode == model::UnitMode::Routed, true});
    const auto stack = ops::stacking(tables, units, move.to, side);
    if (stack.refusal) {
        ruleRefuses(context,
                    {unit.code + " cannot move there: " + *stack.refusal, unit.sideId, unit.id});
    }
}

// Units end their move beside the enemy, never on him: a hex changes hands by combat
// (8.7.4 advance). A hex with only enemy depots is the depot rules' (3.3).
void checkEnemyHex(const ops::Units& units, const model::Unit& unit, ops::Side side,
                   model::Hex hex) {
    std::string enemies;
    for (const auto& other : units) {
        if (other.side != side && other.hex == hex) {
            enemies += (enemies.empty() ? "" : ", ") + other.code;
        }
    }
    if (!enemies.empty()) {
        throw UserError(unit.code + " cannot move into " + hex.label() + ": the enemy holds it (" +
                        enemies + "); a hex is taken only by advancing after combat (8.7)");
    }
}

}  // namespace

void checkMove(ActionContext& context, const model::Unit& unit, const MoveIntent& move) {
    const auto& tables = loadOrelOperationsTables().tables;
    const auto units = unitsOnMap(context.campaign);
    const auto side = orelSide(sideOf(context.campaign, unit.sideId));
    checkEnemyHex(units, unit, side, move.to);
    checkStacking(context, tables, units, unit, side, move);
}

}  // namespace tachanka::core
