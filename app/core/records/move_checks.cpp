#include "app/core/records/move_checks.hpp"

#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "rules/orel/operations/movement.hpp"

namespace tachanka::core {
namespace {

// 7.1.2 "At the end of each unit's movement there cannot be more than 10 stacking points or 3
// units in a hex": the unit is counted in its new hex with the steps it will have left.
void checkStacking(const ops::OperationsTables& tables, ops::Units units, const model::Unit& unit,
                   ops::Side side, const MoveIntent& move) {
    std::erase_if(units, [&](const ops::MapUnit& other) {
        return other.side == side && other.code == unit.code;
    });
    units.push_back({unit.code, side, moverOf(unit.kind), move.to, move.stepsLeft,
                     unit.mode == model::UnitMode::Routed, true});
    const auto stack = ops::stacking(tables, units, move.to, side);
    if (stack.refusal) throw UserError(unit.code + " cannot move there: " + *stack.refusal);
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

// Only in the unit's own movement phase, and only once the club has painted the map: before
// that, every hex would count as clear and a road could make a refused move a legal one.
void checkMovementPoints(const ActionContext& context, const ops::OperationsTables& tables,
                         ops::Units units, const model::Unit& unit, ops::Side side,
                         const MoveIntent& move) {
    const auto& campaign = context.campaign;
    const auto& owner = sideOf(campaign, unit.sideId);
    if (campaign.phase != model::Phase::Movement || campaign.activeSide != owner.name) return;
    if (!unit.hex || unit.offMap || !unit.movement) return;
    const auto layer = campaignMapLayer(context.database);
    if (!layer.terrainKnown) return;
    // 7.1.3 "Important": the mover covers nothing while it moves.
    for (auto& other : units) {
        if (other.side == side && other.code == unit.code) other.movedThisPhase = true;
    }
    ops::MovingUnit mover;
    mover.side = side;
    mover.mover = moverOf(unit.kind);
    mover.allowance = ops::movementAllowance(tables.actions, *unit.movement, move.marchingDay, 0);
    mover.outOfCommand = unit.outOfCommand;
    mover.mode = unit.mode;
    mover.marchingDay = move.marchingDay;
    const auto path = ops::cheapestMove(tables, layer.map.map, units, mover, *unit.hex, move.to);
    if (!path) {
        throw UserError(unit.code + " cannot reach " + move.to.label() +
                        ": no path on the painted map that the movement rules allow (7.1)");
    }
    if (path->cost > mover.allowance) {
        std::string hexes;
        for (const auto hex : path->hexes) hexes += (hexes.empty() ? "" : " ") + hex.label();
        throw UserError(unit.code + " cannot reach " + move.to.label() + ": the cheapest path (" +
                        hexes + ") costs " + std::to_string(path->cost) +
                        " MP with terrain and ZoC on the painted map and it has " +
                        std::to_string(mover.allowance) + " (7.1)");
    }
}

}  // namespace

void checkMove(const ActionContext& context, const model::Unit& unit, const MoveIntent& move) {
    const auto& tables = loadOrelOperationsTables().tables;
    const auto units = unitsOnMap(context.campaign);
    const auto side = orelSide(sideOf(context.campaign, unit.sideId));
    checkEnemyHex(units, unit, side, move.to);
    checkStacking(tables, units, unit, side, move);
    checkMovementPoints(context, tables, units, unit, side, move);
}

}  // namespace tachanka::core
