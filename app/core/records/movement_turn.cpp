#include "app/core/records/movement_turn.hpp"

#include "app/core/battles/planned_battles.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "db/turn_record.hpp"
#include "rules/orel/operations/movement.hpp"

namespace tachanka::core {
namespace {

// "Reds" → "Red": what a unit of the side is called.
std::string adjective(const std::string& sideName) {
    return sideName.ends_with('s') ? sideName.substr(0, sideName.size() - 1) : sideName;
}

// A rout and a rally (8.7.3) are the combat's and the clean-up's, not a special action.
bool isMovementAction(const model::Unit& unit, const MovementAsked& asked) {
    const bool modeAction = asked.mode && *asked.mode != model::UnitMode::Routed &&
                            unit.mode != model::UnitMode::Routed;
    return asked.to || modeAction || asked.entrenchment == model::Entrenchment::UnderConstruction;
}

// 7.4: each side's reinforcement entry zones, from the scenario's entry hexes.
std::map<ops::Side, std::set<model::Hex>> entryZones(const model::Campaign& campaign) {
    const auto& extent = loadOrelOperationsTables().tables.map;
    std::map<ops::Side, std::set<model::Hex>> zones;
    for (const auto& side : campaign.sides) {
        for (const model::Unit* unit : side.units()) {
            if (!unit->arrival) continue;
            zones[orelSide(side)].merge(ops::entryZoneOf(extent, unit->arrival->entryHexes));
        }
    }
    return zones;
}

// 7: only the owner moves his units, and only in his movement phase.
bool checkOwnPhase(ActionContext& context, const model::Unit& unit, const model::Side& owner) {
    const auto& campaign = context.campaign;
    if (campaign.phase == model::Phase::Movement && campaign.activeSide == owner.name) return true;
    const std::string line =
        campaign.phase == model::Phase::Movement
            ? "7: " + unit.code + " is a " + adjective(owner.name) + " unit and the " +
                  campaign.activeSide + " are moving"
            : "7: " + unit.code + " moves in the " + owner.name +
                  "' movement phase; the campaign is at " + campaign.turnLine();
    ruleRefuses(context, {line, owner.id, unit.id});
    return false;
}

void checkNotInactive(ActionContext& context, const model::Unit& unit) {
    const auto* formation = inactiveFormationOf(context.campaign, unit, context.campaign.date);
    if (formation == nullptr) return;
    ruleRefuses(context, {"10.2: " + unit.code + " belongs to " + formation->name +
                              ", inactive through " + formation->inactiveThrough->longForm() +
                              ": it may entrench but not move",
                          unit.sideId, unit.id});
}

void checkEntryZones(ActionContext& context, const model::Unit& unit, ops::Side side,
                     const MovementAsked& asked) {
    std::vector<model::Hex> entered = asked.path;
    if (entered.empty()) entered.push_back(*asked.to);
    for (const auto& [owner, zone] : entryZones(context.campaign)) {
        if (owner == side) continue;
        for (const auto hex : entered) {
            if (!zone.contains(hex)) continue;
            ruleRefuses(context, {"7.4: " + hex.label() + " is a reinforcement entry zone of the " +
                                      sidePlaying(context.campaign, owner).name + ": " + unit.code +
                                      " may not enter it",
                                  unit.sideId, unit.id});
            return;
        }
    }
}

std::string hexList(const std::vector<model::Hex>& hexes) {
    std::string list;
    for (const auto hex : hexes) list += (list.empty() ? "" : " ") + hex.label();
    return list;
}

// 7.1: what the move costs along the path given, or the cheapest on the painted map; none
// when the map is not painted (every hex would read as clear, roads unseen).
std::optional<int> moveCost(ActionContext& context, const model::Unit& unit,
                            const ops::MovingUnit& mover, const MovementAsked& asked) {
    auto layer = campaignMapLayer(context.database);
    if (!layer.terrainKnown) return std::nullopt;
    auto& map = layer.map.map;
    map.entryZones = entryZones(context.campaign);
    const auto& tables = loadOrelOperationsTables().tables;
    auto units = unitsOnMap(context.campaign);
    // 7.1.3 "Important": the mover covers nothing while it moves.
    for (auto& other : units) {
        if (other.side == mover.side && other.code == unit.code) other.movedThisPhase = true;
    }
    const auto refuse = [&](const std::string& why) {
        ruleRefuses(context, {"7.1: " + unit.code + " cannot reach " + asked.to->label() + ": " +
                                  why,
                              unit.sideId, unit.id});
        return std::optional<int>();
    };
    if (!asked.path.empty()) {
        const auto traced = ops::tracedMove(tables, map, units, mover, *unit.hex, asked.path);
        if (traced.refusal) return refuse(*traced.refusal);
        return traced.cost;
    }
    const auto path = ops::cheapestMove(tables, map, units, mover, *unit.hex, *asked.to);
    if (!path) return refuse("no path on the painted map that the movement rules allow");
    if (path->cost > mover.remaining) {
        return refuse("the cheapest path (" + hexList(path->hexes) + ") costs " +
                      std::to_string(path->cost) + " MP and it has " +
                      std::to_string(mover.remaining) + " left");
    }
    return path->cost;
}

int specialAction(ActionContext& context, const model::Unit& unit, const ops::MovingUnit& mover,
                  ops::SpecialAction action) {
    ops::ActingUnit acting;
    acting.side = mover.side;
    acting.mover = mover.mover;
    acting.shock = unit.shock;
    acting.allowance = mover.allowance;
    acting.remaining = mover.remaining;
    acting.outOfCommand = unit.outOfCommand;
    acting.marchingDay = mover.marchingDay;
    acting.mode = unit.mode;
    const auto& costs = loadOrelOperationsTables().tables.actions;
    const auto cost = ops::specialActionCost(costs, acting, action);
    if (cost.refusal) {
        ruleRefuses(context, {(action == ops::SpecialAction::Entrench ? "7.3: " : "7.1.4: ") +
                                  unit.code + ": " + *cost.refusal,
                              unit.sideId, unit.id});
        return 0;
    }
    return cost.cost;
}

}  // namespace

MovementSpent checkMovementTurn(ActionContext& context, const model::Unit& unit,
                                const MovementAsked& asked) {
    MovementSpent spent;
    if (!isMovementAction(unit, asked)) return spent;
    const auto& owner = sideOf(context.campaign, unit.sideId);
    const auto side = orelSide(owner);
    const bool ownPhase = checkOwnPhase(context, unit, owner);
    if (asked.to) {
        checkNotInactive(context, unit);
        checkEntryZones(context, unit, side, asked);
    }
    // Out of its phase (an umpire's override) the move is the umpire's word, MP uncounted.
    if (!ownPhase || !unit.hex || unit.offMap || !unit.movement) return spent;
    const auto& costs = loadOrelOperationsTables().tables.actions;
    const auto& campaign = context.campaign;
    const int penalty =
        unit.arrival && unit.arrival->date == campaign.date ? unit.arrival->mpPenalty : 0;
    ops::MovingUnit mover;
    mover.side = side;
    mover.mover = moverOf(unit.kind);
    mover.allowance = ops::movementAllowance(costs, *unit.movement, asked.marchingDay ||
                                             db::madeMarchingDay(context.database, unit.id,
                                                                 campaign.date.iso()),
                                             penalty);
    mover.remaining = std::max(
        0, mover.allowance - db::movementPointsSpent(context.database, unit.id, campaign.date.iso()));
    mover.outOfCommand = unit.outOfCommand;
    mover.mode = unit.mode;
    mover.marchingDay = asked.marchingDay;
    const int before = mover.remaining;
    bool counted = true;
    if (asked.to) {
        const auto cost = moveCost(context, unit, mover, asked);
        counted = cost.has_value();
        spent.move = std::min(cost.value_or(0), mover.remaining);
        mover.remaining -= spent.move;
    }
    const bool combatMode = asked.mode == model::UnitMode::Combat;
    const bool entrenching = asked.entrenchment == model::Entrenchment::UnderConstruction;
    if (combatMode) {
        spent.combatMode = specialAction(context, unit, mover, ops::SpecialAction::CombatMode);
        mover.remaining -= spent.combatMode;
    }
    if (entrenching) {
        spent.entrenching = specialAction(context, unit, mover, ops::SpecialAction::Entrench);
        mover.remaining = std::max(0, mover.remaining - spent.entrenching);
    }
    // 7.1.4: vehicles and depots have no modes; a move made in March mode needs no change.
    const auto current = asked.mode.value_or(unit.mode);
    if (!ops::isVehicle(mover.mover)) {
        const auto after = ops::modeAfterMovement(current, asked.to.has_value(),
                                                  combatMode || entrenching, asked.marchingDay);
        if (after != current) spent.modeAfter = after;
    }
    const int today = mover.allowance - mover.remaining;
    const std::string tally = std::to_string(today) + " of its " +
                              std::to_string(mover.allowance) + " today, " +
                              std::to_string(mover.remaining) + " left";
    spent.line = counted ? unit.code + " spends " + std::to_string(before - mover.remaining) +
                               " MP (" + tally + ")"
                         : unit.code + "'s move is not counted in MP, the map's terrain not " +
                               "being painted (7.1): " + tally;
    return spent;
}

}  // namespace tachanka::core
